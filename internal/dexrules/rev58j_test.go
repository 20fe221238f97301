package dexrules_test

import "testing"

// TestRev58JavaRxDagger (rev58_j1, "Molar" dental practice: Java 8 style
// through D8, two hand-written providers on Dagger-generated components
// (Provider.get(), DoubleCheck singletons, static-INSTANCE factories),
// RxJava 2 chains subscribed on Schedulers.io() and blockingGet(), a
// HandlerThread's Handler awaited with a CountDownLatch, an
// IntentService given request values in its Intent, a static
// PendingIntent factory taking the Activity class; RxJava, Dagger and
// javax.inject bundled as small stubs; a helper's blind app, labels in
// testdata/dex/rev58_labels_j.md, first scanned at stop 49). Its first run
// found all 10 labelled defects with no false finding; CETP613 is reported
// at each of the five places a Random-made resume token is put. 10 of 10.
func TestRev58JavaRxDagger(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev58_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/molar/billing/BillingProvider;->sendInvoice(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x6", "com/molar/billing/BillingProvider.java", 109},
			{"CETP603", "error", "Lcom/molar/appointments/AppointmentProvider;->lambda$patientLookup$0(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;@0x0", "com/molar/appointments/AppointmentProvider.java", 115},
			{"CETP604", "warning", "Lcom/molar/billing/BillingService;->charge(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x24", "com/molar/billing/BillingService.java", 33},
			{"CETP609", "note", "Lcom/molar/appointments/AppointmentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/molar/appointments/AppointmentProvider.java", 51},
			{"CETP609", "note", "Lcom/molar/billing/BillingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/molar/billing/BillingProvider.java", 43},
			{"CETP611", "error", "Lcom/molar/billing/BillingService;->refund(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x27", "com/molar/billing/BillingService.java", 50},
			{"CETP613", "error", "Lcom/molar/appointments/ChartService;->book(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x1e", "com/molar/appointments/ChartService.java", 35},
			{"CETP613", "error", "Lcom/molar/appointments/ChartService;->cancel(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x36", "com/molar/appointments/ChartService.java", 51},
			{"CETP613", "error", "Lcom/molar/billing/BillingProvider;->sendInvoice(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x1a", "com/molar/billing/BillingProvider.java", 110},
			{"CETP613", "error", "Lcom/molar/billing/BillingService;->charge(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x16", "com/molar/billing/BillingService.java", 31},
			{"CETP613", "error", "Lcom/molar/billing/BillingService;->refund(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x10", "com/molar/billing/BillingService.java", 44},
			{"CETP614", "error", "Lcom/molar/appointments/ChartService;->book(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0xe", "com/molar/appointments/ChartService.java", 32},
			{"CETP622", "error", "Lcom/molar/appointments/AppointmentProvider;->writeNote(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)V@0xd", "com/molar/appointments/AppointmentProvider.java", 145},
			{"CETP622", "error", "Lcom/molar/billing/StatementService;->onHandleIntent(Landroid/content/Intent;)V@0x23", "com/molar/billing/StatementService.java", 17},
			{"CETP623", "note", "Lcom/molar/appointments/ChartService;->book(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x14", "com/molar/appointments/ChartService.java", 33},
			{"CETP624", "warning", "Lcom/molar/billing/BillingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/molar/billing/BillingProvider.java", 47},
		})
	}
}
