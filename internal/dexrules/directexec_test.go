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

// TestRxChainOrigins (rxorigins, Java sketch beside the smali, RxJava 3 by
// name): a chain kept in a field that one method writes is followed to the
// chain stored there: who's fromCallable (stored by onCreate) runs on io
// when call() subscribes it with subscribeOn (line 17, a note before), and
// a Consumer subscribed to moved, stored by prepare() with observeOn(io),
// runs on io (line 28, a note before). A chain built by a helper is
// followed to what it returns (lookup, line 31). Near miss: tagged's
// Callable uses the uid read before the hop (line 34, silent). The field
// either, written by onCreate and rearm, stays a note naming its two
// writers (line 27).
func TestRxChainOrigins(t *testing.T) {
	const tp = "Lcom/example/rxo/ToolProvider;"
	const src = "com/example/rxo/ToolProvider.java"
	got := runDex(t, "rxorigins", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", tp + "->lambda$onCreate$0()Ljava/lang/Integer;@0x0", src, 17},
		{"CETP603", "note", tp + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x35", src, 27},
		{"CETP603", "error", tp + "->lambda$call$4(Lcom/example/rxo/ToolProvider;Ljava/lang/String;)V@0x8", src, 28},
		{"CETP603", "error", tp + "->lambda$lookup$2(Lcom/example/rxo/ToolProvider;)Ljava/lang/String;@0x0", src, 31},
	})
	wantOneNote(t, got, "", "is read from the field com.example.rxo.ToolProvider.either, which 2 methods write", "the field two methods write")
}
