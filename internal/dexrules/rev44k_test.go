package dexrules_test

import "testing"

// TestRev44KotlinCoroutines (rev44_k1, "PlotShare" garden plots: Kotlin
// tool handlers as suspend functions under runBlocking — kotlinc's state
// machines with their continuation classes and spilled L$n/I$n fields,
// withContext blocks as SuspendLambda classes, Flow chains, an inlined
// Mutex.withLock, a hand-written Room-style DAO, an SDK provider; a
// helper's blind app, stop 47, labels in testdata/dex/rev44_labels_k.md).
// Its first run found 5 of 9 labelled defects (CETP603, 606, 611, 614,
// and CETP622 through a spilled L$1; CETP601 only as a "cannot prove"
// note) and kept 7 of 9 near misses silent: a false CETP606 where the
// claimed package is compared with the caller and a mismatch denied (the
// claim spilled into the state machine across a withContext counted as a
// use of it), and a "cannot prove" CETP601 note on an immutable pair of
// flags. Fixed: a spill (through kotlinc 2.2+'s nullOutSpilledVariable)
// is no use of the claim; a withContext (runBlocking, coroutineScope,
// withTimeout ...) call's value is what its block returns; a state
// machine's resumed reads (its continuation's result and spilled locals)
// add nothing to the direct path they join; an unboxing of nothing yet
// known gives nothing. CETP601 and CETP613 (a token returned out of a
// withContext block) are now found, the near misses silent, and CETP622
// through a Flow: SQL built from the request in one map lambda and run in
// the next (request_flow.go reads Flow's operators as RxJava's chains).
// Left: CETP607 — the exception text goes to the SDK's
// CetpProviderResult.error, and the SDK is not in this APK (a real app
// bundles it; its put would then be read like any helper's), so neither a
// finding nor a note.
func TestRev44KotlinCoroutines(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev44_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/plotshare/garden/PlotProvider;->inviteGardener(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x136", "com/plotshare/garden/PlotProvider.kt", 131},
			{"CETP603", "error", "Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x16", "com/plotshare/garden/PlotProvider.kt", 67},
			{"CETP606", "error", "Lcom/plotshare/garden/HarvestProvider;->shareHarvest(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x3d", "com/plotshare/garden/HarvestProvider.kt", 77},
			{"CETP611", "error", "Lcom/plotshare/garden/PlotProvider;->swapPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa3", "com/plotshare/garden/PlotProvider.kt", 87},
			{"CETP613", "error", "Lcom/plotshare/garden/PlotProvider;->inviteGardener(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x13f", "com/plotshare/garden/PlotProvider.kt", 131},
			{"CETP614", "error", "Lcom/plotshare/garden/PlotProvider;->releasePlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x3e", "com/plotshare/garden/PlotProvider.kt", 73},
			{"CETP622", "error", "Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x19", "com/plotshare/garden/HarvestProvider.kt", 61},
			{"CETP622", "error", "Lcom/plotshare/garden/PlotProvider;->plotPhoto(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x69", "com/plotshare/garden/PlotProvider.kt", 109},
		})
	}
}
