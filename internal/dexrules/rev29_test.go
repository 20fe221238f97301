package dexrules_test

import "testing"

// The rev29 apps (testdata/dex/src/rev29_*, labels in
// testdata/dex/rev29_labels.md): eight Java tool providers in the shapes
// javac 17/21 and D8 emit, each with true positives and near misses. Each
// test asserts every finding of its app (checkDex compares the whole
// list), so the near misses are asserted silent.

// TestRev29DispatchTable: the confirmation flow of each tool is one of
// three implementations of an interface, taken from a HashMap filled in
// the constructor. LegacyFlow's PendingIntent is mutable and implicit
// (CETP601 and CETP602, LegacyFlow.java:11); ActivityFlow and ShareFlow
// are explicit and immutable (silent), but ShareFlow targets an exported
// activity (CETP106); the resolution helper keeps v1's authorize_intent
// (CETP509, line 37).
func TestRev29DispatchTable(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_confirm", allCode), []dexWant{
			{"CETP601", "error", "Lcom/example/r29c/LegacyFlow;->create(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x11", "com/example/r29c/LegacyFlow.java", 11},
			{"CETP602", "error", "Lcom/example/r29c/LegacyFlow;->create(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x11", "com/example/r29c/LegacyFlow.java", 11},
			{"CETP509", "warning", "Lcom/example/r29c/NotesProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;@0x18", "com/example/r29c/NotesProvider.java", 37},
			{"CETP106", "error", "manifest/application/activity[com.example.r29c.ShareActivity]", "../../testdata/dex/rev29_confirm.apk", 0},
		})
	}
}

// TestRev29Builders: error replies and resolution PendingIntents made by
// static nested builders whose state is in fields. link_bank's
// AUTH_REQUIRED goes through Reply$Builder.code on a builder given no
// resolve(...) (CETP508 at the call, line 29; missed before: a put on a
// Bundle field was on no object the rule followed); approve, edit and
// refund call resolve on the same builder (silent). editable() stores
// FLAG_MUTABLE and refund never calls target() (CETP601 and CETP602 in
// Confirm$Builder.build, line 19); approve's builder is explicit and
// immutable.
func TestRev29Builders(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_builder", allCode), []dexWant{
			{"CETP601", "error", "Lcom/example/r29b/Confirm$Builder;->build(I)Landroid/app/PendingIntent;@0x6", "com/example/r29b/Confirm.java", 19},
			{"CETP602", "error", "Lcom/example/r29b/Confirm$Builder;->build(I)Landroid/app/PendingIntent;@0x6", "com/example/r29b/Confirm.java", 19},
			{"CETP508", "error", "Lcom/example/r29b/PaymentsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7c", "com/example/r29b/PaymentsProvider.java", 29},
		})
	}
}

// TestRev29SealedPatternSwitch: Java 21's pattern switch over a sealed
// interface of records, lowered by D8 into a type-switch helper, with a
// guard and a nested record pattern. The args' "confirmed" decides the
// delete (CETP614 at the guard, line 36); the args' caller_package,
// nested in Target, decides the share (CETP606 at its read in Op.parse,
// Op.java:9); the rename binds its id as a selection argument (CETP622
// silent).
func TestRev29SealedPatternSwitch(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_sealed", allCode), []dexWant{
			{"CETP614", "error", "Lcom/example/r29s/FilesProvider;->run(Lcom/example/r29s/Op;)Landroid/os/Bundle;@0x29", "com/example/r29s/FilesProvider.java", 36},
			{"CETP606", "error", "Lcom/example/r29s/Op;->parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/example/r29s/Op;@0x43", "com/example/r29s/Op.java", 9},
		})
	}
}

// TestRev29HandlerThread: a Handler on a HandlerThread built with a
// Handler.Callback method reference: the message's work reads the calling
// package (CETP603, line 51), and so does a method posted with
// postAtFrontOfQueue (line 55); postDelayed of a lambda given the uid
// read in call() is silent.
func TestRev29HandlerThread(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_handler", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r29h/SyncProvider;->sync(Ljava/lang/String;)V@0x0", "com/example/r29h/SyncProvider.java", 51},
			{"CETP603", "error", "Lcom/example/r29h/SyncProvider;->flush()V@0x0", "com/example/r29h/SyncProvider.java", 55},
		})
	}
}

