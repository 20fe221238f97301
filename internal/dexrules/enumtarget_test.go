package dexrules_test

import "testing"

// TestResolutionTargetFromEnumProperty (testdata/dex/src/enumtarget,
// Kotlin sketch beside the smali): the resolution Activity is named
// through an enum's Class property, Intent(ctx, Screen.X.cls). The class
// a constant's construction stores is the target: the exported
// OpenConfirmActivity is CETP106, ReviewActivity, which never finishes,
// CETP623 (line 12); ConfirmActivity (line 14) is neither. Before, each
// gave a note that its target could not be told.
func TestResolutionTargetFromEnumProperty(t *testing.T) {
	got := runDex(t, "enumtarget", false, "CETP106", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", "Lcom/example/enumt/ScreenProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x56", "com/example/enumt/ScreenProvider.kt", 12},
		{"CETP106", "error", "manifest/application/activity[com.example.enumt.OpenConfirmActivity]", "../../testdata/dex/enumtarget.apk", 0},
	})
}
