package dexrules_test

import "testing"

// TestRev147KotlinEvents: blind round rev147_k (Tidemark, invoices kept as
// an event log: sealed commands and events, a decider returning Either, a
// reducer, Cursor and ContentValues extensions, a suspend repository over
// SQLite, an outbox drained by the app's own worker, operations polled by
// get_operation; labels in testdata/dex/rev147_labels_k.md, written
// before any scan). First run (stop 60): CETP622 (the status pasted into
// SQL, at the Cursor extension running it), 603 (the worker's
// getCallingUid), 601 (voidInvoice's FLAG_UPDATE_CURRENT) and 619 (the
// export provider never reading the deadline) found: 4 of 8; CETP612 (the
// export's MODE_READ_WRITE result file) a note. Missed: CETP607 (exception
// text folded into a Rejected event), 613 (an operation id from the clock
// and a counter) and 620 (get_operation by id alone). One false CETP622 at
// first (purged export paths, rows a withContext body returned, taken for
// the request object the body captured: fixture withctx622). The app also
// showed a nested replay costing 11 s of CPU (argsAt, fixed). Stop 61:
// CETP613 found at queueExport (the id copied from the command's field on
// into the events' and the reply's: fixture copiedid613), 5 of 8.
// Stop 61: three read tools declared in the app's JSON run withContext
// bodies whose context is not known: notes (CETP621).
func TestRev147KotlinEvents(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev147_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tidemark/invoices/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x18", "com/tidemark/invoices/Protocol.kt", 42},
			{"CETP601", "error", "Lcom/tidemark/invoices/InvoiceProvider;->voidInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x129", "com/tidemark/invoices/InvoiceProvider.kt", 124},
			{"CETP603", "error", "Lcom/tidemark/invoices/ExportProvider;->writeExport(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;@0x18", "com/tidemark/invoices/ExportProvider.kt", 119},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->claimNext(Ljava/util/Set;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa", "com/tidemark/invoices/Repository.kt", 120},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x10", "com/tidemark/invoices/Repository.kt", 76},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->finish(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/WorkResult;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa", "com/tidemark/invoices/Repository.kt", 137},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->history(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa", "com/tidemark/invoices/Repository.kt", 57},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->operation(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa", "com/tidemark/invoices/Repository.kt", 111},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->prior(ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xe", "com/tidemark/invoices/Repository.kt", 69},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->progress(Ljava/lang/String;IILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xf", "com/tidemark/invoices/Repository.kt", 131},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->purgeExports(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lcom/tidemark/invoices/Event$Purged;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xf", "com/tidemark/invoices/Repository.kt", 97},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->requestCancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa", "com/tidemark/invoices/Repository.kt", 116},
			{"CETP603", "note", "Lcom/tidemark/invoices/Repository;->rows(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xe", "com/tidemark/invoices/Repository.kt", 65},
			{"CETP612", "note", "Lcom/tidemark/invoices/ProtocolKt;->render(Lcom/tidemark/invoices/Outcome;Ljava/lang/String;)Landroid/os/Bundle;@0xf3", "com/tidemark/invoices/Protocol.kt", 69},
			{"CETP613", "error", "Lcom/tidemark/invoices/ExportProvider;->queueExport(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x87", "com/tidemark/invoices/ExportProvider.kt", 78},
			{"CETP619", "note", "Lcom/tidemark/invoices/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/tidemark/invoices/ToolProvider.kt", 77},
			{"CETP619", "warning", "Lcom/tidemark/invoices/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x21", "com/tidemark/invoices/ToolProvider.kt", 79},
			{"CETP621", "note", "Lcom/tidemark/invoices/ExportProvider;->run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x27", "com/tidemark/invoices/ExportProvider.kt", 46},
			{"CETP621", "note", "Lcom/tidemark/invoices/InvoiceProvider;->run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x39", "com/tidemark/invoices/InvoiceProvider.kt", 47},
			{"CETP621", "note", "Lcom/tidemark/invoices/InvoiceProvider;->run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x3e", "com/tidemark/invoices/InvoiceProvider.kt", 48},
			{"CETP622", "error", "Lcom/tidemark/invoices/CursorExtKt;->cursor(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;@0xf", "com/tidemark/invoices/CursorExt.kt", 9},
		})
	}
}
