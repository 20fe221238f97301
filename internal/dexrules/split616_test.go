package dexrules_test

import "testing"

// TestSplitVerifiers616 (split616): a legacy signatures read is covered
// only by a rotation-aware check in its own class or made by a caller of
// its method beside it (an SDK_INT fallback); another verifier the
// providers' code also reaches covers nothing (rev144_j1's and rev146_j1's
// missed CETP616).
func TestSplitVerifiers616(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "split616", allCode, "CETP616"), []dexWant{
			{"CETP616", "warning", "Lcom/sg/LegacyOnly;->signer(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z@0x6", "com/sg/Verifiers.java", 56},
		})
	}
}
