package dexrules_test

import "testing"

// TestRev159KotlinConcurrency: blind round rev159_k (Quillhaven, a
// document archive built on concurrency primitives: atomics,
// ConcurrentHashMap computeIfAbsent/merge/getOrPut, synchronized and
// withLock, a fixed pool, a FutureTask queue drained by a thread {}
// worker, Future.get(timeout); labels in testdata/dex/rev159_labels_k.md,
// written before any scan). First run (stop 62, after the stop's first
// fixes): every plant found — CETP606, 620, 603, 607 and 611 at their
// labels, 613 a line later (the counter's increment), 625 at the
// dispatch in serve, 624 in the lambda the label names (at the inlined
// any's line) — and no near miss reported; CETP620 was reported twice at
// the same call (the cache map and the table behind it: one since
// passedsel620's cache). The operation ids read back from the table give
// CETP613 notes (the lambda's callers include every Function1.invoke
// call: past the budget). Two CETP619 notes, one per provider (the row
// mapper ArchiveDb.rows calls its function parameter), are gone since
// fnparam619.
func TestRev159KotlinConcurrency(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev159_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x12", "com/quillhaven/archive/Protocol.kt", 77},
			{"CETP603", "error", "Lcom/quillhaven/archive/IndexToolProvider;->rebuild$lambda$1$0(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;@0x7", "com/quillhaven/archive/IndexToolProvider.kt", 120},
			{"CETP606", "error", "Lcom/quillhaven/archive/ExportToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x8", "com/quillhaven/archive/ExportToolProvider.kt", 38},
			{"CETP607", "warning", "Lcom/quillhaven/archive/IndexToolProvider;->rebuild(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;@0x12f", "com/quillhaven/archive/IndexToolProvider.kt", 136},
			{"CETP611", "error", "Lcom/quillhaven/archive/IndexToolProvider;->retag(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x8f", "com/quillhaven/archive/IndexToolProvider.kt", 90},
			{"CETP613", "error", "Lcom/quillhaven/archive/ExportToolProvider;->exportFolder(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;@0x7f", "com/quillhaven/archive/ExportToolProvider.kt", 93},
			{"CETP613", "note", "Lcom/quillhaven/archive/ExportToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x1af", "com/quillhaven/archive/ExportToolProvider.kt", 65},
			{"CETP613", "note", "Lcom/quillhaven/archive/IndexToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x1b6", "com/quillhaven/archive/IndexToolProvider.kt", 60},
			{"CETP613", "note", "Lcom/quillhaven/archive/OperationRecord;->toStatus()Lorg/json/JSONObject;@0x11", "com/quillhaven/archive/Store.kt", 143},
			{"CETP620", "warning", "Lcom/quillhaven/archive/ExportToolProvider;->lookup(Landroid/os/Bundle;)Lcom/quillhaven/archive/OperationRecord;@0x19", "com/quillhaven/archive/ExportToolProvider.kt", 71},
			{"CETP624", "warning", "Lcom/quillhaven/archive/CallerGate;->anyPackage$lambda$0(Lcom/quillhaven/archive/CallerGate;Ljava/lang/Integer;)Ljava/lang/String;@0x1b", "com/quillhaven/archive/Callers.kt", 54},
			{"CETP625", "warning", "Lcom/quillhaven/archive/ExportToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0xbe", "com/quillhaven/archive/ExportToolProvider.kt", 49},
		})
	}
}
