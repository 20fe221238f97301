package dexrules_test

import "testing"

// The rev27 apps (testdata/dex/src/rev27_*, labels in
// testdata/dex/rev27_labels.md): tool providers as an Android developer
// writes them, in the shapes javac 17, kotlinc 2.4.20 and D8 emit, each
// with true positives and near misses.

// TestRev27RxOperatorAfterObserveOn: observeOn(Schedulers.io()) moves the
// operators after it, not only subscribe: map's D8 lambda reads the
// calling UID on an io() thread although the chain ends in a blocking
// toList().blockingGet() on the Binder thread (CETP603, line 37; missed
// before: only subscribeOn's upstream and subscribe's functions were
// bodies). The twin whose lambda captures the uid read in call() is
// silent (line 44).
func TestRev27RxOperatorAfterObserveOn(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_rxobs", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r27x/TagsProvider;->lambda$tag$0(Ljava/lang/String;)Ljava/lang/String;@0x0", "com/example/r27x/TagsProvider.java", 37},
		})
	}
}

// TestRev27KotlinInlinedObject: a crossinline lambda inside an inline
// function's `object : Runnable` is copied by kotlinc into
// AuditProvider$call$$inlined$background$1, whose run() holds the block
// and is run by the executor (CETP603 at the class's SMAP line 30); the
// block of inline `timed`, inlined into call() with its finally copies,
// runs on the Binder thread (silent). OpIds, an `object`, numbers
// operation ids with AtomicInteger.getAndIncrement (CETP613 at the put,
// line 37).
func TestRev27KotlinInlinedObject(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_ktinline", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r27k/AuditProvider$call$$inlined$background$1;->run()V@0x4", "com/example/r27k/AuditProvider.kt", 30},
			{"CETP613", "error", "Lcom/example/r27k/AuditProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12d", "com/example/r27k/AuditProvider.kt", 37},
		})
	}
}

// TestRev27CompletableFutureAndRecord: thenApplyAsync's instance lambda
// (D8's lambda$share$1$com-example-r27c-ContactsProvider) reads
// getCallingPackage on the pool (CETP603, line 44); the one given the
// package read in count() is silent (line 36). The record built from the
// args' caller_package and compared with Objects.equals decides the grant
// (CETP606 at the read, line 41).
func TestRev27CompletableFutureAndRecord(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_future", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r27c/ContactsProvider;->share(Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "com/example/r27c/ContactsProvider.java", 41},
			{"CETP603", "error", "Lcom/example/r27c/ContactsProvider;->lambda$share$1$com-example-r27c-ContactsProvider(Ljava/util/List;)Ljava/lang/String;@0x4", "com/example/r27c/ContactsProvider.java", 44},
		})
	}
}

// TestRev27AnonymousLruStore: an executor whose only store is
// Collections.synchronizedMap of an anonymous LinkedHashMap subclass
// (removeEldestEntry past 256) keeps its records in memory (CETP618,
// line 6); the same map in front of a committed SharedPreferences
// journal is silent.
func TestRev27AnonymousLruStore(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_dedup", allCode), []dexWant{
			{"CETP618", "error", "Lcom/example/r27d/LruExecutor;-><init>()V@0x11", "com/example/r27d/LruExecutor.java", 6},
		})
	}
}

// TestRev27WrapperChainCode: restore_notes answers AUTH_REQUIRED through
// Answers.fail$default (mask 14) → Answers.fail, a @JvmOverloads wrapper
// that passes its code on to Replies.error and puts resolution and
// resume_token only when given them: with each method analysed under the
// caller's constants the response gets neither (CETP508 at the put in
// Replies.error, line 11; before, a note that the search goes one call
// up). link_account, through the same wrapper with both, is silent. In
// backup(), inside `use {}` and its catch of IOException,
// "backup failed: " + e.message leaks the exception (CETP607, line 50);
// the branch logging e with a fixed text is silent (line 53).
func TestRev27WrapperChainCode(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_ktuse", allCode), []dexWant{
			{"CETP508", "error", "Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/example/r27u/Replies.java", 11},
			{"CETP607", "warning", "Lcom/example/r27u/BackupProvider;->backup(Landroid/content/Context;Z)Landroid/os/Bundle;@0x52", "com/example/r27u/BackupProvider.kt", 50},
		})
	}
}

