package dexrules_test

import "testing"

// TestKeyEquals (eqkey620): a map key object built from the token and
// the caller's UID binds the token only when the key's equals compares
// the UID: Ticket's equals looks at the token alone (reported); the near
// miss SessionKey's compares both.
func TestKeyEquals(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "eqkey620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/eq/VaultProvider;->confirm(Ljava/lang/String;I)Ljava/lang/String;@0xc", "com/eq/VaultProvider.java", 44},
		})
	}
}
