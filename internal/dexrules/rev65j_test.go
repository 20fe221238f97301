package dexrules_test

import "testing"

// TestRev65JavaSDKR8 (rev65_j1, "FridgeShare" food rescue: Java 11
// through R8 full mode on the bundled ClawSeed SDK base class, tool
// declarations in a static list, authorize through an inlined helper,
// executors deduplicating in SQLite and in a ConcurrentHashMap,
// hasSigningCertificate beside GET_SIGNATURES; a helper's blind app,
// labels in testdata/dex/rev65_labels_j.md, first scanned at stop 49). Its
// first run found all 8 labelled defects (607 at the SDK's toBundle naming
// the provider path; 614, 616, 617, 618, 621, 622, 623) with no false
// finding; one note (CETP508, in the SDK). 8 of 8. Since stop 52 the 607
// is reported at the provider's call passing the exception text to the
// SDK's result factory (the SDK's own toBundle is no place the app fixes).
func TestRev65JavaSDKR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev65_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResult;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;@0x21", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP607", "warning", "Lcom/fridgeshare/pickup/PickupProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x150", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP614", "error", "Lcom/fridgeshare/fridge/FridgeProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x65", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP616", "warning", "Lcom/fridgeshare/fridge/FridgeProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x43", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP617", "error", "Lcom/fridgeshare/fridge/FridgeProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x1e", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP618", "error", "La/d;-><init>()V@0x8", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP621", "error", "Lcom/fridgeshare/pickup/PickupProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x81", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP622", "error", "Lcom/fridgeshare/pickup/PickupProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x9a", "../../testdata/dex/rev65_j1.apk", 0},
			{"CETP623", "note", "Lcom/fridgeshare/fridge/FridgeProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x71", "../../testdata/dex/rev65_j1.apk", 0},
		})
	}
}
