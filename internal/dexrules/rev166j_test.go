package dexrules_test

import "testing"

// TestRev166JavaOperations: blind round rev166_j (Lumen Studio, long
// operations: accepted / get_operation / cancel_operation through a
// shared OperationManager, CompletableFuture chains on executors, atomic
// state machines, pipes for results, worker plugins and per-provider id
// generators; labels in testdata/dex/rev166_labels_j.md, written before
// any scan). First run (stop 63, 2b438341): CETP603, 607, 612, 620 and 622
// at their labels, 613 at OperationManager.startOrJoin (a line on) and
// again where each provider puts the id, 619 at the export provider's
// execute_tool dispatch; missed 618 (the MemoryOperationTable plugged into
// the export provider); false: 613 for the export provider, whose
// generator is SecureIds — the manager's generator field is read for
// both providers' objects at once (the label's near miss).
// Stop 67: the four puts of the id are folded into the report at
// startOrJoin, which names the same defect.
func TestRev166JavaOperations(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev166_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/lumenframe/studio/cetp/Replies.java", 55},
			{"CETP508", "note", "Lcom/lumenframe/studio/cetp/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/lumenframe/studio/cetp/Replies.java", 68},
			{"CETP603", "error", "Lcom/lumenframe/studio/backup/QuotaLedger;->chargeCaller(J)V@0x0", "com/lumenframe/studio/backup/QuotaLedger.java", 31},
			{"CETP607", "warning", "Lcom/lumenframe/studio/backup/BackupProvider;->await(Ljava/lang/String;Lcom/lumenframe/studio/ops/Operation;JZ)Landroid/os/Bundle;@0x4e", "com/lumenframe/studio/backup/BackupProvider.java", 234},
			{"CETP612", "error", "Lcom/lumenframe/studio/export/ExportProvider;->deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;@0x10", "com/lumenframe/studio/export/ExportProvider.java", 254},
			{"CETP613", "error", "Lcom/lumenframe/studio/ops/OperationManager;->startOrJoin(Lcom/lumenframe/studio/cetp/ToolCall;Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/Operation;@0x51", "com/lumenframe/studio/ops/OperationManager.java", 58},
			{"CETP619", "warning", "Lcom/lumenframe/studio/export/ExportProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x68", "com/lumenframe/studio/export/ExportProvider.java", 133},
			{"CETP620", "warning", "Lcom/lumenframe/studio/export/ExportProvider;->lookup(Ljava/lang/String;Landroid/os/Bundle;)Lcom/lumenframe/studio/ops/Operation;@0x12", "com/lumenframe/studio/export/ExportProvider.java", 278},
			{"CETP622", "error", "Lcom/lumenframe/studio/backup/ArchiveImportWorker;->run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;@0x1a", "com/lumenframe/studio/backup/ArchiveImportWorker.java", 48},
		})
	}
}
