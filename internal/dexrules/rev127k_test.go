package dexrules_test

import "testing"

// TestRev127KotlinIdioms (rev127_k1, "Hearthly": Kotlin 2 through D8 —
// scope functions inlined into their callers, runCatching chains with
// getOrElse / onFailure, use {}, buildMap, object singletons, reified
// Bundle helpers, extension properties, $default bridges with named
// arguments, lazy(NONE), an object graph of `by lazy` providers, Callable
// lambdas on an executor; a helper's blind app, labels in
// testdata/dex/rev127_labels_k.md, first scanned at stop 57). 7 of 8 at
// its first run (CETP620, 601, 602, 603, 611, 614 at remove naming
// user_confirmed, 607 at toBundle naming list_routines), no false
// finding; 8 of 8 once the maker of a predictable token an interface
// hands back is reported (writers613: CETP613 at DeviceTools.askUnlock and
// schedule, a per-field note before).
func TestRev127KotlinIdioms(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev127_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/hearthly/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x9", "com/hearthly/Reply.kt", 41},
			{"CETP601", "error", "Lcom/hearthly/DeviceTools;->askUnlock(Lcom/hearthly/ToolCall;Ljava/lang/String;)Lcom/hearthly/Reply;@0x20", "com/hearthly/DeviceTools.kt", 82},
			{"CETP602", "error", "Lcom/hearthly/DeviceTools;->schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;@0x14e", "com/hearthly/DeviceTools.kt", 97},
			{"CETP603", "error", "Lcom/hearthly/RoutineTools;->create$lambda$2$0(Lcom/hearthly/RoutineTools;Ljava/lang/String;Lorg/json/JSONArray;)Ljava/lang/String;@0x2", "com/hearthly/RoutineTools.kt", 51},
			{"CETP607", "note", "Lcom/hearthly/ReplyKt;->toBundle(Lcom/hearthly/Reply;Lcom/hearthly/Envelope;)Landroid/os/Bundle;@0x9c", "com/hearthly/Reply.kt", 32},
			{"CETP607", "warning", "Lcom/hearthly/RoutineTools;->list(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;@0xdf", "com/hearthly/RoutineTools.kt", 42},
			{"CETP611", "error", "Lcom/hearthly/RoutineTools;->schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;@0x77", "com/hearthly/RoutineTools.kt", 64},
			{"CETP613", "error", "Lcom/hearthly/DeviceTools;->askUnlock(Lcom/hearthly/ToolCall;Ljava/lang/String;)Lcom/hearthly/Reply;@0x24", "com/hearthly/DeviceTools.kt", 82},
			{"CETP613", "error", "Lcom/hearthly/DeviceTools;->schedule(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;@0x156", "com/hearthly/DeviceTools.kt", 97},
			{"CETP614", "error", "Lcom/hearthly/RoutineTools;->remove(Lcom/hearthly/ToolCall;Lcom/hearthly/Routine;Z)Lcom/hearthly/Reply;@0x0", "com/hearthly/RoutineTools.kt", 81},
			{"CETP620", "warning", "Lcom/hearthly/DevicesProvider;->sessionOf(Lcom/hearthly/Envelope;)Lcom/hearthly/Session;@0xd", "com/hearthly/DevicesProvider.kt", 41},
		})
	}
}
