package dexrules_test

import "testing"

// TestPredicate622 (predicate622): an app predicate true only past a
// whole-value match of a constant pattern (`name != null &&
// ARCHIVE.matcher(name).matches()`, or the match returned as it is)
// validates its argument where the caller branches on it, as the match
// itself would (lines 23 and 27 silent; rev176_j1's false CETP622 at
// ArchiveShelf.file). A predicate whose pattern admits "../" validates
// nothing for a path (line 35 reported).
func TestPredicate622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "predicate622", allCode), []dexWant{
			{"CETP609", "note", "Lcom/pd/ShelfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/pd/ShelfProvider.java", 11},
			{"CETP622", "error", "Lcom/pd/ShelfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa6", "com/pd/ShelfProvider.java", 35},
		})
	}
}
