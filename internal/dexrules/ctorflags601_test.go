package dexrules_test

import "testing"

// TestCtorFlags601 (ctorflags601): PendingIntent flags read from an int
// field only its class's constructors set are the constants the
// constructions pass, through a `this(...)` constructor too (rev124_j1's
// record component, a note before): a Screen constructed with
// FLAG_UPDATE_CURRENT alone makes the shared helper's PendingIntent
// mutable; the same helper over Cards all constructed with FLAG_IMMUTABLE
// is silent (no note either); the same for an anonymous class a factory
// makes from its argument (rev126_j1's `mFlags = val$flags`): PayProvider
// passes FLAG_ONE_SHOT alone, CardProvider's factory gets FLAG_IMMUTABLE.
func TestCtorFlags601(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "ctorflags601", allCode, "CETP601"), []dexWant{
			{"CETP601", "error", "Lcom/cf/Openers$1;->open(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x18", "com/cf/Openers.java", 19},
			{"CETP601", "error", "Lcom/cf/Resolutions;->ask(Landroid/content/Context;Lcom/cf/Screen;Ljava/lang/String;)Landroid/os/Bundle;@0x1e", "com/cf/Resolutions.java", 16},
		})
	}
}
