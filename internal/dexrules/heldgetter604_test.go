package dexrules_test

import "testing"

// TestHeldPackagesGetter (heldgetter604): a getPackagesForUid array kept
// in an object's field is read back through the object's getter (a Kotlin
// property read from another class) in the helpers that grant to the
// caller: index 0 of it is reported; a loop over every package and a
// read guarded by length != 1 are near misses.
func TestHeldPackagesGetter(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "heldgetter604", allCode, "CETP604"), []dexWant{
			{"CETP604", "warning", "Lcom/hg/Grants;->first(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V@0x5", "com/hg/Grants.java", 13},
		})
	}
}
