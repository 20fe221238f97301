package dexrules_test

import (
	"strings"
	"testing"
)

// The seventeenth review (rev17): eight Provider apps written as a new
// user writes them, in shapes the earlier reviews did not use
// (testdata/dex/src/rev17_*, labels in testdata/dex/rev17_labels.md,
// committed before the first scan), each run with every rule: the planted
// findings are the whole output, so every near miss of the same shape
// (and the honest helpers every app carries) stays silent.

// TestRev17StringSwitchPerCall: Modes.forAccess (classes2.dex) is javac's
// string switch (hashCode, equals, index switch); called with "rw" it
// gives MODE_READ_WRITE|MODE_CREATE under result_fd (CETP612, line 52),
// with "r" MODE_READ_ONLY (line 62, silent: the switch is decided per
// call). PiFlags.of(true) is FLAG_MUTABLE (CETP601, line 38), of(false)
// FLAG_IMMUTABLE (line 44). SyncNotifier.show, off the surface, is
// mutable and implicit (CETP610, line 12); showDone sets a package
// (line 18).
func TestRev17StringSwitchPerCall(t *testing.T) {
	got := runDex(t, "rev17_multidex", false)
	checkDex(t, got, []dexWant{
		{"CETP601", "error", "Lcom/example/r17m/CalendarProvider;->remind(I)Landroid/os/Bundle;@0x18", "com/example/r17m/CalendarProvider.java", 38},
		{"CETP612", "error", "Lcom/example/r17m/CalendarProvider;->exportCalendar(I)Landroid/os/Bundle;@0x21", "com/example/r17m/CalendarProvider.java", 52},
		{"CETP610", "warning", "Lcom/example/r17m/SyncNotifier;->show(Landroid/content/Context;)V@0xa", "com/example/r17m/SyncNotifier.java", 12},
	})
}

// TestRev17InlinedKotlin: the app's inline withClearedIdentity {} and
// the block inlined into it read the caller inside the window (CETP611,
// line 37); the block given the entry's UID is silent (line 41). The
// stdlib's inlined any {} loop over getPackagesForUid is CETP624 at the
// app's call (ContactsProvider.kt:46), not at the SMAP line of
// kotlin/collections/_Arrays.kt it carries; `size != 1 → deny` before
// index 0 of an array merged with emptyArray() (line 51) is silent.
func TestRev17InlinedKotlin(t *testing.T) {
	got := runDex(t, "rev17_inline", false)
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/r17i/ContactsProvider;->shared()Landroid/os/Bundle;@0xe", "com/example/r17i/ContactsProvider.kt", 37},
		{"CETP624", "warning", "Lcom/example/r17i/ContactsProvider;->trusted(I)Landroid/os/Bundle;@0x19", "com/example/r17i/ContactsProvider.kt", 46},
	})
}

// TestRev17BundleOfPairs: androidx.core's bundleOf(vararg Pair) in the
// APK: the "authorize_intent" pair of a v2-only app is CETP509 at the
// pair (line 50), and the USER_ACTION_REQUIRED answer with neither
// resolution nor resume_token CETP508 (line 48); signIn's pairs carry
// both (silent). The companion @JvmField key "caller_package" decides
// access (CETP606, line 37); "package_name" is the tool's subject (42).
func TestRev17BundleOfPairs(t *testing.T) {
	got := runDex(t, "rev17_bundleof", false)
	checkDex(t, got, []dexWant{
		{"CETP606", "error", "Lcom/example/r17b/InboxProvider;->markRead(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r17b/InboxProvider.kt", 37},
		{"CETP508", "error", "Lcom/example/r17b/InboxProvider;->openMail()Landroid/os/Bundle;@0x12", "com/example/r17b/InboxProvider.kt", 48},
		{"CETP509", "warning", "Lcom/example/r17b/InboxProvider;->openMail()Landroid/os/Bundle;@0x44", "com/example/r17b/InboxProvider.kt", 50},
	})
	for _, f := range got {
		if f.RuleID == "CETP509" && !strings.Contains(f.Message, "androidx.core.os.BundleKt.bundleOf") {
			t.Errorf("CETP509 names %q, want the bundleOf putting the pair", f.Message)
		}
	}
}

