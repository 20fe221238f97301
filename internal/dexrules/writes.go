package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// writeKind tells what a write sink changes.
type writeKind uint8

const (
	writeDatabase writeKind = 1 << iota // SQLite, Room, SQLDelight, Realm, Firebase's databases
	writePrefs                          // SharedPreferences, Jetpack DataStore, MMKV
	writeResolver                       // another provider, through ContentResolver
	writeFile                           // a file of the app's storage
	writeNetwork                        // an HTTP request that is not GET or HEAD
)

// writeSink is a framework or library call that writes state.
type writeSink struct {
	kind writeKind
	// arg, when set, decides from the call's argument values whether
	// this call writes (an HTTP method, setDoOutput(true)).
	arg func(args []regflow.Value) bool
}

var (
	sqliteWrites = names("insert", "insertOrThrow", "insertWithOnConflict", "replace", "replaceOrThrow",
		"update", "updateWithOnConflict", "delete", "execSQL", "execPerConnectionSQL")
	statementWrites = names("executeInsert", "executeUpdateDelete")
	resolverWrites  = names("insert", "bulkInsert", "update", "delete", "applyBatch")
	kotlinFileIO    = names("writeText", "writeBytes", "appendText", "appendBytes", "writeText$default", "appendText$default")
	nioFileWrites   = names("write", "writeString", "newOutputStream", "newBufferedWriter", "createFile", "delete", "deleteIfExists", "move", "copy")
	okhttpWrites    = names("post", "put", "patch", "delete")
)

func names(ns ...string) map[string]bool {
	out := make(map[string]bool, len(ns))
	for _, n := range ns {
		out[n] = true
	}
	return out
}

// sinkOf returns the write a call makes, if it is one of the calls the
// write rules know: SQLite and Room writes, SharedPreferences commits,
// ContentResolver writes, file output, and HTTP requests with a body.
func sinkOf(ref *dex.MethodRef) (writeSink, bool) {
	c, n := ref.Class, ref.Name
	switch {
	case sqliteDatabase(c):
		if sqliteWrites[n] {
			return writeSink{kind: writeDatabase}, true
		}
	case c == "Landroid/database/sqlite/SQLiteStatement;" || c == "Landroidx/sqlite/db/SupportSQLiteStatement;":
		if statementWrites[n] {
			return writeSink{kind: writeDatabase}, true
		}
	case c == "Landroidx/room/EntityInsertionAdapter;" && strings.HasPrefix(n, "insert"),
		c == "Landroidx/room/EntityDeletionOrUpdateAdapter;" && strings.HasPrefix(n, "handle"),
		c == "Landroidx/room/EntityUpsertionAdapter;" && strings.HasPrefix(n, "upsert"):
		return writeSink{kind: writeDatabase}, true
	case strings.HasPrefix(c, "Landroidx/room/"):
		return roomWrite(c, n)
	case c == "Landroid/content/SharedPreferences$Editor;":
		if n == "commit" || n == "apply" {
			return writeSink{kind: writePrefs}, true
		}
	case c == "Landroidx/datastore/core/DataStore;" && n == "updateData",
		c == "Landroidx/datastore/preferences/core/PreferencesKt;" && n == "edit",
		(c == "Landroidx/datastore/rxjava2/RxDataStore;" || c == "Landroidx/datastore/rxjava3/RxDataStore;") && n == "updateDataAsync",
		c == "Lcom/tencent/mmkv/MMKV;" && mmkvWrites[n]:
		return writeSink{kind: writePrefs}, true
	case c == "Lcom/google/firebase/firestore/DocumentReference;" && firestoreDocWrites[n],
		c == "Lcom/google/firebase/firestore/CollectionReference;" && n == "add",
		c == "Lcom/google/firebase/firestore/WriteBatch;" && n == "commit",
		c == "Lcom/google/firebase/firestore/FirebaseFirestore;" && (n == "runTransaction" || n == "runBatch"),
		c == "Lcom/google/firebase/database/DatabaseReference;" && rtdbWrites[n],
		(c == "Lio/realm/Realm;" || c == "Lio/realm/DynamicRealm;") && realmWrites[n],
		(c == "Lio/realm/RealmObject;" || c == "Lio/realm/RealmResults;" || c == "Lio/realm/RealmList;") && strings.HasPrefix(n, "delete"),
		strings.HasPrefix(c, "Lio/realm/kotlin/") && realmKotlinWrites[n],
		sqlDelightDriver(c) && n == "execute":
		return writeSink{kind: writeDatabase}, true
	case c == "Landroid/content/ContentResolver;" || c == "Landroid/content/ContentProviderClient;":
		if resolverWrites[n] {
			return writeSink{kind: writeResolver}, true
		}
	case n == "<init>" && (c == "Ljava/io/FileOutputStream;" || c == "Ljava/io/FileWriter;"):
		return writeSink{kind: writeFile}, true
	case n == "openFileOutput" && ref.Return == "Ljava/io/FileOutputStream;":
		return writeSink{kind: writeFile}, true
	case c == "Ljava/nio/file/Files;" && nioFileWrites[n]:
		return writeSink{kind: writeFile}, true
	case c == "Lkotlin/io/FilesKt;" && kotlinFileIO[n]:
		return writeSink{kind: writeFile}, true
	case (c == "Ljava/net/HttpURLConnection;" || c == "Ljavax/net/ssl/HttpsURLConnection;") && n == "setRequestMethod":
		return writeSink{kind: writeNetwork, arg: func(args []regflow.Value) bool { return len(args) > 1 && writingMethod(args[1]) }}, true
	case (c == "Ljava/net/HttpURLConnection;" || c == "Ljavax/net/ssl/HttpsURLConnection;" || c == "Ljava/net/URLConnection;") && n == "setDoOutput":
		// setDoOutput(true) turns a GET into a POST.
		return writeSink{kind: writeNetwork, arg: func(args []regflow.Value) bool {
			return len(args) > 1 && args[1].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Const && x.Int != 0 })
		}}, true
	case n == "<init>" && volleyRequest(c) && len(ref.Params) > 0 && ref.Params[0] == "I":
		// Volley: a request made for a writing method (StringRequest(
		// Request.Method.DELETE, url, …)) is sent when queued.
		return writeSink{kind: writeNetwork, arg: func(args []regflow.Value) bool { return len(args) > 1 && volleyWritingMethod(args[1]) }}, true
	case c == "Lokhttp3/Request$Builder;":
		if okhttpWrites[n] {
			return writeSink{kind: writeNetwork}, true
		}
		if n == "method" {
			return writeSink{kind: writeNetwork, arg: func(args []regflow.Value) bool { return len(args) > 1 && writingMethod(args[1]) }}, true
		}
	}
	return writeSink{}, false
}

