package dexrules_test

import "testing"

// TestOptionalPackages624 (optional624): getPackagesForUid's array taken
// out of Optional.ofNullable(...).orElse(NONE) is still the array — an
// anyMatch over it accepts any package of a shared UID (rev119's miss),
// and a length test of the unwrapped array against one guards it; so is
// the array passed through map(p -> p) or taken out with orElseGet and
// read in a loop.
func TestOptionalPackages624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "optional624", allCode, "CETP624", "CETP604"), []dexWant{
			{"CETP624", "warning", "Lcom/op/GateProvider;->anyTrusted(I)Z@0x28", "com/op/GateProvider.java", 31},
			{"CETP624", "warning", "Lcom/op/GateProvider;->loopTrusted(I)Z@0x1f", "com/op/GateProvider.java", 52},
			{"CETP624", "warning", "Lcom/op/GateProvider;->mappedTrusted(I)Z@0x2e", "com/op/GateProvider.java", 46},
		})
	}
}
