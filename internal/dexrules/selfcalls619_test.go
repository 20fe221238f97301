package dexrules_test

import "testing"

// TestSelfCalls619 (fieldbase619, ctxbody619; the stop 60 reviewer's
// demos): a base call() resolves execute() to the served provider's
// override only on the provider object itself — an object of another
// subclass kept in a field runs its own, which writes unchecked; and a
// deadline read inside a withContext body is on the path, since
// withContext returns only when its body is done.
func TestSelfCalls619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "fieldbase619", allCode, "CETP619"), []dexWant{
			{"CETP619", "warning", "Lcom/rf/Base;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15", "com/rf/Base.java", 30},
			{"CETP619", "warning", "Lcom/rf/Base;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15", "com/rf/Base.java", 30},
		})
		checkDex(t, runDex(t, "ctxbody619", allCode, "CETP619"), nil)
	}
}
