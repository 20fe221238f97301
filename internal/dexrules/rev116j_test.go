package dexrules_test

import "testing"

// TestRev116JavaMessages (rev116_j1, "Cinderbox": Java 8 through D8 at
// min-api 23 — two providers on one hand-written ToolEndpoint base class,
// a HandlerThread whose Handler dispatches on msg.what with values in
// msg.obj, msg.arg1 and the Message's Bundle, an AIDL-shaped Stub/Proxy
// into the app's own vault service in another process, CompletableFuture
// chains, an AsyncTask handing on to a Messenger-bound service; a
// helper's blind app, labels in testdata/dex/rev116_labels_j.md, first
// scanned at stop 54). 6 of 8 at its first run (CETP622 through the
// Parcel, CETP613 at the put of the Math.random ticket, CETP607 in the
// exceptionally callback, CETP606, CETP603 in handleMessage, CETP614 at
// the request read and again at the Handler's branch on the Message's
// Bundle), and one false CETP620: dispatch looked the session up again
// after screen had compared its owner. Since: a lookup after the caller's
// bound lookup of the same token in the same map is bound (rebound620).
// Missed: CETP601 (flags carried in msg.arg1: since handlerpi601, the
// resolution made there is judged, a note — the flags are the Message's
// arg1) and CETP620 (a resume token checked in handleMessage and never
// removed).
func TestRev116JavaMessages(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev116_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0xe", "com/cinderbox/core/Replies.java", 42},
			{"CETP601", "note", "Lcom/cinderbox/shred/Desk$Courier;->handleMessage(Landroid/os/Message;)V@0xc", "com/cinderbox/shred/Desk.java", 140},
			{"CETP603", "error", "Lcom/cinderbox/shred/Desk$Courier;->onSweep(Landroid/os/Message;)V@0x24", "com/cinderbox/shred/Desk.java", 207},
			{"CETP603", "note", "Lcom/cinderbox/locker/ShareTask;->onPostExecute(Ljava/lang/String;)V@0x1f", "com/cinderbox/locker/ShareTask.java", 43},
			{"CETP606", "error", "Lcom/cinderbox/locker/LockerProvider;->copyEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;@0x4", "com/cinderbox/locker/LockerProvider.java", 227},
			{"CETP607", "warning", "Lcom/cinderbox/locker/LockerProvider;->lambda$verifyBackup$2(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;@0x1a", "com/cinderbox/locker/LockerProvider.java", 173},
			{"CETP613", "error", "Lcom/cinderbox/locker/LockerProvider;->sealEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;@0x12", "com/cinderbox/locker/LockerProvider.java", 159},
			{"CETP614", "error", "Lcom/cinderbox/shred/Desk$Courier;->onSweep(Landroid/os/Message;)V@0x12", "com/cinderbox/shred/Desk.java", 205},
			{"CETP614", "error", "Lcom/cinderbox/shred/ShredProvider;->emptyTrash(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;@0x15", "com/cinderbox/shred/ShredProvider.java", 101},
			{"CETP614", "note", "Lcom/cinderbox/locker/ShareTask;->onPostExecute(Ljava/lang/String;)V@0x0", "com/cinderbox/locker/ShareTask.java", 34},
			{"CETP622", "error", "Lcom/cinderbox/locker/VaultStore;->search(Ljava/lang/String;)Ljava/lang/String;@0x1e", "com/cinderbox/locker/VaultStore.java", 42},
			{"CETP622", "note", "Lcom/cinderbox/locker/ShareTask;->onPostExecute(Ljava/lang/String;)V@0x0", "com/cinderbox/locker/ShareTask.java", 34},
		})
	}
}
