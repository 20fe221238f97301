package dexrules_test

import "testing"

// TestGetter621 (getter621): a tool enum whose descriptor reads its name
// and effect through getters declares its tools (reviewer's demo); a
// record whose effect a setter changes declares nothing.
func TestGetter621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "getter621", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/hg/BoxProvider.java", 23},
			{"CETP605", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/hg/NotesProvider.java", 19},
			{"CETP619", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x54", "com/hg/BoxProvider.java", 36},
			{"CETP619", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x52", "com/hg/NotesProvider.java", 34},
			{"CETP621", "error", "Lcom/hg/NoteTool$2;->run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/hg/NoteTool.java", 24},
			{"CETP621", "note", "Lcom/hg/BoxTool;->descriptor()Lorg/json/JSONObject;@0x0", "com/hg/BoxTool.java", 28},
			{"CETP625", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/hg/BoxProvider.java", 25},
			{"CETP625", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/hg/NotesProvider.java", 21},
		})
	}
}
