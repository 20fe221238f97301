package dexrules_test

import "testing"

// TestRev88KotlinRoom (rev88_k1, "QuiltRoom" quilting patterns: Kotlin 2
// through D8 with AndroidX Room's generated code in the APK — a @Dao
// interface and its PatternDao_Impl with SharedSQLiteStatement subclasses,
// an EntityInsertionAdapter, CoroutinesRoom.execute(db, inTransaction,
// Callable) for suspend methods, a @RawQuery with SimpleSQLiteQuery; a
// helper's blind app, labels in testdata/dex/rev88_labels_k.md, first
// scanned at stop 51). Its first run found 6 of the 8 labelled defects.
// Missed then, both through Room's generated code: the request flag
// deciding dao.delete(id) (CETP614; the write is the _Impl's
// executeUpdateDelete inside the Callable CoroutinesRoom.execute runs) and
// an insert before the deadline is read (CETP619; the write is
// EntityInsertionAdapter.insert). Since: CoroutinesRoom.execute's Callable
// is a body run on Room's executor, and Room's entity adapters' inserts,
// updates, deletes and upserts are side effects.
func TestRev88KotlinRoom(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev88_k1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/quiltroom/ShareProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2a", "com/quiltroom/ShareProvider.kt", 26},
			{"CETP606", "error", "Lcom/quiltroom/ShareProvider;->sharePattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x11", "com/quiltroom/ShareProvider.kt", 43},
			{"CETP607", "warning", "Lcom/quiltroom/PatternProvider;->addPattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x3d", "com/quiltroom/PatternProvider.kt", 53},
			{"CETP609", "note", "Lcom/quiltroom/PatternProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/quiltroom/PatternProvider.kt", 26},
			{"CETP609", "note", "Lcom/quiltroom/ShareProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/quiltroom/ShareProvider.kt", 22},
			{"CETP613", "error", "Lcom/quiltroom/PatternProvider;->removePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6f", "com/quiltroom/PatternProvider.kt", 68},
			{"CETP614", "error", "Lcom/quiltroom/PatternProvider;->removePattern(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1c", "com/quiltroom/PatternProvider.kt", 62},
			{"CETP619", "warning", "Lcom/quiltroom/PatternProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x102", "com/quiltroom/PatternProvider.kt", 38},
			{"CETP622", "error", "Lcom/quiltroom/PatternProvider;->searchPatterns(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2c", "com/quiltroom/PatternProvider.kt", 85},
			{"CETP624", "warning", "Lcom/quiltroom/ShareProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xeb", "com/quiltroom/ShareProvider.kt", 36},
		})
	}
}
