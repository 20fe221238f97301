package dexrules_test

import "testing"

// TestRev143KotlinCoroutines: blind round rev143_k (Harborline, coroutines
// in depth: runBlocking at call(), withContext, Flow pipelines with catch,
// StateFlow, produce/receive, async/await, supervisorScope, withTimeout,
// Mutex.withLock; labels in testdata/dex/rev143_labels_k.md, written
// before any scan). First run (stop 59): CETP603 (the launched
// coroutine), 620 (PassBook.redeem, and the approvals map the same token
// is looked up in on that path), 622 (the Flow-mapped LIKE text reaching
// rawQuery, at LedgerStore.rows) and 607 at the shared render naming the
// expense handler's catch found; CETP601 (FLAG_MUTABLE through a produce
// channel) a note. No false finding. Missed: CETP613 (Tokens.mint given a
// lambda `{ Random.nextBytes(it) }` that fills the token's bytes: a
// generator in a function value, silent). Found since: CETP624
// (asFlow().filter().firstOrNull() over the UID's packages: a filter's
// result is what matched, fixture filter624) and 619 (the deadline used
// only by withTimeout on reads: the base's call() runs the budget
// provider's own execute, a suspend function walked state by state, at
// the dedup helper's write 8 calls deep; fixture suspend619).
func TestRev143KotlinCoroutines(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev143_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/harborline/ledger/ProtocolKt;->render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;@0x5b", "com/harborline/ledger/Protocol.kt", 34},
			{"CETP601", "note", "Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x34", "com/harborline/ledger/Tickets.kt", 54},
			{"CETP603", "error", "Lcom/harborline/ledger/ExpenseProvider$syncReceipts$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd", "com/harborline/ledger/ExpenseProvider.kt", 71},
			{"CETP603", "note", "Lcom/harborline/ledger/TicketsKt$resolutionFor$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x2a", "com/harborline/ledger/Tickets.kt", 51},
			{"CETP607", "warning", "Lcom/harborline/ledger/ExpenseProvider$add$5;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x2f", "com/harborline/ledger/ExpenseProvider.kt", 64},
			{"CETP619", "warning", "Lcom/harborline/ledger/LedgerEndpoint;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x21", "com/harborline/ledger/Endpoint.kt", 31},
			{"CETP620", "note", "Lcom/harborline/ledger/CallerGate;->signedByTrusted(Ljava/lang/String;)Z@0x7", "com/harborline/ledger/Sessions.kt", 51},
			{"CETP620", "warning", "Lcom/harborline/ledger/Approvals;->of(Ljava/lang/String;)Ljava/lang/Boolean;@0xd", "com/harborline/ledger/Tickets.kt", 21},
			{"CETP620", "warning", "Lcom/harborline/ledger/PassBook;->redeem(Ljava/lang/String;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x6c", "com/harborline/ledger/Tickets.kt", 44},
			{"CETP622", "error", "Lcom/harborline/ledger/LedgerStore;->rows(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONArray;@0xe", "com/harborline/ledger/Store.kt", 85},
			{"CETP624", "warning", "Lcom/harborline/ledger/AnyTrustedGate;->admit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x19", "com/harborline/ledger/Sessions.kt", 61},
		})
	}
}
