package dexrules_test

import (
	"strings"
	"testing"
)

// TestDirectExecutorByBody (r8directexec, Java sketch beside the smali,
// R8 with Guava shrunk in and renamed): an executor is told direct by its
// own code, whatever its name. Guava's DirectExecutor renamed a.a.a (its
// execute calls run() on the body), D8's class for `Runnable::run` and an
// app executor running the body through a static helper after a null
// check run the lambdas of lines 16-18 on the Binder thread: no CETP603
// (main reported all three: a renamed direct executor was a hop). The
// MainThreadExecutor of line 19 also calls run() on its body, but only on
// the main thread, and posts it to a Handler otherwise: still a hop. Its
// Handler.post is followed back only to the call sites whose receiver may
// be a MainThreadExecutor (main took the bodies of all four).
func TestDirectExecutorByBody(t *testing.T) {
	got := runDex(t, "r8directexec", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/rdx/ToolProvider;->lambda$call$3()V@0xa", "com/example/rdx/ToolProvider.java", 19},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "Executor.execute") {
			t.Errorf("line 19: %s, want the hop at an execute", f.Message)
		}
	}
}

// TestOpaqueHandOff (opaquehand, Java sketch beside the smali): work handed
// to TaskQueue.enqueue, an interface of a device shared library
// (<uses-library>) whose code is not in the APK, may run on another thread
// or not: the lambda of line 15 reads the caller, so a CETP603 note at the
// hand-off, naming the method without code (main said nothing). Near
// misses: the lambda of line 17 uses the uid read before the hand-off, and
// setName (line 18) hands no work over.
func TestOpaqueHandOff(t *testing.T) {
	const call = "Lcom/example/opq/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "opaquehand", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "note", call + "@0xd", "com/example/opq/ToolProvider.java", 15},
	})
	checkMessages(t, got, map[string][]string{
		call: {"com.vendor.agentruntime.TaskQueue.enqueue has no code in the APK", "android.os.Binder.getCallingUid in com.example.opq.ToolProvider.lambda$call$0"},
	})
}
