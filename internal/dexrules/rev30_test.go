package dexrules_test

import "testing"

// The rev30 apps (testdata/dex/src/rev30_*, labels in
// testdata/dex/rev30_labels_{j,p,k}.md): tool providers written blind —
// their authors read neither the analysis nor its output — in the shapes
// javac 17, kotlinc 2.4 and D8 emit, each with true positives and near
// misses. Each test asserts every finding of its app (checkDex compares
// the whole list), so the near misses are asserted silent.

// TestRev30AnonymousTasks: an anonymous TimerTask reading the calling UID
// runs on the Timer's thread (line 40; its twin logging the uid captured
// in call() is silent); an anonymous Callable reading getCallingPackage,
// added to a list the code fills and hands to invokeAll, runs on the pool
// (line 58; missed at the first run, a note that the body class ArrayList
// was not in the APK); a ThreadPoolExecutor subclass's beforeExecute runs
// on the worker (TaggedPool.java:19, missed at the first run), its
// execute override on the caller's thread (silent).
func TestRev30AnonymousTasks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r30j1/ReportsProvider$1;->run()V@0x8", "com/example/r30j1/ReportsProvider.java", 40},
			{"CETP603", "error", "Lcom/example/r30j1/ReportsProvider$3;->call()Ljava/lang/String;@0x4", "com/example/r30j1/ReportsProvider.java", 58},
			{"CETP603", "error", "Lcom/example/r30j1/TaggedPool;->beforeExecute(Ljava/lang/Thread;Ljava/lang/Runnable;)V@0x4", "com/example/r30j1/TaggedPool.java", 19},
		})
	}
}

// TestRev30DesugaredDefaults: an interface's default resolution(),
// desugared by D8 into Resolving$-CC, sets the component target() returns;
// PartnerFlow overrides target() with another app's Activity (CETP615 at
// the PendingIntent, Resolving.java:13; missed at the first run: the
// interface's abstract declaration counted as a target, and the two
// implementations' classes were not kept as choices), while the provider's
// own inherited default names ConfirmActivity (silent). The resolution
// helper needsUser(pi) puts what it is given under the key, so the
// PendingIntents of limits() are resolutions: LimitActivity never finishes
// (CETP623 at both calls, lines 34 and 35; missed at the first run); the
// edit flags set in the constructor are mutable on both paths (CETP601,
// line 35), the view flags `SDK_INT >= 23 ? FLAG_IMMUTABLE : 0` are not.
// An action-only Intent atop a getActivities stack is implicit (CETP602,
// line 33); where both Intents are explicit (line 32) the stack's top,
// the last element (ConfirmActivity, which finishes and is not exported),
// is judged: silent (the notes that the stack was not followed are gone
// since stop 49).
func TestRev30DesugaredDefaults(t *testing.T) {
	const call = "Lcom/example/r30j2/WalletProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const src = "com/example/r30j2/WalletProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_j2", allCode), []dexWant{
			{"CETP615", "error", "Lcom/example/r30j2/Resolving$-CC;->$default$resolution(Lcom/example/r30j2/Resolving;Ljava/lang/String;)Landroid/app/PendingIntent;@0x17", "com/example/r30j2/Resolving.java", 13},
			{"CETP602", "error", call + "@0x104", src, 33},
			{"CETP623", "note", call + "@0x117", src, 34},
			{"CETP601", "error", call + "@0x12a", src, 35},
			{"CETP623", "note", call + "@0x12a", src, 35},
		})
	}
}

// TestRev30FuturesAndTokens: the calling UID read two calls below a
// supplyAsync supplier runs on the pool (CETP603, line 61; the uid
// captured in call() is silent); an operation id from a SplittableRandom
// field is predictable (CETP613 at the call of accepted, line 40; missed
// at the first run), UUID.randomUUID is not; OpStore.get, shared by
// export_status (no owner check) and cancel_export (op.uid compared), is
// CETP620 on the status path (OpStore.java:25; silent at the first run:
// the session check in call() was taken for the operation's binding, and
// only the first caller path was judged).
func TestRev30FuturesAndTokens(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_j3", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r30j3/ExportProvider;->stamp()I@0x0", "com/example/r30j3/ExportProvider.java", 61},
			{"CETP613", "error", "Lcom/example/r30j3/ExportProvider;->exportPhotos()Landroid/os/Bundle;@0x26", "com/example/r30j3/ExportProvider.java", 40},
			{"CETP620", "warning", "Lcom/example/r30j3/ExportProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/example/r30j3/ExportProvider.java", 50},
		})
	}
}