// volleyRequest reports Volley's request classes whose constructors take
// the HTTP method first (its toolbox's and the base class an app's own
// request calls).
func volleyRequest(class string) bool {
	switch class {
	case "Lcom/android/volley/Request;", "Lcom/android/volley/toolbox/StringRequest;", "Lcom/android/volley/toolbox/JsonRequest;",
		"Lcom/android/volley/toolbox/JsonObjectRequest;", "Lcom/android/volley/toolbox/JsonArrayRequest;":
		return true
	}
	return false
}

// volleyWritingMethod reports a Volley Request.Method constant that
// changes the server: POST (1), PUT (2), DELETE (3), PATCH (7).
func volleyWritingMethod(v regflow.Value) bool {
	return v.Has(func(x regflow.Alt) bool {
		return x.Kind == regflow.Const && (x.Int == 1 || x.Int == 2 || x.Int == 3 || x.Int == 7)
	})
}

// Durable stores of the libraries an APK bundles, by API family: the
// calls that change what the store keeps across a restart (CETP618's
// durable record, CETP621's write).
var (
	// MMKV writes at once, without commit: encode and the
	// SharedPreferences.Editor methods it implements.
	mmkvWrites = names("encode", "putString", "putStringSet", "putInt", "putLong", "putFloat", "putBoolean", "putBytes",
		"remove", "removeValueForKey", "removeValuesForKeys", "clear", "clearAll", "importFromSharedPreferences", "commit", "apply")
	firestoreDocWrites = names("set", "update", "delete")
	rtdbWrites         = names("setValue", "updateChildren", "removeValue", "runTransaction")
	// Realm Java: transactions, and the calls that create, copy or
	// delete managed objects inside one.
	realmWrites = names("executeTransaction", "executeTransactionAsync", "commitTransaction", "copyToRealm", "copyToRealmOrUpdate",
		"insert", "insertOrUpdate", "createObject", "createObjectFromJson", "createOrUpdateObjectFromJson", "createAllFromJson",
		"createOrUpdateAllFromJson", "delete", "deleteAll")
	// Realm Kotlin: write transactions and MutableRealm's changes.
	realmKotlinWrites = names("write", "writeBlocking", "copyToRealm", "delete", "deleteAll")
	roomAdapters      = map[string]string{"Landroidx/room/EntityInsertAdapter;": "insert",
		"Landroidx/room/EntityDeleteOrUpdateAdapter;": "handle", "Landroidx/room/EntityUpsertAdapter;": "upsert"}
)

