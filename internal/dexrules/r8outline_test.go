package dexrules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

func r8o(class string) string { return "Lcom/example/r8o/" + class + ";" }

// TestR8Outlines (r8outline, Java sketch beside the smali): the readings
// of the dex rules pass through R8's outlines, API model outlines and
// D8/R8 backports as through a hand-written helper. Every true positive
// below has a near miss in the same shape, silent: syncImmutable (601,
// 602), openExplicit and viewNamed (602), onlyPackage behind its
// length != 1 guard (604), target's "target_component" key (606),
// syncNamed and failFixed (607), sessionSecure and sessionConcatSecure
// (613), auditCaptured reading on the Binder thread (603), keptUid
// reading before the clear (611), ConfirmActivity (not exported, 106),
// SignedProvider checking the certificate through an API outline (609);
// StoreProvider's caller check through the API outline of
// getCallingUidOrThrow (605; its 609 note is placed there, not in the
// ToolProvider.java R8 named the outline after), its constant SQL through the same StringBuilder outline
// that carried the request argument at its other call (622: an outline's
// result is its own call's, not every call's), and its "r" descriptor
// through the outline of open(file, parseMode(mode)) (612), and its
// constant file name through the API outline of Paths.get (622: a sink
// inside an outline is reported at the calls passing it the request).
// a, whose source file R8 renamed "SourceFile", stays at the APK with
// the line of its line table beside it (Location.DexLine).
func TestR8Outlines(t *testing.T) {
	const file = "com/example/r8o/ToolProvider.java"
	tp := r8o("ToolProvider") + "->"
	const storeFile = "com/example/r8o/StoreProvider.java"
	store := r8o("StoreProvider") + "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "r8outline", false, "CETP106", "CETP601", "CETP605", "CETP602", "CETP603", "CETP604", "CETP606",
		"CETP607", "CETP609", "CETP611", "CETP612", "CETP613", "CETP622")
	checkDex(t, got, []dexWant{
		{"CETP106", "error", "manifest/application/activity[com.example.r8o.ApproveActivity]", "../../testdata/dex/r8outline.apk", 0},
		{"CETP601", "error", tp + "syncMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", file, 43},
		{"CETP602", "error", tp + "syncMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", file, 43},
		{"CETP602", "error", tp + "openImplicit(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x13", file, 51},
		{"CETP602", "error", tp + "viewCategory(Landroid/content/Context;)Landroid/app/PendingIntent;@0xf", file, 60},
		{"CETP602", "error", r8o("a") + "->b(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "../../testdata/dex/r8outline.apk", 0},
		{"CETP603", "error", tp + "$r8$lambda$0oBqGZ8mdqFI1kP7kYVbXQ2e9rU()V@0x0", file, 104},
		{"CETP604", "warning", tp + "firstPackage(Landroid/content/Context;)Ljava/lang/String;@0x9", file, 69},
		{"CETP606", "error", tp + "claimed(Landroid/os/Bundle;)Ljava/lang/String;@0x4", file, 77},
		{"CETP607", "warning", tp + "sync(Ljava/lang/String;Landroid/os/Bundle;)V@0x11", file, 86},
		{"CETP607", "warning", tp + "failWith(Ljava/lang/String;Landroid/os/Bundle;)V@0xf", file, 121},
		{"CETP609", "note", tp + "$r8$lambda$0oBqGZ8mdqFI1kP7kYVbXQ2e9rU()V@0x0", file, 104},
		{"CETP611", "error", tp + "clearedUid()I@0x4", file, 139},
		{"CETP613", "error", tp + "session()Landroid/os/Bundle;@0x1b", file, 94},
		{"CETP613", "error", tp + "sessionConcat()Landroid/os/Bundle;@0x12", file, 129},
		{"CETP607", "warning", store + "@0x9b", storeFile, 27},
		{"CETP609", "note", store + "@0x0", storeFile, 9},
		{"CETP612", "error", store + "@0x56", storeFile, 21},
		{"CETP622", "error", store + "@0x33", storeFile, 15},
		{"CETP622", "error", store + "@0x7d", storeFile, 25},
	})
	for _, f := range got {
		// a's SourceFile is R8's placeholder: the finding stays at the
		// APK and carries line 7 of its line table; findings placed in a
		// source file carry their line there, no dex line.
		wantDex := 0
		if strings.HasPrefix(f.Location.Logical, r8o("a")) {
			wantDex = 7
		}
		if f.Location.DexLine != wantDex {
			t.Errorf("%s %s: dex line %d, want %d", f.RuleID, f.Location.Logical, f.Location.DexLine, wantDex)
		}
		var want string
		switch f.RuleID {
		case "CETP601", "CETP602":
			if strings.Contains(f.Location.Logical, "syncMutable") {
				want = "created by android.app.PendingIntent.getForegroundService through R8's API outline com.example.r8o.ToolProvider$$ExternalSyntheticApiModelOutline0.m in com.example.r8o.ToolProvider.syncMutable"
			}
		case "CETP603":
			want = "android.os.Binder.getCallingUidOrThrow is read in com.example.r8o.ToolProvider.$r8$lambda$0oBqGZ8mdqFI1kP7kYVbXQ2e9rU through R8's API outline com.example.r8o.ToolProvider$$ExternalSyntheticApiModelOutline0.m, which runs on another thread"
		case "CETP609":
			want = "identifies its caller with android.os.Binder.getCallingUidOrThrow through R8's API outline"
		case "CETP622":
			want = `the request argument "query" (through R8's outline com.example.r8o.ToolProvider$$ExternalSyntheticOutline0.m) into the SQL text`
			if f.Location.Line == 25 {
				want = `com.example.r8o.StoreProvider.call passes the request argument "name" through R8's API outline com.example.r8o.ToolProvider$$ExternalSyntheticApiModelOutline0.m into the file path of java.nio.file.Paths.get`
			}
		case "CETP612":
			// parseMode("rw") in the outline is folded to its constant (the string switch is decided per call)
			want = `it is opened with MODE_READ_WRITE`
		}
		if !strings.Contains(f.Message, want) {
			t.Errorf("%s %s: %s, want %q", f.RuleID, f.Location.Logical, f.Message, want)
		}
	}
}

