package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

const r14sCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// ofClasses keeps the findings located in the given classes (simple
// names in com.example.r14s), for tests that share one fixture.
func ofClasses(got []finding.Finding, classes ...string) []finding.Finding {
	var out []finding.Finding
	for _, f := range got {
		for _, c := range classes {
			if strings.HasPrefix(f.Location.Logical, "Lcom/example/r14s/"+c+";") {
				out = append(out, f)
			}
		}
	}
	return out
}

// wantMessage checks that every finding says each part.
func wantMessage(t *testing.T, got []finding.Finding, parts ...string) {
	t.Helper()
	for _, f := range got {
		for _, part := range parts {
			if !strings.Contains(f.Message, part) {
				t.Errorf("message lacks %q: %s", part, f.Message)
			}
		}
	}
}

// TestDeadlineThroughHops: CETP619 follows a body handed to an executor,
// a Handler, a thread or a coroutine builder like a helper: its side
// effects are execute_tool's wherever they run. PostProvider (javac + D8:
// a $$ExternalSyntheticLambda Runnable) writes preferences in the body it
// hands to Executor.execute and never reads deadline_at_ms: reported at the
// execute call (line 21). CheckedPostProvider's body reads the deadline
// before its write: silent. QueuedProvider posts a Runnable read from a
// field no code of the APK writes: what runs cannot be told, so a note at
// call() instead of silence.
func TestDeadlineThroughHops(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP619"), "PostProvider", "CheckedPostProvider", "QueuedProvider")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/r14s/PostProvider;->" + r14sCall + "@0x24", "com/example/r14s/PostProvider.java", 21},
		{"CETP619", "note", "Lcom/example/r14s/QueuedProvider;->" + r14sCall + "@0x0", "com/example/r14s/QueuedProvider.java", 19},
	})
	wantMessage(t, ofClasses(got, "PostProvider"), "SharedPreferences$Editor.apply in com.example.r14s.PostProvider.lambda$call$0",
		"through java.util.concurrent.Executor.execute")
	wantOneNote(t, got, "Lcom/example/r14s/QueuedProvider;->"+r14sCall+"@0x0",
		"hands android.os.Handler.post a body the analysis cannot resolve", "the unresolved posted body")
}

// TestDeadlineNegotiateKeptInLocal: javac keeps `"negotiate".equals(method)`
// in a register and tests it after other calls (the caller's package, the
// preferences). The branch taken when it is true runs only for negotiate:
// SessionProvider's write there (line 21) is not execute_tool's, and its
// execute_tool write follows the deadline check: silent (before: a false
// warning at line 21). LazySessionProvider never reads the deadline: one
// warning, at execute_tool's write (line 26), not at negotiate's.
func TestDeadlineNegotiateKeptInLocal(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP619"), "SessionProvider", "LazySessionProvider")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/r14s/LazySessionProvider;->" + r14sCall + "@0x46", "com/example/r14s/LazySessionProvider.java", 26},
	})
}

// TestClearedWindowUnknownContext: ClearedProvider runs
// runBlocking(work) { audit(Binder.getCallingUid()) } inside its
// clearCallingIdentity window, with a context kept in a lateinit property
// no code of the APK sets. On this thread the read returns the provider's
// own identity (CETP611); on a dispatcher's it is CETP603's. Which one
// cannot be told: CETP611 says so at the runBlocking call (line 17), as
// CETP603 does. ClearedQuietProvider's body reads no caller: no CETP611
// note.
func TestClearedWindowUnknownContext(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP611"), "ClearedProvider", "ClearedQuietProvider")
	checkDex(t, got, []dexWant{
		{"CETP611", "note", "Lcom/example/r14s/ClearedProvider;->" + r14sCall + "@0x1b", "com/example/r14s/ClearedProvider.kt", 17},
	})
	wantMessage(t, got, "kotlinx.coroutines.BuildersKt.runBlocking runs its body on this thread inside com.example.r14s.ClearedProvider.call's Binder.clearCallingIdentity() window",
		"android.os.Binder.getCallingUid in com.example.r14s.ClearedProvider$call$1.invokeSuspend", "its coroutine context is not known")
}

// TestDetachedLaunchInRunBlocking: launch(Job()) in runBlocking's own
// scope keeps the scope's dispatcher (none: runBlocking's event loop) but
// the new Job makes the coroutine no child of runBlocking's, which does not
// wait for it. Until its first suspension point it runs on the Binder
// thread before runBlocking returns; after one it may resume once
// runBlocking (and call()) returned, on another thread. DetachedProvider's
// body reads the caller after delay(): CETP603 cannot decide and says so
// at the launch (line 15; before: silent, judged as staying on the Binder
// thread). ChildProvider's detached body never suspends: silent.
func TestDetachedLaunchInRunBlocking(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP603"), "DetachedProvider$call$1", "ChildProvider$call$1", "DetachedProvider", "ChildProvider")
	checkDex(t, got, []dexWant{
		{"CETP603", "note", "Lcom/example/r14s/DetachedProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x22", "com/example/r14s/DetachedProvider.kt", 15},
	})
	wantMessage(t, got, "a Job in its context detaches it from runBlocking's scope, which does not wait for it",
		"its body suspends in com.example.r14s.DetachedProvider$call$1$1.invokeSuspend (at kotlinx.coroutines.DelayKt.delay)")
}

// TestErrorHelperWithoutCaller: FailProvider (javac + D8, minSdk 26)
// builds its error Bundle in a lambda kept as an invoke-custom call site:
// the error_code is the lambda's parameter, and no instruction calls the
// lambda's method. Nothing says what the code is (it is AUTH_REQUIRED on
// one path): CETP508 notes the put (line 19) instead of staying silent.
func TestErrorHelperWithoutCaller(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP508"), "FailProvider")
	checkDex(t, got, []dexWant{
		{"CETP508", "note", "Lcom/example/r14s/FailProvider;->lambda$call$0(Ljava/lang/String;)Landroid/os/Bundle;@0x7", "com/example/r14s/FailProvider.java", 19},
	})
	wantMessage(t, got, "no call of com.example.r14s.FailProvider.lambda$call$0 was resolved in the APK")
}

// TestClearedWindowScopedChild: WindowChildProvider runs
// runBlocking { launch { record(Binder.getCallingUid()) } } inside its
// cleared window. The child brings no dispatcher and its scope is
// runBlocking's: the event loop runs it on this thread before runBlocking
// returns, so the read (line 18) returns the provider's own identity
// (before: silent, launch was not followed). WindowIoProvider launches on
// Dispatchers.IO: not in the window on this thread (CETP603 reports the
// read), so no CETP611.
func TestClearedWindowScopedChild(t *testing.T) {
	got := ofClasses(runDex(t, "rev14s", false, "CETP611"), "WindowChildProvider$call$1$1", "WindowIoProvider$call$1$1", "WindowChildProvider", "WindowIoProvider")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/r14s/WindowChildProvider$call$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xc", "com/example/r14s/WindowChildProvider.kt", 18},
	})
	got = ofClasses(runDex(t, "rev14s", false, "CETP603"), "WindowIoProvider$call$1$1")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r14s/WindowIoProvider$call$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xc", "com/example/r14s/WindowIoProvider.kt", 18},
	})
}
