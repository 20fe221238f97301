package dexrules_test

import (
	"strings"
	"testing"
)

// The sixteenth review (rev16): nine Provider apps written as a developer
// writes them, in shapes the earlier reviews did not use
// (testdata/dex/src/rev16_*, labels in testdata/dex/rev16_labels.md,
// fixed before the first scan), each run with every rule: the planted
// findings are the whole output, so every near miss of the same shape
// (and the honest helpers every app carries) stays silent.

// TestRev16Streams: the first package of the UID taken through
// Arrays.stream(...).findFirst() (CETP604, line 37) and anyMatch over a
// bound method reference (CETP624, line 44); allMatch with a length check
// and a filter/count (lines 52-54) are silent.
func TestRev16Streams(t *testing.T) {
	got := runDex(t, "rev16_streams", false)
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", "Lcom/example/r16s/StatsProvider;->partnerFeed(I)Landroid/os/Bundle;@0x10", "com/example/r16s/StatsProvider.java", 37},
		{"CETP624", "warning", "Lcom/example/r16s/StatsProvider;->partnerPush(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x1c", "com/example/r16s/StatsProvider.java", 44},
	})
}

// TestRev16OptionalAndFutures: "caller_package" through
// Optional.map(String::trim) decides access (CETP606, line 37),
// "package_name" through the same chain is the tool's subject (line 44);
// getCallingPackage in a supplyAsync Supplier runs on the pool (CETP603,
// line 59), the UID captured as an int does not (line 53).
func TestRev16OptionalAndFutures(t *testing.T) {
	got := runDex(t, "rev16_future", false)
	checkDex(t, got, []dexWant{
		{"CETP606", "error", "Lcom/example/r16f/LinkProvider;->linkAccount(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r16f/LinkProvider.java", 37},
		{"CETP603", "error", "Lcom/example/r16f/LinkProvider;->lambda$auditCaller$2()Ljava/lang/String;@0x0", "com/example/r16f/LinkProvider.java", 59},
	})
}

// TestRev16EnumDispatch: a string switch (hashCode, equals, index
// switch) picks an enum constant whose body runs the tool: PURGE pastes
// the folder into execSQL (CETP622, line 17), SEARCH binds it (line 12);
// WIPE lets "user_confirmed" decide a delete (CETP614, line 22), STATUS
// only echoes "confirmed" (line 30).
func TestRev16EnumDispatch(t *testing.T) {
	got := runDex(t, "rev16_enum", false)
	checkDex(t, got, []dexWant{
		{"CETP622", "error", "Lcom/example/r16e/NoteTool$2;->run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1c", "com/example/r16e/NoteTool.java", 17},
		{"CETP614", "error", "Lcom/example/r16e/NoteTool$3;->run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/example/r16e/NoteTool.java", 22},
	})
}

// TestRev16KotlinInline: kotlinc's inlined Bundle.flag carries SMAP line
// 61 on its getBoolean; the finding is at the call site (CETP614, line
// 36), not at 61, and "include_open" (line 44) is silent. The
// JSONException text reaches error_message through fail$default (CETP607,
// line 53); fail("INTERNAL_ERROR") takes the default text (line 56). The
// USER_ACTION_REQUIRED that clearDone answers through fail$default
// without a resolution is CETP508 at fail's put: the bridge's callers are
// judged as fail's (it was a note saying the search stopped at the
// bridge, one call up; dexAA follows the bridge and two callers up).
// The CETP614 message names the effect's method once (it used to add
// ", called from" the same method).
func TestRev16KotlinInline(t *testing.T) {
	got := runDex(t, "rev16_kinline", false)
	checkDex(t, got, []dexWant{
		{"CETP508", "error", "Lcom/example/r16k/FailKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1a", "com/example/r16k/Fail.kt", 11},
		{"CETP614", "error", "Lcom/example/r16k/TasksProvider;->clearDone(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/r16k/TasksProvider.kt", 36},
		{"CETP607", "warning", "Lcom/example/r16k/TasksProvider;->importTasks(Landroid/os/Bundle;)Landroid/os/Bundle;@0x89", "com/example/r16k/TasksProvider.kt", 53},
	})
	for _, f := range got {
		if f.RuleID == "CETP508" && !strings.Contains(f.Message, "the code com.example.r16k.TasksProvider.clearDone passes") {
			t.Errorf("CETP508 does not name the caller of the bridge: %s", f.Message)
		}
	}
	for _, f := range got {
		if f.RuleID == "CETP614" && strings.Contains(f.Message, "called from") {
			t.Errorf("CETP614 names the effect's method twice: %s", f.Message)
		}
	}
}