// TestR8OutlinePlacement (r8outline): where a finding inside code R8
// moved out of its methods is shown. An outline with one caller
// (viewCategory's setAction/addCategory) is shown at that call, line 59;
// one with two (firstPackage's and onlyPackage's getPackagesForUid)
// stays at the APK, at the outline itself with no line — it is not placed
// in ToolProvider.java, whose name R8 gave it but whose code it may not
// be. A lambda class of ToolProvider is placed in ToolProvider.java, and
// a, whose source file R8 renamed, stays at the APK with its dex line.
func TestR8OutlinePlacement(t *testing.T) {
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", "r8outline.apk"), false)
	const apk = "../../testdata/dex/r8outline.apk"
	outline := r8o("ToolProvider$$ExternalSyntheticOutline0")
	for _, tc := range []struct {
		class, method string
		addr          uint32
		path, logical string
		line, dexLine int
	}{
		{outline, "m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", 0x2, "com/example/r8o/ToolProvider.java",
			r8o("ToolProvider") + "->viewCategory(Landroid/content/Context;)Landroid/app/PendingIntent;@0x9", 59, 0},
		{outline, "m(Landroid/content/Context;I)[Ljava/lang/String;", 0x3, apk,
			outline + "->m(Landroid/content/Context;I)[Ljava/lang/String;@0x3", 0, 0},
		{r8o("ToolProvider$$ExternalSyntheticLambda0"), "run()V", 0x0, "com/example/r8o/ToolProvider.java",
			r8o("ToolProvider$$ExternalSyntheticLambda0") + "->run()V@0x0", 0, 0},
		{r8o("a"), "b(Landroid/content/Context;)Landroid/app/PendingIntent;", 0xa, apk,
			r8o("a") + "->b(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", 0, 7},
	} {
		loc, ok := dexrules.LocationAt(d, tc.class, tc.method, tc.addr)
		if !ok {
			t.Fatalf("no method %s->%s", tc.class, tc.method)
		}
		if loc.Path != tc.path || loc.Logical != tc.logical || loc.Line != tc.line || loc.DexLine != tc.dexLine {
			t.Errorf("%s->%s@%#x: at %s:%d (dex line %d) %s, want %s:%d (dex line %d) %s", tc.class, tc.method, tc.addr,
				loc.Path, loc.Line, loc.DexLine, loc.Logical, tc.path, tc.line, tc.dexLine, tc.logical)
		}
	}
}
