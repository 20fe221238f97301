package dexrules_test

import (
	"strings"
	"testing"
)

// TestThreadSubclassAndHandlerCompatHops (CETP603, rev13a_hops): start()
// called through an app Thread subclass — a named one and javac's
// anonymous ToolProvider$1 — runs its run() on a new thread, and androidx
// HandlerCompat.postDelayed runs its Runnable later on the Handler's
// Looper: the caller read there is an error. run() called directly stays
// on the Binder thread, and a posted lambda that only uses the UID read
// before the hop reads nothing: both are silent.
func TestThreadSubclassAndHandlerCompatHops(t *testing.T) {
	const java = "com/example/r13h/ToolProvider.java"
	got := runDex(t, "rev13a_hops", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r13h/AuditThread;->run()V@0x0", "com/example/r13h/AuditThread.java", 9},
		{"CETP603", "error", "Lcom/example/r13h/ToolProvider$1;->run()V@0x0", java, 52},
		{"CETP603", "error", "Lcom/example/r13h/ToolProvider;->lambda$call$0(Lcom/example/r13h/ToolProvider;)V@0x0", java, 40},
		{"CETP603", "error", "Lcom/example/r13h/ToolProvider;->lambda$call$1(Lcom/example/r13h/ToolProvider;)V@0x0", java, 44},
	})
	for _, f := range got {
		if f.Location.Logical == "Lcom/example/r13h/AuditThread;->run()V@0x0" && !strings.Contains(f.Message, "hands it to com.example.r13h.AuditThread.start") {
			t.Errorf("AuditThread hop names %q", f.Message)
		}
	}
}

// TestAsyncInRunBlockingScope (CETP603, rev13a_async): async {} started in
// runBlocking's own scope (the body's receiver, L$0) with no dispatcher of
// its own runs on runBlocking's event loop, the Binder thread, before
// call() returns: silent. async(Dispatchers.IO) in the same scope hops.
func TestAsyncInRunBlockingScope(t *testing.T) {
	got := runDex(t, "rev13a_async", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r13a/ToolProvider$call$1$io$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x15", "com/example/r13a/ToolProvider.kt", 25},
	})
}

// TestRunBlockingBodyInClearedWindow (CETP611, rev13a_misc): runBlocking
// without a dispatcher runs its body on the calling thread before it
// returns, so a read in the body made between clearCallingIdentity and the
// finally's restore gets the provider's own identity (ToolProvider); the
// same body run after the restore (AfterProvider) is silent.
func TestRunBlockingBodyInClearedWindow(t *testing.T) {
	got := runDex(t, "rev13a_misc", true, "CETP611", "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/r13x/ToolProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x13", "com/example/r13x/ToolProvider.kt", 30},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "kotlinx.coroutines.BuildersKt.runBlocking$default runs on the same thread inside com.example.r13x.ToolProvider.call's") {
		t.Errorf("message %q", got[0].Message)
	}
}

// TestDeadlineThroughRunBlocking (CETP619, rev13b_coro): the delete the
// suspend execute() makes inside runBlocking's body, which runs before
// call() returns, is a side effect of call(): BlockingProvider reads no
// deadline and is warned at the runBlocking call (line 17);
// SuspendProvider's body reads deadline_at_ms first and stays silent.
func TestDeadlineThroughRunBlocking(t *testing.T) {
	got := runDex(t, "rev13b_coro", true, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/r13c/BlockingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x22", "com/example/r13c/BlockingProvider.kt", 17},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "in com.example.r13c.BlockingProvider.execute, through kotlinx.coroutines.BuildersKt.runBlocking$default") {
		t.Errorf("message %q", got[0].Message)
	}
}
