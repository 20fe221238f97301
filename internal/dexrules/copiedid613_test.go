package dexrules_test

import "testing"

// TestCopiedID613 (copiedid613): an operation id made from the clock and
// a counter, given to a command object and copied on into the reply
// object that is put, is reported where it is made (rev147_k1's missed
// CETP613: the field the put reads was filled from another object's
// field, and the chain was followed for exception text only); the same
// chain carrying a SecureRandom id stays silent.
func TestCopiedID613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "copiedid613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/ci/OpsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x34", "com/ci/OpsProvider.java", 33},
		})
	}
}