// TestRev27WrapperChainBound: four wrappers between call() and the put,
// one more than followed: a note naming the wrapper left and the bound.
func TestRev27WrapperChainBound(t *testing.T) {
	const put = "Lcom/example/r27w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe"
	got := runDex(t, "rev27_wrapdeep", true)
	checkDex(t, got, []dexWant{{"CETP508", "note", put, "com/example/r27w/Replies.java", 11}})
	wantOneNote(t, got, put, "com.example.r27w.Errors.e4 passes on its own parameter (a Kotlin $default bridge or another wrapper), whose callers the search does not follow: the search follows such wrappers 3 calls up", "the wrapper bound")
}

// TestRev27ReflectedTools: objects no constructor call names. A
// java.lang.reflect.Proxy forwards Tool.run through its handler's
// Method.invoke to PurgeTool, whose SQL is built from the args (CETP622,
// line 12); ServiceLoader makes CsvExporter (META-INF/services), whose
// calling_package decides (CETP606, line 9), JsonExporter's style is
// silent; Class.forName(name).getDeclaredConstructor().newInstance()
// makes SyncJob, whose Handler.post lambda reads the calling UID (CETP603,
// line 15), PingJob's read on the Binder thread is silent.
func TestRev27ReflectedTools(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_proxy", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r27p/CsvExporter;->export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r27p/CsvExporter.java", 9},
			{"CETP622", "error", "Lcom/example/r27p/PurgeTool;->run(Landroid/os/Bundle;)Landroid/os/Bundle;@0x21", "com/example/r27p/PurgeTool.java", 12},
		})
		checkDex(t, runDex(t, "rev27_forname", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r27f/SyncJob;->lambda$run$0()V@0x0", "com/example/r27f/SyncJob.java", 15},
		})
	}
}

// TestRev27ReflectedBesideBuiltins: the same reflection beside code that
// constructs one implementation itself (new PingJob(), new
// JsonExporter()). Calls on the interface then reached only the classes
// made with `new`, and SyncJob and CsvExporter were dropped with no note.
// Now ServiceLoader.load(Exporter.class) makes the concrete program
// subtypes of Exporter, and Constructor.newInstance in a class whose
// strings name "com.example.r27g.SyncJob" makes SyncJob: CETP603 (line 15)
// and CETP606 (line 9) are found; PingJob and JsonExporter stay silent.
func TestRev27ReflectedBesideBuiltins(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_plugins", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r27g/SyncJob;->lambda$run$0()V@0x0", "com/example/r27g/SyncJob.java", 15},
			{"CETP606", "error", "Lcom/example/r27g/CsvExporter;->export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r27g/CsvExporter.java", 9},
		})
	}
}

// TestRev27ReflectionNote: a class name read from SharedPreferences for
// Class.forName: nothing names the class, so the object newInstance makes
// may be any Job, and a call on it reaches only PingJob, made with `new`.
// Each rule says its findings may be incomplete there (a note at the
// newInstance in Hooks.load, line 11), rather than miss SyncJob silently.
func TestRev27ReflectionNote(t *testing.T) {
	const at = "Lcom/example/r27n/Hooks;->load(Landroid/content/Context;)Lcom/example/r27n/Job;@0x1a"
	got := runDex(t, "rev27_reflnote", true, "CETP603")
	checkDex(t, got, []dexWant{{"CETP603", "note", at, "com/example/r27n/Hooks.java", 11}})
	wantOneNote(t, got, at, "makes an object by reflection (java.lang.reflect.Constructor.newInstance) of a class it names nowhere the analysis reads", "the unnamed reflective class")
}

// TestRev27KotlinPackageOps: kotlin.collections on getPackagesForUid:
// ArraysKt.first takes element 0 (CETP604, line 29); `any { it in
// TRUSTED }`, inlined by kotlinc into a loop over the array, grants when
// one package of a shared UID matches (CETP624, line 35 by the SMAP);
// singleOrNull() denies an ambiguous UID first (silent).
func TestRev27KotlinPackageOps(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_pkgkt", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/r27a/AccessProvider;->shareLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;@0x8", "com/example/r27a/AccessProvider.kt", 29},
			{"CETP624", "warning", "Lcom/example/r27a/AccessProvider;->exportLog(Landroid/content/pm/PackageManager;I)Landroid/os/Bundle;@0x18", "com/example/r27a/AccessProvider.kt", 35},
		})
	}
}