// TestRev30PipesAndCopies: the write end of createReliablePipe goes out
// under result_fd (CETP612, line 52; the read end whose write end a
// lambda pumps is silent); exception text through getCause().getMessage()
// and a printStackTrace into a StringWriter behind BuildConfig.DEBUG
// leaks (CETP607, lines 63 and 80; fixed texts and Log-only traces are
// silent); index 0 of a sorted Arrays.copyOf of getPackagesForUid is
// CETP604 (Owners.java:13; missed at the first run), while a
// System.arraycopy after a `length != 1` guard is silent.
func TestRev30PipesAndCopies(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_j4", allCode), []dexWant{
			{"CETP612", "error", "Lcom/example/r30j4/BackupProvider;->exportLog()Landroid/os/Bundle;@0x11", "com/example/r30j4/BackupProvider.java", 52},
			{"CETP607", "warning", "Lcom/example/r30j4/BackupProvider;->restoreDb()Landroid/os/Bundle;@0x15", "com/example/r30j4/BackupProvider.java", 63},
			{"CETP607", "warning", "Lcom/example/r30j4/BackupProvider;->verify()Landroid/os/Bundle;@0x1a", "com/example/r30j4/BackupProvider.java", 80},
			{"CETP604", "warning", "Lcom/example/r30j4/Owners;->primary(Landroid/content/Context;I)Ljava/lang/String;@0x17", "com/example/r30j4/Owners.java", 13},
		})
	}
}

// TestRev30SDKPolicies: InboxProvider's authorize returns
// policy.check(request) on a field holding a TrustAllPolicy (CETP617 at
// line 36; silent at the first run, the other provider's ScopePolicy
// implementing the same interface reads the scopes); an LruCache executor
// is memory only (CETP618), an ArrayMap in front of a SQLite journal is
// not; a READ tool reaching db.update two helpers deep (CETP621, line
// 46); a provider with mutating tools and no getMutationExecutor override
// (CETP608), one inheriting the override from the app's base (silent).
func TestRev30SDKPolicies(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_p1", allCode), []dexWant{
			{"CETP608", "error", "Lcom/example/r30p1/DraftsProvider;->getProviderTools()Ljava/util/List;@0x7", "com/example/r30p1/DraftsProvider.java", 31},
			{"CETP617", "error", "Lcom/example/r30p1/InboxProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x6", "com/example/r30p1/InboxProvider.java", 36},
			{"CETP621", "error", "Lcom/example/r30p1/InboxProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x6a", "com/example/r30p1/InboxProvider.java", 46},
			{"CETP618", "error", "Lcom/example/r30p1/MemoExecutor;-><init>(I)V@0x8", "com/example/r30p1/MemoExecutor.java", 13},
		})
	}
}

// TestRev30HandWrittenV2: a provider that never reads session_token
// (CETP625; the other reads it in its base call()); merge_contacts reaches
// an update with no deadline read (CETP619 at the call, line 37); a resume
// token from nanoTime and a counter (CETP613, line 61); a token looked up
// by itself (CETP620 in PendingMerges.take) and one compared but never
// removed (PendingExports.valid); a store doing both is silent.
func TestRev30HandWrittenV2(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_p2", allCode), []dexWant{
			{"CETP625", "warning", "Lcom/example/r30p2/ContactsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x34", "com/example/r30p2/ContactsProvider.java", 25},
			{"CETP619", "warning", "Lcom/example/r30p2/ContactsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7b", "com/example/r30p2/ContactsProvider.java", 37},
			{"CETP613", "error", "Lcom/example/r30p2/ContactsProvider;->merge(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xc", "com/example/r30p2/ContactsProvider.java", 61},
			{"CETP620", "warning", "Lcom/example/r30p2/PendingExports;->valid(Ljava/lang/String;I)Z@0x3", "com/example/r30p2/PendingExports.java", 17},
			{"CETP620", "warning", "Lcom/example/r30p2/PendingMerges;->take(Ljava/lang/String;)Lcom/example/r30p2/Pending;@0x2", "com/example/r30p2/PendingMerges.java", 17},
		})
	}
}

