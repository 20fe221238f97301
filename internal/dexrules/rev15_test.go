package dexrules_test

import "testing"

// The fifteenth review (rev15): nine Provider apps written as a developer
// writes them (testdata/dex/src/rev15_*, labels in
// testdata/dex/rev15_labels.md, fixed before the first scan), each run
// with every rule: the planted findings are the whole output, so every
// near miss of the same shape (and the honest helpers every app carries:
// hasSigningCertificate, SecureRandom session tokens bound to the UID,
// single-use resume tokens, a deadline check) stays silent.

// TestRev15BaseProvider: an abstract base provider handles call() and a
// subclass adds tools; Tool's default method (moved by D8 into Tool$-CC)
// sends Log.getStackTraceString through a helper (CETP607, line 14),
// ShareNoteTool's override sends a fixed text; ShareNoteTool's resolution
// lacks FLAG_IMMUTABLE (CETP601, line 26), DeleteNoteTool's has it.
func TestRev15BaseProvider(t *testing.T) {
	got := runDex(t, "rev15_base", false)
	checkDex(t, got, []dexWant{
		{"CETP601", "error", "Lcom/example/rv15b/ShareNoteTool;->run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/example/rv15b/ShareNoteTool.java", 26},
		{"CETP607", "warning", "Lcom/example/rv15b/Tool$-CC;->$default$fail(Lcom/example/rv15b/Tool;Ljava/lang/Throwable;)Landroid/os/Bundle;@0xd", "com/example/rv15b/Tool.java", 14},
	})
}

// TestRev15CoroutinesAndFlow: launch on a scope built with Dispatchers.IO
// reads the caller off the Binder thread (line 45); runBlocking without a
// dispatcher (line 39) and a flowOn(IO) flow given the UID read in call()
// are silent; a flow { } body that reads the caller itself runs in
// flowOn's dispatcher (FeedRepository.kt line 17, silent before this
// round).
func TestRev15CoroutinesAndFlow(t *testing.T) {
	got := runDex(t, "rev15_coflow", false)
	checkDex(t, got, []dexWant{
		{"CETP603", "error", "Lcom/example/rv15c/FeedProvider$refresh$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xa", "com/example/rv15c/FeedProvider.kt", 45},
		{"CETP603", "error", "Lcom/example/rv15c/FeedRepository$mine$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x22", "com/example/rv15c/FeedRepository.kt", 17},
	})
}

// TestRev15SealedOutcome: a sealed result turned into a Bundle by an
// extension function: Failed's exception message is CETP607 (line 13),
// Denied's constant reason is not; the "confirmed" argument deciding a
// SharedPreferences write is CETP614 (line 42), "dry_run" is not.
func TestRev15SealedOutcome(t *testing.T) {
	got := runDex(t, "rev15_sealed", false)
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", "Lcom/example/rv15s/OutcomeKt;->toBundle(Lcom/example/rv15s/Outcome;)Landroid/os/Bundle;@0x35", "com/example/rv15s/Outcome.kt", 13},
		{"CETP614", "error", "Lcom/example/rv15s/LedgerProvider;->transfer(Landroid/os/Bundle;)Lcom/example/rv15s/Outcome;@0x15", "com/example/rv15s/LedgerProvider.kt", 42},
	})
}

// TestRev15HiltSingletons: the session token comes from a Hilt singleton
// reached through an @EntryPoint (the component built by the
// Application, Dagger's SwitchingProvider): java.util.Random is CETP613 at
// the put (line 26); the operation id from the injected Random that
// AppModule provides as a SecureRandom is silent.
func TestRev15HiltSingletons(t *testing.T) {
	got := runDex(t, "rev15_hilt", false)
	checkDex(t, got, []dexWant{
		{"CETP613", "error", "Lcom/example/rv15h/VaultProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/example/rv15h/VaultProvider.kt", 26},
	})
}

// TestRev15RoomDao: an argument concatenated into a SimpleSQLiteQuery
// (line 40) and a file name from the arguments written under filesDir
// (line 50) are CETP622; the bound argument (line 45) and the
// canonical-path containment check (line 58) are not.
func TestRev15RoomDao(t *testing.T) {
	got := runDex(t, "rev15_room", false)
	checkDex(t, got, []dexWant{
		{"CETP622", "error", "Lcom/example/rv15r/NotesProvider;->search(Ljava/lang/String;)Landroid/os/Bundle;@0x1c", "com/example/rv15r/NotesProvider.kt", 40},
		{"CETP622", "error", "Lcom/example/rv15r/NotesProvider;->export(Ljava/lang/String;)Landroid/os/Bundle;@0xd", "com/example/rv15r/NotesProvider.kt", 50},
	})
}

