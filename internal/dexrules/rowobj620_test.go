package dexrules_test

import (
	"strings"
	"testing"
)

// TestRowObject620 (rowobj620): the object a finder builds from the row its
// token names (a Session with the row's uid) is the entry found, so a
// helper given it that compares its owner with the calling UID binds the
// lookup (rev128_j1's false CETP620 through refuse → belongsTo); the same
// hand-over whose helper checks only the expiry is still reported, naming
// that path.
func TestRowObject620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rowobj620", allCode, "CETP620")
		checkDex(t, got, []dexWant{
			{"CETP620", "warning", "Lcom/ro/LedgerProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/ro/LedgerProvider.java", 34},
		})
		for _, f := range got {
			if !strings.Contains(f.Message, "LedgerProvider.executeTool") {
				t.Errorf("CETP620 names another path: %s", f.Message)
			}
		}
	}
}
