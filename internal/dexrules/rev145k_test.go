package dexrules_test

import "testing"

// TestRev145KotlinDSL: blind round rev145_k (Larderly, Kotlin language
// features around a hand-written provider: a @DslMarker tool builder,
// reified and crossinline inline functions, a sealed Outcome with
// runCatching, lazy / observable / map delegates, @JvmInline value
// classes, Bundle extension properties, a SQLite DAO with an inline
// transaction; labels in testdata/dex/rev145_labels_k.md, written before
// any scan). First run (stop 60), no false finding: CETP604 (the value
// class's primaryPackage), 611 (the UID read inside withOwnIdentity's
// inlined cleared block), 614 (a `by map` "confirmed" skipping the
// approval), 606 (the reified getter's "calling_package", at the inlined
// getter's line), 625 (the shopping provider's session hook never reading
// session_token, at the base's dispatch naming it) and 602 (the lazy
// implicit Intent, at Resolution.create, which copies it) found: 6 of 8.
// Missed: CETP618 (dedup records only in a Delegates.observable map
// property, whose delegate object holds the map) and 621 (a tool whose DSL
// block leaves the builder's default effect read: declarations built in
// code are read only for the SDK's CetpProviderTool, the catalog's X+T).
// Stop 63: 618 found in RecentOutcomes.once, three lines before its label
// (the key built from getRequestId's value: builtkey618).
func TestRev145KotlinDSL(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev145_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/larderly/pantry/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x18", "com/larderly/pantry/Protocol.kt", 51},
			{"CETP602", "error", "Lcom/larderly/pantry/Resolution$Companion;->create(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/pantry/Resolution;@0x2d", "com/larderly/pantry/Gates.kt", 66},
			{"CETP604", "warning", "Lcom/larderly/pantry/CallerUid;->primaryPackage-impl(ILandroid/content/pm/PackageManager;)Ljava/lang/String;@0xd", "com/larderly/pantry/Values.kt", 9},
			{"CETP606", "error", "Lcom/larderly/pantry/ShoppingProvider;->grantedScopes(Lcom/larderly/pantry/ToolCall;)Ljava/util/Set;@0xc", "com/larderly/pantry/ShoppingProvider.kt", 134},
			{"CETP611", "error", "Lcom/larderly/pantry/PantryProvider;->sharePantry(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;@0x54", "com/larderly/pantry/PantryProvider.kt", 139},
			{"CETP614", "error", "Lcom/larderly/pantry/PantryProvider;->discardItem(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;@0x27", "com/larderly/pantry/PantryProvider.kt", 123},
			{"CETP618", "error", "Lcom/larderly/pantry/RecentOutcomes;->once(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/larderly/pantry/Outcome;@0x18", "com/larderly/pantry/Outcomes.kt", 47},
			{"CETP621", "note", "Lcom/larderly/pantry/ToolSpec;->descriptor()Lorg/json/JSONObject;@0x0", "com/larderly/pantry/ToolDsl.kt", 34},
			{"CETP625", "warning", "Lcom/larderly/pantry/ToolEndpoint;->serve--PPG6LI(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0xa0", "com/larderly/pantry/Endpoint.kt", 53},
		})
	}
}
