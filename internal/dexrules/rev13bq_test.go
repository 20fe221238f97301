package dexrules_test

import (
	"strings"
	"testing"
)

const r13aCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestConfirmationThroughActivityAlias: both resolutions open an
// activity-alias. The alias is not a class: CETP623 judges its
// targetActivity. StuckAlias's target (StuckActivity) never finishes nor
// sets a result: reported at the getActivity call. ConfirmAlias's target
// (ConfirmActivity) does both: silent, and neither gets the "not in the
// dex" note any more.
func TestConfirmationThroughActivityAlias(t *testing.T) {
	got := runDex(t, "rev13b_alias", false, "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", "Lcom/example/r13a/StuckProvider;->" + r13aCall + "@0x4a", "com/example/r13a/StuckProvider.java", 18},
	})
	for _, f := range got {
		for _, part := range []string{"opens com.example.r13a.StuckAlias (an alias of com.example.r13a.StuckActivity)", "never calls finish() or setResult()"} {
			if !strings.Contains(f.Message, part) {
				t.Errorf("message lacks %q: %s", part, f.Message)
			}
		}
	}
}
