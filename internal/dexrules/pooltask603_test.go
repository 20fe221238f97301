package dexrules_test

import "testing"

// TestPoolTask603 (pooltask603): a helper hands the pool a wrapper lambda
// that calls the Runnable its caller gave (`POOL.execute(() ->
// task.run())`). The work the pool runs is the task the provider captured
// (runBackup reads the calling UID there: CETP603 at line 34), not every
// Runnable the app makes — the wrapper itself is one, and the reach took
// it for the only body, missing the read; a Kotlin Function0 took every
// lambda of the app instead (rev175_k1's false CETP603 at a timed { }
// block run in place). The block Timing.timed runs in place on the Binder
// thread (line 18) stays silent, and CETP619 follows the placed task to
// its preferences write.
func TestPoolTask603(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "pooltask603", allCode), []dexWant{
			{"CETP603", "error", "Lcom/pt/BackupProvider;->runBackup(Ljava/lang/String;)V@0x0", "com/pt/BackupProvider.java", 34},
			{"CETP609", "note", "Lcom/pt/BackupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/pt/BackupProvider.java", 11},
			{"CETP619", "warning", "Lcom/pt/BackupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x44", "com/pt/BackupProvider.java", 25},
			{"CETP625", "warning", "Lcom/pt/BackupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2f", "com/pt/BackupProvider.java", 22},
		})
	}
}
