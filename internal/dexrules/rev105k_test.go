package dexrules_test

import "testing"

// TestRev105KotlinSDKProviders (rev105_k1, "HarborPass" berth booking:
// Kotlin 2 through D8, hand-written smali — two providers on the SDK's
// CetpV2ContentProvider (providerTools with annotations, authorize
// delegating to a policy object, mutation executors, executeTool
// dispatching by tool name), the SDK bundled as apps ship it; a helper's
// blind app, labels in testdata/dex/rev105_labels_k.md, first scanned at
// stop 52). Its first run found 6 of the 8 labelled defects, no false
// finding (CETP618 at Executors.kt:11 and CETP621 at the dispatch, both
// alternatives the labels give). The two misses: the exception text
// pump_out gives the SDK's CetpProviderResult.error factory (CETP607) was
// reported in the SDK's toBundle, naming pumpOut, and the clock token
// cancel_order gives needsUser (CETP613) was a note there — the result
// object is made by the SDK's factory from its parameters, which the
// per-object reading does not follow. Since: where the put is the SDK's own
// serialization, both are reported at the app's call passing the value
// (pumpOut :106, cancelOrder :96). 8 of 8.
func TestRev105KotlinSDKProviders(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev105_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V@0x18", "../../testdata/dex/rev105_k1.apk", 0},
			{"CETP606", "error", "Lcom/harborpass/fuel/FuelDockProvider;->orderFuel(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x6", "com/harborpass/fuel/FuelDockProvider.kt", 69},
			{"CETP607", "warning", "Lcom/harborpass/fuel/FuelDockProvider;->pumpOut(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x74", "com/harborpass/fuel/FuelDockProvider.kt", 106},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/rev105_k1.apk", 0},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/rev105_k1.apk", 0},
			{"CETP613", "error", "Lcom/harborpass/fuel/FuelDockProvider;->cancelOrder(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x8b", "com/harborpass/fuel/FuelDockProvider.kt", 96},
			{"CETP614", "error", "Lcom/harborpass/fuel/FuelDockProvider;->cancelOrder(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x15", "com/harborpass/fuel/FuelDockProvider.kt", 89},
			{"CETP617", "error", "Lcom/harborpass/berths/BerthProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0xb", "com/harborpass/berths/BerthProvider.kt", 60},
			{"CETP618", "error", "Lcom/harborpass/ops/MemoryOnce;-><init>()V@0x8", "com/harborpass/ops/Executors.kt", 11},
			{"CETP621", "error", "Lcom/harborpass/berths/BerthProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x42", "com/harborpass/berths/BerthProvider.kt", 64},
			{"CETP622", "error", "Lcom/harborpass/berths/BerthProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x72", "com/harborpass/berths/BerthProvider.kt", 68},
		})
	}
}
