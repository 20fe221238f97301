package dexrules_test

import "testing"

// TestPlainReceiver614 (plainrec614): a getter of a field only the
// constructor writes, called on an object made where no request value
// reached (a decision record the provider wrote, wrapped in the class
// that also wraps the args), reads no request value — the field's union
// over every object made it one (rev123_k1's five false CETP614) — while
// the same getter on the args the request built still does.
func TestPlainReceiver614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "plainrec614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/pr/WipeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa2", "com/pr/WipeProvider.java", 54},
		})
	}
}