// TestRev30EntryPoints: query under a normal-level readPermission with no
// caller check (CETP605, NotesProvider.java:30; insert/update/delete under
// a signature-level writePermission are silent), an update with neither
// (FilesProvider.java:49); a GET_SIGNATURES check of signatures[0]
// (CETP616, once although javac reads the field twice), a
// GET_SIGNING_CERTIFICATES lookup whose result is discarded (CETP609
// note); the args' user_confirmed deciding a delete (CETP614); args built
// into rawQuery and a file path (CETP622; a whitelist, a bound argument
// and a regex guard are silent).
func TestRev30EntryPoints(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_p3", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/example/r30p3/FilesProvider;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I@0x0", "com/example/r30p3/FilesProvider.java", 49},
			{"CETP609", "note", "Lcom/example/r30p3/FilesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/example/r30p3/FilesProvider.java", 65},
			{"CETP622", "error", "Lcom/example/r30p3/FilesProvider;->export(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x23", "com/example/r30p3/FilesProvider.java", 88},
			{"CETP616", "warning", "Lcom/example/r30p3/Guard;->verify(Landroid/content/Context;I)Z@0x12", "com/example/r30p3/Guard.java", 21},
			{"CETP605", "warning", "Lcom/example/r30p3/NotesProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/example/r30p3/NotesProvider.java", 30},
			{"CETP622", "error", "Lcom/example/r30p3/NotesProvider;->search(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1f", "com/example/r30p3/NotesProvider.java", 90},
			{"CETP614", "error", "Lcom/example/r30p3/NotesProvider;->deleteNotes(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/example/r30p3/NotesProvider.java", 103},
		})
	}
}

// TestRev30KotlinSDK: a `when`-bodied authorize allowing every tool
// (CETP617), a Kotlin object executor on a SparseArray (CETP618; a
// `by lazy` journal executor is silent), a READ tool writing through an
// extension function (CETP621 at the dispatch, line 38).
func TestRev30KotlinSDK(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_p4", allCode), []dexWant{
			{"CETP618", "error", "Lcom/example/r30p4/RecentExecutor;-><clinit>()V@0xc", "com/example/r30p4/RecentExecutor.kt", 9},
			{"CETP617", "error", "Lcom/example/r30p4/ThemeProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x1a", "com/example/r30p4/ThemeProvider.kt", 26},
			{"CETP621", "error", "Lcom/example/r30p4/ThemeProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x5d", "com/example/r30p4/ThemeProvider.kt", 38},
		})
	}
}

// TestRev30Variants: rev30_x1, written by the lead after the round's
// fixes (labels in rev30_labels_x.md before its first scan), tries each
// fix on a shape it was not drawn from. A resume token read in call()
// after the session check and only removed is unbound (CETP620, line 46;
// the owner compared in redeemOwn is silent); a System.arraycopy of the
// whole packages array, unguarded (CETP604, Pkgs.java:12), and a helper
// returning Arrays.copyOf(p, p.length)[0] of the packages it is given
// (CETP604 at the call, line 33, through its summary); a lambda added to
// a local list given to invokeAny (CETP603, line 57; the one capturing
// the uid is silent); an ExecutorService field holding a pool subclass
// that overrides only afterExecute (CETP603, HookedPool.java:13); a
// static reply helper in another class given the PendingIntent
// (CETP623 at line 36 for WipeActivity; ConfirmActivity, line 37,
// finishes). The build before the fixes found none of the six.
func TestRev30Variants(t *testing.T) {
	const call = "Lcom/example/r30x/VariantsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const src = "com/example/r30x/VariantsProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_x1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r30x/HookedPool;->afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V@0xe", "com/example/r30x/HookedPool.java", 13},
			{"CETP604", "warning", "Lcom/example/r30x/Pkgs;->copyFirst(Landroid/content/Context;I)Ljava/lang/String;@0x10", "com/example/r30x/Pkgs.java", 12},
			{"CETP604", "warning", call + "@0xb8", src, 33},
			{"CETP623", "note", call + "@0xfe", src, 36},
			{"CETP620", "warning", "Lcom/example/r30x/VariantsProvider;->redeem(Ljava/lang/String;)Landroid/os/Bundle;@0x2", src, 46},
			{"CETP603", "error", "Lcom/example/r30x/VariantsProvider;->lambda$probe$0()Ljava/lang/Integer;@0x0", src, 57},
		})
	}
}

