package dexrules_test

import "testing"

// TestReview64 runs the demos a read-only reviewer wrote against stop 64's
// changes (review64_*; their sketch/Notes.md say what each holds and what
// was wrong before the review's fixes). CETP608: a base class that only
// bears the SDK's name is judged by the SDK's contract only when it has
// the SDK's executor getter; builder chains a helper makes from its
// parameters are read at its callers. CETP617: an app base class's own allow-all
// default hook is not judged, only overrides below it, whatever the
// parameters the hook takes the request in. CETP619: an insert
// into a table named like the protocol's state is still an effect.
// CETP621: an enum constant's wire string is the declared effect, not its
// name, and a lower-cased name() is the constant's name; every function
// object a declaration's construction passes is the tool's code, and a
// tool's own code is one finding.
func TestReview64(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		rules   []string
		want    []dexWant
	}{
		{"review64_bjrename", []string{"CETP608", "CETP621"}, []dexWant{
			{"CETP608", "note", "Lcom/bj/NotesProvider;-><clinit>()V@0x0", "com/bj/NotesProvider.java", 16},
			{"CETP608", "note", "Lcom/bj/TasksProvider;-><clinit>()V@0x0", "com/bj/TasksProvider.java", 14},
			{"CETP621", "error", "Lcom/bj/NotesProvider;->run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;@0x46", "com/bj/NotesProvider.java", 33},
		}},
		{"review64_bjhelper", []string{"CETP608", "CETP621"}, []dexWant{
			{"CETP608", "error", "Lcom/bj/NotesProvider;-><clinit>()V@0x13", "com/bj/NotesProvider.java", 18},
			{"CETP621", "error", "Lcom/bj/NotesProvider;->run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;@0x46", "com/bj/NotesProvider.java", 40},
		}},
		{"review64_ahbase", []string{"CETP617"}, nil},
		{"review64_ahtwo", []string{"CETP617"}, []dexWant{
			{"CETP617", "error", "Lcom/ah/NotesProvider;->authorize(Ljava/lang/String;Ljava/lang/String;)Z@0x17", "com/ah/NotesProvider.java", 10},
		}},
		{"review64_rdsessions", []string{"CETP619"}, []dexWant{
			{"CETP619", "warning", "Lcom/rd/PhotosProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x62", "com/rd/PhotosProvider.java", 36},
		}},
		{"review64_ewrename", []string{"CETP621"}, []dexWant{
			{"CETP621", "error", "Lcom/ew/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf7", "com/ew/DeskProvider.kt", 40},
		}},
		{"review64_ewlower", []string{"CETP621"}, []dexWant{
			{"CETP621", "error", "Lcom/ew/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf7", "com/ew/DeskProvider.kt", 40},
		}},
		{"review64_eltwo", []string{"CETP621"}, []dexWant{
			{"CETP621", "error", "Lcom/el/BoardTools;->listCards$lambda$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;@0x2f", "com/el/Tools.kt", 21},
		}},
		{"review64_elref", []string{"CETP621"}, []dexWant{
			{"CETP621", "error", "Lcom/el/BoardTools$listCardsEntry$1;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;@0x6", "com/el/Tools.kt", 25},
		}},
	} {
		for _, allCode := range []bool{false, true} {
			checkDex(t, runDex(t, tc.fixture, allCode, tc.rules...), tc.want)
		}
	}
}