// TestRev27StoreInAnotherObject: executors keeping no collection of their
// own. LogExecutor's records are in a Kotlin object's ConcurrentHashMap
// (CETP618, line 17). RepoExecutor's are in an injected RequestRepo whose
// only implementation in the app, InMemoryRequestRepo, holds a HashMap
// and calls nothing but the platform: the analysis reads it whole, so the
// field is no store it cannot see into (CETP618, line 37; before, a note).
// JournalRepoExecutor's JournalRepo commits to SharedPreferences (silent);
// RemoteExecutor's RemoteRepo claims the id through OkHttp, a library not
// read: still a note (line 75).
func TestRev27StoreInAnotherObject(t *testing.T) {
	const exec = "execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x11"
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev27_reqstore", allCode)
		checkDex(t, got, []dexWant{
			{"CETP618", "error", "Lcom/example/r27q/LogExecutor;->" + exec, "com/example/r27q/Executors.kt", 17},
			{"CETP618", "error", "Lcom/example/r27q/RepoExecutor;->" + exec, "com/example/r27q/Executors.kt", 37},
			{"CETP618", "note", "Lcom/example/r27q/RemoteExecutor;-><init>(Lcom/example/r27q/RemoteRepo;)V@0xf", "com/example/r27q/Executors.kt", 75},
		})
		wantOneNote(t, got, "", "its field remote (RemoteRepo) may be a store the analysis cannot see into", "the library-backed repository")
	}
}

// TestRev27FlagsChosenByArgument: Resolutions.confirm(op, editable =
// false) picks FLAG_MUTABLE or FLAG_IMMUTABLE by its argument, reached
// through a by-lazy service locator. In rev27_pikt edit_invoice passes
// true (CETP601 at the creation, line 21); in rev27_piktnm every call
// picks immutable — pay_invoice through confirm$default's mask, the
// bridge analysed with call()'s constants, edit_invoice with false — and
// the creation is silent (before: an error from the merge of both
// branches). Both answer void_invoice with v1's authorize_intent
// (CETP509, line 40) and no resolution (CETP508 at Replies.error:11).
func TestRev27FlagsChosenByArgument(t *testing.T) {
	for _, c := range []struct {
		fixture, pkg string
		mutable      bool
	}{{"rev27_pikt", "r27r", true}, {"rev27_piktnm", "r27s", false}} {
		want := []dexWant{
			{"CETP509", "warning", "Lcom/example/" + c.pkg + "/PayProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xd8", "com/example/" + c.pkg + "/PayProvider.kt", 40},
			{"CETP508", "error", "Lcom/example/" + c.pkg + "/PayProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc4", "com/example/" + c.pkg + "/PayProvider.kt", 39},
		}
		if c.mutable {
			want = append(want, dexWant{"CETP601", "error", "Lcom/example/" + c.pkg + "/Resolutions;->confirm(Ljava/lang/String;Z)Landroid/app/PendingIntent;@0x24", "com/example/" + c.pkg + "/PayProvider.kt", 21})
		}
		for _, allCode := range []bool{false, true} {
			checkDex(t, runDex(t, c.fixture, allCode), want)
		}
	}
}

// TestRev27ReflectedFromRegistry: ToolFactory makes tools with
// Class.forName(name).asSubclass(Tool).getDeclaredConstructor()
// .newInstance() from names ToolRegistry, another Kotlin object, keeps in
// a mapOf; the provider makes LocalTool with `new`. The names are read
// from the classes whose static fields the factory reads: ArchiveTool's
// executor lambda reads the calling UID (CETP603, line 31; before, a
// note that the class could not be named), PingTool's read on the Binder
// thread is silent.
func TestRev27ReflectedFromRegistry(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_registry", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r27t/ArchiveTool;->run$lambda$0()V@0xb", "com/example/r27t/Tools.kt", 31},
		})
	}
}

// TestRev27IdentityScope: an AutoCloseable scope whose static factory
// clears the calling identity and whose close() restores it, used with
// javac's try-with-resources: getCallingPackage inside the block reads the
// provider's own identity (CETP611, line 35); read before the block it is
// the caller's (silent, line 40). Found by the base build already.
func TestRev27IdentityScope(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev27_idscope", allCode), []dexWant{
			{"CETP611", "error", "Lcom/example/r27i/ContactsProvider;->sync()Landroid/os/Bundle;@0x4", "com/example/r27i/ContactsProvider.java", 35},
		})
	}
}
