package dexrules_test

import "testing"

// TestDelegatedIdentity606 (delegatedid606): a Kotlin property whose
// delegate reads the extras by the key it was made with is a read of that
// key: one named for the caller, trusted as the acting app, is reported
// at the property read; the same property only compared with the Binder
// UID's package to refuse, and a property of another key, are not.
func TestDelegatedIdentity606(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "delegatedid606", allCode, "CETP606"), []dexWant{
			{"CETP606", "error", "Lcom/dq/ShareProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x35", "com/dq/ShareProvider.kt", 39},
		})
	}
}