// TestRev29AbstractBaseProvider: the manifest names NotesProvider, whose
// call() is the final one of its abstract grandparent ToolProvider,
// dispatching to the abstract dispatch(). The tools are reached through
// that call on the declared class's objects: the owner lookup takes
// getPackagesForUid()[0] behind a null ternary (CETP604 in
// Packages$Uid.first, Packages.java:10; missed before: the inherited
// entry point did not count NotesProvider as made, so dispatch() reached
// nothing); the lookup denying length != 1 is silent. The catch-all puts
// the exception's class and message (CETP607, line 32); the one logging
// it is silent.
func TestRev29AbstractBaseProvider(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_base", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/r29a/Packages$Uid;->first(Landroid/content/Context;I)Ljava/lang/String;@0xd", "com/example/r29a/Packages.java", 10},
			{"CETP607", "warning", "Lcom/example/r29a/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x88", "com/example/r29a/ToolProvider.java", 32},
		})
	}
}

// TestRev29Streams: Arrays.stream(packages).findFirst() takes element 0
// (CETP604, line 38); Stream.of(packages).anyMatch(TRUSTED::contains)
// accepts a shared UID (CETP624, line 43); the length != 1 denial is
// silent. ThreadLocalRandom numbers an operation (CETP613 at the call of
// accepted, line 55); BigInteger of a SecureRandom field is silent.
func TestRev29Streams(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_streams", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/r29t/ShareProvider;->share(I)Landroid/os/Bundle;@0x10", "com/example/r29t/ShareProvider.java", 38},
			{"CETP624", "warning", "Lcom/example/r29t/ShareProvider;->sync(I)Landroid/os/Bundle;@0x1c", "com/example/r29t/ShareProvider.java", 43},
			{"CETP613", "error", "Lcom/example/r29t/ShareProvider;->startExport()Landroid/os/Bundle;@0xc", "com/example/r29t/ShareProvider.java", 55},
		})
	}
}

// TestRev29LedgerPerObject: one ledger class, two instances in the
// provider's fields, built on java.util.Random and on SecureRandom; open()
// masks the drawn long (`& Long.MAX_VALUE`) before formatting it. The
// operation id from the Random ledger is predictable (CETP613 at the call,
// line 29; missed before, with no note: the arithmetic left nothing to
// follow back to the generator field, and the field, filled from the
// constructor's parameter, mixed both generators); the resume token from
// the SecureRandom ledger is silent (line 30). The calling package read
// by a helper inside synchronized, in the cleared-identity window, is
// CETP611 (line 39); the same helper before clearing is silent.
func TestRev29LedgerPerObject(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_lock", allCode), []dexWant{
			{"CETP613", "error", "Lcom/example/r29l/JobsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7b", "com/example/r29l/JobsProvider.java", 29},
			{"CETP611", "error", "Lcom/example/r29l/JobsProvider;->compact()Landroid/os/Bundle;@0x14", "com/example/r29l/JobsProvider.java", 39},
		})
	}
}

// TestRev29FileResults: the mode a string-switch helper picks for "db" is
// MODE_READ_WRITE (CETP612 at the call of fileResult, line 39; "log"'s
// read-only mode through the same line is silent); the write end of a
// pipe goes to the Consumer (CETP612, line 59), while the read end whose
// write end a runAsync lambda pumps is silent; "export failed: " +
// e.getLocalizedMessage() leaks (CETP607, line 41), the fixed texts do
// not.
func TestRev29FileResults(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_pipe", allCode), []dexWant{
			{"CETP612", "error", "Lcom/example/r29p/ExportProvider;->exportFile(Ljava/lang/String;)Landroid/os/Bundle;@0x28", "com/example/r29p/ExportProvider.java", 39},
			{"CETP607", "warning", "Lcom/example/r29p/ExportProvider;->exportFile(Ljava/lang/String;)Landroid/os/Bundle;@0x43", "com/example/r29p/ExportProvider.java", 41},
			{"CETP612", "error", "Lcom/example/r29p/ExportProvider;->streamRaw()Landroid/os/Bundle;@0x11", "com/example/r29p/ExportProvider.java", 59},
		})
	}
}