// TestRev30KotlinScopes: rev30_k1 — PendingIntents built in
// apply/let/also/run: FLAG_MUTABLE (CETP601, line 57) and an Intent given
// only a package (CETP602, line 61), their immutable and explicit twins
// silent; a request name opened as File(filesDir, name) (CETP622, line
// 70), while `File(dir, name).canonicalFile.takeIf { it.parentFile == dir }
// ?: return` (line 74) guards the read — a false CETP622 at the first run.
func TestRev30KotlinScopes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/example/r30k1/ShareProvider;->editIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;@0x18", "com/example/r30k1/ShareProvider.kt", 57},
			{"CETP602", "error", "Lcom/example/r30k1/ShareProvider;->publishIntent(Landroid/content/Context;)Landroid/app/PendingIntent;@0x13", "com/example/r30k1/ShareProvider.kt", 61},
			{"CETP622", "error", "Lcom/example/r30k1/ShareProvider;->openNote(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0xb", "com/example/r30k1/ShareProvider.kt", 70},
		})
	}
}

// TestRev30KotlinFlows: rev30_k2 — the calling UID read in a flow { }
// moved by flowOn(Dispatchers.IO) under runBlocking (CETP603, line 43;
// the uid captured in call() silent), e.stackTraceToString() as the
// error message inside withContext (CETP607, line 55; logged only,
// silent).
func TestRev30KotlinFlows(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_k2", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r30k2/FeedProvider$callerName$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x1e", "com/example/r30k2/FeedProvider.kt", 43},
			{"CETP607", "warning", "Lcom/example/r30k2/FeedProvider$refresh$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x66", "com/example/r30k2/FeedProvider.kt", 55},
		})
	}
}

// TestRev30KotlinIdentity: rev30_k3 — `val (first) = getPackagesForUid(uid)`
// (CETP604, Identity.kt:9), `PARTNER in packages` (CETP624, line 14),
// takeIf { it.size == 1 } and singleOrNull silent; the calling UID read
// inside clearCallingIdentity().let { try … finally } (CETP611, line 64).
func TestRev30KotlinIdentity(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_k3", allCode), []dexWant{
			{"CETP611", "error", "Lcom/example/r30k3/ContactsProvider;->syncShared(Landroid/content/Context;)Landroid/os/Bundle;@0xa", "com/example/r30k3/ContactsProvider.kt", 64},
			{"CETP604", "warning", "Lcom/example/r30k3/IdentityKt;->ownerOf(Landroid/content/pm/PackageManager;I)Ljava/lang/String;@0xe", "com/example/r30k3/Identity.kt", 9},
			{"CETP624", "warning", "Lcom/example/r30k3/IdentityKt;->isPartner(Landroid/content/pm/PackageManager;I)Z@0xf", "com/example/r30k3/Identity.kt", 14},
		})
	}
}

// TestRev30KotlinLazy: rev30_k4 — a resume token looked up with get and
// never removed nor compared (CETP620, line 46; remove()?.takeIf { it.uid
// == uid } silent); resume codes from ALPHABET.random() (Random.Default:
// CETP613 at the call of confirm, line 56; missed at the first run), the
// SecureRandom behind a top-level `by lazy` silent; the args' "force"
// read by a `by lazy(NONE)` property deciding a delete (CETP614, line 50;
// missed at the first run), the dry_run twin silent.
func TestRev30KotlinLazy(t *testing.T) {
	const m = "Lcom/example/r30k4/NotesProvider;->deleteNote(Landroid/content/Context;ILcom/example/r30k4/NoteRequest;Ljava/lang/String;)Landroid/os/Bundle;"
	const src = "com/example/r30k4/NotesProvider.kt"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev30_k4", allCode), []dexWant{
			{"CETP620", "warning", m + "@0x8", src, 46},
			{"CETP614", "error", m + "@0x43", src, 50},
			{"CETP613", "error", m + "@0x7a", src, 56},
		})
	}
}
