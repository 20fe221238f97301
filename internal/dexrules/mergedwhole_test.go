package dexrules_test

import (
	"strings"
	"testing"
)

// TestMergedWholeCaseNote (dexaa_merged, R8 full mode, Java sketch beside
// the smali): the confirmation flag "confirmed" (line 23) guards handing
// over an object of the merged lambda class a whose class id cannot be
// told (0 from onCreate, 1 from rearm): its whole run() is followed and
// only case 1 commits SharedPreferences, so CETP614 is a note naming the
// merged class and why its case is unknown (main reported an error as if
// the write were certain). "force" (line 24) hands over id 2, made in the
// constructor, whose case only logs: no finding.
func TestMergedWholeCaseNote(t *testing.T) {
	got := runDex(t, "dexaa_merged", false)
	const call = "Lcom/example/dam/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", call + "@0x0", "com/example/dam/ToolProvider.java", 22},
		{"CETP614", "note", call + "@0x11", "com/example/dam/ToolProvider.java", 23},
	})
	for _, f := range got {
		if f.RuleID == "CETP614" && !strings.Contains(f.Message, "com.example.dam.a, a class R8 merged from several, and which case of it runs cannot be told") {
			t.Errorf("CETP614 note does not name the merged class and its unknown case: %s", f.Message)
		}
	}
}
