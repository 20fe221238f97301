package dexrules_test

import "testing"

// TestRev163KotlinValueClasses: blind round rev163_k (Keelson Backup,
// value-class ids and tokens with kotlinc's mangled names and box/unbox
// calls, kotlin.Result chains, a sealed Outcome mapped to replies,
// reified argument decoders; labels in testdata/dex/rev163_labels_k.md,
// written before any scan). First run (stop 62): CETP612, 620, 607, 604
// and 606 found at their labels (612 a line later, 606 at the inlined
// decoder's line), 613 at the two tool calls that hand the Random-made
// token to Outcome.NeedsUser (the label names the minting hold); missed:
// 623 (the delete screen never finishing: the Outcome mapper's
// resolution Activity cannot be told, a note says so) and 615 (a sign-in
// ComponentName in another package). No near miss reported. Stop 63:
// both found at OutcomeKt.resolution, the label's other place — the
// constructions of NeedsUser give its screen (ctorscreen623); 623 names
// SnapshotDeleteActivity, 615 the undeclared account-app class.
func TestRev163KotlinValueClasses(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev163_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/keelson/backup/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x12", "app/keelson/backup/cetp/Protocol.kt", 85},
			{"CETP604", "warning", "Lapp/keelson/backup/cetp/ShareToolProvider;->callerOf-ORGD_7Y(I)Ljava/lang/String;@0x1f", "app/keelson/backup/cetp/ShareToolProvider.kt", 59},
			{"CETP606", "error", "Lapp/keelson/backup/cetp/ShareToolProvider;->execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;@0xc5", "app/keelson/backup/cetp/ShareToolProvider.kt", 231},
			{"CETP607", "warning", "Lapp/keelson/backup/cetp/SnapshotToolProvider;->startBackup(Lapp/keelson/backup/cetp/Call;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;@0x1f", "app/keelson/backup/cetp/SnapshotToolProvider.kt", 141},
			{"CETP612", "error", "Lapp/keelson/backup/cetp/SnapshotToolProvider;->export(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;@0x56", "app/keelson/backup/cetp/SnapshotToolProvider.kt", 128},
			{"CETP613", "error", "Lapp/keelson/backup/cetp/ShareToolProvider;->execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;@0x1c3", "app/keelson/backup/cetp/ShareToolProvider.kt", 101},
			{"CETP613", "error", "Lapp/keelson/backup/cetp/ShareToolProvider;->revoke-megLHio(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;Lapp/keelson/backup/cetp/HeldCall;)Lapp/keelson/backup/cetp/Outcome;@0xed", "app/keelson/backup/cetp/ShareToolProvider.kt", 185},
			{"CETP613", "note", "Lapp/keelson/backup/cetp/OperationsKt;->toStatus(Lapp/keelson/backup/cetp/Operation;)Lorg/json/JSONObject;@0x10", "app/keelson/backup/cetp/Operations.kt", 69},
			{"CETP615", "error", "Lapp/keelson/backup/cetp/OutcomeKt;->resolution(Lapp/keelson/backup/cetp/Outcome$NeedsUser;Landroid/content/Context;)Landroid/app/PendingIntent;@0x35", "app/keelson/backup/cetp/Outcome.kt", 69},
			{"CETP620", "warning", "Lapp/keelson/backup/cetp/SnapshotToolProvider;->status(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;@0x43", "app/keelson/backup/cetp/SnapshotToolProvider.kt", 189},
			{"CETP623", "note", "Lapp/keelson/backup/cetp/OutcomeKt;->resolution(Lapp/keelson/backup/cetp/Outcome$NeedsUser;Landroid/content/Context;)Landroid/app/PendingIntent;@0x35", "app/keelson/backup/cetp/Outcome.kt", 69},
		})
	}
}
