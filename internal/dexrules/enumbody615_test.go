package dexrules_test

import "testing"

// TestEnumBody615 (enumbody615): a wrapper building its resolution Intent
// from an override called on its parameter (an enum constant's body) is
// judged in its own frame, over the overrides the objects each call passes
// may run (rev123_k1's missed CETP615): Screen.PARTNER's body aims at
// another app's package (error at the call passing it), Screen.APPROVE's at
// this app (silent, though the wrapper merges both); the Form wrapper's
// constants all open this app's Activity (silent).
func TestEnumBody615(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "enumbody615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/eb/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3a", "com/eb/DeskProvider.java", 33},
		})
	}
}
