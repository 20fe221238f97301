package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestDurableStoreFamilies: each library family of durable stores is a
// write of its kind, and its reads (and Room's read-only blocks) are not.
func TestDurableStoreFamilies(t *testing.T) {
	c := func(n int64) regflow.Value { return regflow.One(regflow.Alt{Kind: regflow.Const, Int: n}) }
	obj := regflow.Unknown
	for _, tc := range []struct {
		class, name string
		args        []regflow.Value // nil: the sink does not look at its arguments
		want        writeKind       // 0: not a write
	}{
		{"Landroidx/datastore/core/DataStore;", "updateData", nil, writePrefs},
		{"Landroidx/datastore/core/DataStore;", "getData", nil, 0},
		{"Landroidx/datastore/preferences/core/PreferencesKt;", "edit", nil, writePrefs},
		{"Landroidx/datastore/rxjava3/RxDataStore;", "updateDataAsync", nil, writePrefs},
		{"Lcom/tencent/mmkv/MMKV;", "encode", nil, writePrefs},
		{"Lcom/tencent/mmkv/MMKV;", "removeValueForKey", nil, writePrefs},
		{"Lcom/tencent/mmkv/MMKV;", "decodeString", nil, 0},
		{"Landroidx/room/EntityInsertAdapter;", "insertAndReturnId", nil, writeDatabase},
		{"Landroidx/room/EntityDeleteOrUpdateAdapter;", "handleMultiple", nil, writeDatabase},
		{"Landroidx/room/EntityUpsertAdapter;", "upsert", nil, writeDatabase},
		{"Landroidx/room/EntityInsertionAdapter;", "insert", nil, writeDatabase},
		{"Landroidx/room/RoomDatabase;", "runInTransaction", nil, writeDatabase},
		{"Landroidx/room/RoomDatabaseKt;", "withTransaction", nil, writeDatabase},
		{"Landroidx/room/RoomDatabase;", "query", nil, 0},
		{"Landroidx/room/util/DBUtil;", "performBlocking", []regflow.Value{obj, c(0), c(1), obj}, writeDatabase},
		{"Landroidx/room/util/DBUtil;", "performBlocking", []regflow.Value{obj, c(1), c(0), obj}, 0},
		{"Landroidx/room/util/DBUtil;", "performSuspending", []regflow.Value{obj, regflow.Unknown, c(1), obj, obj}, 0},
		{"Landroidx/room/CoroutinesRoom$Companion;", "execute", []regflow.Value{obj, obj, c(1), obj, obj}, writeDatabase},
		{"Landroidx/room/CoroutinesRoom$Companion;", "execute", []regflow.Value{obj, obj, c(0), obj, obj, obj}, 0},
		{"Landroidx/room/CoroutinesRoom;", "execute", []regflow.Value{obj, c(1), obj, obj}, writeDatabase},
		{"Landroidx/sqlite/db/SupportSQLiteStatement;", "executeUpdateDelete", nil, writeDatabase},
		{"Lapp/cash/sqldelight/db/SqlDriver;", "execute", nil, writeDatabase},
		{"Lapp/cash/sqldelight/db/SqlDriver;", "executeQuery", nil, 0},
		{"Lcom/squareup/sqldelight/db/SqlDriver;", "execute", nil, writeDatabase},
		{"Lio/realm/Realm;", "executeTransaction", nil, writeDatabase},
		{"Lio/realm/Realm;", "where", nil, 0},
		{"Lio/realm/RealmObject;", "deleteFromRealm", nil, writeDatabase},
		{"Lio/realm/kotlin/Realm;", "writeBlocking", nil, writeDatabase},
		{"Lio/realm/kotlin/Realm;", "query", nil, 0},
		{"Lcom/google/firebase/firestore/DocumentReference;", "set", nil, writeDatabase},
		{"Lcom/google/firebase/firestore/DocumentReference;", "get", nil, 0},
		{"Lcom/google/firebase/firestore/CollectionReference;", "add", nil, writeDatabase},
		{"Lcom/google/firebase/firestore/FirebaseFirestore;", "runTransaction", nil, writeDatabase},
		{"Lcom/google/firebase/database/DatabaseReference;", "setValue", nil, writeDatabase},
		{"Lcom/google/firebase/database/DatabaseReference;", "addValueEventListener", nil, 0},
	} {
		t.Run(simpleName(tc.class)+"."+tc.name, func(t *testing.T) {
			w, ok := sinkOf(&dex.MethodRef{Class: tc.class, Name: tc.name})
			var got writeKind
			if ok && (w.arg == nil || w.arg(tc.args)) {
				got = w.kind
			}
			if ok && w.arg != nil && tc.args == nil {
				t.Fatalf("the sink reads its arguments; give some")
			}
			if got != tc.want {
				t.Errorf("write kind %d, want %d", got, tc.want)
			}
		})
	}
}
