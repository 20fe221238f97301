package dexrules_test

import "testing"

// TestRev55KotlinR8 (rev55_k1, "PantryPal" food-bank shifts: Kotlin 2
// through R8 full mode, app classes renamed into package a, two
// hand-written providers dispatching through a sealed class in a `when`,
// data classes changed with copy(), an object singleton's token store,
// Mutex.withLock in runBlocking, async on Dispatchers.Default,
// PendingIntentCompat with isMutable, a TaskStackBuilder, an R8-inlined
// SQL helper; a helper's blind app, labels in
// testdata/dex/rev55_labels_k.md, first scanned at stop 49). Its first
// run found 8 of 9 labelled defects with no false finding (601 through
// PendingIntentCompat's isMutable, 602 through the TaskStackBuilder, 603
// in the async block, 606 through copy(volunteer = …), 612, 613, 622
// inlined, 624). Fixed since: CETP614 where the request's
// "user_confirmed" chooses `args.copy(confirmed = true)` over `args` and
// the copy's field then decides the delete: on the flag's set edge the
// method is analysed with that branch taken and the fields of the objects
// its helpers return known (program.ForcedLive: copy$default's mask and
// the constructor's argument make the field true), so the ask() path is
// dead there and the delete runs on every path. 9 of 9.
func TestRev55KotlinR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev55_k1", allCode), []dexWant{
			{"CETP601", "error", "La/i;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x5d", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP602", "error", "La/n;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xcf", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP603", "error", "La/p;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x11", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP606", "error", "La/k;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1f", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP609", "note", "Lcom/pantrypal/PickupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP609", "note", "Lcom/pantrypal/ShiftProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP612", "error", "La/l;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x4f", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP613", "error", "La/n;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xe6", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP614", "error", "La/j;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1b", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP622", "error", "Lcom/pantrypal/PickupProvider;->f(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/os/Bundle;@0x17", "../../testdata/dex/rev55_k1.apk", 0},
			{"CETP624", "warning", "Lcom/pantrypal/ShiftProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x32", "../../testdata/dex/rev55_k1.apk", 0},
		})
	}
}
