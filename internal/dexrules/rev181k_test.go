package dexrules_test

import "testing"

// TestRev181KotlinDelegation: blind round rev181_k (Pantrybox, a pantry
// and household app in Kotlin's delegation and inlining shapes: class
// delegation, lazy / map / custom property delegates over a Bundle and
// SharedPreferences, inline reified helpers and crossinline Runnables,
// object expressions, operator funs; both providers extend a bundled copy
// of the SDK's CetpV2ContentProvider; labels in
// testdata/dex/rev181_labels_k.md, written before any scan). First run
// (stop 66, d9afb23b): CETP601 (HouseholdToolProvider.authorize, the
// inlined getActivity), 603 (the regenerated inBackground Runnable), 608
// (at HouseholdTools' declarations, the label names the class), 611
// (PantryToolProvider.addItem, inside the inlined withClearedIdentity),
// 616 (PackagesKt.signatureDigest) and 624 (at :137, the inlined any's
// line the label names as stdlib's); missed 606 (a ReadOnlyProperty over
// the extras reading "caller_package", trusted to pick the acting member)
// and 618 (OperationBoard is a MutableMap by ConcurrentHashMap: class
// delegation, only a CETP620 note at its get). No near miss reported.
// 606 found the same stop, at authorize's read of the property
// (delegatedid606: a delegate reading the extras by its key).
func TestRev181KotlinDelegation(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev181_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x8", "com/clawseed/sdk/provider/CetpV2ContentProvider.kt", 213},
			{"CETP601", "error", "Lnet/pantrybox/app/household/HouseholdToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;@0x1f5", "net/pantrybox/app/household/HouseholdToolProvider.kt", 144},
			{"CETP603", "error", "Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;->run()V@0x7", "net/pantrybox/app/pantry/Inline.kt", 46},
			{"CETP606", "error", "Lnet/pantrybox/app/household/HouseholdToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;@0x6e", "net/pantrybox/app/household/HouseholdToolProvider.kt", 44},
			{"CETP608", "error", "Lnet/pantrybox/app/household/HouseholdTools;-><clinit>()V@0xcd", "net/pantrybox/app/household/HouseholdTools.kt", 47},
			{"CETP611", "error", "Lnet/pantrybox/app/pantry/PantryToolProvider;->addItem(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;@0x10f", "net/pantrybox/app/pantry/PantryToolProvider.kt", 115},
			{"CETP616", "warning", "Lnet/pantrybox/app/core/PackagesKt;->signatureDigest(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/lang/String;@0x34", "net/pantrybox/app/core/Packages.kt", 16},
			{"CETP620", "note", "Lnet/pantrybox/app/pantry/OperationBoard;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;@0x7", "net/pantrybox/app/pantry/Ledger.kt", 0},
			{"CETP624", "warning", "Lnet/pantrybox/app/household/HouseholdToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;@0x21", "net/pantrybox/app/household/HouseholdToolProvider.kt", 137},
		})
	}
}
