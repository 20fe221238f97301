package dexrules_test

import "testing"

// TestRev171KotlinResults: blind round rev171_k (Larder, a pantry and
// meal planner in idiomatic Kotlin: sealed outcomes and exhaustive when,
// data classes, runCatching/Result chains, nested scope functions, inline
// helpers with crossinline lambdas, file facades, objects with
// @JvmStatic, $default methods and elvis chains; labels in
// testdata/dex/rev171_labels_k.md, written before any scan). First run
// (stop 64, 7a25e020): CETP601, 603, 604, 606, 609 and 622 at their labels,
// 614 in MealPlanToolProvider.execute a line on (:95); 619 for the meal
// provider, but by the delete that redeems a resume token's approval
// (Approvals.redeem), not the label's commit$default path; false: 619
// for the pantry provider by the same redeem. The same stop: a parked
// confirmation's row deleted as it is redeemed is no effect (redeem619):
// the false 619 gone, the meal provider's by the ledger claim on the
// label's path.
func TestRev171KotlinResults(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev171_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->call()Ljava/lang/Object;@0xdb", "app/larder/kitchen/cetp/Workers.kt", 27},
			{"CETP508", "note", "Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x18", "app/larder/kitchen/cetp/Wire.kt", 51},
			{"CETP601", "error", "Lapp/larder/kitchen/cetp/PantryToolProvider;->park(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;@0x117", "app/larder/kitchen/cetp/PantryToolProvider.kt", 148},
			{"CETP603", "error", "Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->call()Ljava/lang/Object;@0x82", "app/larder/kitchen/cetp/Workers.kt", 22},
			{"CETP604", "warning", "Lapp/larder/kitchen/cetp/PantryAccess;->resolve(Landroid/content/pm/PackageManager;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Caller;@0x32", "app/larder/kitchen/cetp/PantryAccess.kt", 12},
			{"CETP606", "error", "Lapp/larder/kitchen/cetp/MealTrust;->resolve(Landroid/content/pm/PackageManager;ILandroid/os/Bundle;)Lapp/larder/kitchen/cetp/Caller;@0xc", "app/larder/kitchen/cetp/MealTrust.kt", 17},
			{"CETP609", "note", "Lapp/larder/kitchen/cetp/PantryToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "app/larder/kitchen/cetp/PantryToolProvider.kt", 33},
			{"CETP614", "error", "Lapp/larder/kitchen/cetp/MealPlanToolProvider;->execute(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/cetp/Outcome;@0x12c", "app/larder/kitchen/cetp/MealPlanToolProvider.kt", 95},
			{"CETP619", "warning", "Lapp/larder/kitchen/cetp/MealPlanToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3c", "app/larder/kitchen/cetp/MealPlanToolProvider.kt", 41},
			{"CETP622", "error", "Lapp/larder/kitchen/data/PantryStore;->recipesTagged(Ljava/lang/String;)Lorg/json/JSONArray;@0x28", "app/larder/kitchen/data/PantryStore.kt", 15},
		})
	}
}
