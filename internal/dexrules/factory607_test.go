package dexrules_test

import "testing"

// TestFactoryPerCaller607 (factory607): an object made by a static
// factory from its parameters holds what each call of the factory passes
// — the exception message at one call, fixed text at the other — not the
// union over every caller (rev122_j1's false CETP607 at listLocks).
func TestFactoryPerCaller607(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "factory607", allCode, "CETP607"), []dexWant{
			{"CETP607", "warning", "Lcom/fo/ShelfProvider;->listBins()Landroid/os/Bundle;@0x18", "com/fo/ShelfProvider.java", 67},
			{"CETP607", "warning", "Lcom/fo/ShelfProvider;->listShelves()Landroid/os/Bundle;@0x1a", "com/fo/ShelfProvider.java", 38},
		})
	}
}
