package dexrules_test

import "testing"

// TestRev75JavaHandOffs (rev75_j1, "FixItNow" repair visits: Java 11
// through D8, tools handing files and UI to the Consumer — a
// FileProvider-style grant, ParcelFileDescriptor.open read-only and
// read-write, createReliablePipe with writer threads, a WebView
// confirmation with a @JavascriptInterface bridge, an Activity finishing
// only from onBackPressed, getActivities back stacks, TaskStackBuilder,
// Intent.createChooser; a helper's blind app, labels in
// testdata/dex/rev75_labels_j.md, first scanned at stop 50). Its first run
// found all 11 labelled defects (CETP623 at its catalogued level, a note,
// on the back stack's top Activity) with every near miss silent and no
// false finding.
func TestRev75JavaHandOffs(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev75_j1", allCode), []dexWant{
			{"CETP106", "error", "manifest/application/activity[com.fixitnow.ui.ConfirmWebActivity]", "../../testdata/dex/rev75_j1.apk", 0},
			{"CETP602", "error", "Lcom/fixitnow/billing/InvoiceProvider;->payChooser(J)Landroid/app/PendingIntent;@0x1e", "com/fixitnow/billing/InvoiceProvider.java", 134},
			{"CETP603", "error", "Lcom/fixitnow/billing/InvoiceProvider;->lambda$execute$1(Ljava/io/File;[Landroid/os/ParcelFileDescriptor;)V@0x0", "com/fixitnow/billing/InvoiceProvider.java", 93},
			{"CETP606", "error", "Lcom/fixitnow/visits/VisitProvider;->photos(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "com/fixitnow/visits/VisitProvider.java", 150},
			{"CETP609", "note", "Lcom/fixitnow/billing/InvoiceProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/fixitnow/billing/InvoiceProvider.java", 43},
			{"CETP611", "error", "Lcom/fixitnow/visits/VisitProvider;->photos(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x24", "com/fixitnow/visits/VisitProvider.java", 154},
			{"CETP612", "error", "Lcom/fixitnow/billing/InvoiceProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;@0x47", "com/fixitnow/billing/InvoiceProvider.java", 82},
			{"CETP612", "error", "Lcom/fixitnow/billing/InvoiceProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;@0x95", "com/fixitnow/billing/InvoiceProvider.java", 94},
			{"CETP614", "error", "Lcom/fixitnow/visits/VisitProvider;->cancel(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xc", "com/fixitnow/visits/VisitProvider.java", 132},
			{"CETP615", "error", "Lcom/fixitnow/billing/InvoiceProvider;->refundScreen(J)Landroid/app/PendingIntent;@0x1e", "com/fixitnow/billing/InvoiceProvider.java", 149},
			{"CETP623", "note", "Lcom/fixitnow/visits/VisitProvider;->rescheduleStack(J)Landroid/app/PendingIntent;@0x2b", "com/fixitnow/visits/VisitProvider.java", 127},
			{"CETP625", "warning", "Lcom/fixitnow/billing/InvoiceProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x43", "com/fixitnow/billing/InvoiceProvider.java", 56},
		})
	}
}
