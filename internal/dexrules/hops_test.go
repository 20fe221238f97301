package dexrules_test

import (
	"strings"
	"testing"
)

// TestThreadHopShapes (CETP603, hops fixture): coroutine contexts that are
// not a literal Dispatchers call (a dispatcher in a field or a companion
// val, a sum with a Job on either side, an executor made a dispatcher,
// runBlocking with a dispatcher), a java.util.Timer task and Handler
// messages (a subclass's handleMessage, a Callback's) are hops; contexts
// known to carry no dispatcher, plain runBlocking and a UID read before the
// hop are not; the caller's own context is a note.
func TestThreadHopShapes(t *testing.T) {
	const (
		kt   = "com/example/hops/ToolProvider.kt"
		lam  = "Lcom/example/hops/ToolProvider$w$"
		susp = ";->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x"
	)
	got := runDex(t, "hops", true, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/hops/Dispatch$1;->run()V@0x2", "com/example/hops/Dispatch.java", 12},
		{"CETP603", "error", "Lcom/example/hops/Dispatch$2;->handleMessage(Landroid/os/Message;)Z@0x2", "com/example/hops/Dispatch.java", 28},
		{"CETP603", "error", lam + "1" + susp + "c", kt, 31},
		{"CETP603", "error", lam + "2" + susp + "c", kt, 34},
		{"CETP603", "error", lam + "3" + susp + "a", kt, 37},
		{"CETP603", "error", lam + "4" + susp + "c", kt, 40},
		{"CETP603", "error", lam + "5" + susp + "c", kt, 43},
		{"CETP603", "note", "Lcom/example/hops/ToolProvider;->inherited(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xc", kt, 51},
		{"CETP603", "error", lam + "9" + susp + "c", kt, 55},
		{"CETP603", "error", "Lcom/example/hops/WorkHandler;->handleMessage(Landroid/os/Message;)V@0x2", "com/example/hops/WorkHandler.java", 12},
	})
	wantOneNote(t, got, "", "its coroutine context is not known: it is the result of kotlin.coroutines.Continuation.getContext", "the caller's own context")
	for _, f := range got {
		handler := strings.Contains(f.Location.Logical, "handleMessage")
		if handler != strings.Contains(f.Message, "runs later from a Handler's message queue, after the Binder call has returned") {
			t.Errorf("%s: %s", f.Location.Logical, f.Message)
		}
	}
}
