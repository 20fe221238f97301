package dexrules_test

import "testing"

// TestDeclaredPackage606 (declared606): a declared caller_package looked
// for among the packages of the caller's UID, to refuse a mismatch, is
// checked, not trusted (rev146_j1's false CETP606); one looked for in the
// app's own allowlist and then served, or served outright, is reported.
func TestDeclaredPackage606(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "declared606", allCode, "CETP606"), []dexWant{
			{"CETP606", "error", "Lcom/dp/IdProvider;->allowed(Landroid/os/Bundle;)Ljava/lang/String;@0x2", "com/dp/IdProvider.java", 40},
			{"CETP606", "error", "Lcom/dp/IdProvider;->trusted(Landroid/os/Bundle;)Ljava/lang/String;@0x4", "com/dp/IdProvider.java", 48},
		})
	}
}
