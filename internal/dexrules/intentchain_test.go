package dexrules_test

import (
	"strings"
	"testing"
)

// TestIntentChainDepthNote (testdata/dex/src/intentchain/gen.sh, Java
// sketch there): an Intent passed up a chain of 100 static helpers is
// past what summaries (24 nested) and CETP602's own following of helper
// results (3 more) reach: a note naming the helper where it stopped, not a
// finding nor silence. The 30-helper chain beside it is decided explicit.
func TestIntentChainDepthNote(t *testing.T) {
	const call = "Lcom/example/ich/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "intentchain", false, "CETP601", "CETP602", "CETP610")
	checkDex(t, got, []dexWant{
		{"CETP602", "note", call + "@0x14", "com/example/ich/ToolProvider.java", 13},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "the Intent comes through Lcom/example/ich/Intents;->i99(Landroid/content/Context;)Landroid/content/Intent;, more than 3 helpers returning Intents deep (the budget followed)") {
		t.Errorf("note %q does not name where the analysis stopped", got[0].Message)
	}
}
