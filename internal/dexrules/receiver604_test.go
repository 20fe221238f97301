package dexrules_test

import "testing"

// TestReceiverNarrowing604: an interface with two implementations, one
// taking the first package of the array it is given and one checking
// every package (testdata/dex/src/recv604, sketch beside it). Each call
// site makes its picker just before the call, so only that class's pick
// can run there: the call with FirstPicker is CETP604 (line 37), the call
// with TrustedPicker (line 48) is silent — before the rule asked for the
// targets the receiver allows (program.TargetsAt), it reported both,
// through FirstPicker. With every rule on, the only other finding is the
// CETP609 note of the calling UID.
func TestReceiverNarrowing604(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "recv604", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/rp/RolesProvider;->owner()Landroid/os/Bundle;@0x15", "com/example/rp/RolesProvider.java", 37},
			{"CETP609", "note", "Lcom/example/rp/RolesProvider;->owner()Landroid/os/Bundle;@0xd", "com/example/rp/RolesProvider.java", 38},
		})
	}
}
