package dexrules_test

import "testing"

// TestRev78JavaSDKInt (rev78_j1, "RentRoll" rent collection: Java 8
// through D8 for minSdk 21, older code updated for newer Android —
// PendingIntent flags chosen by Build.VERSION.SDK_INT branches and an
// atLeastM() helper, FLAG_MUTABLE added on S+, GET_SIGNATURES on old
// releases beside GET_SIGNING_CERTIFICATES on new ones, an AsyncTask, an
// IntentService, a main-looper Handler; a helper's blind app, labels in
// testdata/dex/rev78_labels_j.md, first scanned at stop 50). Its first run
// found all 9 labelled defects — among them the PendingIntent made
// immutable only from S (mutable on 23-30, CETP601) while the `>= 23`
// ternaries, direct and through atLeastM(), stay silent, and the S+
// FLAG_MUTABLE on an implicit broadcast off the surface (CETP610) — with
// every near miss silent and no false finding.
func TestRev78JavaSDKInt(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev78_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/rentroll/ledger/LedgerProvider;->lateFeeScreen(Ljava/lang/String;)Landroid/app/PendingIntent;@0x22", "com/rentroll/ledger/LedgerProvider.java", 130},
			{"CETP602", "error", "Lcom/rentroll/tenants/TenantProvider;->leaseScreen(Ljava/lang/String;)Landroid/app/PendingIntent;@0x20", "com/rentroll/tenants/TenantProvider.java", 94},
			{"CETP603", "error", "Lcom/rentroll/tenants/StatementTask;->doInBackground([Ljava/lang/String;)Ljava/lang/Boolean;@0x0", "com/rentroll/tenants/StatementTask.java", 17},
			{"CETP604", "warning", "Lcom/rentroll/tenants/TenantProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/rentroll/tenants/TenantProvider.java", 33},
			{"CETP610", "warning", "Lcom/rentroll/billing/ReminderService;->payNow(Ljava/lang/String;)Landroid/app/PendingIntent;@0x18", "com/rentroll/billing/ReminderService.java", 45},
			{"CETP614", "error", "Lcom/rentroll/tenants/TenantProvider;->endLease(Lorg/json/JSONObject;)Landroid/os/Bundle;@0xc", "com/rentroll/tenants/TenantProvider.java", 82},
			{"CETP616", "warning", "Lcom/rentroll/tenants/TenantProvider;->signedLegacy(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z@0x6", "com/rentroll/tenants/TenantProvider.java", 73},
			{"CETP619", "warning", "Lcom/rentroll/tenants/TenantProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x82", "com/rentroll/tenants/TenantProvider.java", 52},
			{"CETP625", "warning", "Lcom/rentroll/tenants/TenantProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x45", "com/rentroll/tenants/TenantProvider.java", 42},
		})
	}
}
