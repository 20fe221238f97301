package dexrules_test

import "testing"

// TestRev101KotlinFlowsKTX (rev101_k1, "SeedSwap" seed library: Kotlin 2
// through D8, hand-written smali — a Channel consumed with
// receiveAsFlow().onEach { }.launchIn(scope), MutableStateFlow update and
// collectLatest, combine and flatMapLatest, the KTX prefs.edit { } inlined,
// a DataStore edit lambda; a helper's blind app, labels in
// testdata/dex/rev101_labels_k.md, first scanned at stop 52). Its first
// run found 9 of the 10 labelled defects, no false finding (CETP613 at the
// put of the token, :95); the miss, CETP603 at the UID read in the onEach
// block, was a note at the send (no code received from the Channel's field
// with iterator() or receive()). Since: a Flow made of a Channel field
// (receiveAsFlow, consumeAsFlow) runs, as the Channel's receivers, the
// functions the making method gives it and the flows its operators make
// (onEach, map, collect …). 10 of 10. CETP619 (not counted by the labels)
// is true at both providers: neither reads deadline_at_ms.
func TestRev101KotlinFlowsKTX(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev101_k1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/seedswap/SwapProvider$onCreate$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd7", "com/seedswap/SwapProvider.kt", 59},
			{"CETP604", "warning", "Lcom/seedswap/LibraryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x141", "com/seedswap/LibraryProvider.kt", 58},
			{"CETP606", "error", "Lcom/seedswap/LibraryProvider;->returnSeed(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2", "com/seedswap/LibraryProvider.kt", 105},
			{"CETP607", "warning", "Lcom/seedswap/LibraryProvider;->catalogue()Landroid/os/Bundle;@0x50", "com/seedswap/LibraryProvider.kt", 128},
			{"CETP609", "note", "Lcom/seedswap/LibraryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/seedswap/LibraryProvider.kt", 43},
			{"CETP609", "note", "Lcom/seedswap/SwapProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/seedswap/SwapProvider.kt", 72},
			{"CETP611", "error", "Lcom/seedswap/LibraryProvider;->syncCatalog()Landroid/os/Bundle;@0x8", "com/seedswap/LibraryProvider.kt", 114},
			{"CETP613", "error", "Lcom/seedswap/LibraryProvider;->lendSeed(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x19", "com/seedswap/LibraryProvider.kt", 95},
			{"CETP614", "error", "Lcom/seedswap/SwapProvider$onCreate$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x1e", "com/seedswap/SwapProvider.kt", 51},
			{"CETP619", "warning", "Lcom/seedswap/LibraryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x14e", "com/seedswap/LibraryProvider.kt", 58},
			{"CETP619", "warning", "Lcom/seedswap/SwapProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xef", "com/seedswap/SwapProvider.kt", 83},
			{"CETP620", "warning", "Lcom/seedswap/LibraryProvider;->redeem(Ljava/lang/String;)Z@0xd", "com/seedswap/LibraryProvider.kt", 138},
			{"CETP622", "error", "Lcom/seedswap/LibraryProvider$searchSeeds$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x47", "com/seedswap/LibraryProvider.kt", 75},
			{"CETP624", "warning", "Lcom/seedswap/LibraryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x32", "com/seedswap/LibraryProvider.kt", 47},
		})
	}
}
