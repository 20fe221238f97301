package dexrules_test

import "testing"

// TestRev128JavaIndirection (rev128_j1, "Quirewell": Java 11 through D8 —
// tools found by indirection: a ServiceLoader registry, a Proxy with an
// InvocationHandler guard on an executor, @ToolMethod methods found by
// getDeclaredMethods and run with Method.invoke, MethodHandles with
// invokeExact, a catalog class loaded by Class.forName, an EnumMap of
// method-reference handlers, Supplier token factories, Function pipelines
// with andThen / compose; a helper's blind app, labels in
// testdata/dex/rev128_labels_j.md, first scanned at stop 57). 4 of 8 at
// its first run (CETP601 at MethodTool.run naming NotesTools.createNote,
// 603, 607, 614) with three false findings: CETP620 (the Session a finder
// builds from the token's row, whose owner a helper checks: rowobj620) and
// two CETP619 (negotiate's session insert reached through the EnumMap of
// handlers: handlers619); now 4 of 8, no false finding. Missed: CETP612
// (a read-write descriptor behind MethodHandle.invokeExact), 615 (an EnumMap's screen of
// another package), 622 (a Function pipeline built with andThen).
// With the setup reach (stop 59): CETP613 at the "short_ticket"
// Supplier's lambda$static$2 (its new Random() generator is made while the
// provider's onCreate wires the tools), the other entries silent: 5 of 8.
// Stop 65: two CETP614 notes say the list pipelines' composed functions
// (andThen/compose) are not followed with the lambdas a capture places,
// where the search stopped at its depth before without a word; the
// CETP106 note at MethodTool.run's Method.invoke is gone (its receiver, a
// field, runs the classes with the app's tool annotation: reflectfield622).
func TestRev128JavaIndirection(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev128_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/quirewell/cetp/MethodTool;->run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x37", "com/quirewell/cetp/MethodTool.java", 35},
			{"CETP106", "note", "Lcom/quirewell/notes/PurgeNotebookPlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0xa6", "com/quirewell/notes/PurgeNotebookPlugin.java", 46},
			{"CETP106", "note", "Lcom/quirewell/vault/ShredFilePlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0xb3", "com/quirewell/vault/ShredFilePlugin.java", 56},
			{"CETP508", "note", "Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/quirewell/cetp/Replies.java", 56},
			{"CETP601", "error", "Lcom/quirewell/cetp/MethodTool;->run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x37", "com/quirewell/cetp/MethodTool.java", 35},
			{"CETP603", "error", "Lcom/quirewell/notes/NotesGuard;->invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;@0x49", "com/quirewell/notes/NotesGuard.java", 33},
			{"CETP607", "warning", "Lcom/quirewell/vault/VaultGuard;->invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;@0xc8", "com/quirewell/vault/VaultGuard.java", 43},
			{"CETP613", "error", "Lcom/quirewell/cetp/TokenSources;->lambda$static$2()Lcom/quirewell/cetp/TokenSources$TokenSource;@0x8", "com/quirewell/cetp/TokenSources.java", 35},
			{"CETP614", "error", "Lcom/quirewell/notes/PurgeNotebookPlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x79", "com/quirewell/notes/PurgeNotebookPlugin.java", 44},
			{"CETP614", "note", "Lcom/quirewell/notes/NotesCatalog;->lambda$populate$3(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x0", "com/quirewell/notes/NotesCatalog.java", 79},
			{"CETP614", "note", "Lcom/quirewell/vault/VaultCatalog;->lambda$populate$2(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x0", "com/quirewell/vault/VaultCatalog.java", 77},
			{"CETP622", "note", "Lcom/quirewell/notes/NotesCatalog;->lambda$populate$3(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x0", "com/quirewell/notes/NotesCatalog.java", 79},
			{"CETP622", "note", "Lcom/quirewell/vault/VaultCatalog;->lambda$populate$2(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x0", "com/quirewell/vault/VaultCatalog.java", 77},
			{"CETP623", "note", "Lcom/quirewell/cetp/MethodTool;->run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0x37", "com/quirewell/cetp/MethodTool.java", 35},
			{"CETP623", "note", "Lcom/quirewell/notes/PurgeNotebookPlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0xa6", "com/quirewell/notes/PurgeNotebookPlugin.java", 46},
			{"CETP623", "note", "Lcom/quirewell/vault/ShredFilePlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;@0xb3", "com/quirewell/vault/ShredFilePlugin.java", 56},
		})
	}
}
