package dexrules_test

import "testing"

// TestRev176JavaComponents: blind round rev176_j (QuillMark, documents and
// archives handed to a bound Service through a Messenger, results through
// receivers, AlarmManager and a JobService, Parcelable records, caller
// identity from a PackageManager helper, descriptors from files and
// pipes; labels in testdata/dex/rev176_labels_j.md, written before any
// scan). First run (stop 65, bed4b0bb): CETP602, 606, 610, 612, 615 (:53,
// an alternative the label gives) and 616 (:47, between the label's 46 and
// 50) at their labels; 624 at ArchiveCallers :32 (the loop's return; the
// label's :34 or :28); 619 at the base's call() :98 for the archive
// provider (a ledger commit before any deadline read; the label names the
// async hand-off). False: three CETP622 (DocumentStore.read and delete,
// a stored row's "file" read as the request's because the row holds the
// request id under "id" — fixed the same stop, keyedrow622 — and
// ArchiveShelf.file, behind a boolean helper's anchored regex), three
// CETP620 (the work service's operation lookups fed by the provider's own
// messages, the review Activities' resume token), CETP624 at
// DocumentCallers (the loop, then a UID with several packages refused)
// and CETP619 for the documents provider. Fixed at stop 65 besides the
// rows: DocumentCallers' CETP624 (lenafter624) and the CETP620 from the
// private review Activity's Intent (privateintent620), and ArchiveShelf's
// CETP622 behind its boolean isName helper (predicate622). The documents
// provider's CETP619 went at stop 67 (cancel_operation in the default arm
// of the base's string switch is another method's code; rev186_j1).
func TestRev176JavaComponents(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev176_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/quillmark/docs/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/quillmark/docs/core/Replies.java", 99},
			{"CETP508", "note", "Lcom/quillmark/docs/core/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/quillmark/docs/core/Replies.java", 119},
			{"CETP602", "error", "Lcom/quillmark/docs/core/ReviewIntents;->removal(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0xc", "com/quillmark/docs/core/ReviewIntents.java", 28},
			{"CETP603", "note", "Lcom/quillmark/docs/work/WorkClient;->deliver(Landroid/os/Message;)V@0xc", "com/quillmark/docs/work/WorkClient.java", 81},
			{"CETP606", "error", "Lcom/quillmark/docs/archive/ArchiveCallers;->resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;@0x2", "com/quillmark/docs/archive/ArchiveCallers.java", 23},
			{"CETP610", "warning", "Lcom/quillmark/docs/work/Alarms;->retryCleanupLater(Landroid/content/Context;I)V@0x8", "com/quillmark/docs/work/Alarms.java", 27},
			{"CETP612", "error", "Lcom/quillmark/docs/archive/ArchiveToolProvider;->exportArchive(Lcom/quillmark/docs/core/Request;)Landroid/os/Bundle;@0x5a", "com/quillmark/docs/archive/ArchiveToolProvider.java", 287},
			{"CETP614", "note", "Lcom/quillmark/docs/work/WorkClient;->cancel(Ljava/lang/String;)V@0x0", "com/quillmark/docs/work/WorkClient.java", 68},
			{"CETP614", "note", "Lcom/quillmark/docs/work/WorkClient;->submit(Lcom/quillmark/docs/work/WorkRequest;)V@0x0", "com/quillmark/docs/work/WorkClient.java", 55},
			{"CETP615", "error", "Lcom/quillmark/docs/core/ReviewIntents;->approver(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x23", "com/quillmark/docs/core/ReviewIntents.java", 53},
			{"CETP616", "warning", "Lcom/quillmark/docs/archive/ArchiveCallers;->pinnedMatches(Ljava/lang/String;)Z@0x12", "com/quillmark/docs/archive/ArchiveCallers.java", 47},
			{"CETP619", "warning", "Lcom/quillmark/docs/core/ToolProviderBase;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x66", "com/quillmark/docs/core/ToolProviderBase.java", 98},
			{"CETP620", "warning", "Lcom/quillmark/docs/core/OperationStore;->apply(Lcom/quillmark/docs/work/WorkRecord;)V@0x6", "com/quillmark/docs/core/OperationStore.java", 57},
			{"CETP620", "warning", "Lcom/quillmark/docs/core/OperationStore;->isCancelRequested(Ljava/lang/String;)Z@0x1", "com/quillmark/docs/core/OperationStore.java", 41},
			{"CETP622", "note", "Lcom/quillmark/docs/work/WorkClient;->cancel(Ljava/lang/String;)V@0x0", "com/quillmark/docs/work/WorkClient.java", 68},
			{"CETP622", "note", "Lcom/quillmark/docs/work/WorkClient;->submit(Lcom/quillmark/docs/work/WorkRequest;)V@0x0", "com/quillmark/docs/work/WorkClient.java", 55},
			{"CETP624", "warning", "Lcom/quillmark/docs/archive/ArchiveCallers;->resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;@0x34", "com/quillmark/docs/archive/ArchiveCallers.java", 32},
		})
	}
}
