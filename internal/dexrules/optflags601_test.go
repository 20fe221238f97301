package dexrules_test

import (
	"strings"
	"testing"
)

// TestOptionalFlags601 (optflags601): PendingIntent flags chosen by
// Optional.ofNullable(token).map(t -> A).orElse(B) are A or B (constants
// through the Optional and the lambda's apply), stored by a setter of a
// builder a static factory makes, whose build() calls its own intent():
// the caller whose constants lack FLAG_IMMUTABLE is named (it was a note
// at build(): the factory-made object and the self-call were not
// followed), the one OR-ing FLAG_IMMUTABLE in is not.
func TestOptionalFlags601(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "optflags601", allCode, "CETP601")
		for _, f := range got {
			if !strings.Contains(f.Message, "when com.of.AskProvider.retryUpload builds it") {
				t.Errorf("CETP601 names another caller: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP601", "error", "Lcom/of/Screen;->build()Landroid/app/PendingIntent;@0x9", "com/of/Screen.java", 36},
		})
	}
}
