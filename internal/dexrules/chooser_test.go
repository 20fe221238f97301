package dexrules_test

import (
	"strings"
	"testing"
)

// TestChooserGivenComponent: Intent.createChooser's result is implicit
// (CETP602) unless a component is given to it afterwards. Given only a
// package it stays implicit (line 11); given ComponentName(ctx,
// ConfirmActivity) in a Kotlin apply block it is explicit, and its Activity
// is declared and finishes (line 15, near miss); given setClassName of a
// class the manifest does not declare, it is explicit and CETP615 names the
// class (line 20).
func TestChooserGivenComponent(t *testing.T) {
	const call = "Lcom/example/chooser/ChooserProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "chooser", false, "CETP601", "CETP602", "CETP615", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP602", "error", call + "@0x3e", "com/example/chooser/ChooserProvider.kt", 11},
		{"CETP615", "error", call + "@0x99", "com/example/chooser/ChooserProvider.kt", 20},
	})
	for _, f := range got {
		if f.RuleID == "CETP615" && !strings.Contains(f.Message, "com.example.chooser.MissingActivity") {
			t.Errorf("CETP615 does not name the class: %s", f.Message)
		}
	}
}
