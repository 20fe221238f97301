package dexrules_test

import "testing"

// TestReview52Messages: a review of stop 52's hand-overs wrote these.
// review52_whatreassign: `m = h.obtainMessage(2); m.what = 1;
// h.sendMessage(m)` — the what the message is sent with is not the one it
// was obtained with, so handleMessage runs whole (case 1 reads the UID:
// CETP603), not the case of 2. review52_msgbundle: a Bundle with the
// request's "note" is sent to Handler H, which only logs it; another
// Handler Q reads "note" from the Bundles only a constant is put into:
// no CETP622 in Q (message Bundles are keyed by the Handler they are sent
// to).
func TestReview52Messages(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    []dexWant
	}{
		{"review52_whatreassign", []dexWant{
			{"CETP603", "error", "Ld/H;->handleMessage(Landroid/os/Message;)V@0x7", "../../testdata/dex/review52_whatreassign.apk", 0},
			{"CETP609", "note", "Ld/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review52_whatreassign.apk", 0},
		}},
		{"review52_msgbundle", []dexWant{
			{"CETP605", "warning", "Ld/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review52_msgbundle.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.fixture, true), tc.want)
	}
}

// TestReview52Queues: a second review of stop 52's hand-overs wrote these.
// review52b_q_runnable: a queue of Runnables whose worker runs
// `queue.take().run()` runs the classes put (a harmless task), not every
// Runnable of the app (UidTask, run in call() itself): no CETP603.
// review52b_q_drain: a LinkedBlockingQueue of strings drained with poll()
// on the Binder thread that filled it is no hand-over: no CETP603 where
// the drain reads the UID. review52b_q_local: a local queue offered to and
// polled in call(): no note. review52b_q_take_pos: the DeleteJob case of a
// worker taking from a static queue reads the UID, and call() puts a
// DeleteJob (and reads no UID itself): CETP603 in the worker (the rule's
// first test now looks into what queue and Channel sends run).
// review52b_flowcase (rev101_k1 with leaveNote sending a Stamp): no code
// sends a Note, so the onEach block's Note case, which reads the UID,
// never runs: no CETP603 at SwapProvider.kt:59.
func TestReview52Queues(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    []dexWant
	}{
		{"review52b_q_runnable", []dexWant{
			{"CETP609", "note", "Lcom/demo/UidTask;->run()V@0x0", "com/demo/UidTask.java", 1},
		}},
		{"review52b_q_drain", []dexWant{
			{"CETP609", "note", "Lcom/demo/P;->drain()V@0xa", "com/demo/P.java", 8},
		}},
		{"review52b_q_local", []dexWant{
			{"CETP609", "note", "Lcom/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/demo/P.java", 3},
		}},
		{"review52b_q_take_pos", []dexWant{
			{"CETP603", "error", "Lcom/demo/Fast;->run()V@0xc", "com/demo/Fast.java", 7},
			{"CETP605", "warning", "Lcom/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/demo/P.java", 4},
		}},
	} {
		checkDex(t, runDex(t, tc.fixture, true), tc.want)
	}
	for _, f := range runDex(t, "review52b_flowcase", true) {
		if f.RuleID == "CETP603" {
			t.Errorf("review52b_flowcase: %s at %s:%d: %s", f.RuleID, f.Location.Path, f.Location.Line, f.Message)
		}
	}
}
