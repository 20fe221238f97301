package dexrules_test

import "testing"

// TestRev59KotlinSDKR8 (rev59_k1, "SlipStream" carpool and permission
// slips: Kotlin 2 through R8 full mode on the bundled ClawSeed SDK base
// class, tool declarations as a list of objects and as a small DSL, an
// authorize hook through an inlined helper, mutation executors
// deduplicating in memory and in SharedPreferences, GET_SIGNATURES beside
// hasSigningCertificate; a helper's blind app, labels in
// testdata/dex/rev59_labels_k.md, first scanned at stop 49). Its first run
// found all 9 labelled defects (607 and 612 at the SDK's toBundle, naming
// the provider path; 614, 616, 617, 618, 621, 622, 623) with no false
// error or warning; one note (CETP508, the SDK's putError given a code its
// caller passes). 9 of 9. Since stop 52 the 607 is reported at the
// provider's call passing the exception text to the SDK's result factory
// (the SDK's own toBundle is no place the app fixes).
func TestRev59KotlinSDKR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev59_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V@0x18", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP607", "warning", "Lcom/slipstream/carpool/CarpoolProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0xb7", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP612", "error", "Lcom/slipstream/slips/SlipProvider;->e(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x35", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP614", "error", "Lcom/slipstream/carpool/CarpoolProvider;->e(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x27", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP616", "warning", "La/f;->a(Landroid/content/Context;Ljava/lang/String;)Z@0x1a", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP617", "error", "Lcom/slipstream/carpool/CarpoolProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x25", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP618", "error", "La/g;-><clinit>()V@0xe", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP621", "error", "Lcom/slipstream/slips/SlipProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x5a", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP622", "error", "Lcom/slipstream/slips/SlipProvider;->c(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1b", "../../testdata/dex/rev59_k1.apk", 0},
			{"CETP623", "note", "Lcom/slipstream/carpool/CarpoolProvider;->e(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4b", "../../testdata/dex/rev59_k1.apk", 0},
		})
	}
}
