package dexrules_test

import "testing"

// TestRev140JavaSecurityParts: blind round rev140_j (Hearthlink, security
// checks as pluggable components: caller verifiers chained, a permission
// policy, scope checks, a rate limiter, an authorizer per tool, a
// confirmation policy, an audit log, built in onCreate; labels in
// testdata/dex/rev140_labels_j.md, written before any scan). First run
// (stop 59): CETP603 (AuditLog.recordCaller on the worker), 604
// (CallerPackages.primary), 605 (openFile), 611 (the permission policy
// re-reading the caller in the cleared block) and 616 (GET_SIGNATURES in
// the devices' verifier) found, with two false CETP619 warnings: the
// refusal of a caller recorded in an audit table before dispatch was
// taken for execute_tool's effect (an appended audit or log row is no
// effect now; deadlinetable's purge of a log table still is): a note
// remains where the search cannot follow the worker's job. Missed:
// CETP609 (the routines' verifier fetches signatures and compares none,
// but the verifier is read through a registry both providers share, the
// devices' one comparing) and 614 (user_confirmed read by a confirmation
// policy object the tool's spec holds, among two implementations);
// CETP617's plant is an app's own authorizer interface, not the SDK's
// authorize hook the rule reads. Stop 65: the CETP619 note on
// PackageAllowList.admits's IntFunction is gone (its lambdas placed, none
// with a side effect).
func TestRev140JavaSecurityParts(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev140_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/hearthlink/cetp/Replies.java", 42},
			{"CETP603", "error", "Lcom/hearthlink/security/AuditLog;->recordCaller(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0x0", "com/hearthlink/security/AuditLog.java", 27},
			{"CETP604", "warning", "Lcom/hearthlink/security/CallerPackages;->primary(I)Ljava/lang/String;@0xe", "com/hearthlink/security/CallerPackages.java", 19},
			{"CETP605", "warning", "Lcom/hearthlink/devices/DeviceToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/hearthlink/devices/DeviceToolProvider.java", 271},
			{"CETP611", "error", "Lcom/hearthlink/routines/RoutineToolProvider;->runRoutine(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;@0x2f", "com/hearthlink/routines/RoutineToolProvider.java", 197},
			{"CETP616", "warning", "Lcom/hearthlink/security/SignaturePinVerifier;->admits(I)Z@0x19", "com/hearthlink/security/SignaturePinVerifier.java", 33},
		})
	}
}
