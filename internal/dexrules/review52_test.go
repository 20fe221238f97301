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