// roomWrite recognises Room's writes beyond the SupportSQLite calls: the
// entity adapters of its Kotlin code generator (EntityInsertAdapter and its
// kin, given a connection), transactions (RoomDatabase.runInTransaction,
// room-ktx's withTransaction, useWriterConnection), and the blocks the
// generated DAOs run through DBUtil.performBlocking/performSuspending
// with isReadOnly false, or CoroutinesRoom.execute in a transaction
// without a cancellation signal (the shape of a suspend @Insert, @Update,
// @Delete or modifying @Query).
func roomWrite(c, n string) (writeSink, bool) {
	if prefix, ok := roomAdapters[c]; ok && strings.HasPrefix(n, prefix) {
		return writeSink{kind: writeDatabase}, true
	}
	switch {
	case c == "Landroidx/room/RoomDatabase;" && n == "runInTransaction",
		c == "Landroidx/room/RoomDatabaseKt;" && (n == "withTransaction" || n == "useWriterConnection"):
		return writeSink{kind: writeDatabase}, true
	case c == "Landroidx/room/util/DBUtil;" && (n == "performBlocking" || n == "performSuspending"):
		// (RoomDatabase db, boolean isReadOnly, boolean inTransaction, block…)
		return writeSink{kind: writeDatabase, arg: func(args []regflow.Value) bool { return len(args) > 1 && isFalse(args[1]) }}, true
	case (c == "Landroidx/room/CoroutinesRoom;" || c == "Landroidx/room/CoroutinesRoom$Companion;") && n == "execute":
		// (db, inTransaction, Callable, Continuation), static or on the
		// Companion; the form with a CancellationSignal runs queries.
		return writeSink{kind: writeDatabase, arg: func(args []regflow.Value) bool {
			if c == "Landroidx/room/CoroutinesRoom$Companion;" && len(args) > 0 {
				args = args[1:]
			}
			return len(args) == 4 && isTrue(args[1])
		}}, true
	}
	return writeSink{}, false
}

// sqlDelightDriver recognises SQLDelight's driver (1.x and 2.x), whose
// execute runs statements that change the database (queries go through
// executeQuery).
func sqlDelightDriver(c string) bool {
	switch c {
	case "Lapp/cash/sqldelight/db/SqlDriver;", "Lcom/squareup/sqldelight/db/SqlDriver;",
		"Lapp/cash/sqldelight/driver/android/AndroidSqliteDriver;", "Lcom/squareup/sqldelight/android/AndroidSqliteDriver;":
		return true
	}
	return false
}

// isFalse and isTrue report whether a boolean argument is that constant
// on every path.
func isFalse(v regflow.Value) bool {
	return v.Exact() && len(v.Alts) > 0 && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int != 0 })
}

func isTrue(v regflow.Value) bool {
	return v.Exact() && len(v.Alts) > 0 && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int == 0 })
}

// writingMethod reports whether an HTTP method value may be one that
// sends a body to change state (anything but GET, HEAD, OPTIONS, TRACE).
// A method the analysis cannot see is not counted: precision first.
func writingMethod(v regflow.Value) bool {
	return v.Has(func(x regflow.Alt) bool {
		if x.Kind != regflow.Str {
			return false
		}
		switch strings.ToUpper(x.Str) {
		case "GET", "HEAD", "OPTIONS", "TRACE":
			return false
		}
		return true
	})
}

// library reports whether a class belongs to a runtime or third-party
// library whose internals the write rules do not follow: the platform,
// the Kotlin and AndroidX libraries, common HTTP and serialization
// libraries, the storage libraries whose writes sinkOf knows (Realm, MMKV,
// SQLDelight's runtime), and the CETP SDK. Their public write calls are sinks in
// sinkOf; what they do inside (an HTTP cache writing files, the SDK's own
// journal) is not the app's handler writing.
func library(class string) bool {
	if program.IsPlatform(class) {
		return true
	}
	for _, prefix := range []string{"Lokhttp3/", "Lokio/", "Lretrofit2/", "Lcom/google/", "Lcom/squareup/",
		"Lio/reactivex/", "Lio/ktor/", "Ltimber/", "Lorg/slf4j/", "Lcom/fasterxml/", "Lcom/clawseed/cetp/sdk/",
		"Lio/realm/", "Lcom/tencent/mmkv/", "Lapp/cash/sqldelight/"} {
		if strings.HasPrefix(class, prefix) {
			return true
		}
	}
	return false
}

