package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	fhTool = "Lcom/example/fh/ToolProvider;->"
	fhSig  = "(Landroid/content/Context;)Landroid/os/Bundle;@0xf"
	fhPath = "com/example/fh/ToolProvider.java"
)

// TestFinishThroughHelper: CETP623 follows an Activity handed to static
// helpers (testdata/dex/src/finishhelper, sketches beside the smali): a
// Kotlin extension in another class and a Java utility two calls down
// finish it; NeverActivity's helper only reads its title.
func TestFinishThroughHelper(t *testing.T) {
	got := runDex(t, "finishhelper", false, "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", fhTool + "forNeverActivity" + fhSig, fhPath, 41},
	})
	checkMessages(t, got, map[string][]string{
		"forNeverActivity": {"com.example.fh.NeverActivity, which never calls finish() or setResult()", "(§4.3)"},
	})
}

// TestFinishHelperDepthIsANote: following one helper only, ChainActivity's
// finish (two helpers down) is out of reach: a note naming the bound, not
// the "never finishes" verdict.
func TestFinishHelperDepthIsANote(t *testing.T) {
	defer dexrules.SetFinishHelpers(1)()
	got := runDex(t, "finishhelper", false, "CETP623")
	wantOneNote(t, got, fhTool+"forChainActivity"+fhSig,
		"com.example.fh.Screens.done, more than 1 helpers deep, CETP623's budget for following an Activity handed to helpers", "CETP623 helper bound")
	for _, f := range got {
		if strings.Contains(f.Location.Logical, "forExtActivity") {
			t.Errorf("ExtActivity finishes one helper down: %s", f.Message)
		}
	}
}
