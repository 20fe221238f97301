package dexrules_test

import "testing"

// TestVisitorDispatch622 (visitor622): `node.accept(visitor)` returns what
// the visitor it is handed returns, not every visitor's (rev144_j1's two
// false CETP622: a describing visitor's text taken for the SQL visitor's),
// and a column picked by a switch over the agent's field name is one of
// the app's constants, no injected text; a visitor that writes the field
// into the SQL is still reported.
func TestVisitorDispatch622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "visitor622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/vq/NotesProvider;->searchRaw(Lcom/vq/Node;)Landroid/os/Bundle;@0x2d", "com/vq/NotesProvider.java", 56},
		})
	}
}
