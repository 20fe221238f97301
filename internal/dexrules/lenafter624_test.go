package dexrules_test

import "testing"

// TestLenAfter624 (lenafter624): a loop that breaks out with the paired
// package, followed by a refusal of a UID holding more than one, grants
// one package only (Gates.strict silent: a return the packages reach once
// a branch showed them at most one is no grant of any of many, and a
// Caller.deny(...) factory's result is a refusal by its name, as CETP617
// reads decisions; rev176_j1's false CETP624 at DocumentCallers); the
// same loop returning Caller.allow(...) from inside is the defect
// (Gates.loose, line 44).
func TestLenAfter624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "lenafter624", allCode), []dexWant{
			{"CETP609", "note", "Lcom/la/GateProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/la/GateProvider.java", 15},
			{"CETP624", "warning", "Lcom/la/Gates;->loose(I)Lcom/la/Caller;@0x13", "com/la/Gates.java", 44},
			{"CETP625", "warning", "Lcom/la/GateProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a", "com/la/GateProvider.java", 16},
		})
	}
}
