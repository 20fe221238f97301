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

// TestConstantTables: flags and open modes read from static maps their
// class's initializer fills with constant keys (tables601: a Java
// HashMap<String, Integer> read by a helper taking the key, Kotlin's
// mapOf / hashMapOf of `key to value` pairs by string and enum keys) are
// the entries each call's key names: CETP601 where a tool's key gives
// FLAG_UPDATE_CURRENT, CETP612 where the mode is MODE_READ_WRITE, silent
// for the keys giving immutable flags and a read-only mode. A map another
// method puts into (Overrides.set) is no table: its note stays.
func TestConstantTables(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "tables601", allCode)
		checkDex(t, got, []dexWant{
			{"CETP601", "error", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2e", "com/tb/TbProvider.java", 28},
			{"CETP601", "error", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa8", "com/tb/kt/Kt.kt", 37},
			{"CETP601", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5b", "com/tb/TbProvider.java", 35},
			{"CETP609", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/tb/TbProvider.java", 23},
			{"CETP609", "note", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/tb/kt/Kt.kt", 32},
			{"CETP612", "error", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7a", "com/tb/kt/Kt.kt", 35},
			{"CETP623", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2e", "com/tb/TbProvider.java", 28},
			{"CETP623", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/tb/TbProvider.java", 31},
			{"CETP623", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5b", "com/tb/TbProvider.java", 35},
			{"CETP623", "note", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa8", "com/tb/kt/Kt.kt", 37},
			{"CETP623", "note", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb6", "com/tb/kt/Kt.kt", 38},
			{"CETP625", "warning", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/tb/TbProvider.java", 23},
			{"CETP625", "warning", "Lcom/tb/kt/KtProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/tb/kt/Kt.kt", 32},
		})
		wantOneNote(t, got, "", "not a constant on every path", "the map Overrides.set changes")
	}
}
