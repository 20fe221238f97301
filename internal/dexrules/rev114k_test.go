package dexrules_test

import "testing"

// TestRev114KotlinObjects (rev114_k1, "Harbor Files": Kotlin 2 through
// D8 shapes — two hand-written providers moving values between objects:
// sealed when-dispatch, object and companion state, enum entries with
// bodies, data class copy$default, runCatching/Result, Bundle extension
// properties, one Confirmer class injected per provider with different
// arguments; a helper's blind app, labels in
// testdata/dex/rev114_labels_k.md, scanned once at stop 54, no fix made).
// 6 of 8 at its first run (CETP607, 614, 620, 619 at call()'s dispatch,
// 615 at RestoreFlow.handle, 613 at the put of the companion Random's
// token), and 3 false CETP615 errors: the docs provider's Confirmer,
// built with the app's own package, was judged with the union of both
// Confirmers' constructor arguments (DocActions.publish, restoreVersion,
// CleanupMode$SHRED.perform). Since: a helper's own field is judged per
// object the site reaches it on (objtarget615): no false finding; and a
// getter returning a field that holds getPackagesForUid's array is a read
// of it (heldgetter604): CETP604 at DocActions.open, 7 of 8; 8 of 8 at
// stop 57 once flags a constructor fixed are read through copy$default
// with its caller's mask, judged by the method's own construction
// (ctorflags601, review57_kd601: CETP601 at DocActions.publish, and the
// three immutable copies' notes gone).
func TestRev114KotlinObjects(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev114_k1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/harborfiles/CleanupMode$SHRED;->perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;@0x62", "com/harborfiles/DocTools.kt", 50},
			{"CETP106", "note", "Lcom/harborfiles/DocActions;->publish(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x75", "com/harborfiles/DocActions.kt", 69},
			{"CETP106", "note", "Lcom/harborfiles/DocActions;->restoreVersion(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x89", "com/harborfiles/DocActions.kt", 81},
			{"CETP106", "note", "Lcom/harborfiles/RestoreFlow;->handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;@0xbb", "com/harborfiles/RestoreFlow.kt", 31},
			{"CETP508", "note", "Lcom/harborfiles/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x25", "com/harborfiles/Wire.kt", 29},
			{"CETP601", "error", "Lcom/harborfiles/DocActions;->publish(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x75", "com/harborfiles/DocActions.kt", 69},
			{"CETP604", "warning", "Lcom/harborfiles/DocActions;->open(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x3c", "com/harborfiles/DocActions.kt", 33},
			{"CETP607", "warning", "Lcom/harborfiles/DocActions;->importDoc(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x5e", "com/harborfiles/DocActions.kt", 49},
			{"CETP609", "note", "Lcom/harborfiles/DocsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/harborfiles/DocsProvider.kt", 38},
			{"CETP609", "note", "Lcom/harborfiles/SyncProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/harborfiles/SyncProvider.kt", 49},
			{"CETP613", "error", "Lcom/harborfiles/RestoreFlow;->handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;@0x95", "com/harborfiles/RestoreFlow.kt", 27},
			{"CETP614", "error", "Lcom/harborfiles/CleanupMode$SHRED;->perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;@0x1e", "com/harborfiles/DocTools.kt", 46},
			{"CETP615", "error", "Lcom/harborfiles/RestoreFlow;->handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;@0xbb", "com/harborfiles/RestoreFlow.kt", 31},
			{"CETP619", "warning", "Lcom/harborfiles/SyncProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xd4", "com/harborfiles/SyncProvider.kt", 64},
			{"CETP620", "warning", "Lcom/harborfiles/SyncSessions;->find(Ljava/lang/String;)Lcom/harborfiles/Session;@0x6", "com/harborfiles/SyncProvider.kt", 33},
			{"CETP623", "note", "Lcom/harborfiles/CleanupMode$SHRED;->perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;@0x62", "com/harborfiles/DocTools.kt", 50},
			{"CETP623", "note", "Lcom/harborfiles/DocActions;->publish(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x75", "com/harborfiles/DocActions.kt", 69},
			{"CETP623", "note", "Lcom/harborfiles/DocActions;->restoreVersion(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;@0x89", "com/harborfiles/DocActions.kt", 81},
			{"CETP623", "note", "Lcom/harborfiles/RestoreFlow;->handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;@0xbb", "com/harborfiles/RestoreFlow.kt", 31},
		})
	}
}
