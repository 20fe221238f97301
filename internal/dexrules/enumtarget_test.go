package dexrules_test

import "testing"

// TestResolutionTargetFromEnumProperty (testdata/dex/src/enumtarget,
// Kotlin sketch beside the smali): the resolution Activity is named
// through an enum's Class property, Intent(ctx, Screen.X.cls).: the exported
// OpenConfirmActivity is CETP106, ReviewActivity, which never finishes,
// CETP623 (line 12); ConfirmActivity (line 14) is neither. Before, each
// gave a note that its target could not be told.
func TestResolutionTargetFromEnumProperty(t *testing.T) {
	const call = "Lcom/example/enumt/ScreenProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "enumtarget", false, "CETP106", "CETP615", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", call + "@0x57", "com/example/enumt/ScreenProvider.kt", 12},
		{"CETP623", "note", call + "@0xc2", "com/example/enumt/ScreenProvider.kt", 18},
		{"CETP623", "note", call + "@0xd8", "com/example/enumt/ScreenProvider.kt", 22},
		{"CETP106", "error", "manifest/application/activity[com.example.enumt.OpenConfirmActivity]", "../../testdata/dex/enumtarget.apk", 0},
		{"CETP106", "error", "manifest/application/activity[com.example.enumt.PickActivity]", "../../testdata/dex/enumtarget.apk", 0},
	})
}
