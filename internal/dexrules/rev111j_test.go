package dexrules_test

import "testing"

// TestRev111JavaDeferredWork (rev111_j1, "Tidemark" garden controller:
// Java 11 through D8, smali from the helper's converter — two providers on
// one app base class handing work to AlarmManager alarms
// (PendingIntent.getBroadcast to a manifest receiver, made in a helper
// given the Intent), JobScheduler jobs, a scheduled executor, Handler
// Runnables, a WorkManager chain (beginWith(a).then(b), a's output read as
// b's input) and operation rows queued in SQLite; a helper's blind app,
// labels in testdata/dex/rev111_labels_j.md, first scanned at stop 53).
// Its first run found 4 of the 8 labelled defects, no false finding.
// Missed: the alarm's extras built into SQL by the receiver (CETP622) —
// PendingIntent.getBroadcast was no hand-over, and the Intent was the
// helper's parameter —, the request's "confirmed" flag carried through the
// first Worker's output into the second's input (CETP614) — the chain was
// not read, nor a builder's setter chain before setInputData —, and two
// defects through rows of the app's own database: an operation looked up
// by its id alone (CETP620) and an exception message a worker stored in a
// row and the provider answers as error_message (CETP607). Since:
// getBroadcast broadcasts its Intent later (the Intents a helper's callers
// pass followed two calls up), a Worker's Result data reaches the Workers
// chained after it, and a work request builder is followed through its
// setters. 6 of 8. Stop 54: a row looked up by a selection whose
// placeholder holds a token the request carries is a token lookup
// (rows620), and a dispatcher's session check before the hand-over binds
// no row found below it: CETP620 found at CommandQueue.find (the labels'
// alternative), 7 of 8. Left: the exception message a worker stores in a
// row and the provider answers as error_message (CETP607: no table is a
// taint source).
func TestRev111JavaDeferredWork(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev111_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0xe", "com/tidemark/core/Replies.java", 53},
			{"CETP601", "error", "Lcom/tidemark/zones/ZoneProvider;->execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x48", "com/tidemark/zones/ZoneProvider.java", 100},
			{"CETP602", "error", "Lcom/tidemark/routines/RoutineProvider;->execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x33", "com/tidemark/routines/RoutineProvider.java", 95},
			{"CETP603", "error", "Lcom/tidemark/sched/Deferred;->lambda$meterReading$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)V@0xb", "com/tidemark/sched/Deferred.java", 16},
			{"CETP606", "error", "Lcom/tidemark/routines/RoutineProvider;->execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0xcb", "com/tidemark/routines/RoutineProvider.java", 113},
			{"CETP614", "error", "Lcom/tidemark/zones/PurgeWorker;->doWork()Landroidx/work/ListenableWorker$Result;@0x11", "com/tidemark/zones/PurgeWorker.java", 20},
			{"CETP620", "warning", "Lcom/tidemark/routines/CommandQueue;->find(Ljava/lang/String;)Landroid/database/Cursor;@0x10", "com/tidemark/routines/CommandQueue.java", 29},
			{"CETP622", "error", "Lcom/tidemark/zones/WateringReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x4f", "com/tidemark/zones/WateringReceiver.java", 18},
		})
	}
}
