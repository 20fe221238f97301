package dexrules_test

import "testing"

// TestTextHelper622 (texthelper622): an app helper that only joins text
// (Clauses.all's StringBuilder loop, Clauses.both's concatenation) returns
// request text to the calls that give it some and none to the calls that
// give it constants: find_by_title and find_in_folder are reported,
// find_by_tag and find_pinned, through the same helpers, are not
// (rev158_j1's false CETP622 at the near miss's Sql.where); a helper
// calling another and a String.format wrapper over Object... are judged
// per call too (find_by_author reported, find_starred silent).
func TestTextHelper622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "texthelper622", allCode), []dexWant{
			{"CETP609", "note", "Lcom/th/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/th/NotesProvider.java", 21},
			{"CETP622", "error", "Lcom/th/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x14c", "com/th/NotesProvider.java", 46},
			{"CETP622", "error", "Lcom/th/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x61", "com/th/NotesProvider.java", 29},
			{"CETP622", "error", "Lcom/th/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe0", "com/th/NotesProvider.java", 38},
		})
	}
}
