package dexrules_test

import "testing"

// TestPairSelection622 (pairsel622): a selection and its bind arguments
// made into a kotlin.Pair and taken apart (`val (selection, args) = …
// to …`) are read part by part: byName splices the request's name into
// the selection (CETP622); byCategory's selection is one of two
// constants, the category only bound (silent; a false error before:
// rev167_k1's ExpenseStore.recent).
func TestPairSelection622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "pairsel622", allCode), []dexWant{
			{"CETP622", "error", "Lcom/ps/Store;->byName(Ljava/lang/String;)Landroid/database/Cursor;@0x40", "com/ps/Store.java", 36},
			{"CETP625", "warning", "Lcom/ps/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/ps/DeskProvider.java", 27},
		})
	}
}
