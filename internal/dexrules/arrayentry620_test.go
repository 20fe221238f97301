package dexrules_test

import "testing"

// TestArrayEntry620 (arrayentry620): a session kept as a long[] {uid,
// expiry} is bound to its caller when element 0 is compared with the
// caller's UID (rev146_j1's false CETP620); checking only the expiry is
// still reported.
func TestArrayEntry620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "arrayentry620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/ae/SessionProvider;->liveSession(Landroid/os/Bundle;J)Z@0xc", "com/ae/SessionProvider.java", 48},
		})
	}
}
