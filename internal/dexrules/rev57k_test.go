package dexrules_test

import "testing"

// TestRev57KotlinLocator (rev57_k1, "ChoreChart" shared-house chores:
// Kotlin 2 through D8, two hand-written providers, services from a
// bundled Koin-style locator (`by inject()`), tools as SAM-converted `fun
// interface Tool` lambdas in a buildMap, a Flow with flowOn(Dispatchers.IO)
// collected in withTimeout/runBlocking, suspendCancellableCoroutine, a
// PendingIntent factory taking the Activity as a KClass, a reliable pipe
// with a writer coroutine; a helper's blind app, labels in
// testdata/dex/rev57_labels_k.md, first scanned at stop 49). Its first
// run found all 9 labelled defects, with one false error and eight notes:
// CETP606 on reassign_chore, whose request "calling_package" is only
// compared with the ToolCtx's package (a field the context object holds,
// stored from getPackagesForUid's single package in call()), and
// CETP623/106 notes that the factory's Activity was not known (a KClass
// argument). Fixed since: a field every store of which is the caller's
// is the caller's identity for CETP606's cross-check; `X::class` and its
// `.java` stand for the Class itself. 9 of 9, no false finding.
func TestRev57KotlinLocator(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev57_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/chorechart/ChoreProvider;->tools$lambda$0$4(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x57", "com/chorechart/ChoreProvider.kt", 46},
			{"CETP602", "error", "Lcom/chorechart/LedgerProvider;->settleUp(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x48", "com/chorechart/LedgerProvider.kt", 109},
			{"CETP603", "error", "Lcom/chorechart/LedgerProvider$balanceFlow$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x13", "com/chorechart/LedgerProvider.kt", 79},
			{"CETP606", "error", "Lcom/chorechart/ChoreProvider;->tools$lambda$0$5(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x1a", "com/chorechart/ChoreProvider.kt", 54},
			{"CETP609", "note", "Lcom/chorechart/ChoreProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/chorechart/ChoreProvider.kt", 103},
			{"CETP609", "note", "Lcom/chorechart/LedgerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/chorechart/LedgerProvider.kt", 41},
			{"CETP611", "error", "Lcom/chorechart/ChoreProvider;->tools$lambda$0$7(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x17", "com/chorechart/ChoreProvider.kt", 70},
			{"CETP612", "error", "Lcom/chorechart/LedgerProvider;->exportLedger(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x5a", "com/chorechart/LedgerProvider.kt", 138},
			{"CETP614", "error", "Lcom/chorechart/ChoreProvider;->tools$lambda$0$3(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;@0x1a", "com/chorechart/ChoreProvider.kt", 33},
			{"CETP620", "warning", "Lcom/chorechart/SettleHolds;->redeem(Ljava/lang/String;)Z@0x12", "com/chorechart/Tokens.kt", 47},
			{"CETP622", "error", "Lcom/chorechart/SqlChoreRepo;->search(Ljava/lang/String;)Ljava/lang/String;@0x24", "com/chorechart/Locator.kt", 50},
		})
	}
}
