package dexrules_test

import "testing"

// TestRev70KotlinCompat (rev70_k1, "PermitPark" parking permits: Kotlin 2
// through D8 on AndroidX compat APIs — PendingIntentCompat with
// isMutable, NotificationCompat actions in a BroadcastReceiver, bundleOf
// error replies from a helper with default arguments whose $default
// bridge leaves resume_token out; a helper's blind app aimed at the rules
// earlier rounds covered least, labels in testdata/dex/rev70_labels_k.md,
// first scanned at stop 50). Its first run found all 8 labelled defects
// with no false finding: 601 through PendingIntentCompat's isMutable, 508
// through the $default bridge, 106 by an intent filter, 605 on openFile,
// 610 off the surface, 616, 619 (reported at the dispatch in call(),
// where the path that never reads deadline_at_ms starts, naming
// addVisitor) and 625.
func TestRev70KotlinCompat(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev70_k1", allCode), []dexWant{
			{"CETP106", "error", "manifest/application/activity[com.permitpark.VisitorPassActivity]", "../../testdata/dex/rev70_k1.apk", 0},
			{"CETP508", "error", "Lcom/permitpark/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;@0x2a", "com/permitpark/Replies.kt", 22},
			{"CETP601", "error", "Lcom/permitpark/PermitProvider;->renewPermit(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x64", "com/permitpark/PermitProvider.kt", 63},
			{"CETP605", "warning", "Lcom/permitpark/PermitProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/permitpark/PermitProvider.kt", 85},
			{"CETP610", "warning", "Lcom/permitpark/ReminderReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x5f", "com/permitpark/Reminders.kt", 22},
			{"CETP616", "warning", "Lcom/permitpark/VisitorProvider;->isTrusted(Landroid/content/Context;Ljava/lang/String;)Z@0xa", "com/permitpark/VisitorProvider.kt", 51},
			{"CETP619", "warning", "Lcom/permitpark/VisitorProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9e", "com/permitpark/VisitorProvider.kt", 35},
			{"CETP625", "warning", "Lcom/permitpark/VisitorProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x64", "com/permitpark/VisitorProvider.kt", 32},
		})
	}
}