// writeHit is a write found from some starting call: the sink call, the
// method it is in, and the chain of app methods from the start to it.
type writeHit struct {
	Sink  *program.Call
	In    *dex.Method
	Kind  writeKind
	Chain []*dex.Method // from the first callee to In
	// Unsure, when set, says the write was found in a body method of an
	// R8-merged class followed whole because which case of it runs
	// cannot be told (handed.whole): it may be a sibling class's write.
	Unsure string
}

// maxWriteDepth bounds how many calls deep the write search follows, and
// maxWriteVisit how many methods one search visits.
const (
	maxWriteDepth = 12
	maxWriteVisit = 4096
)

// writeSearch finds writes reachable from calls, following the app's own
// code (not libraries) breadth-first, so the chain it reports is a
// shortest one. It remembers, per method, what it found from there.
type writeSearch struct {
	prog *program.Program
	// want selects the kinds of write looked for.
	want writeKind
	// direct caches, per method, the first write call it makes itself;
	// reached, the first write reachable from a method.
	direct  map[*dex.Method]*writeHit
	reached map[*dex.Method]*writeHit
	// cut holds the methods from which a search stopped at its bounds:
	// a write further away may be missed.
	cut map[*dex.Method]bool
	// skip, when set, names classes whose code is not followed;
	// skipMethod, methods.
	skip       func(class string) bool
	skipMethod func(m *dex.Method) bool
	// skipLedger, when set, does not count a deduplication ledger's row
	// kept up to date (requestRow) as a write.
	skipLedger bool
	// bodies, when set, follows the bodies a method makes — lambdas and
	// callback objects of the app's classes, which a library it hands them
	// to runs (a coroutine given to runBlocking, a block given to a
	// transaction) — as if the method called them; made caches them.
	bodies bool
	made   map[*dex.Method][]*dex.Method
	handed *handedBodies // with bodies: what a platform call runs (an Executor's Runnable)
	// unsure holds, per start of a search, why a body some platform call
	// on the way runs could not be resolved: a write there may be missed.
	unsure map[*dex.Method]string
	// narrowed caches, per method, the targets of its virtual calls that
	// can run there (Program.TargetsAt), where that is fewer than all.
	narrowed map[*dex.Method]map[uint32][]*dex.Method
	// avoid, when set, names methods not followed, and passes, calls
	// (by method and address) whose targets are not followed: code whose
	// writes are not the ones looked for (a mutation executor's mutation).
	avoid  map[*dex.Method]bool
	passes map[*dex.Method]map[uint32]bool
	// facts caches argFacts; reachedBound, reachBound's answers for a
	// start given exact argument classes.
	facts        map[argFactsKey]map[uint32][]argFact
	reachedBound map[string]*writeHit
}

// targetsOf returns the targets of call c in m that can run there: a
// Kotlin lambda's Function1.invoke called on the object a helper was
// given reaches the lambdas its callers pass, not every Function1 of the
// app (rev42_k1: an Rx map on one tool's lambda reached another tool's
// database write).
func (s *writeSearch) targetsOf(m *dex.Method, c *program.Call) []*dex.Method {
	if s.passes[m][c.Addr] {
		return nil
	}
	all := s.prog.Targets(c)
	if len(all) < 2 {
		return all
	}
	if s.narrowed == nil {
		s.narrowed = map[*dex.Method]map[uint32][]*dex.Method{}
	}
	at, ok := s.narrowed[m]
	if !ok {
		at = map[uint32][]*dex.Method{}
		s.prog.ReplayCalls(m, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
			if ts := s.prog.Targets(cc); len(ts) >= 2 {
				if n := s.prog.TargetsAt(m, cc, in, st); len(n) < len(ts) {
					at[cc.Addr] = n
				}
			}
		})
		s.narrowed[m] = at
	}
	if n, ok := at[c.Addr]; ok {
		return n
	}
	return all
}

// handedAt returns what platform call c of m runs, when bodies are
// followed.
func (s *writeSearch) handedAt(m *dex.Method, c *program.Call) *handed {
	if !s.bodies {
		return nil
	}
	if s.handed == nil {
		s.handed = newHandedBodies(s.prog)
	}
	return s.handed.at(m, c)
}

// unsureFrom says why a write reachable through call c of m may have been
// missed because a body it hands over could not be resolved; "" when none.
func (s *writeSearch) unsureFrom(m *dex.Method, c *program.Call) string {
	if x := s.handedAt(m, c); x != nil && x.why != "" {
		return shortRef(c.Ref) + " in " + Short(m) + ": " + x.why
	}
	for _, t := range s.prog.Targets(c) {
		if why := s.unsure[t]; why != "" {
			return why
		}
	}
	return ""
}

