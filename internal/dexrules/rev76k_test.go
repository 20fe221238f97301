package dexrules_test

import "testing"

// TestRev76KotlinDagger (rev76_k1, "HiveWatch" apiary inspections: Kotlin
// 2 through D8 with the Dagger 2 generated code written out — a component,
// X_Factory classes, DoubleCheck singletons, a multibinding
// Map<String, Provider<ToolHandler>> the provider dispatches through,
// MembersInjector injection, @Named Random/SecureRandom bindings from a
// module; a helper's blind app, labels in testdata/dex/rev76_labels_k.md,
// first scanned at stop 50). Its first run found 6 of 8 labelled defects
// with no false finding — 601, 614 and 622 reached only through the
// multibinding map, 604 through an injected gate, 624, 603 on an injected
// executor. Fixed since: CETP620, whose token came through a Kotlin
// property getter reading the request by its own key (`val resumeToken
// get() = req.getString("resume_token")`): a value a helper's summary
// returns is a token when the helper read it under a token's key. 7 of 8.
// Left: the resume tokens drawn from the module-bound java.util.Random are
// notes ("a java.util.Random-typed object the analysis did not see made"),
// on the SecureRandom twin too, not a CETP613 — the generator arrives
// through javax.inject.Provider.get() on a factory held in a field, which
// the summaries do not resolve.
func TestRev76KotlinDagger(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev76_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/hivewatch/RequeenTool;->run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x76", "com/hivewatch/HiveTools.kt", 42},
			{"CETP603", "error", "Lcom/hivewatch/YardProvider;->logVisit$lambda$0(Lcom/hivewatch/YardProvider;Ljava/lang/String;)V@0x4", "com/hivewatch/YardProvider.kt", 62},
			{"CETP604", "warning", "Lcom/hivewatch/CallerGate;->callerPackage(I)Ljava/lang/String;@0xd", "com/hivewatch/Gates.kt", 9},
			{"CETP609", "note", "Lcom/hivewatch/HiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/hivewatch/HiveProvider.kt", 21},
			{"CETP609", "note", "Lcom/hivewatch/YardProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/hivewatch/YardProvider.kt", 28},
			{"CETP613", "note", "Lcom/hivewatch/CombineTool;->run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x72", "com/hivewatch/HiveTools.kt", 60},
			{"CETP613", "note", "Lcom/hivewatch/HiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5f", "com/hivewatch/HiveProvider.kt", 26},
			{"CETP613", "note", "Lcom/hivewatch/YardProvider;->moveYard(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x9b", "com/hivewatch/YardProvider.kt", 57},
			{"CETP614", "error", "Lcom/hivewatch/HarvestTool;->run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1b", "com/hivewatch/HiveTools.kt", 71},
			{"CETP620", "warning", "Lcom/hivewatch/YardHolds;->redeem(Ljava/lang/String;)Z@0x4", "com/hivewatch/Tokens.kt", 56},
			{"CETP622", "error", "Lcom/hivewatch/InspectHiveTool;->run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2e", "com/hivewatch/HiveTools.kt", 13},
			{"CETP624", "warning", "Lcom/hivewatch/YardGate;->admits(I)Z@0x18", "com/hivewatch/Gates.kt", 20},
		})
	}
}
