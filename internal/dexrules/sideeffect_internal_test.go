package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestLibraryEffects: the side-effect searches (CETP614, CETP619) take
// the stores the write rules know, and judge a Volley request by its
// method; a transaction that runs a body is left to the writes inside it.
func TestLibraryEffects(t *testing.T) {
	ref := func(class, name string, params ...string) *dex.MethodRef {
		return &dex.MethodRef{Class: class, Name: name, Params: params, Return: "V"}
	}
	for _, tc := range []struct {
		ref  *dex.MethodRef
		want bool
	}{
		{ref("Lcom/google/firebase/firestore/DocumentReference;", "delete"), true},
		{ref("Lcom/google/firebase/firestore/DocumentReference;", "get"), false},
		{ref("Lcom/google/firebase/database/DatabaseReference;", "removeValue"), true},
		{ref("Lcom/google/firebase/database/DatabaseReference;", "child", "Ljava/lang/String;"), false},
		{ref("Lcom/tencent/mmkv/MMKV;", "encode", "Ljava/lang/String;", "Ljava/lang/String;"), true},
		{ref("Lcom/tencent/mmkv/MMKV;", "commit"), false},
		{ref("Landroidx/room/RoomDatabase;", "runInTransaction", "Ljava/lang/Runnable;"), false},
		{ref("Lio/realm/Realm;", "executeTransaction", "Lio/realm/Realm$Transaction;"), false},
		// A store's directory made before it is read: housekeeping, not
		// the effect (rev134_j1, rev136_j1: CETP619 named it first).
		{ref("Ljava/io/File;", "mkdirs"), false},
		{ref("Ljava/io/File;", "delete"), true},
	} {
		if _, got := sideEffectCall(tc.ref); got != tc.want {
			t.Errorf("sideEffectCall(%s.%s) = %v, want %v", tc.ref.Class, tc.ref.Name, got, tc.want)
		}
	}
	// SQLCipher's databases are SQLite to the write rules (CETP618, 621)
	// as to the side-effect searches.
	for _, class := range []string{"Lnet/zetetic/database/sqlcipher/SQLiteDatabase;", "Lnet/sqlcipher/database/SQLiteDatabase;"} {
		if _, ok := sinkOf(ref(class, "delete", "Ljava/lang/String;", "Ljava/lang/String;", "[Ljava/lang/String;")); !ok {
			t.Errorf("%s.delete is no write sink", class)
		}
		if _, ok := sinkOf(ref(class, "rawQuery", "Ljava/lang/String;", "[Ljava/lang/Object;")); ok {
			t.Errorf("%s.rawQuery is a write sink", class)
		}
	}
	volley := ref("Lcom/android/volley/toolbox/StringRequest;", "<init>", "I", "Ljava/lang/String;",
		"Lcom/android/volley/Response$Listener;", "Lcom/android/volley/Response$ErrorListener;")
	w, ok := sinkOf(volley)
	if !ok || w.arg == nil {
		t.Fatal("a Volley request is no write sink judged by its method")
	}
	for method, want := range map[int64]bool{-1: false, 0: false, 1: true, 2: true, 3: true, 4: false, 7: true} {
		args := []regflow.Value{regflow.Unknown, regflow.One(regflow.Alt{Kind: regflow.Const, Int: method})}
		if got := w.arg(args); got != want {
			t.Errorf("Volley request with method %d writes = %v, want %v", method, got, want)
		}
	}
}
