package dexrules_test

import "testing"

// TestRev154JavaJobs: blind round rev154_j (Halyard Vault, durable jobs:
// an operations table with a status state machine and version-guarded
// updates, a Handler-loop worker, get_operation/cancel_operation, result
// files through ParcelFileDescriptor; labels in
// testdata/dex/rev154_labels_j.md, written before any scan). First run
// (stop 61, after the stop's changes): CETP605 (openFile without a
// caller check), 606, 611 and 610 found at their labels; 619 (reported
// at the provider's call, the label names the desk's submit), 621 (at
// the dispatch branch, the label names the store's verify) and 622 (the
// agent's file_name reported at five uses of the row's field, the label
// names the intake) found elsewhere; 620 (cancel_operation finding the
// row by id alone) missed. One false CETP619 on the reports provider,
// whose desk checks the deadline (fixture deskdeadline619, fixed).
// Stop 62: 622 once, at ResultFiles.named where submit's file_name
// builds the path (passed in by ArchiveDesk.submit); the four readers
// of the row's result path — that path's text, judged where it was
// built — are no longer reported, the reports provider's among them
// (its desk validates the name; fixture storedpath622). 620 found at
// its label, cancel's call of find: the finders' shared query helper
// takes its selection as a parameter, now read at each finder's call
// (fixture passedsel620).
func TestRev154JavaJobs(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev154_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0xe", "com/halyard/vault/cetp/Replies.java", 49},
			{"CETP605", "warning", "Lcom/halyard/vault/reports/ReportToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/halyard/vault/reports/ReportToolProvider.java", 49},
			{"CETP606", "error", "Lcom/halyard/vault/reports/ReportToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/halyard/vault/reports/ReportToolProvider.java", 41},
			{"CETP610", "warning", "Lcom/halyard/vault/jobs/JobNotifications;->showJobs()Landroid/app/PendingIntent;@0xc", "com/halyard/vault/jobs/JobNotifications.java", 58},
			{"CETP611", "error", "Lcom/halyard/vault/reports/ReportDesk;->submit(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;@0x75", "com/halyard/vault/reports/ReportDesk.java", 173},
			{"CETP619", "warning", "Lcom/halyard/vault/archive/ArchiveToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "com/halyard/vault/archive/ArchiveToolProvider.java", 38},
			{"CETP620", "note", "Lcom/halyard/vault/jobs/StateMachine;->allowed(Lcom/halyard/vault/jobs/OpStatus;Lcom/halyard/vault/jobs/OpStatus;)Z@0x8", "com/halyard/vault/jobs/StateMachine.java", 24},
			{"CETP620", "warning", "Lcom/halyard/vault/jobs/OperationsEndpoint;->cancel(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1c", "com/halyard/vault/jobs/OperationsEndpoint.java", 91},
			{"CETP621", "error", "Lcom/halyard/vault/archive/ArchiveDesk;->execute(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;@0xa4", "com/halyard/vault/archive/ArchiveDesk.java", 133},
			{"CETP622", "error", "Lcom/halyard/vault/jobs/ResultFiles;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;@0x2", "com/halyard/vault/jobs/ResultFiles.java", 28},
		})
	}
}