// TestRev29Variants: the rev29 fixes on forms they were not written for.
// A concrete base provider's inherited call() dispatches to the declared
// subclass's handle() override (before, only the base's own handle was
// reached and the app was silent). login's AUTH_REQUIRED comes from a
// static factory's builder built bare (CETP508 at the code() call in
// Reply.auth, line 6, the factory's builder followed into the caller it
// is returned to); relogin builds the same and puts resolution and
// resume_token on the Bundle (silent). A static ledger on java.util.Random
// formatting Math.abs of a draw numbers an operation (CETP613, line 20);
// the SecureRandom one is silent (line 21). lock_account keeps its builder
// in a field and builds it in another method: the answer is open, a note
// says so (line 23); so does authFor, given its builder as a parameter
// (line 34).
func TestRev29Variants(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev29_variants", allCode)
		checkDex(t, got, []dexWant{
			{"CETP613", "error", "Lcom/example/r29v/NotesProvider;->handle(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x60", "com/example/r29v/NotesProvider.java", 20},
			{"CETP508", "note", "Lcom/example/r29v/NotesProvider;->handle(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x87", "com/example/r29v/NotesProvider.java", 23},
			{"CETP508", "note", "Lcom/example/r29v/NotesProvider;->authFor(Lcom/example/r29v/Reply$Builder;)Landroid/os/Bundle;@0x2", "com/example/r29v/NotesProvider.java", 34},
			{"CETP508", "error", "Lcom/example/r29v/Reply;->auth()Lcom/example/r29v/Reply$Builder;@0x7", "com/example/r29v/Reply.java", 6},
		})
		wantOneNote(t, got, "Lcom/example/r29v/NotesProvider;->handle(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x87",
			"goes on from com.example.r29v.NotesProvider.handle", "the builder kept in a field")
		wantOneNote(t, got, "Lcom/example/r29v/NotesProvider;->authFor(Lcom/example/r29v/Reply$Builder;)Landroid/os/Bundle;@0x2",
			"is not made in com.example.r29v.NotesProvider.authFor", "the builder given as a parameter")
	}
}

// TestRev29ReplyParts: the builder whose fields hold the parts and whose
// toBundle() makes the Bundle, putting resolution and resume_token only
// `if (resolution != null)`. Per field, the code was one of three and some
// path put both keys: a note. Per reply object, in the method making it:
// link_account's reply is given AUTH_REQUIRED and never resolve(), so its
// resolution field is null and toBundle skips the block (CETP508 at the
// toBundle call, line 29); approve_transfer's is given both (silent),
// sync_accounts' code needs none (silent).
func TestRev29ReplyParts(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_reply", allCode), []dexWant{
			{"CETP508", "error", "Lcom/example/r29r/AccountsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x86", "com/example/r29r/AccountsProvider.java", 29},
		})
	}
}

// TestRev29JobTable: six Callable jobs in a HashMap field filled in the
// constructor; the tool's job, read with Map.get, is submitted to an
// executor. The body is every value stored into that field's map: the job
// reading the calling UID runs on the pool (CETP603 at Audit.call, line
// 42; before, a note that the body came from Map.get), the other five are
// silent. A second table, an unmodifiable view of a HashMap its static
// initializer fills with a constant key, is a constant table (tables.go):
// its one job, Ping, reads no identity, so the submit of it at line 31 is
// silent (before the tables, a note that the element was not tied).
func TestRev29JobTable(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev29_jobs", allCode)
		checkDex(t, got, []dexWant{
			{"CETP603", "error", "Lcom/example/r29j/JobsProvider$Audit;->call()Ljava/lang/String;@0x7", "com/example/r29j/JobsProvider.java", 42},
		})
	}
}

// TestRev29ClearedWindowHelper: a helper clears the identity and runs the
// Runnable it is given; call() gives it a lambda reading
// getCallingPackage (CETP611 at the run() call inside the window,
// Identity.java:9, naming the lambda class, as CETP611 places a window's
// callee) and one given the uid read before (silent). A generic getter
// taking the key as a parameter reads "caller_package", which decides the
// share (CETP606, line 38); "tag" is silent. A notification PendingIntent
// made only for a BroadcastReceiver is mutable and implicit off the
// surface (CETP610, Notices.java:8), not CETP601/602.
func TestRev29ClearedWindowHelper(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev29_window", allCode), []dexWant{
			{"CETP611", "error", "Lcom/example/r29w/Identity;->asSelf(Ljava/lang/Runnable;)V@0x4", "com/example/r29w/Identity.java", 9},
			{"CETP606", "error", "Lcom/example/r29w/MediaProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa5", "com/example/r29w/MediaProvider.java", 38},
			{"CETP610", "warning", "Lcom/example/r29w/Notices;->open(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/example/r29w/Notices.java", 8},
		})
	}
}
