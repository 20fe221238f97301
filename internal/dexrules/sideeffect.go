package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// sideEffectCall recognises a framework call that changes state outside
// the provider's process memory: a database, preference or file write, a
// content-provider write, an Activity, service or broadcast started, a
// message sent, a request body written, a process started (not a
// directory made). It returns the
// call's name for messages.
func sideEffectCall(ref *dex.MethodRef) (string, bool) {
	cls, name := ref.Class, ref.Name
	hit := false
	if sqliteDatabase(cls) {
		hit = strings.HasPrefix(name, "insert") || strings.HasPrefix(name, "update") || strings.HasPrefix(name, "replace") ||
			name == "delete" || name == "execSQL"
	}
	switch cls {
	case "Lio/ktor/client/request/BuildersKt;", "Lio/ktor/client/request/BuildersKt__BuildersKt;",
		"Lio/ktor/client/request/BuildersWithUrlKt;":
		// Ktor's client: client.post(url), client.delete(url) … (and
		// their $default bridges), a request that changes the server.
		switch strings.TrimSuffix(name, "$default") {
		case "post", "put", "patch", "delete":
			hit = true
		}
	case "Lcom/tencent/mmkv/MMKV;":
		// MMKV's key-value store: encode, remove, clear (and its
		// SharedPreferences-style puts on itself).
		hit = name == "encode" || strings.HasPrefix(name, "remove") || strings.HasPrefix(name, "clearAll") ||
			strings.HasPrefix(name, "put") // not clearMemoryCache, nor commit/apply (no-ops on MMKV)
	case "Lio/realm/Realm;":
		hit = strings.HasPrefix(name, "copyToRealm") || strings.HasPrefix(name, "insert") || name == "delete" || name == "deleteAll"
	case "Lio/realm/RealmResults;", "Lio/realm/RealmList;":
		hit = strings.HasPrefix(name, "delete")
	case "Lio/realm/RealmObject;":
		hit = name == "deleteFromRealm"
	case "Landroidx/room/EntityInsertionAdapter;":
		// Room's generated DAO code writes through these adapters.
		hit = strings.HasPrefix(name, "insert")
	case "Landroidx/room/EntityDeletionOrUpdateAdapter;":
		hit = strings.HasPrefix(name, "handle")
	case "Landroidx/room/EntityUpsertionAdapter;":
		hit = strings.HasPrefix(name, "upsert")
	case "Landroid/database/sqlite/SQLiteStatement;", "Landroidx/sqlite/db/SupportSQLiteStatement;":
		hit = strings.HasPrefix(name, "execute")
	case "Landroid/content/SharedPreferences$Editor;":
		hit = name == "commit" || name == "apply"
	case "Landroid/content/ContentResolver;":
		hit = name == "insert" || name == "update" || name == "delete" || name == "bulkInsert" || name == "applyBatch"
	case "Ljava/io/FileOutputStream;", "Ljava/io/FileWriter;":
		hit = name == "<init>"
	case "Ljava/io/File;":
		// Not mkdir/mkdirs: making the directory a store lives in (a
		// ticket store's, a cache's) is idempotent housekeeping that
		// reads as often as it writes; what is then written there is
		// the effect.
		hit = name == "delete" || name == "renameTo" || name == "createNewFile"
	case "Ljava/nio/file/Files;":
		hit = strings.HasPrefix(name, "write") || strings.HasPrefix(name, "delete") || name == "move" || name == "copy" ||
			strings.HasPrefix(name, "create") || name == "newOutputStream"
	case "Ljava/net/HttpURLConnection;", "Ljavax/net/ssl/HttpsURLConnection;", "Ljava/net/URLConnection;":
		hit = name == "getOutputStream"
	case "Lokhttp3/Request$Builder;":
		// An OkHttp request made to change state on a server (a body
		// posted, put or patched, a delete): the effect is prepared
		// here and sent by the call executed after.
		hit = name == "post" || name == "put" || name == "patch" || name == "delete"
	case "Landroid/telephony/SmsManager;":
		hit = strings.HasPrefix(name, "send")
	case "Ljava/lang/Runtime;":
		hit = name == "exec"
	case "Ljava/lang/ProcessBuilder;":
		hit = name == "start"
	case "Landroid/app/DownloadManager;":
		hit = name == "enqueue"
	}
	if strings.HasPrefix(cls, "Lkotlin/io/FilesKt") {
		hit = strings.HasPrefix(name, "write") || strings.HasPrefix(name, "append") || name == "deleteRecursively" ||
			name == "copyTo" || name == "copyRecursively"
	}
	switch name {
	case "startActivity", "startActivities", "startService", "startForegroundService", "sendBroadcast",
		"sendOrderedBroadcast", "openFileOutput", "deleteFile", "deleteDatabase":
		// Context methods, on whatever Context subclass the call names.
		hit = hit || ref.Return == "V" || ref.Return == "Z" || strings.HasPrefix(ref.Return, "L")
	}
	if w, ok := sinkOf(ref); ok && w.arg == nil && !containerWrite(cls, name) {
		// What the write rules know writes a store (Firestore, the
		// Realtime Database, DataStore, SQLDelight …) changes state as
		// much.
		hit = true
	}
	if !hit {
		return "", false
	}
	if name == "<init>" {
		return "new " + finding.Sanitize(JavaName(cls)), true
	}
	return finding.Sanitize(JavaName(cls) + "." + name), true
}

