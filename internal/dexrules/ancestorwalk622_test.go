package dexrules_test

import "testing"

// TestAncestorWalk622 (ancestorwalk622): a containment check that walks a
// canonical file's parents up to the directory (a tailrec isWithin, a
// while loop) guards the write like startsWith on the canonical path; the
// same walk over the file as the agent spelled it does not, and the
// message says it compares before canonicalizing.
func TestAncestorWalk622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "ancestorwalk622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/aw/NotesProvider;->saveTemplate(Ljava/lang/String;Ljava/lang/String;)Z@0x6", "com/aw/NotesProvider.kt", 70},
		})
	}
}
