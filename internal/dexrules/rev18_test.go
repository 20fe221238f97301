package dexrules_test

import "testing"

// The eighteenth review (rev18): nine Provider apps written as a new user
// writes them, in shapes the earlier reviews did not use
// (testdata/dex/src/rev18_*, labels in testdata/dex/rev18_labels.md,
// committed before the first scan), each run with every rule: the planted
// findings are the whole output, so every near miss of the same shape (and
// the honest helpers every app carries) stays silent.

// TestRev18ExtensionsAndLateinit: "caller_package" read through a Kotlin
// extension property getter (CETP606 in the getter, Ext.kt:7) and a
// lateinit java.util.Random set in onCreate building operation_id (CETP613,
// line 52); "package_name" through the twin getter (line 44) and the same
// Random for retry_after_ms (line 57) are silent.
func TestRev18ExtensionsAndLateinit(t *testing.T) {
	checkDex(t, runDex(t, "rev18_ext", false), []dexWant{
		{"CETP606", "error", "Lcom/example/r18x/ExtKt;->getCallerPackage(Landroid/os/Bundle;)Ljava/lang/String;@0x7", "com/example/r18x/Ext.kt", 7},
		{"CETP613", "error", "Lcom/example/r18x/GrantProvider;->startExport(Landroid/os/Bundle;)Landroid/os/Bundle;@0x19", "com/example/r18x/GrantProvider.kt", 52},
	})
}

// TestRev18ScopesAndOverloads: an action-only Intent built with also {}
// (CETP602, line 45) and FLAG_MUTABLE given to the three-argument
// @JvmOverloads overload (CETP601, line 51); setClassName inside apply {}
// with the two-argument overload, whose $default bridge substitutes
// FLAG_IMMUTABLE (line 38), is silent.
func TestRev18ScopesAndOverloads(t *testing.T) {
	checkDex(t, runDex(t, "rev18_intents", false), []dexWant{
		{"CETP602", "error", "Lcom/example/r18i/AlarmProvider;->deleteAll(Landroid/os/Bundle;)Landroid/os/Bundle;@0x19", "com/example/r18i/AlarmProvider.kt", 45},
		{"CETP601", "error", "Lcom/example/r18i/AlarmProvider;->editAlarm(Landroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/example/r18i/AlarmProvider.kt", 51},
	})
}

// TestRev18WithContextIO: the calling UID read in the withContext
// (Dispatchers.IO) block's invokeSuspend (CETP603, line 40); a suspend
// function with no suspension point run by runBlocking (line 47) is silent.
func TestRev18WithContextIO(t *testing.T) {
	checkDex(t, runDex(t, "rev18_coio", false), []dexWant{
		{"CETP603", "error", "Lcom/example/r18c/ProfileProvider$pull$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xa", "com/example/r18c/ProfileProvider.kt", 40},
	})
}

// TestRev18FlowCollectors: a FlowCollector class collecting inside
// scope.launch on a Dispatchers.Default scope reads the calling UID
// (CETP603, line 37); the same collector shape under runBlocking (line 45)
// is silent.
func TestRev18FlowCollectors(t *testing.T) {
	checkDex(t, runDex(t, "rev18_flow", false), []dexWant{
		{"CETP603", "error", "Lcom/example/r18w/FeedProvider$watch$1$1;->emit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x0", "com/example/r18w/FeedProvider.kt", 37},
	})
}

// TestRev18RunCatching: the Throwable runCatching caught, taken back by
// Result.exceptionOrNull, gives error_message its text (CETP607, line 39);
// getOrElse answering a fixed text (line 45) is silent.
func TestRev18RunCatching(t *testing.T) {
	checkDex(t, runDex(t, "rev18_result", false), []dexWant{
		{"CETP607", "warning", "Lcom/example/r18r/ImportProvider;->importNotes(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2e", "com/example/r18r/ImportProvider.kt", 39},
	})
}

