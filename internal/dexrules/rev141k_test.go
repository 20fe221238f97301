package dexrules_test

import "testing"

// TestRev141KotlinCallbacks: blind round rev141_k (Saltmarsh Podcasts,
// framework callbacks in Kotlin: a bound Service, Handlers fed by
// obtainMessage, JobServices, runtime receivers, a ContentObserver, a
// LiveData Observer; labels in testdata/dex/rev141_labels_k.md, written
// before any scan). First run (stop 59), no false finding: CETP611
// (enqueue$default reading the caller in the cleared block), 614 (the
// request's "confirmed" deciding the queue's clearing) and 606 (a
// calling_package argument) found; CETP602 (an Intent handed through a
// Message's data Bundle to the handler making the resolution) and 612 (a
// descriptor the bound service opens) are notes. Missed: CETP604 (a
// JobService's getPackagesForUid()[0] on a UID from its extras), 618 (a
// receiver's map as the only deduplication) and 621 (a read tool's
// MSG_MARK_SEEN whose handler updates SQLite).
func TestRev141KotlinCallbacks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev141_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/saltmarsh/podcasts/ProtocolKt;->render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x11b", "com/saltmarsh/podcasts/Protocol.kt", 86},
			{"CETP602", "note", "Lcom/saltmarsh/podcasts/Prompts;->handleMessage(Landroid/os/Message;)V@0x3e", "com/saltmarsh/podcasts/Prompts.kt", 57},
			{"CETP603", "note", "Lcom/saltmarsh/podcasts/PlaybackService;->play(Lcom/saltmarsh/podcasts/Episode;)Z@0x1a", "com/saltmarsh/podcasts/Playback.kt", 83},
			{"CETP606", "error", "Lcom/saltmarsh/podcasts/PlayerTools;->follow(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;@0x34", "com/saltmarsh/podcasts/PlayerTools.kt", 89},
			{"CETP607", "note", "Lcom/saltmarsh/podcasts/ProtocolKt;->render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x127", "com/saltmarsh/podcasts/Protocol.kt", 87},
			{"CETP611", "error", "Lcom/saltmarsh/podcasts/PlayerTools;->queue(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;@0x40", "com/saltmarsh/podcasts/PlayerTools.kt", 48},
			{"CETP612", "note", "Lcom/saltmarsh/podcasts/ProtocolKt;->render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x103", "com/saltmarsh/podcasts/Protocol.kt", 82},
			{"CETP614", "error", "Lcom/saltmarsh/podcasts/PlayerTools;->clear(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;@0x11", "com/saltmarsh/podcasts/PlayerTools.kt", 75},
		})
	}
}
