package dexrules_test

import "testing"

// The rev36_k apps (testdata/dex/src/rev36_k*, labels in
// testdata/dex/rev36_labels_k.md), written blind (stop 44) by a helper who
// compiled real Kotlin with kotlinc 2.4.20 and translated javap's output
// by hand into the shapes D8 gives it: $$ExternalSyntheticLambdaN classes,
// a lazy list of an interface's implementations, inlined collection
// operations with SMAP lines past the file's end, try/finally restores.
// Each test asserts every finding of its app in both modes, so the near
// misses are asserted silent.

// TestRev36KotlinPharmacy (rev36_k1, "Pillpost"): first run (stop 44)
// found all 8 labelled defects — a Binder identity read on the main
// Looper through a Handler.post lambda and an interface with two
// implementations, getPackagesForUid()[0] in an audit helper, the UID read
// inside clearCallingIdentity's try/finally, a java.util.Random resume
// token from a field, an "approved" argument skipping the confirmation, a
// HashMap-only dedup executor, a read tool writing SharedPreferences, SQL
// built from an argument — with no false finding; the locations are the
// labels' first or "or at" ones.
func TestRev36KotlinPharmacy(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev36_k1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r36k1/PushReminder;->remind(Landroid/content/Context;Ljava/lang/String;)V@0xa", "com/example/r36k1/Reminders.kt", 20},
			{"CETP604", "warning", "Lcom/example/r36k1/CallersKt;->auditName(Landroid/content/Context;I)Ljava/lang/String;@0x10", "com/example/r36k1/Callers.kt", 18},
			{"CETP611", "error", "Lcom/example/r36k1/RefillProvider;->cancelRefill(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x5b", "com/example/r36k1/RefillProvider.kt", 74},
			{"CETP613", "error", "Lcom/example/r36k1/RefillProvider;->confirm(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x3b", "com/example/r36k1/RefillProvider.kt", 93},
			{"CETP614", "error", "Lcom/example/r36k1/RefillProvider;->requestRefill(ILjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/example/r36k1/RefillProvider.kt", 53},
			{"CETP618", "error", "Lcom/example/r36k1/RecentRequests;-><init>()V@0x8", "com/example/r36k1/Inventory.kt", 55},
			{"CETP621", "error", "Lcom/example/r36k1/StockProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x46", "com/example/r36k1/Inventory.kt", 40},
			{"CETP622", "error", "Lcom/example/r36k1/RxStore;->find(Ljava/lang/String;)Ljava/lang/String;@0x1d", "com/example/r36k1/Store.kt", 13},
		})
	}
}
