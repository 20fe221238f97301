package dexrules_test

import "testing"

// TestInjectedFlags601 (inject601): an int field a static injector sets
// from its parameter holds the constants its callers pass (a module's
// provides-method) — a mutable PendingIntent is an error, an immutable
// one silent, where both were notes (rev122_j1's CETP601).
func TestInjectedFlags601(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "inject601", allCode, "CETP601"), []dexWant{
			{"CETP601", "error", "Lcom/ij/LockProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3a", "com/ij/LockProvider.java", 31},
		})
	}
}
