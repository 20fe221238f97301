package dexrules_test

import "testing"

// TestBehalf606 (behalf606): a UID read from "on_behalf_of_uid" and then
// judged as the caller is an identity the request claims (rev150_j1's
// missed CETP606); the same key read only to refuse a UID other than the
// Binder caller's is checked, not trusted.
func TestBehalf606(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "behalf606", allCode, "CETP606"), []dexWant{
			{"CETP606", "error", "Lcom/bh/Identity$Relayed;->subject(ILandroid/os/Bundle;)I@0x2", "com/bh/Identity.java", 40},
		})
	}
}
