package dexrules_test

import "testing"

// TestReceiverNarrowing604: an interface with two implementations, one
// taking the first package of the array it is given and one checking
// every package (testdata/dex/src/recv604, sketch beside it). Each call
// site makes its picker just before the call, so only that class's pick
// can run there: the call with FirstPicker is CETP604 (line 37), the call
// with TrustedPicker (line 48) is silent — before the rule asked for the
// targets the receiver allows (program.TargetsAt), it reported both,
// through FirstPicker. A third call takes its picker out of a registry
// filled in the constructor (a map's value the analysis cannot place):
// every live override is followed there, and CETP604 is reported through
// FirstPicker (line 59) — the fallback errs on reporting. With every rule
// on, the only other finding is the CETP609 note of the calling UID.
func TestReceiverNarrowing604(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "recv604", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/rp/RolesProvider;->owner()Landroid/os/Bundle;@0x15", "com/example/rp/RolesProvider.java", 37},
			{"CETP604", "warning", "Lcom/example/rp/RolesProvider;->chosen(Ljava/lang/String;)Landroid/os/Bundle;@0x18", "com/example/rp/RolesProvider.java", 59},
			{"CETP609", "note", "Lcom/example/rp/RolesProvider;->chosen(Ljava/lang/String;)Landroid/os/Bundle;@0x10", "com/example/rp/RolesProvider.java", 60},
		})
	}
}
