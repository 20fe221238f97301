package dexrules_test

import "testing"

// TestRev113JavaOperations (rev113_j1, "KiteFrame" photo library: Java 11
// through D8 shapes — one provider on the CETP SDK base class overriding
// its hooks (getOperation, cancelOperation, a mutation executor), one with
// a hand-written call(), asynchronous tools answering accepted with an
// operation id, an operation table in SQLite; a helper's blind app,
// labels in testdata/dex/rev113_labels_j.md, scanned once at the end of
// stop 53, no fix made). Its first run found 6 of the 8 labelled defects,
// no false finding (CETP614 at :216 and CETP622 at OperationStore.list,
// the labels' alternatives; CETP613 at the put of the operation id;
// CETP619 at call()'s dispatch of execute_tool). CETP618 — the mutation
// executor deduplicates in a ConcurrentHashMap only — was found in stop
// 54, once the executor's own writes were searched without the mutation
// it runs (mutexec618), and CETP620 — get_operation finds the operation's
// SQLite row by its id alone — once a row looked up by a token the request
// carries was a token lookup (rows620): 8 of 8, at OperationStore.find
// (the labels' alternative).
func TestRev113JavaOperations(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev113_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V@0x18", "../../testdata/dex/rev113_j1.apk", 0},
			{"CETP603", "error", "Lcom/kiteframe/sync/SyncToolProvider;->runSync(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0x66", "com/kiteframe/sync/SyncToolProvider.java", 310},
			{"CETP607", "warning", "Lcom/kiteframe/library/LibraryToolProvider;->runTranscode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V@0x3a", "com/kiteframe/library/LibraryToolProvider.java", 205},
			{"CETP613", "error", "Lcom/kiteframe/sync/SyncToolProvider;->removeRemoteCopy(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x53", "com/kiteframe/sync/SyncToolProvider.java", 351},
			{"CETP614", "error", "Lcom/kiteframe/library/LibraryToolProvider;->purgeTrash(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x13", "com/kiteframe/library/LibraryToolProvider.java", 216},
			{"CETP618", "error", "Lcom/kiteframe/ops/MemoryDedupExecutor;-><init>()V@0x8", "com/kiteframe/ops/MemoryDedupExecutor.java", 14},
			{"CETP619", "warning", "Lcom/kiteframe/sync/SyncToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9c", "com/kiteframe/sync/SyncToolProvider.java", 116},
			{"CETP620", "warning", "Lcom/kiteframe/sync/SyncToolProvider;->getOperation(ILandroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;@0xc", "com/kiteframe/sync/SyncToolProvider.java", 221},
			{"CETP622", "error", "Lcom/kiteframe/ops/OperationStore;->list(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;@0x15", "com/kiteframe/ops/OperationStore.java", 42},
		})
	}
}