// madeBodies returns the body methods (run, call, invoke, invokeSuspend,
// …) of the app objects m makes: classes it constructs, stateless lambdas
// it reads as their INSTANCE, and invoke-custom lambdas' implementation
// methods. The framework or a library calls them; reachability treats
// them the same way (program.Reachable).
func (s *writeSearch) madeBodies(m *dex.Method) []*dex.Method {
	if out, ok := s.made[m]; ok {
		return out
	}
	var out []*dex.Method
	seen := map[string]bool{}
	add := func(class string) {
		c := s.prog.Classes[class]
		if c == nil || seen[class] || class == m.Class.Name || class == m.Class.Super || !s.followsClass(class) {
			return
		}
		seen[class] = true
		out = append(out, s.prog.BodyMethods(c)...)
	}
	for _, c := range s.prog.Calls(m) {
		if c.Ref.Name == "<init>" {
			add(c.Ref.Class)
		}
	}
	if insns, err := m.Insns(); err == nil && insns != nil {
		_ = dex.ScanStaticReads(insns, func(_ uint32, _ byte, index uint32) {
			if f, err := m.Class.File.Field(index); err == nil && f.Name == "INSTANCE" && f.Type == f.Class {
				add(f.Class)
			}
		})
		_ = dex.ScanInvokeCustom(insns, func(_ uint32, _ byte, index uint32) {
			out = append(out, s.prog.LambdaMethods(m.Class.File, index)...)
		})
	}
	s.made[m] = out
	return out
}

// followsClass is follows for a class name.
func (s *writeSearch) followsClass(class string) bool {
	return !library(class) && (s.skip == nil || !s.skip(class))
}

// follows reports whether the search goes into t.
func (s *writeSearch) follows(t *dex.Method) bool {
	return s.followsClass(t.Class.Name) && !s.avoid[t] && (s.skipMethod == nil || !s.skipMethod(t))
}

// bookkeeping reports whether a class is named for what §3.4 lets a read
// tool do beside reading — logging, caching, metering — so its writes are
// not the tool's business state.
func bookkeeping(class string) bool {
	toks := ident.Tokens(simpleName(class))
	return ident.Has(toks, "log", "logger", "logging", "cache", "metrics", "metering", "meter", "telemetry", "analytics", "stats")
}

// bookkeepingMethod reports whether a method is named for the same
// (logDelivery, cacheResult, auditAccess): a log row an app's DAO writes
// beside its business tables.
// A method's name is read more narrowly than a class's: a stats() that
// computes a tool's answer is not a counter.
func bookkeepingMethod(m *dex.Method) bool {
	return ident.Has(ident.Tokens(m.Ref.Name), "log", "logging", "audit", "cache", "telemetry", "analytics", "metrics")
}

func newWriteSearch(prog *program.Program, want writeKind) *writeSearch {
	return &writeSearch{prog: prog, want: want, direct: map[*dex.Method]*writeHit{},
		reached: map[*dex.Method]*writeHit{}, cut: map[*dex.Method]bool{}, made: map[*dex.Method][]*dex.Method{},
		unsure: map[*dex.Method]string{}}
}

// writeAt reports whether call c of m is a write of the wanted kinds,
// judging argument-dependent sinks from m's register values.
func (s *writeSearch) writeAt(m *dex.Method, c *program.Call) (writeKind, bool) {
	w, ok := sinkOf(c.Ref)
	if !ok || w.kind&s.want == 0 || s.skipLedger && requestRow(s.prog, m, c) {
		return 0, false
	}
	if w.arg == nil {
		return w.kind, true
	}
	found, generic := false, false
	s.prog.ReplayCalls(m, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
		if cc.Addr == c.Addr && w.arg(program.CallArgs(st, in, cc.Ref)) {
			found = true
		}
		if cc.Ref.Name == "setRequestMethod" && c.Ref.Name == "setDoOutput" {
			if args := program.CallArgs(st, in, cc.Ref); len(args) > 1 && !allStrings(args[1]) {
				generic = true
			}
		}
	})
	// A transport whose HTTP method is the request's data (a client's
	// execute(request) setting the request's method and, for one with a
	// body, output): that it may POST says nothing of what a given caller
	// sends; a caller's constant method is judged where it is set.
	return w.kind, found && !generic
}

// allStrings reports whether every alternative of v is a string constant.
func allStrings(v regflow.Value) bool {
	return len(v.Alts) > 0 && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Str })
}

