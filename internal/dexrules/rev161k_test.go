package dexrules_test

import "testing"

// TestRev161KotlinModules: blind round rev161_k (Marginalia, a two-module
// Kotlin app: internal names mangled with the module, @JvmName and
// @JvmStatic companions, file facades, object singletons, operator
// invoke use cases, $default bridges; labels in
// testdata/dex/rev161_labels_k.md, written before any scan). First run
// (stop 62): CETP602, 605 and 601 found at their labels (605 two lines
// earlier), 614 in the EmptyTrash use case and 622 in the SQL helper the
// labels' places hand the values to, 619 at the reminders provider's
// call (the label names snooze's $default call); missed: 621
// (due_reminders, declared read in a JSON string a ToolSpec holds, marks
// reminders delivered: descriptors written as text declare nothing yet)
// and 618 (a memory-only replay map). No near miss reported; the notes
// provider's CETP619 note names the search use case's function value;
// gone at stop 65 (its lambdas placed, none with a side effect).
func TestRev161KotlinModules(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev161_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/marginalia/notes/tools/ReminderToolProvider;->clear(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;Lcom/marginalia/notes/tools/Held;)Landroid/os/Bundle;@0x77", "com/marginalia/notes/tools/ReminderToolProvider.kt", 99},
			{"CETP602", "error", "Lcom/marginalia/notes/tools/NotesToolProvider;->execute(Lcom/marginalia/notes/tools/Call;Ljava/util/Set;)Landroid/os/Bundle;@0xe4", "com/marginalia/notes/tools/NotesToolProvider.kt", 57},
			{"CETP605", "warning", "Lcom/marginalia/notes/tools/NotesToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/marginalia/notes/tools/NotesToolProvider.kt", 136},
			{"CETP614", "error", "Lcom/marginalia/notes/core/EmptyTrash;->invoke(ZZ)Ljava/lang/Integer;@0x2", "com/marginalia/notes/core/NoteUseCases.kt", 38},
			{"CETP619", "warning", "Lcom/marginalia/notes/tools/ReminderToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/marginalia/notes/tools/ReminderToolProvider.kt", 26},
			{"CETP622", "error", "Lcom/marginalia/notes/core/SqlKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Ljava/util/List;@0x14", "com/marginalia/notes/core/Sql.kt", 14},
		})
	}
}
