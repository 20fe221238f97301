package dexrules_test

import "testing"

// TestConfirmationStringSwitch (sketches beside the smali in
// testdata/dex/src/confirmswitch): javac's two-level switch on the String
// of a confirmation flag, whose equals tests only set the index a packed
// switch then dispatches on, guards the delete in the "granted" arm
// (ToolProvider.java:17, reported at the equals branch) and the delete in
// the default arm, run only when no label matched (:39); Kotlin's `when`
// jumps from the equals test straight to its branch (Cleaner.kt:6). The
// switch whose arms only pick a log text before an unconditional delete
// (audit) is silent.
func TestConfirmationStringSwitch(t *testing.T) {
	got := runDex(t, "confirmswitch", false, "CETP614")
	checkDex(t, got, []dexWant{
		{"CETP614", "error", "Lcom/example/csw/Cleaner;->clear(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V@0x27", "com/example/csw/Cleaner.kt", 5},
		{"CETP614", "error", "Lcom/example/csw/ToolProvider;->purge(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V@0x21", "com/example/csw/ToolProvider.java", 16},
		{"CETP614", "error", "Lcom/example/csw/ToolProvider;->wipe(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V@0x17", "com/example/csw/ToolProvider.java", 37},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->purge": {`request argument "confirmation"`, "android.database.sqlite.SQLiteDatabase.execSQL runs", "(§4.3)"},
		"Cleaner;->clear":      {`request argument "approved"`, "android.database.sqlite.SQLiteDatabase.execSQL runs"},
		"ToolProvider;->wipe":  {`request argument "force"`, "android.database.sqlite.SQLiteDatabase.delete runs"},
	})
}
