package dexrules_test

import "testing"

// TestForeignTargetPerObject (objtarget615: three providers, Java through
// D8 shapes, each given a Confirmer — one class whose constructor takes
// the package and Activity its Intents name). The package is judged per
// object the resolution site reaches the Confirmer on, not as the union
// of every construction: BackupProvider's RestorePrompts holds one made
// with com.ot.partner, another app (reported). Near misses: NotesProvider
// makes its resolution itself on a Confirmer from the one-argument
// constructor, which delegates with the app's own package; SharesProvider's
// SharePrompts holds one made with "com.ot".
func TestForeignTargetPerObject(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "objtarget615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/ot/RestorePrompts;->ask(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x15", "com/ot/RestorePrompts.java", 19},
		})
	}
}
