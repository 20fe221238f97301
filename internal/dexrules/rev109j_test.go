package dexrules_test

import "testing"

// TestRev109JavaOlderIdioms (rev109_j1, "Inkwell" notes and reminders:
// Java compiled with --release 8 through D8, hand-written smali — javac's
// access$NNN accessors and val$/this$0 captures, anonymous Runnables and
// Callables, enum constants with bodies dispatched by a string switch,
// try-with-resources, synchronized blocks, lazy holders, a
// java.lang.reflect.Proxy whose InvocationHandler checks destructive calls
// and forwards them with method.invoke, a varargs key/value Bundle helper;
// a helper's blind app, labels in testdata/dex/rev109_labels_j.md, first
// scanned at stop 53). Its first run found 4 of the 8 labelled defects, no
// false finding. Missed: the three reached only through the proxy's
// handler (CETP614: the request's "force" skipping the resume-token check
// before method.invoke runs the delete; CETP613 and CETP601 in the
// confirmation the handler asks for) — a call on a proxied interface ran
// its implementations, never the handler — and CETP607: the exception text
// reached error_message through Replies.bundle(Object... pairs), a loop
// putting pairs[i] under pairs[i - 1], which no put reading knew. Since: a
// call on an interface the app makes a Proxy of (const-class interfaces)
// also runs the handler's invoke, the call's request values in its args
// array, and the handler's method.invoke(target, args) runs the target's
// implementations of the proxied methods (program/proxies.go); a method
// putting elements of one array parameter as keys and values is a flat
// pair builder, its callers' arrays read by constant index. 8 of 8.
func TestRev109JavaOlderIdioms(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev109_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/inkwell/remind/ReminderToolProvider$Confirmations;->forAction(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x37", "com/inkwell/remind/ReminderToolProvider.java", 199},
			{"CETP603", "error", "Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->run()V@0xb", "com/inkwell/notes/NotesToolProvider.java", 235},
			{"CETP606", "error", "Lcom/inkwell/remind/ReminderToolProvider;->listReminders(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;@0x7", "com/inkwell/remind/ReminderToolProvider.java", 130},
			{"CETP607", "warning", "Lcom/inkwell/notes/NotesToolProvider$NoteTool$4;->run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;@0xf5", "com/inkwell/notes/NotesToolProvider.java", 209},
			{"CETP613", "error", "Lcom/inkwell/remind/ReminderToolProvider;->askToConfirm(Ljava/lang/String;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;@0x23", "com/inkwell/remind/ReminderToolProvider.java", 157},
			{"CETP614", "error", "Lcom/inkwell/remind/ReminderToolProvider$Guard;->invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;@0x28", "com/inkwell/remind/ReminderToolProvider.java", 180},
			{"CETP620", "warning", "Lcom/inkwell/notes/PendingDeletes;->approved(Ljava/lang/String;)Lcom/inkwell/notes/PendingDeletes$Entry;@0x3", "com/inkwell/notes/PendingDeletes.java", 46},
			{"CETP622", "error", "Lcom/inkwell/notes/NotesToolProvider$NoteTool$3;->run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;@0x2b", "com/inkwell/notes/NotesToolProvider.java", 185},
		})
	}
}
