package dexrules_test

import "testing"

// TestRev98JavaAIDLStreams (rev98_j1, "FridgeNet" community fridge: Java 11
// through D8, hand-written smali — a provider delegating to an AIDL bound
// service of the same app (the aidl tool's IInventory, Stub, Stub.Proxy,
// a ServiceConnection keeping asInterface's result), stream lambdas,
// Optional chains, a SharedPreferences token store; a helper's blind app,
// labels in testdata/dex/rev98_labels_j.md, first scanned at stop 52).
// Its first run found all 8 labelled defects, no false finding (CETP613
// where the token is put, :118, as everywhere; CETP614 in the Stub
// implementation that trusts the flag, an alternative the label gives).
func TestRev98JavaAIDLStreams(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev98_j1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/fridgenet/swap/SwapProvider;->allowed(I)Z@0x11", "com/fridgenet/swap/SwapProvider.java", 47},
			{"CETP606", "error", "Lcom/fridgenet/swap/SwapProvider;->claimShare(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;@0xd", "com/fridgenet/swap/SwapProvider.java", 111},
			{"CETP607", "warning", "Lcom/fridgenet/swap/SwapProvider;->summary(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x4e", "com/fridgenet/swap/SwapProvider.java", 133},
			{"CETP613", "error", "Lcom/fridgenet/swap/SwapProvider;->claimShare(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;@0x5c", "com/fridgenet/swap/SwapProvider.java", 118},
			{"CETP614", "error", "Lcom/fridgenet/stock/InventoryService$1;->discard(Ljava/lang/String;Z)Z@0x0", "com/fridgenet/stock/InventoryService.java", 21},
			{"CETP619", "warning", "Lcom/fridgenet/swap/SwapProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x86", "com/fridgenet/swap/SwapProvider.java", 77},
			{"CETP620", "warning", "Lcom/fridgenet/core/TokenStore;->resumeItem(Ljava/lang/String;)Ljava/lang/String;@0x16", "com/fridgenet/core/TokenStore.java", 47},
			{"CETP622", "error", "Lcom/fridgenet/swap/SwapProvider;->lambda$tagItems$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V@0x23", "com/fridgenet/swap/SwapProvider.java", 94},
		})
	}
}
