package dexrules_test

import "testing"

// TestRev149KotlinModules: blind round rev149_k (Switchyard, a plugin hub
// whose tools come from modules behind an interface with default methods
// (DefaultImpls and invoke-super bridges), companion factories and a
// registry the Application fills; platform services: AccountManager,
// Clipboard, DownloadManager, AlarmManager, notifications; labels in
// testdata/dex/rev149_labels_k.md, written before any scan). First run
// (stop 60, after the stop's engine changes), no false finding: CETP604
// (AccountsModule.callerPackage), 616 (the legacy SignatureListCheck, named
// with both providers the registry may wire it into), 611 (the UID read in
// the inlined clear-identity block), 602 (the Snooze action's implicit
// Intent) and 614 (user_confirmed skipping the check, at the host's
// mutate) found: 5 of 8. Missed: CETP623 (a confirmation activity that
// never sets a result, reached through a module's override), 621 (a read
// tool re-arming alarms) and 625 (a session lookup by UID alone).
// Stop 61: CETP621 found (list_reminders, declared by the module's
// ToolSpec constructions), reported at the dispatch branch; a note for
// two read tools no dispatch on names maps.
func TestRev149KotlinModules(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev149_k1", allCode), []dexWant{
			{"CETP508", "note", "Lnet/switchyard/hub/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x18", "net/switchyard/hub/Protocol.kt", 37},
			{"CETP602", "error", "Lnet/switchyard/hub/NotificationModule;->post(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;@0xb7", "net/switchyard/hub/NotificationModule.kt", 36},
			{"CETP604", "warning", "Lnet/switchyard/hub/AccountsModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;@0x10", "net/switchyard/hub/AccountsModule.kt", 23},
			{"CETP611", "error", "Lnet/switchyard/hub/DownloadsModule;->start(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;@0x59", "net/switchyard/hub/DownloadsModule.kt", 68},
			{"CETP614", "error", "Lnet/switchyard/hub/ToolHost;->mutate(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;@0x67", "net/switchyard/hub/ToolHost.kt", 117},
			{"CETP616", "warning", "Lnet/switchyard/hub/SignatureListCheck;->signedWith(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z@0x1a", "net/switchyard/hub/Callers.kt", 63},
			{"CETP621", "error", "Lnet/switchyard/hub/AlarmModule;->execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;@0x35", "net/switchyard/hub/AlarmModule.kt", 48},
			{"CETP621", "note", "Lnet/switchyard/hub/HubDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V@0x7", "net/switchyard/hub/Store.kt", 12},
		})
	}
}
