package dexrules_test

import "testing"

// TestRev90KotlinChannelKtor (rev90_k1, "BeeHive" inspection log: Kotlin 2
// through D8 — writes serialized through a Channel<DbOp> consumed by one
// worker launched in onCreate (`for (op in ops) when (op) { … }`), network
// calls through Ktor's client (BuildersKt.post/delete, not bundled), a
// `by lazy` HttpClient; a helper's blind app, labels in
// testdata/dex/rev90_labels_k.md, first scanned at stop 51). Its first run
// found 5 of the 8 labelled defects. Found since: the request flag
// deciding a Ktor client.delete (CETP614; Ktor's post/put/patch/delete are
// side effects). Found at stop 52: the flag deciding
// `ops.trySend(DbOp.Delete(id))` (CETP614) and the calling UID read in the
// channel's worker (CETP603) — a send into a Channel held in a field runs
// the code receiving from that field (the worker's ChannelIterator loop),
// only the `when` case the sent class takes (the 614 message names the
// delete, not the insert of another case). At stop 51 both were notes
// (the receiver was not followed).
func TestRev90KotlinChannelKtor(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev90_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/beehive/HiveProvider;->forgetInspection(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x21", "com/beehive/HiveProvider.kt", 87},
			{"CETP603", "error", "Lcom/beehive/HiveProvider$onCreate$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xc4", "com/beehive/HiveProvider.kt", 38},
			{"CETP607", "warning", "Lcom/beehive/SyncProvider$publishHive$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x60", "com/beehive/SyncProvider.kt", 52},
			{"CETP609", "note", "Lcom/beehive/HiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/beehive/HiveProvider.kt", 47},
			{"CETP609", "note", "Lcom/beehive/SyncProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/beehive/SyncProvider.kt", 25},
			{"CETP613", "error", "Lcom/beehive/SyncProvider;->retireHive(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x21", "com/beehive/SyncProvider.kt", 77},
			{"CETP614", "error", "Lcom/beehive/SyncProvider;->unpublishHive(ILorg/json/JSONObject;)Landroid/os/Bundle;@0xd", "com/beehive/SyncProvider.kt", 59},
			{"CETP614", "error", "Lcom/beehive/HiveProvider;->removeInspection(ILorg/json/JSONObject;)Landroid/os/Bundle;@0xd", "com/beehive/HiveProvider.kt", 76},
			{"CETP622", "error", "Lcom/beehive/HiveProvider$onCreate$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xfd", "com/beehive/HiveProvider.kt", 39},
			{"CETP624", "warning", "Lcom/beehive/SyncProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x31", "com/beehive/SyncProvider.kt", 29},
		})
	}
}
