package dexrules_test

import "testing"

// TestRev99KotlinDispatchMap (rev99_k1, "ParkRun" volunteer roster: Kotlin
// 2 through D8, hand-written smali — tools dispatched through a local
// mapOf(name to suspend lambda / ::function reference) run with
// runBlocking, JSONObject and Bundle extension helpers with their own keys,
// use {}, runCatching/getOrElse, scope functions; a helper's blind app,
// labels in testdata/dex/rev99_labels_k.md, first scanned at stop 52).
// Its first run found 6 of the 8 labelled defects, no false finding
// (CETP613 at the put of the token in the lambda, :46, a line from the
// label's :47). The misses, CETP614 in the drop_volunteer lambda and
// CETP622 in findVolunteer, were one gap: a function value read from a
// Kotlin map made in the same method (`tools[name]`, not a field) was not
// followed, so the request's JSONObject never reached the map's lambdas.
// Since: a mapOf/listOf made in the method gives its elements as the
// bodies. 8 of 8.
func TestRev99KotlinDispatchMap(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev99_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/parkrun/RosterProvider$call$tools$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x6c", "com/parkrun/RosterProvider.kt", 55},
			{"CETP603", "error", "Lcom/parkrun/RosterProvider$call$tools$5$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd", "com/parkrun/RosterProvider.kt", 61},
			{"CETP604", "warning", "Lcom/parkrun/ResultsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x20", "com/parkrun/ResultsProvider.kt", 27},
			{"CETP607", "warning", "Lcom/parkrun/ResultsProvider;->logTime(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x90", "com/parkrun/ResultsProvider.kt", 71},
			{"CETP609", "note", "Lcom/parkrun/ResultsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/parkrun/ResultsProvider.kt", 25},
			{"CETP609", "note", "Lcom/parkrun/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/parkrun/RosterProvider.kt", 26},
			{"CETP613", "error", "Lcom/parkrun/ResultsProvider$call$tools$3;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x98", "com/parkrun/ResultsProvider.kt", 46},
			{"CETP614", "error", "Lcom/parkrun/RosterProvider$call$tools$3;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x18", "com/parkrun/RosterProvider.kt", 42},
			{"CETP620", "warning", "Lcom/parkrun/Holds;->redeem(Ljava/lang/String;)Ljava/lang/String;@0x8", "com/parkrun/Tokens.kt", 45},
			{"CETP622", "error", "Lcom/parkrun/RosterProvider;->findVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x2c", "com/parkrun/RosterProvider.kt", 87},
		})
	}
}