// TestRev17DaggerProviders: Dagger's generated factories hand the Random
// to OpIds and ExportIds through javax.inject.Provider.get(), a library
// interface the app's factories implement. The receiver of each get() is
// a field whose writers store one factory (OpIds_Factory.create, given
// AppModule_FastRandomFactory's instance), so the call reaches that
// factory only: OpIds' operation_id comes from java.util.Random (CETP613,
// line 36) and ExportIds', whose factory no live code makes, from
// SecureRandom (line 41, silent). legacyIds, set by reflection, may hold
// any factory: its get() merges them all, SecureRandom among them, while
// OpIds' field is filled predictably, and CETP613 says it cannot tell
// (line 46) rather than trust the SecureRandom.
func TestRev17DaggerProviders(t *testing.T) {
	got := runDex(t, "rev17_dagger", false)
	checkDex(t, got, []dexWant{
		{"CETP613", "error", "Lcom/example/r17d/VaultProvider;->beginSync()Landroid/os/Bundle;@0x13", "com/example/r17d/VaultProvider.java", 36},
		{"CETP613", "note", "Lcom/example/r17d/VaultProvider;->beginLegacy()Landroid/os/Bundle;@0x13", "com/example/r17d/VaultProvider.java", 46},
	})
	wantOneNote(t, got, "Lcom/example/r17d/VaultProvider;->beginLegacy()Landroid/os/Bundle;@0x13",
		"it is built from com.example.r17d.OpIds.rng, which com.example.r17d.OpIds_Factory.get fills with a value from java.util.Random", "the merged Provider.get")
}

// TestRev17Unchanged: the apps the first scan already got right (records
// and try-with-resources, AndroidX Startup's anonymous tools, suspend
// handlers, a value class and kotlin.Result) keep exactly their planted
// findings. rev17_records no longer has its CETP508 note on Replies.error
// ("cannot tell" the code Failure.code() passes): the record is built in
// the same method with "INTERNAL_ERROR", which its accessor now returns
// (rev24).
func TestRev17Unchanged(t *testing.T) {
	for _, c := range []struct {
		app  string
		want []dexWant
	}{
		{"rev17_records", []dexWant{
			{"CETP622", "error", "Lcom/example/r17r/ExportProvider;->dump(Landroid/os/Bundle;)Landroid/os/Bundle;@0x24", "com/example/r17r/ExportProvider.java", 38},
			{"CETP607", "warning", "Lcom/example/r17r/ExportProvider;->dump(Landroid/os/Bundle;)Landroid/os/Bundle;@0x6c", "com/example/r17r/ExportProvider.java", 43},
		}},
		{"rev17_startup", []dexWant{
			{"CETP602", "error", "Lcom/example/r17s/ToolsInitializer$create$1;->run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x1f", "com/example/r17s/ToolsInitializer.kt", 15},
			{"CETP106", "error", "manifest/application/activity[com.example.r17s.ApproveActivity]", "../../testdata/dex/rev17_startup.apk", 0},
		}},
		{"rev17_suspend", []dexWant{
			{"CETP603", "error", "Lcom/example/r17c/WhoAmITool$handle$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x15", "com/example/r17c/WhoAmITool.kt", 9},
		}},
		{"rev17_valueclass", []dexWant{
			{"CETP604", "warning", "Lcom/example/r17v/ProfileProvider;->owner(I)Landroid/os/Bundle;@0x23", "com/example/r17v/ProfileProvider.kt", 38},
			{"CETP607", "warning", "Lcom/example/r17v/ProfileProvider;->sync()Landroid/os/Bundle;@0x3c", "com/example/r17v/ProfileProvider.kt", 48},
		}},
	} {
		t.Run(c.app, func(t *testing.T) { checkDex(t, runDex(t, c.app, false), c.want) })
	}
}
