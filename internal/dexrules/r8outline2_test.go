package dexrules_test

import (
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

func r8o2(class string) string { return "Lcom/example/r8o2/" + class + ";" }

// TestR8OutlinePathGuard (r8outline2, Java sketch beside the smali): a
// path built by Paths.get inside R8's API outline is judged where the
// outline returns it, in its caller. The name deleted unchecked at line
// 18 is reported at the outline's call, line 17; the near miss, the same
// outline's result normalized and found inside the directory (each call
// through its own API outline) before it is deleted, is silent.
func TestR8OutlinePathGuard(t *testing.T) {
	const file = "com/example/r8o2/PathsProvider.java"
	call := r8o2("PathsProvider") + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "r8outline2", false, "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP622", "error", call + "@0x28", file, 17},
	})
	wantMessage(t, got, `com.example.r8o2.PathsProvider.call passes the request argument "name" through R8's API outline com.example.r8o2.PathsProvider$$ExternalSyntheticApiModelOutline0.m into the file path of java.nio.file.Paths.get, which java.nio.file.Files.deleteIfExists then uses at line 18`)
}

// TestR8OutlineMemorySet (r8outline2, sketch/SeenExecutor.java): an
// executor's set from ConcurrentHashMap.newKeySet, API 24 and so called
// through R8's API outline below it, is an in-memory collection (CETP618
// at the store in the constructor, line 9); the near miss,
// PrefsSeenExecutor, keeps the same set through the same outline but
// records every request id in SharedPreferences.
func TestR8OutlineMemorySet(t *testing.T) {
	got := runDex(t, "r8outline2", false, "CETP618")
	checkDex(t, got, []dexWant{
		{"CETP618", "error", r8o2("SeenExecutor") + "-><init>()V@0x7", "com/example/r8o2/SeenExecutor.java", 9},
	})
	wantMessage(t, got, "mutation executor com.example.r8o2.SeenExecutor keeps its deduplication records only in memory — seen (Set)")
}

// TestR8OutlineLegacySignatures (r8outline2, sketch/LegacyProvider.java):
// R8 moved getPackageInfo(pkg, GET_SIGNATURES).signatures, repeated by
// two providers, into one outline. CETP616's read is placed at the call
// of the outline in LegacyProvider (line 13), the provider whose entry
// points reach it with no check that follows key rotation, not left at
// the outline in the APK with no line; RotatingProvider calls the same
// outline but decides with hasSigningCertificate through its API outline
// (near miss).
func TestR8OutlineLegacySignatures(t *testing.T) {
	got := runDex(t, "r8outline2", false, "CETP616")
	checkDex(t, got, []dexWant{
		{"CETP616", "warning", r8o2("LegacyProvider") + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10",
			"com/example/r8o2/LegacyProvider.java", 13},
	})
	wantMessage(t, got, "com.example.r8o2.LegacyProvider.call reads PackageInfo.signatures through R8's outline com.example.r8o2.LegacyProvider$$ExternalSyntheticOutline0.m to verify a caller of provider com.example.r8o2.LegacyProvider")
}

// TestR8OutlineSeveralCallersMessage (r8outline): a finding a rule leaves
// inside an outline with several callers (getPackagesForUid, moved out of
// firstPackage and onlyPackage) stays at the outline in the APK, and its
// message names the outline and the methods whose code it may be; with
// one caller (viewCategory's setAction/addCategory) it is placed at the
// call and the message is left as it is.
func TestR8OutlineSeveralCallersMessage(t *testing.T) {
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", "r8outline.apk"), false)
	outline := r8o("ToolProvider$$ExternalSyntheticOutline0")
	got := dexrules.MessageAt(d, outline, "m(Landroid/content/Context;I)[Ljava/lang/String;", 0x3, "msg (§7.1)")
	const want = "msg (§7.1); the code is R8's outline com.example.r8o.ToolProvider$$ExternalSyntheticOutline0.m, which R8 moved out of the 2 methods calling it (com.example.r8o.ToolProvider.firstPackage, com.example.r8o.ToolProvider.onlyPackage): check it at each of their calls"
	if got != want {
		t.Errorf("several callers: %q, want %q", got, want)
	}
	if got := dexrules.MessageAt(d, outline, "m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", 0x2, "msg (§7.1)"); got != "msg (§7.1)" {
		t.Errorf("one caller: %q, want the message unchanged", got)
	}
}

// TestR8OutlineOffSurfacePendingIntent (r8outline2, sketch/Reminder.java):
// CETP610 reads a PendingIntent made off the surface through R8's API
// outline of getForegroundService, an outline with two callers, at the
// caller whose Intent is implicit (line 11), not at the outline; the
// near miss, scheduleExplicit, passes the same outline an explicit Intent.
func TestR8OutlineOffSurfacePendingIntent(t *testing.T) {
	got := runDex(t, "r8outline2", false, "CETP610")
	checkDex(t, got, []dexWant{
		{"CETP610", "warning", r8o2("Reminder") + "->schedule(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/example/r8o2/Reminder.java", 11},
	})
	wantMessage(t, got, "PendingIntent created by android.app.PendingIntent.getForegroundService through R8's API outline com.example.r8o2.Reminder$$ExternalSyntheticApiModelOutline0.m in com.example.r8o2.Reminder.schedule is mutable")
}

// TestR8OutlineAnyPackage (r8outline2, sketch/PkgProvider.java): the
// packages of getPackagesForUid viewed as a list through R8's API outline
// of List.of (API 30) and tested with contains is CETP624 (anyTrusted,
// line 13); the near miss, onlyTrusted, denies a UID with more than one
// package before the same outline.
func TestR8OutlineAnyPackage(t *testing.T) {
	got := runDex(t, "r8outline2", false, "CETP624", "CETP604")
	checkDex(t, got, []dexWant{
		{"CETP624", "warning", r8o2("PkgProvider") + "->anyTrusted(Landroid/content/Context;I)Z@0x10", "com/example/r8o2/PkgProvider.java", 13},
	})
	wantMessage(t, got, "com.example.r8o2.PkgProvider.anyTrusted accepts the caller when java.util.List.contains finds one matching package")
}

// TestR8OutlineTokenLookup (r8outline2, sketch/OpsProvider.java): a token
// looked up through R8's API outline of Map.getOrDefault (API 24), an
// outline with two calls, is judged at each call with that call's key:
// the operation id alone (CETP620, line 13), not at the outline in the APK
// with no line; the near miss passes the same outline a key holding the
// caller's UID.
func TestR8OutlineTokenLookup(t *testing.T) {
	got := runDex(t, "r8outline2", false, "CETP620")
	checkDex(t, got, []dexWant{
		{"CETP620", "warning", r8o2("OpsProvider") + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf",
			"com/example/r8o2/OpsProvider.java", 13},
	})
	wantMessage(t, got, `the operation ID (Bundle.getString("operation_id")) is looked up by the token alone in com.example.r8o2.OpsProvider.call`)
}