// TestRev15RxJava: RxJava's subscribeOn(Schedulers.io()) runs the
// fromCallable body on the Scheduler's thread: its read of the caller is
// CETP603 (line 35, missed before this round); the int captured from
// call() (line 46) and the Callable run by blockingGet without
// subscribeOn (line 52) are silent; a chain read from a field one method
// writes is followed to what it stores (SyncEngine.lastRun(), a
// Single.just): no function runs on io (line 79, silent; a note before
// fields were followed). A Consumer given to subscribe on a chain with
// observeOn runs on that Scheduler (line 86); on Single.just without one
// it runs in place (line 88, silent), and so it does on the chain read
// from the field (line 89, silent; a note before). A pipe's read end put while a D8 lambda object writes
// pipe[1] is silent (line 63); the lambda that writes pipe[0] instead
// leaves the write end unused: CETP612 (line 72).
func TestRev15RxJava(t *testing.T) {
	got := runDex(t, "rev15_rx", false)
	p := "Lcom/example/rv15x/SyncProvider;"
	checkDex(t, got, []dexWant{
		{"CETP603", "error", p + "->lambda$syncNow$0()Ljava/lang/Integer;@0x0", "com/example/rv15x/SyncProvider.java", 35},
		{"CETP603", "error", p + "->lambda$watch$5(Ljava/lang/String;)V@0xd", "com/example/rv15x/SyncProvider.java", 86},
		{"CETP612", "error", p + "->exportTrace()Landroid/os/Bundle;@0x19", "com/example/rv15x/SyncProvider.java", 72},
	})
}

// TestRev15Java17Records: the record's caller_package argument is
// CETP606 (line 11), a package_name that is the tool's subject is not; a
// descriptor opened MODE_READ_WRITE under result_fd is CETP612 (line
// 67). A pipe's read end whose write end an invoke-custom lambda writes
// is silent (line 56, a false CETP612 before this round); the lambda
// writing pipe[0] instead is CETP612 (line 82).
func TestRev15Java17Records(t *testing.T) {
	got := runDex(t, "rev15_work", false)
	p := "Lcom/example/rv15w/ReportProvider;"
	checkDex(t, got, []dexWant{
		{"CETP606", "error", "Lcom/example/rv15w/ToolCall;->from(Landroid/os/Bundle;)Lcom/example/rv15w/ToolCall;@0xa", "com/example/rv15w/ToolCall.java", 11},
		{"CETP612", "error", p + "->openScratch(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;@0x32", "com/example/rv15w/ReportProvider.java", 67},
		{"CETP612", "error", p + "->exportAudit(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;@0x18", "com/example/rv15w/ReportProvider.java", 82},
	})
}

// TestRev15NestAccessors: the caller read through an inner class and
// D8's -$$Nest$m accessor inside the clearCallingIdentity window is
// CETP611 at the call in the window (line 56); the value computed before
// the clear (line 45) and the read after restore, past javac's finally
// copies (line 61), are silent. The inner class's pkgs[0] is CETP604
// (line 68); Owners.only's length != 1 guard is not.
func TestRev15NestAccessors(t *testing.T) {
	got := runDex(t, "rev15_nest", false)
	checkDex(t, got, []dexWant{
		{"CETP611", "error", "Lcom/example/rv15n/ContactsProvider;->share(I)Landroid/os/Bundle;@0x1d", "com/example/rv15n/ContactsProvider.java", 56},
		{"CETP604", "warning", "Lcom/example/rv15n/ContactsProvider$Owner;->firstPackage(I)Ljava/lang/String;@0x13", "com/example/rv15n/ContactsProvider.java", 68},
	})
}

// TestRev15R8Multidex: R8-renamed helpers across two dex files: the
// setPackage-only Intent of a.c.a (classes2.dex) is CETP602, a.c.b's
// setClassName is not; the GET_SIGNATURES check of a.b.a is CETP616.
// Both classes carry R8's "SourceFile" placeholder: placed at the APK.
func TestRev15R8Multidex(t *testing.T) {
	got := runDex(t, "rev15_r8multi", false)
	apk := "../../testdata/dex/rev15_r8multi.apk"
	checkDex(t, got, []dexWant{
		{"CETP602", "error", "La/c;->a(Landroid/content/Context;)Landroid/app/PendingIntent;@0x12", apk, 0},
		{"CETP616", "warning", "La/b;->a(Landroid/content/Context;I)Z@0x1b", apk, 0},
	})
}

// TestRev15Clean: an honest Kotlin provider (executor and Handler
// lambdas given values read in call(), an SDK_INT-guarded
// FLAG_IMMUTABLE, a counter used as a trace number, an exception only
// logged) gives nothing.
func TestRev15Clean(t *testing.T) {
	checkDex(t, runDex(t, "rev15_clean", false), nil)
}
