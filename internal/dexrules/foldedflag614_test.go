package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

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

// TestFoldedFlagBound614: a method past the folded-flag walk's bound is
// not followed, and a note says so where the flag is tested, instead of
// the finding going missing in silence.
func TestFoldedFlagBound614(t *testing.T) {
	defer dexrules.SetMaxForcedInsns(4)()
	checkDex(t, runDex(t, "foldedflag614", false, "CETP614"), []dexWant{
		{"CETP614", "note", "Lcom/ff/Mapper;->clearWeek(Lorg/json/JSONObject;Z)Lcom/ff/Params$ClearWeek;@0x9", "com/ff/Mapper.java", 11},
		{"CETP614", "note", "Lcom/ff/Mapper;->discard(Lorg/json/JSONObject;Z)Lcom/ff/Params$Discard;@0x7", "com/ff/Mapper.java", 20},
	})
}
