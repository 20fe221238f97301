package dexrules_test

import "testing"

// TestRev122JavaGenerated (rev122_j1, "Keyholder": Java 11 through D8 in
// the shapes annotation processors generate, hand-written — a Dagger-style
// component with Provider fields, DoubleCheck singletons, module factories
// and members injectors; Room-style DAO _Impl classes; AutoValue value
// classes and builders; a helper's blind app, labels in
// testdata/dex/rev122_labels_j.md, first scanned at stop 56). 5 of 8 at
// its first run (CETP603, 614, 602, 607, 620) with two false findings,
// both per-object: CETP614 at issueGrant (the AutoValue Grant's confirmed
// set from the Provider's recorded answer, judged as revokeGrant's
// request flag — builder614) and CETP607 at listLocks (Failure.of given
// fixed text, judged as listGrants' exception message — factory607); now
// 5 of 8, no false finding; then 8 of 8 with CETP615 (a module-provided
// ComponentName a members injector sets: compfield615), CETP601 (flags a
// members injector stores into an int field: inject601) and CETP613 (a
// Provider<Random> singleton wrapped in DoubleCheck: dagger613).
func TestRev122JavaGenerated(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev122_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/keyholder/grants/GrantToolProvider;->askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x41", "com/keyholder/grants/GrantToolProvider.java", 246},
			{"CETP106", "note", "Lcom/keyholder/locks/LockToolProvider;->askToUnlock(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/data/LockRow;)Landroid/os/Bundle;@0x39", "com/keyholder/locks/LockToolProvider.java", 234},
			{"CETP508", "note", "Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/keyholder/cetp/Replies.java", 74},
			{"CETP601", "error", "Lcom/keyholder/locks/LockToolProvider;->askToUnlock(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/data/LockRow;)Landroid/os/Bundle;@0x39", "com/keyholder/locks/LockToolProvider.java", 234},
			{"CETP602", "error", "Lcom/keyholder/grants/GrantToolProvider;->askToRevoke(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x61", "com/keyholder/grants/GrantToolProvider.java", 282},
			{"CETP603", "error", "Lcom/keyholder/cetp/AuditLog;->lambda$recordCaller$1(Lcom/keyholder/data/CetpDao;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0x0", "com/keyholder/cetp/AuditLog.java", 31},
			{"CETP607", "warning", "Lcom/keyholder/grants/GrantToolProvider;->listGrants(Lcom/keyholder/cetp/ToolCall;)Landroid/os/Bundle;@0x13", "com/keyholder/grants/GrantToolProvider.java", 198},
			{"CETP613", "error", "Lcom/keyholder/grants/GrantToolProvider;->askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x45", "com/keyholder/grants/GrantToolProvider.java", 247},
			{"CETP613", "error", "Lcom/keyholder/grants/GrantToolProvider;->askToRevoke(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x65", "com/keyholder/grants/GrantToolProvider.java", 283},
			{"CETP613", "note", "Lcom/keyholder/cetp/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Lcom/keyholder/data/SessionRow;)Lorg/json/JSONObject;@0x84", "com/keyholder/cetp/Replies.java", 52},
			{"CETP614", "error", "Lcom/keyholder/grants/GrantToolProvider;->revokeGrant(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x4b", "com/keyholder/grants/GrantToolProvider.java", 262},
			{"CETP615", "error", "Lcom/keyholder/grants/GrantToolProvider;->askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x41", "com/keyholder/grants/GrantToolProvider.java", 246},
			{"CETP620", "warning", "Lcom/keyholder/locks/LockToolProvider;->serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1e", "com/keyholder/locks/LockToolProvider.java", 129},
			{"CETP623", "note", "Lcom/keyholder/grants/GrantToolProvider;->askOwner(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/grants/Grant;)Landroid/os/Bundle;@0x41", "com/keyholder/grants/GrantToolProvider.java", 246},
			{"CETP623", "note", "Lcom/keyholder/locks/LockToolProvider;->askToUnlock(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/data/LockRow;)Landroid/os/Bundle;@0x39", "com/keyholder/locks/LockToolProvider.java", 234},
		})
	}
}
