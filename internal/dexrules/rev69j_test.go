package dexrules_test

import "testing"

// TestRev69JavaDesugared (rev69_j1, "PawClinic" veterinary visits: Java 8
// through D8 for minSdk 21, so interface default and static methods live
// in $-CC companions and String.join is D8's backport; two hand-written
// providers serving call() and a UriMatcher's query/insert/update/delete/
// openFile; confirmation Activities exported explicitly, by an intent
// filter, or not; a shared Errors helper; a reminder alarm off the tool
// surface; a helper's blind app aimed at the rules earlier rounds covered
// least, labels in testdata/dex/rev69_labels_j.md, first scanned at stop
// 50). Its first run found 10 of 11 labelled defects with no false
// finding: CETP106 twice, 508 through the helper, 601 through the $-CC
// method, 605 twice, 610, 616, 619 and 625. The miss was CETP622 through a
// List of clauses joined by the backport: fixed since, a java.util
// collection holds the taint of what is added to it and gives it back
// through its iterator, get and the like (program.TestCollectionTaint).
// 11 of 11.
func TestRev69JavaDesugared(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev69_j1", allCode), []dexWant{
			{"CETP106", "error", "manifest/application/activity[com.pawclinic.ui.CancelVisitActivity]", "../../testdata/dex/rev69_j1.apk", 0},
			{"CETP106", "error", "manifest/application/activity[com.pawclinic.ui.ReleaseRecordActivity]", "../../testdata/dex/rev69_j1.apk", 0},
			{"CETP508", "error", "Lcom/pawclinic/records/RecordProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;@0x39", "com/pawclinic/records/RecordProvider.java", 106},
			{"CETP601", "error", "Lcom/pawclinic/visits/VisitProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;@0x5e", "com/pawclinic/visits/VisitProvider.java", 116},
			{"CETP605", "warning", "Lcom/pawclinic/records/RecordProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I@0x0", "com/pawclinic/records/RecordProvider.java", 177},
			{"CETP605", "warning", "Lcom/pawclinic/visits/VisitProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/pawclinic/visits/VisitProvider.java", 153},
			{"CETP610", "warning", "Lcom/pawclinic/notify/Reminders;->schedule(Landroid/content/Context;)V@0x1a", "com/pawclinic/notify/Reminders.java", 24},
			{"CETP616", "warning", "Lcom/pawclinic/records/RecordProvider;->callerTrusted(Ljava/lang/String;)Z@0x18", "com/pawclinic/records/RecordProvider.java", 60},
			{"CETP619", "warning", "Lcom/pawclinic/visits/VisitProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9f", "com/pawclinic/visits/VisitProvider.java", 81},
			{"CETP622", "error", "Lcom/pawclinic/records/RecordProvider;->search(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x48", "com/pawclinic/records/RecordProvider.java", 122},
			{"CETP625", "warning", "Lcom/pawclinic/records/RecordProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x38", "com/pawclinic/records/RecordProvider.java", 79},
		})
	}
}