// own returns the first write m makes itself, or nil.
func (s *writeSearch) own(m *dex.Method) *writeHit {
	if h, ok := s.direct[m]; ok {
		return h
	}
	var hit *writeHit
	calls := s.prog.Calls(m)
	for i := range calls {
		if k, ok := s.writeAt(m, &calls[i]); ok {
			hit = &writeHit{Sink: &calls[i], In: m, Kind: k}
			break
		}
	}
	s.direct[m] = hit
	return hit
}

// from returns the first write reachable through call c of method m:
// the call itself, or the nearest write in the app code it runs. The
// second result is false when the search stopped at its bounds.
func (s *writeSearch) from(m *dex.Method, c *program.Call) (*writeHit, bool) {
	if k, ok := s.writeAt(m, c); ok {
		return &writeHit{Sink: c, In: m, Kind: k}, true
	}
	var best *writeHit
	complete := true
	targets := s.targetsOf(m, c)
	if x := s.handedAt(m, c); x != nil {
		targets = x.targets
		if h := s.inCases(x, nil); h != nil {
			return h, true
		}
	}
	if s.bodies && c.Ref.Name == "<init>" && c.Ref.Class != m.Class.Name && c.Ref.Class != m.Class.Super && s.followsClass(c.Ref.Class) {
		// A body made here (a lambda or callback object handed to
		// CompletableFuture.thenApply, a listener, a library) runs its
		// body methods when the library calls them, as madeBodies follows
		// for the methods the search walks into.
		if k := s.prog.Classes[c.Ref.Class]; k != nil {
			targets = append(slices.Clip(targets), s.prog.BodyMethods(k)...)
		}
	}
	var classes []string // the exact classes c passes, per argument slot
	if fs := s.argFacts(m, false)[c.Addr]; fs != nil {
		targets = s.castFeasible(targets, fs, nil)
		classes = bindArgs(fs, nil)
	}
	for _, t := range targets {
		if !s.follows(t) {
			continue
		}
		h := s.reachBound(t, classes)
		complete = complete && !s.cut[t]
		if h != nil && (best == nil || len(h.Chain) < len(best.Chain)) {
			best = h
		}
	}
	return best, complete
}

// writeItem is a method the write search reached, and through which.
type writeItem struct {
	m    *dex.Method
	prev *writeItem
	// unsure: the item was reached through a merged body method
	// followed whole (handed.whole), and why.
	unsure string
	// bound, when not nil, gives per argument slot of m (the receiver's
	// included) the exact app class the call reaching m passed there
	// (an event object `publish(new DeviceShown(id))`), "" for others.
	bound []string
}

// chain returns the methods from the search's start to it.
func (it *writeItem) chain() []*dex.Method {
	var chain []*dex.Method
	for x := it; x != nil; x = x.prev {
		chain = append([]*dex.Method{x.m}, chain...)
	}
	return chain
}

// inCases returns the first write among the calls of a merged body's
// case that x hands over (the body's method appended to chain), or nil.
func (s *writeSearch) inCases(x *handed, chain []*dex.Method) *writeHit {
	for _, cs := range x.cases {
		if k, ok := s.writeAt(cs.Method, cs.Call); ok {
			return &writeHit{Sink: cs.Call, In: cs.Method, Kind: k, Chain: append(slices.Clip(chain), cs.Method)}
		}
	}
	return nil
}

// reach returns the nearest write reachable from start (start itself
// first in its chain), computed once per method.
func (s *writeSearch) reach(start *dex.Method) *writeHit { return s.reachBound(start, nil) }

// reachBound is reach from start given the exact argument classes bound
// (nil: none), computed once per method and binding.
func (s *writeSearch) reachBound(start *dex.Method, bound []string) *writeHit {
	if bound != nil {
		k := fmt.Sprintf("%p%q", start, bound)
		if h, ok := s.reachedBound[k]; ok {
			return h
		}
		if s.reachedBound == nil {
			s.reachedBound = map[string]*writeHit{}
		}
		h := s.search(start, bound)
		s.reachedBound[k] = h
		return h
	}
	if h, ok := s.reached[start]; ok {
		return h
	}
	h := s.search(start, nil)
	s.reached[start] = h
	return h
}

