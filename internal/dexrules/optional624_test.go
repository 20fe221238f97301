package dexrules_test

import "testing"

// TestOptionalPackages624 (optional624): getPackagesForUid's array taken
// out of Optional.ofNullable(...).orElse(NONE) is still the array — an
// anyMatch over it accepts any package of a shared UID (rev119's miss),
// and a length test of the unwrapped array against one guards it.
func TestOptionalPackages624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "optional624", allCode, "CETP624", "CETP604"), []dexWant{
			{"CETP624", "warning", "Lcom/op/GateProvider;->anyTrusted(I)Z@0x28", "com/op/GateProvider.java", 29},
		})
	}
}
