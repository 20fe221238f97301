package dexrules_test

import "testing"

// TestValidatedReturn622: an argument reader that returns the value only
// past a whole-value pattern match validates what it returns; the value
// stays validated through a lambda's capture, a final field and a copy
// passing the field back in; bytes read from a file the agent names are
// not the agent's. The length-only reader and an unchecked read are
// still reported (testdata/dex/src/validreturn622/sketch/Notes.md).
func TestValidatedReturn622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "validreturn622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/vr/Store;->named(Ljava/lang/String;Ljava/lang/String;)Ljava/nio/file/Path;@0x6", "com/vr/Store.java", 43},
			{"CETP622", "error", "Lcom/vr/Store;->saveDraft(Lcom/vr/Draft;)V@0x4", "com/vr/Store.java", 30},
		})
	}
}