// search is the breadth-first search behind reachBound.
func (s *writeSearch) search(start *dex.Method, bound []string) *writeHit {
	queue := []*writeItem{{m: start, bound: bound}}
	seen := map[*dex.Method]bool{start: true}
	seenBound := map[string]bool{} // a method visited with one binding of its arguments
	var hit *writeHit
search:
	for depth := 0; depth < maxWriteDepth && len(queue) > 0; depth++ {
		var next []*writeItem
		for _, it := range queue {
			if h := s.own(it.m); h != nil {
				hit = &writeHit{Sink: h.Sink, In: h.In, Kind: h.Kind, Chain: it.chain(), Unsure: it.unsure}
				break search
			}
			var callees []*dex.Method
			var bound map[*dex.Method][]string // callees given an exact argument class here
			var whole map[*dex.Method]string   // callees followed whole though merged
			calls := s.prog.Calls(it.m)
			facts := s.argFacts(it.m, it.bound != nil)
			for i := range calls {
				x := s.handedAt(it.m, &calls[i])
				if x == nil || program.IsPlatform(calls[i].Ref.Class) {
					ts := s.targetsOf(it.m, &calls[i])
					if fs := facts[calls[i].Addr]; fs != nil {
						ts = s.castFeasible(ts, fs, it.bound)
						for _, t := range ts {
							if b := bindArgs(fs, it.bound); b != nil {
								if bound == nil {
									bound = map[*dex.Method][]string{}
								}
								bound[t] = b
							}
						}
					}
					callees = append(callees, ts...)
				}
				if x != nil {
					if h := s.inCases(x, it.chain()); h != nil {
						h.Unsure, hit = it.unsure, h
						break search
					}
					callees = append(callees, x.targets...)
					for w, why := range x.whole {
						if whole == nil {
							whole = map[*dex.Method]string{}
						}
						whole[w] = why
					}
					if x.why != "" && s.unsure[start] == "" {
						s.unsure[start] = shortRef(calls[i].Ref) + " in " + Short(it.m) + ": " + x.why
					}
				}
			}
			if s.bodies {
				callees = append(callees, s.madeBodies(it.m)...)
			}
			for _, t := range callees {
				if !s.follows(t) || seen[t] {
					continue
				}
				b := bound[t]
				if b != nil {
					// Visited once per binding, until visited unbound.
					k := fmt.Sprintf("%p%q", t, b)
					if seenBound[k] {
						continue
					}
					seenBound[k] = true
				}
				if len(seen)+len(seenBound) >= maxWriteVisit {
					s.cut[start] = true
					break search
				}
				if b == nil {
					seen[t] = true
				}
				u := it.unsure
				if u == "" {
					u = whole[t]
				}
				next = append(next, &writeItem{m: t, prev: it, unsure: u, bound: b})
			}
		}
		queue = next
		if depth == maxWriteDepth-1 && len(queue) > 0 {
			s.cut[start] = true
		}
	}
	return hit
}

// argFact is what one argument of a call is in the calling method: an
// object of an exact app class made there, or the method's argument slot.
type argFact struct {
	class string
	param int // -1 when not a parameter
}

// argFacts returns, per call of m to app code that passes an object of an
// exact app class made in m (or, when params is set, one of m's own
// arguments), what each argument is; nil when no call does. Memoized.
func (s *writeSearch) argFacts(m *dex.Method, params bool) map[uint32][]argFact {
	key := argFactsKey{m, params}
	if out, ok := s.facts[key]; ok {
		return out
	}
	if s.facts == nil {
		s.facts = map[argFactsKey]map[uint32][]argFact{}
	}
	var out map[uint32][]argFact
	if params || s.makesAppObject(m) {
		s.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if program.IsPlatform(c.Ref.Class) {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			fs := make([]argFact, len(args))
			any := false
			for j, a := range args {
				fs[j].param = -1
				x, ok := a.Single()
				switch {
				case !ok:
				case x.Kind == regflow.New && s.prog.Classes[x.Str] != nil && !library(x.Str):
					fs[j].class, any = x.Str, true
				case params && x.Kind == regflow.Param && x.Or == 0:
					fs[j].param, any = int(x.Int), true
				}
			}
			if any {
				if out == nil {
					out = map[uint32][]argFact{}
				}
				out[c.Addr] = fs
			}
		})
	}
	s.facts[key] = out
	return out
}

type argFactsKey struct {
	m      *dex.Method
	params bool
}

// makesAppObject reports whether m constructs an object of an app class:
// the only methods whose calls can give an exact argument class.
func (s *writeSearch) makesAppObject(m *dex.Method) bool {
	for _, c := range s.prog.Calls(m) {
		if c.Ref.Name == "<init>" && s.prog.Classes[c.Ref.Class] != nil && !library(c.Ref.Class) {
			return true
		}
	}
	return false
}