// TestRev18PipeHelpers: the write end of a helper's pipe as result_fd
// (CETP612, line 47) and an openFile override with no caller check
// (CETP605, line 54); the read end of a pipe a helper's thread writes
// (line 39) and a query that checks the caller (line 60) are silent.
func TestRev18PipeHelpers(t *testing.T) {
	checkDex(t, runDex(t, "rev18_pipes", false), []dexWant{
		{"CETP612", "error", "Lcom/example/r18f/FilesProvider;->uploadSlot(Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/example/r18f/FilesProvider.java", 47},
		{"CETP605", "warning", "Lcom/example/r18f/FilesProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/example/r18f/FilesProvider.java", 54},
	})
}

// TestRev18SealedCommands: "user_confirmed", parsed by a sealed
// interface's companion into a data class, decides a delete after a when
// over the sealed type (CETP614, line 35); "notify" deciding a broadcast
// (line 40) is silent.
func TestRev18SealedCommands(t *testing.T) {
	checkDex(t, runDex(t, "rev18_sealed", false), []dexWant{
		{"CETP614", "error", "Lcom/example/r18s/TasksProvider;->run(Lcom/example/r18s/Cmd;)Landroid/os/Bundle;@0xf", "com/example/r18s/TasksProvider.kt", 35},
	})
}

// TestRev18ValueClassesAndReified: an operation_id from java.util.Random
// through a value class's mangled companion method and a mangled helper
// (CETP613, line 37, the call that puts it), and "force" read through an
// inlined reified getter deciding a delete (CETP614, line 48); a UUID
// (line 40) and "keep_backup" deciding a backup write (line 54) are silent.
func TestRev18ValueClassesAndReified(t *testing.T) {
	checkDex(t, runDex(t, "rev18_vals", false), []dexWant{
		{"CETP613", "error", "Lcom/example/r18v/NotesProvider;->startSync(Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/example/r18v/NotesProvider.kt", 37},
		{"CETP614", "error", "Lcom/example/r18v/NotesProvider;->purge(Landroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/example/r18v/NotesProvider.kt", 48},
	})
}

// TestRev18MapDelegation: arguments copied into a Map and read through
// Kotlin properties delegated to it (`by map`): the getter's key is the
// property's name, taken from $$delegatedProperties[i].getName(). Before
// rev18 the key was unknown and both findings were missed:
// "caller_package" (CETP606 in the getter, ToolArgs.kt:6) and
// "user_confirmed" deciding a delete (CETP614, line 50); "package_name"
// through the same delegation (line 56) is silent.
func TestRev18MapDelegation(t *testing.T) {
	checkDex(t, runDex(t, "rev18_mapargs", false), []dexWant{
		{"CETP606", "error", "Lcom/example/r18m/ToolArgs;->getCaller_package()Ljava/lang/String;@0xb", "com/example/r18m/ToolArgs.kt", 6},
		{"CETP614", "error", "Lcom/example/r18m/AlbumProvider;->deleteAlbum(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/r18m/AlbumProvider.kt", 50},
	})
}

// TestRev18PropertyDelegates: a java.util.Random kept behind
// Delegates.notNull() (set in onCreate through the setter's setValue, read
// through getValue) builds operation_id (CETP613 at the put, line 38; it
// was missed: the library delegate's value was unknown), and
// getPackagesForUid(uid)?.let { it[0] } (CETP604, line 47). The twin
// delegate set to a SecureRandom (line 42) and ?.takeIf { it.size == 1 }
// (line 53; it was a false CETP604: the inlined takeIf turns the size test
// into a boolean first) are silent.
func TestRev18PropertyDelegates(t *testing.T) {
	checkDex(t, runDex(t, "rev18_deleg", false), []dexWant{
		{"CETP613", "error", "Lcom/example/r18d/JobsProvider;->startJob(Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/example/r18d/JobsProvider.kt", 38},
		{"CETP604", "warning", "Lcom/example/r18d/JobsProvider;->partnerFeed(Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/example/r18d/JobsProvider.kt", 47},
	})
}
