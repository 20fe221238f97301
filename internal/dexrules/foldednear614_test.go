package dexrules_test

import "testing"

// TestFoldedNearMisses614: the stop-67 review's near misses of the folded
// flag through setters and copies — a claimed flag reset by a no-argument
// method of the object (foldedreset614), stored into another object of
// the class that is only logged (foldedaudit614), a copy made only to be
// logged while the original is returned (foldedcopylog614) — give no
// CETP614 (each did once setters and copies were followed).
func TestFoldedNearMisses614(t *testing.T) {
	for _, name := range []string{"foldedreset614", "foldedaudit614", "foldedcopylog614"} {
		for _, allCode := range []bool{false, true} {
			checkDex(t, runDex(t, name, allCode, "CETP614"), nil)
		}
	}
}
