package dexrules_test

import "testing"

// TestFlagThatOnlyRefuses614 (inverse614): a Consumer's flag that makes a
// destructive tool refuse, the tool going on to its effect only through
// the resume token's check, decides nothing a confirmation should (it was
// reported as deciding whether the purge runs: review54b's h614_inverse);
// the same hook's flag running the purge with no token checked is still
// CETP614, and so is one whose tool spends the token but ignores the
// answer (a check whose result is thrown away gates nothing).
func TestFlagThatOnlyRefuses614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "inverse614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/hk/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x98", "com/hk/PurgeProvider.java", 67},
			{"CETP614", "error", "Lcom/hk/PurgeProvider;->purgeDrafts(Lorg/json/JSONObject;Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x4", "com/hk/PurgeProvider.java", 91},
			{"CETP614", "error", "Lcom/hk/PurgeProvider;->purgeUnpinned(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "com/hk/PurgeProvider.java", 82},
		})
	}
}