// containerWrite reports the write sinks that side-effect searches leave
// to what they run: a transaction that runs a body (Room's
// runInTransaction and the generated DAOs' execute blocks, Realm's
// executeTransaction), whose own writes inside are named instead; and
// MMKV's commit and apply, which do nothing (it wrote at encode).
func containerWrite(class, name string) bool {
	return strings.HasPrefix(class, "Landroidx/room/") ||
		(class == "Lio/realm/Realm;" || class == "Lio/realm/DynamicRealm;") && strings.HasPrefix(name, "executeTransaction") ||
		class == "Lcom/tencent/mmkv/MMKV;" && (name == "commit" || name == "apply")
}

// argEffect recognises a call whose arguments say whether it changes
// state: a write sink the write rules judge by its arguments (OkHttp's
// method("DELETE", null), a Volley request made for POST, an
// HttpURLConnection's setRequestMethod("PUT") …), read at call c in m.
func argEffect(prog *program.Program, m *dex.Method, c *program.Call) (string, bool) {
	w, ok := sinkOf(c.Ref)
	if !ok || w.arg == nil || containerWrite(c.Ref.Class, c.Ref.Name) {
		return "", false
	}
	args, ok := prog.ArgsAt(m, c.Addr)
	if !ok || !w.arg(args) {
		return "", false
	}
	if c.Ref.Name == "<init>" {
		return "new " + finding.Sanitize(JavaName(c.Ref.Class)), true
	}
	return finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name), true
}

// effectEvidence is a side effect a method reaches: the call and the
// program method it is in.
type effectEvidence struct {
	Sink string
	In   *dex.Method
	// Unsure, when set, says the effect was found in a body method of
	// an R8-merged class followed whole because which case of it runs
	// cannot be told: it may be a sibling class's effect.
	Unsure string
}

// effects finds the side effects program methods reach, through every
// target of every call however deep (see reach).
type effects = reach[effectEvidence]

// An effect in a body the provider hands to an Executor, a Handler or a
// Thread, or in a lambda it invokes, is the provider's effect too.
func newEffects(prog *program.Program) *effects {
	http := httpInterfaceWrites{prog: prog, memo: map[string]map[string]string{}}
	r := newReach(prog, nil, func(m *dex.Method, c *program.Call) *effectEvidence {
		if s, ok := sideEffectCall(c.Ref); ok {
			if requestRow(prog, m, c) {
				return nil // the deduplication ledger's row of this call, kept for every tool
			}
			return &effectEvidence{Sink: s, In: m}
		}
		if s, ok := http.write(c.Ref); ok {
			return &effectEvidence{Sink: s, In: m}
		}
		if realmObjectDelete(prog, c.Ref) {
			return &effectEvidence{Sink: "io.realm.RealmObject.deleteFromRealm", In: m}
		}
		if s, ok := argEffect(prog, m, c); ok {
			return &effectEvidence{Sink: s, In: m}
		}
		return nil
	})
	r.bodies = newHandedBodies(prog)
	r.whole = func(ev *effectEvidence, why string) *effectEvidence {
		if ev.Unsure != "" {
			return ev
		}
		x := *ev
		x.Unsure = why
		return &x
	}
	return r
}

