package dexrules_test

import "testing"

// TestRev151KotlinFunctional: blind round rev151_k (Tallyfold, envelope
// budgets in a functional Kotlin style: sealed commands, value classes,
// Result/fold, scope functions, Bundle and Context extensions, delegated
// properties; labels in testdata/dex/rev151_labels_k.md, written before any
// scan). First run (stop 61): CETP601, 606 (at the map-delegated getter,
// the labels' alternative), 603 and 622 found at labelled places, 607, 613
// and 620 found beside them (the reply helper, the store's lookup); 618 (an
// observable map of retry records) missed. After the stop's changes 607
// and 613 are reported at the tools' calls (labelled) and 618 is found
// (fixture observable618): 7 of 8 at labelled places or their
// alternatives, 620 still at the store's query.
func TestRev151KotlinFunctional(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev151_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallyfold/money/ExtensionsKt;->putFailure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1b", "com/tallyfold/money/Extensions.kt", 28},
			{"CETP601", "error", "Lcom/tallyfold/money/LedgerToolProvider;->resolution-GLOxL2A(Lcom/tallyfold/money/LedgerCommand;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x53", "com/tallyfold/money/LedgerToolProvider.kt", 128},
			{"CETP603", "error", "Lcom/tallyfold/money/CallerUid$Companion;->current-GZ42O9s()I@0x0", "com/tallyfold/money/Values.kt", 10},
			{"CETP606", "error", "Lcom/tallyfold/money/RecordExpense;->getCallerPackage()Ljava/lang/String;@0xb", "com/tallyfold/money/Commands.kt", 23},
			{"CETP607", "warning", "Lcom/tallyfold/money/LedgerToolProvider;->perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/LedgerCommand;)Lcom/tallyfold/money/Outcome;@0xde", "com/tallyfold/money/LedgerToolProvider.kt", 78},
			{"CETP613", "error", "Lcom/tallyfold/money/ReceiptToolProvider;->import(Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;@0x90", "com/tallyfold/money/ReceiptToolProvider.kt", 110},
			{"CETP613", "note", "Lcom/tallyfold/money/Operations;->cancel(Lcom/tallyfold/money/OperationRow;)Lcom/tallyfold/money/Outcome;@0x36", "com/tallyfold/money/Operations.kt", 53},
			{"CETP613", "note", "Lcom/tallyfold/money/Operations;->status(Lcom/tallyfold/money/OperationRow;)Lorg/json/JSONObject;@0x10", "com/tallyfold/money/Operations.kt", 39},
			{"CETP613", "note", "Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;@0xc7", "com/tallyfold/money/Protocol.kt", 34},
			{"CETP618", "error", "Lcom/tallyfold/money/LedgerReplies;->prior(Lcom/tallyfold/money/RetryKey;)Lcom/tallyfold/money/Prior;@0x9", "com/tallyfold/money/Replies.kt", 18},
			{"CETP620", "warning", "Lcom/tallyfold/money/Store;->operation-_kFscVc(Ljava/lang/String;)Lcom/tallyfold/money/OperationRow;@0x3f", "com/tallyfold/money/Store.kt", 177},
			{"CETP622", "error", "Lcom/tallyfold/money/ExtensionsKt;->receiptFile(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;@0x13", "com/tallyfold/money/Extensions.kt", 44},
		})
	}
}
