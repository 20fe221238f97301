package dexrules_test

import "testing"

// TestLambdaRecord621 (lambdarecord621): a tool record's handler passed as
// a lambda that captures nothing (D8's INSTANCE singleton) is the tool's
// handler, reported at the lambda's body (reviewer's demo); the sibling
// whose lambda only fills the reply stays silent.
func TestLambdaRecord621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "lambdarecord621", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/hg/BoxProvider.java", 17},
			{"CETP605", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/hg/NotesProvider.java", 19},
			{"CETP619", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x52", "com/hg/BoxProvider.java", 30},
			{"CETP619", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x52", "com/hg/NotesProvider.java", 34},
			{"CETP621", "error", "Lcom/hg/BoxProvider;->lambda$static$0(Landroid/os/Bundle;)V@0x4", "com/hg/BoxProvider.java", 11},
			{"CETP621", "error", "Lcom/hg/NoteTool$2;->run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/hg/NoteTool.java", 24},
			{"CETP625", "warning", "Lcom/hg/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/hg/BoxProvider.java", 19},
			{"CETP625", "warning", "Lcom/hg/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/hg/NotesProvider.java", 21},
		})
	}
}
