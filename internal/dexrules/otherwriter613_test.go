package dexrules_test

import "testing"

// TestOtherWriter613 (otherwriter613): a command made with a clock id that
// is never copied into a reply does not make the reply's copied id
// predictable (reviewer's demo: the copy is judged by the object copied);
// javac's visibility bridges to a package-private base's stubs are trivial
// (no CETP605).
func TestOtherWriter613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "otherwriter613", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/ro/OpsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/ro/OpsProvider.java", 17},
		})
	}
}
