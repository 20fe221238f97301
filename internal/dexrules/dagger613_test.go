package dexrules_test

import "testing"

// TestDaggerProviders613 (dagger613): a Provider<Random> a component
// injects — DoubleCheck.provider(Factory.create(module)) — gives what the
// module's provides-method makes: java.util.Random for one desk (an
// error), SecureRandom for the other (silent); both were notes (rev122_j1's
// missed CETP613).
func TestDaggerProviders613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "dagger613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/dg/CodeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1e", "com/dg/CodeProvider.java", 30},
		})
	}
}
