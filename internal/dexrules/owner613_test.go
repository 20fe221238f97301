package dexrules_test

import "testing"

// TestHolderOwners613 (owner613): three objects of one class keep a
// generator each in the same field; the token puts are judged by the
// objects the drawing calls are made on. The operations' java.util.Random
// mints operation ids: an error where it is made; the retries'
// java.util.Random only jitters delays and the confirmations' SecureRandom
// mints the resume tokens: silent (the review's same-holder demo was an
// error at the retries' Random).
func TestHolderOwners613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "owner613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/example/owner613/OwnerProvider;->onCreate()Z@0x1a", "com/example/owner613/OwnerProvider.java", 23},
		})
	}
}
