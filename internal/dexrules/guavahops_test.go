package dexrules_test

import "testing"

const (
	ghCall = "Lcom/example/gh/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	ghJava = "com/example/gh/ToolProvider.java"
)

// TestGuavaHops (guavahops, Java sketch beside the smali; Guava referenced
// by name, not bundled): a D8 lambda submitted to a ListeningExecutorService
// (listeningDecorator of a pool) reads the caller in audit (line 37), and
// a FutureCallback given to Futures.addCallback with that pool reads it in
// onSuccess (AuditCallback line 8): both run on another thread. Not
// reported: a lambda handed to MoreExecutors.directExecutor() (kept in a
// field) runs in place (note, line 41); a callback on an already complete
// future (Futures.immediateFuture) with a direct executor runs in place too
// (InlineCallback).
func TestGuavaHops(t *testing.T) {
	got := runDex(t, "guavahops", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/gh/AuditCallback;->onSuccess(Ljava/lang/Object;)V@0xa", "com/example/gh/AuditCallback.java", 8},
		{"CETP603", "error", "Lcom/example/gh/ToolProvider;->audit()V@0xa", ghJava, 37},
	})
	checkMessages(t, got, map[string][]string{
		"onSuccess": {"com.google.common.util.concurrent.Futures.addCallback"},
		"audit()V":  {"com.google.common.util.concurrent.ListeningExecutorService.submit"},
	})
}

// TestGuavaStackTrace: Throwables.getStackTraceAsString(e) put under
// error_message is exception text (line 29); logged while a fixed message
// is put (lines 33-34), it is not.
func TestGuavaStackTrace(t *testing.T) {
	got := runDex(t, "guavahops", true, "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", ghCall + "@0x41", ghJava, 29},
	})
}

// TestGuavaListeningSubmit (rev13a_more): the D8 lambda submitted to a
// ListeningExecutorService reads the caller on the pool's thread (the
// sketch's TP 603 at line 22, missed before Guava's executors were known).
func TestGuavaListeningSubmit(t *testing.T) {
	got := runDex(t, "rev13a_more", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r13m/ToolProvider;->lambda$call$0(Lcom/example/r13m/ToolProvider;)V@0x0", "com/example/r13m/ToolProvider.java", 30},
	})
}

// TestGuavaKeptInDex (guavakept, Java sketch beside the smali): with the
// part of Guava the app uses kept in the dex by R8 under Guava's names,
// directExecutor() is summarized to the DirectExecutor enum's INSTANCE:
// still a direct executor, so the lambda it runs reads the caller in place
// (note, line 23, not reported); the single-thread pool's lambda is
// reported (note2, line 25).
func TestGuavaKeptInDex(t *testing.T) {
	got := runDex(t, "guavakept", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/gk/ToolProvider;->note2()V@0xa", "com/example/gk/ToolProvider.java", 25},
	})
}
