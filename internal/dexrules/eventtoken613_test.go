package dexrules_test

import "testing"

// TestEventToken613 (eventtoken613): a token read from a field several
// writers fill (an event's token, filled by whichever subscriber runs) is
// reported when one live writer stores a predictable value with no
// SecureRandom in it (rev148_j1's missed CETP613: mixed writers were
// silent); every writer secure stays silent.
func TestEventToken613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "eventtoken613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/et/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x37", "com/et/NotesProvider.java", 28},
		})
	}
}
