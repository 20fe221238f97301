package dexrules_test

import "testing"

// TestFoldedSetterFlag614 (foldedsetter614): a confirmation flag folded
// into a parameter object through a setter decides the tests of that field
// like one a constructor stores; a field set to the same constant after
// either edge, the review's own verdict and a folded dry_run stay silent.
// A store counts only when every way from the set edge to a return makes
// it: review49cn614guard's withConfirmed(true), made only past a resume
// token check that returns early, stays silent (TestReview49c).
func TestFoldedSetterFlag614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "foldedsetter614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/fs/WeekProvider;->clear(Ljava/lang/String;Lcom/fs/Params$ClearWeek;)Landroid/os/Bundle;@0x2", "com/fs/WeekProvider.java", 44},
		})
	}
}

// TestFoldedCopyFlag614 (foldedcopy614): the same through a Kotlin data
// class's copy(confirmed = true), which kotlinc compiles to the
// copy$default bridge given a mask; a folded dry_run stays silent.
func TestFoldedCopyFlag614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "foldedcopy614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/fk/KWeekProvider;->clear(Lcom/fk/ClearWeek;)Landroid/os/Bundle;@0xa", "com/fk/KWeek.kt", 53},
		})
	}
}
