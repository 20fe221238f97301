package dexrules_test

import "testing"

const (
	piRes    = "Lcom/example/pi/Resolutions;->"
	piPath   = "com/example/pi/Resolutions.java"
	piNotify = "Lcom/example/pi/Notifier;->"
)

// TestPendingIntentRules covers CETP601, 602, 610 and 106 on one provider:
// each helper of Resolutions is reached from ToolProvider.call; Notifier is
// off the CETP surface; PiFactory is a library wrapper.
func TestPendingIntentRules(t *testing.T) {
	got := runDex(t, "pendingintent", false, "CETP106", "CETP601", "CETP602", "CETP610")
	checkDex(t, got, []dexWant{
		// FLAG_UPDATE_CURRENT alone.
		{"CETP601", "error", piRes + "updateCurrentOnly(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", piPath, 31},
		// Flags from the request: cannot prove immutable.
		{"CETP601", "note", piRes + "flagsFromExtras(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;@0xe", piPath, 62},
		// PendingIntentCompat isMutable = true.
		{"CETP601", "error", piRes + "compatMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0x9", piPath, 71},
		// In classes2.dex.
		{"CETP601", "error", "Lcom/example/pi/Second;->fromSecondDex(Landroid/content/Context;)Landroid/app/PendingIntent;@0x8", "com/example/pi/Second.kt", 13},
		// setPackage alone.
		{"CETP602", "error", piRes + "packageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;@0xf", piPath, 52},
		// Off the surface, mutable and implicit; the library wrapper is
		// reported at its caller.
		{"CETP610", "warning", piNotify + "snooze(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/example/pi/Notifier.java", 11},
		{"CETP610", "warning", piNotify + "viaLibrary(Landroid/content/Context;)Landroid/app/PendingIntent;@0x9", "com/example/pi/Notifier.java", 31},
		// The exported confirmation Activity, located in the manifest.
		{"CETP106", "error", "manifest/application/activity[com.example.pi.OpenConfirmActivity]", "../../testdata/dex/pendingintent.apk", 0},
	})
}

// TestDexRulesNeedToolProvider: without a TOOL_PROVIDER service the dex
// rules stay silent unless --all-code.
func TestDexRulesNeedToolProvider(t *testing.T) {
	if got := runDex(t, "pendingintent_nontool", false); len(got) != 0 {
		t.Errorf("findings without a tool provider: %v", gotDex(got))
	}
	got := runDex(t, "pendingintent_nontool", true, "CETP601")
	if len(got) == 0 {
		t.Error("--all-code found nothing")
	}
}