// bindArgs returns the exact classes a call with argument facts fs passes,
// per argument slot of its target (the caller's binding carried through
// its parameters), or nil when it passes none.
func bindArgs(fs []argFact, caller []string) []string {
	var out []string
	for j, f := range fs {
		c := f.class
		if c == "" && f.param >= 0 && f.param < len(caller) {
			c = caller[f.param]
		}
		if c == "" {
			continue
		}
		if out == nil {
			out = make([]string, len(fs))
		}
		out[j] = c
	}
	return out
}

// castFeasible drops the targets that cannot run for the exact argument
// classes a call passes: a bridge or lambda method that casts its argument
// to a class the object is not (a listener for AlertsShown given a
// DeviceShown; javac's generic bridge, D8's lambda class) throws before
// anything else.
func (s *writeSearch) castFeasible(ts []*dex.Method, fs []argFact, caller []string) []*dex.Method {
	classes := bindArgs(fs, caller)
	if classes == nil || len(ts) < 2 {
		return ts
	}
	var out []*dex.Method
	for _, t := range ts {
		ok := true
		for j, c := range classes {
			if c == "" {
				continue
			}
			if to := entryCast(t, j); to != "" && s.prog.Classes[to] != nil && !s.prog.IsSubclass(c, to) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, t)
		}
	}
	return out
}

// entryCast returns the class t casts its argument slot j to before it
// branches, returns or uses that register otherwise: the check-cast a
// generic bridge or a lambda class's method starts with; "" when none.
func entryCast(t *dex.Method, j int) string {
	code, err := t.Code()
	if err != nil || code == nil || code.Ins > code.Registers {
		return ""
	}
	if j >= int(code.Ins) {
		return ""
	}
	// The registers holding the argument: its own, and the copies made
	// of it (a bridge may move it before the cast).
	held := map[uint32]bool{uint32(code.Registers-code.Ins) + uint32(j): true}
	out := ""
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch in.Op {
		case dex.OpCheckCast:
			if held[in.A] {
				out, _ = t.Class.File.Type(in.Index)
				return false
			}
			return true
		case dex.OpMoveObject, dex.OpMoveObjectFrom16, dex.OpMoveObject16:
			if held[in.B] {
				held[in.A] = true
			} else {
				delete(held, in.A)
			}
			return true
		}
		if _, _, branch := in.Branch(); branch || in.IsInvoke() || in.Op >= dex.OpReturnVoid && in.Op <= dex.OpReturnObject {
			return false
		}
		return true
	})
	return out
}

// describe renders a write for messages: the sink and the calls that lead
// to it.
func (h *writeHit) describe() string {
	s := shortRef(h.Sink.Ref)
	if len(h.Chain) > 0 {
		var via []string
		for _, m := range h.Chain {
			via = append(via, Short(m))
		}
		s += " (via " + strings.Join(via, " → ") + ")"
	}
	return s
}

// shortRef renders a called method as "Class.name" for messages.
func shortRef(ref *dex.MethodRef) string {
	c := strings.TrimSuffix(ref.Class, ";")
	if i := strings.LastIndexByte(c, '/'); i >= 0 {
		c = c[i+1:]
	}
	return finding.Sanitize(strings.TrimPrefix(c, "L") + "." + ref.Name)
}

// requestRow reports whether the database write c in m updates or deletes
// the row of one request — its where clause names the request id (`uid = ?
// AND provider_id = ? AND request_id = ?`): the deduplication ledger §6
// asks for, completed or released as a call ends, for every tool alike.
// It is the provider's bookkeeping, not the effect of the tool whose call
// it records.
func requestRow(prog *program.Program, m *dex.Method, c *program.Call) bool {
	_, where, ok := rowWrite(prog, m, c)
	return ok && strings.Contains(strings.ToLower(where), "request_id")
}

// rowWrite returns the constant table and where clause of a SQLite update
// or delete c in m; ok is false for another call, or when the where
// clause is no constant (the table is "" when it is not one).
func rowWrite(prog *program.Program, m *dex.Method, c *program.Call) (table, where string, ok bool) {
	if !sqliteDatabase(c.Ref.Class) {
		return "", "", false
	}
	k := -1
	switch c.Ref.Name {
	case "update", "updateWithOnConflict":
		k = 3
	case "delete":
		k = 2
	default:
		return "", "", false
	}
	args, ok := prog.ArgsAt(m, c.Addr)
	if !ok || k >= len(args) {
		return "", "", false
	}
	x, ok := args[k].Single()
	if !ok || x.Kind != regflow.Str {
		return "", "", false
	}
	if t, ok := args[1].Single(); ok && t.Kind == regflow.Str {
		table = t.Str
	}
	return table, x.Str, true
}
