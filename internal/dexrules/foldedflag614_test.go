package dexrules_test

import "testing"

// TestFoldedConfirmationFlag614 (foldedflag614): a confirmation flag a
// mapper folds into a parameter object's boolean field (`confirmed =
// approved || args.optBoolean("user_confirmed")`, materialized with
// constants) decides the tests of that field; a field holding only the
// provider's own verdict, and a folded flag that confirms nothing
// (dry_run), stay silent.
func TestFoldedConfirmationFlag614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "foldedflag614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/ff/WeekProvider;->clear(Ljava/lang/String;Lcom/ff/Params$ClearWeek;)Landroid/os/Bundle;@0x2", "com/ff/WeekProvider.java", 44},
		})
	}
}
