package dexrules_test

import "testing"

// TestRev158JavaEnumTools: blind round rev158_j (Inkwell Notes, tools as
// enum constants with constant-specific bodies, EnumMap/EnumSet tables,
// switches through javac's $SwitchMap, interface default and static
// methods, varargs helpers, nested Builders; labels in
// testdata/dex/rev158_labels_j.md, written before any scan). First run
// (stop 62, after the stop's first fixes): CETP622, 624, 602, 615 and
// 611 found at their labels, 619 at the notes provider's call (the label
// names delete_note's body, which the message names); missed: 606
// (share_note's owner from Json.first(a, "caller_package", …), a varargs
// key list) and 508 (Replies.refuse's SIGN_IN arm dropping the resume
// token, reported as a note at Replies.error); false: 622 at
// list_notebooks' and list_notes' Sql.where given constants (the helper
// fed request text by search_notes made every call of it a request
// value). Fixed the same stop: texthelper622, keylist606, switcharm508.
func TestRev158JavaEnumTools(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev158_j1", allCode), []dexWant{
			{"CETP508", "error", "Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;@0x13", "com/inkwell/notes/cetp/Replies.java", 51},
			{"CETP602", "error", "Lcom/inkwell/notes/sync/SyncTool$3;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x64", "com/inkwell/notes/sync/SyncTool.java", 96},
			{"CETP606", "error", "Lcom/inkwell/notes/notes/NoteTool$6;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x3a", "com/inkwell/notes/notes/NoteTool.java", 128},
			{"CETP611", "error", "Lcom/inkwell/notes/sync/Propagation$3;->after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V@0x29", "com/inkwell/notes/sync/Propagation.java", 42},
			{"CETP615", "error", "Lcom/inkwell/notes/sync/SyncTool$4;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x5c", "com/inkwell/notes/sync/SyncTool.java", 126},
			{"CETP619", "note", "Lcom/inkwell/notes/sync/SyncToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/inkwell/notes/sync/SyncToolProvider.java", 49},
			{"CETP619", "warning", "Lcom/inkwell/notes/notes/NotesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/inkwell/notes/notes/NotesToolProvider.java", 46},
			{"CETP621", "note", "Lcom/inkwell/notes/cetp/CetpTool;->describe()Lorg/json/JSONObject;@0x0", "com/inkwell/notes/cetp/CetpTool.java", 75},
			{"CETP622", "error", "Lcom/inkwell/notes/notes/NoteTool$3;->run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x7d", "com/inkwell/notes/notes/NoteTool.java", 57},
			{"CETP624", "warning", "Lcom/inkwell/notes/notes/NoteTool$5;->admits(Lcom/inkwell/notes/cetp/Ctx;)Z@0xb", "com/inkwell/notes/notes/NoteTool.java", 92},
		})
	}
}
