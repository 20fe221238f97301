package dexrules_test

import "testing"

// TestPreferenceStore (prefs607): a preference key is a store — the
// exception message one sync writes under "sync.last_error" through a
// helper taking the key is what the next sync reads back under it and
// answers (CETP607 at PfProvider.java:42); the import's key holds a fixed
// sentence, written and read by the same helpers (silent).
func TestPreferenceStore(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "prefs607", allCode), []dexWant{
			{"CETP607", "warning", "Lcom/pf/PfProvider;->sync()Landroid/os/Bundle;@0x1b", "com/pf/PfProvider.java", 42},
			{"CETP609", "note", "Lcom/pf/PfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/pf/PfProvider.java", 26},
			{"CETP619", "warning", "Lcom/pf/PfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x28", "com/pf/PfProvider.java", 31},
			{"CETP625", "warning", "Lcom/pf/PfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/pf/PfProvider.java", 26},
		})
	}
}
