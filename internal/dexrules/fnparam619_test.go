package dexrules_test

import "testing"

// TestFunctionParam619 (fnparam619): a function value a helper is given
// as its parameter (Rows.each(ids, id -> db.delete(…))) runs the bodies
// its callers pass: the purge provider's delete, on a path reading no
// deadline, is reported; the notes provider, whose only body reads the
// cursor, is silent (both got a note while the parameter was not
// followed; rev159_k1's two notes).
func TestFunctionParam619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "fnparam619", allCode), []dexWant{
			{"CETP609", "note", "Lcom/fp/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/fp/NotesProvider.java", 21},
			{"CETP609", "note", "Lcom/fp/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/fp/PurgeProvider.java", 21},
			{"CETP619", "warning", "Lcom/fp/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/fp/PurgeProvider.java", 29},
			{"CETP625", "warning", "Lcom/fp/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/fp/NotesProvider.java", 21},
			{"CETP625", "warning", "Lcom/fp/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/fp/PurgeProvider.java", 21},
		})
	}
}