// String renders the evidence: "android.database.sqlite.SQLiteDatabase.delete in Store.remove".
func (ev *effectEvidence) String() string { return ev.Sink + " in " + Short(ev.In) }

// httpInterfaceWrites recognises a call of a Retrofit service interface's
// method declared to change state on the server (@POST, @PUT, @PATCH,
// @DELETE, or @HTTP with one of those methods): the APK holds no
// implementation (Retrofit makes a Proxy at run time), so the annotation
// is what says the call is a network write.
type httpInterfaceWrites struct {
	prog *program.Program
	memo map[string]map[string]string // class → method name+proto → what it writes ("" none)
}

func (h httpInterfaceWrites) write(ref *dex.MethodRef) (string, bool) {
	byMethod, ok := h.memo[ref.Class]
	if !ok {
		byMethod = map[string]string{}
		h.memo[ref.Class] = byMethod
		if c := h.prog.Classes[ref.Class]; c != nil && c.AccessFlags&dex.AccInterface != 0 {
			anns, _ := c.MethodAnnotations()
			for _, m := range c.Methods() {
				for _, a := range anns[m.Index] {
					if verb := retrofitWriteVerb(a); verb != "" {
						byMethod[m.Ref.NameProto()] = verb
					}
				}
			}
		}
	}
	verb := byMethod[ref.NameProto()]
	if verb == "" {
		return "", false
	}
	return finding.Sanitize(JavaName(ref.Class)+"."+ref.Name) + " (Retrofit @" + verb + ")", true
}

// retrofitWriteVerb returns the HTTP method of a Retrofit annotation that
// changes state on the server, or "".
func retrofitWriteVerb(a dex.Annotation) string {
	switch a.Type {
	case "Lretrofit2/http/POST;":
		return "POST"
	case "Lretrofit2/http/PUT;":
		return "PUT"
	case "Lretrofit2/http/PATCH;":
		return "PATCH"
	case "Lretrofit2/http/DELETE;":
		return "DELETE"
	case "Lretrofit2/http/HTTP;":
		// @HTTP(method = "DELETE", path = …, hasBody = true): any
		// method but a read.
		for _, e := range a.Elems {
			if e.Name == "method" && e.Value.Kind == dex.ValString {
				switch verb := strings.ToUpper(e.Value.Str); verb {
				case "GET", "HEAD", "OPTIONS", "TRACE", "":
				default:
					return verb
				}
			}
		}
	}
	return ""
}

// realmObjectDelete reports whether ref is bottle.deleteFromRealm() on an
// app model class: javac names the model class, which inherits the method
// from io.realm.RealmObject.
func realmObjectDelete(prog *program.Program, ref *dex.MethodRef) bool {
	return ref.Name == "deleteFromRealm" && len(ref.Params) == 0 && prog.IsSubclass(ref.Class, "Lio/realm/RealmObject;")
}

// sqliteDatabase reports whether class is a SQLite database API: the
// framework's, AndroidX's SupportSQLiteDatabase, and SQLCipher's (both
// packages), which mirror the framework's methods.
func sqliteDatabase(class string) bool {
	switch class {
	case "Landroid/database/sqlite/SQLiteDatabase;", "Landroidx/sqlite/db/SupportSQLiteDatabase;",
		"Lnet/zetetic/database/sqlcipher/SQLiteDatabase;", "Lnet/sqlcipher/database/SQLiteDatabase;":
		return true
	}
	return false
}