// TestRev16ObjectsAndCompanions: tools are Kotlin objects kept in a
// registry object's map (filled in its init block): ShareAlbum's
// resolution is mutable (CETP601, ShareAlbum.kt:10), OpenAlbum's is not;
// the operation id from kotlin.random through a @JvmStatic companion
// method is CETP613 at the put (BeginUpload.kt:11), the trace tag from the
// same source is no token.
func TestRev16ObjectsAndCompanions(t *testing.T) {
	got := runDex(t, "rev16_objects", false)
	checkDex(t, got, []dexWant{
		{"CETP613", "error", "Lcom/example/r16o/BeginUpload;->run(ILandroid/os/Bundle;Landroid/content/Context;)Landroid/os/Bundle;@0x1c", "com/example/r16o/BeginUpload.kt", 11},
		{"CETP601", "error", "Lcom/example/r16o/ShareAlbum;->run(ILandroid/os/Bundle;Landroid/content/Context;)Landroid/os/Bundle;@0x1f", "com/example/r16o/ShareAlbum.kt", 10},
	})
}

// TestRev16SuspendCancellable: suspendCancellableCoroutine inlined into
// a private suspend function: resuming from an executor Runnable that
// reads the caller is CETP603 (line 36); the block itself runs at once on
// the Binder thread under runBlocking (line 41).
func TestRev16SuspendCancellable(t *testing.T) {
	got := runDex(t, "rev16_coro", false)
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/r16c/PresenceProvider;->whoAmI$lambda$1$lambda$0(Lkotlinx/coroutines/CancellableContinuation;)V@0xe", "com/example/r16c/PresenceProvider.kt", 36},
	})
}

// TestRev16DefaultMethodAndHolders: both silent in the first scan.
// BackupProvider inherits callerTag() from CallerAware (an interface
// default method D8 keeps in the interface from API 24 on) and javac
// calls it as BackupProvider.callerTag(): inside the clear window it is
// CETP611 (line 48); read before the clear (line 35), or through Quiet,
// whose own callerTag() returns a constant (line 58), it is not. The
// operation id written by hand into the data JSON text from a
// ThreadLocal.withInitial(Random::new) is CETP613 (line 42); the one from
// a SecureRandom kept in an AtomicReference (line 52) and a "trace_id"
// member from the same Random (line 62) are not.
func TestRev16DefaultMethodAndHolders(t *testing.T) {
	got := runDex(t, "rev16_state", false)
	checkDex(t, got, []dexWant{
		{"CETP613", "error", "Lcom/example/r16t/BackupProvider;->startBackup()Landroid/os/Bundle;@0x20", "com/example/r16t/BackupProvider.java", 42},
		{"CETP611", "error", "Lcom/example/r16t/BackupProvider;->restore()Landroid/os/Bundle;@0x8", "com/example/r16t/BackupProvider.java", 48},
	})
}

// TestRev16Synchronized: monitor-enter/exit with the self-covering
// catch-all: an unchecked file name joined to filesDir (CETP622, line
// 36); the canonical-path check inside the block, whose early return
// exits the monitor first (line 48), is a guard.
func TestRev16Synchronized(t *testing.T) {
	got := runDex(t, "rev16_sync", false)
	checkDex(t, got, []dexWant{
		{"CETP622", "error", "Lcom/example/r16y/FilesProvider;->save(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/example/r16y/FilesProvider.java", 36},
	})
}

// TestRev16UseAndParseMode: parseMode("rw") under result_fd (CETP612,
// line 38); the pipe's read end after the write end was written in
// use {} (line 46) and parseMode("r") (line 55) are silent.
func TestRev16UseAndParseMode(t *testing.T) {
	got := runDex(t, "rev16_pfd", false)
	checkDex(t, got, []dexWant{
		{"CETP612", "error", "Lcom/example/r16p/ExportProvider;->openLog()Landroid/os/Bundle;@0x28", "com/example/r16p/ExportProvider.kt", 38},
	})
}
