package dexrules_test

import "testing"

// TestQueueHandedToConstructor (fixture queuector, sketch beside it): a
// queue handed to its consumer's constructor is the consumer's final field
// and the provider's at once. call() offers a Job into `jobs`, which
// JobWorker was built with: its run() takes it and reads the calling UID
// (CETP603). AuditWorker, built with `audits`, which call() never fills,
// reads it too, and stays silent.
func TestQueueHandedToConstructor(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "queuector", allCode), []dexWant{
			{"CETP603", "error", "Lcom/qctor/JobWorker;->run()V@0x19", "com/qctor/JobWorker.java", 23},
			{"CETP609", "note", "Lcom/qctor/QueueProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/qctor/QueueProvider.java", 29},
		})
	}
}
