package dexrules_test

import "testing"

// TestRev100JavaQueuesAndPools (rev100_j1, "MendBook" repair queue: Java
// 11 through D8, hand-written smali — a WorkerThread looping over a
// LinkedBlockingQueue of jobs, a ThreadPoolExecutor subclass with
// before/afterExecute, a scheduled executor, latches and timed Future.get,
// a synchronized LRU cache extending LinkedHashMap for session tokens; a
// helper's blind app, labels in testdata/dex/rev100_labels_j.md, first
// scanned at stop 52). Its first run found 5 of the 8 labelled defects
// (CETP613 at the token's put, :103), no false finding. Missed: the UID
// read in the worker thread's loop (CETP603) and the jobs queued before
// the deadline read (CETP619) — a put into a BlockingQueue was no
// hand-over — and the session token looked up by itself in the LRU cache
// (CETP620: javac names the cache subclass as the receiver of the get it
// inherits from LinkedHashMap). Since: a BlockingQueue's put/offer/add runs
// the code taking from the same field (take/poll), narrowed to the case of
// the job's class as a Channel's receiver is; a lookup a program subclass
// of a library collection inherits is the library's. 8 of 8.
func TestRev100JavaQueuesAndPools(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev100_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/mendbook/repair/WorkerThread;->run()V@0xd", "com/mendbook/repair/WorkerThread.java", 29},
			{"CETP603", "error", "Lcom/mendbook/shelf/AuditPool;->afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V@0xa", "com/mendbook/shelf/AuditPool.java", 28},
			{"CETP607", "warning", "Lcom/mendbook/shelf/ShelfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x141", "com/mendbook/shelf/ShelfProvider.java", 88},
			{"CETP613", "error", "Lcom/mendbook/shelf/ShelfProvider;->withdraw(Ljava/lang/String;ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x56", "com/mendbook/shelf/ShelfProvider.java", 103},
			{"CETP614", "error", "Lcom/mendbook/repair/WorkerThread;->run()V@0x30", "com/mendbook/repair/WorkerThread.java", 33},
			{"CETP619", "warning", "Lcom/mendbook/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xaf", "com/mendbook/repair/RepairProvider.java", 67},
			{"CETP620", "warning", "Lcom/mendbook/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x4e", "com/mendbook/repair/RepairProvider.java", 53},
			{"CETP622", "error", "Lcom/mendbook/repair/WorkerThread;->run()V@0x74", "com/mendbook/repair/WorkerThread.java", 38},
		})
	}
}
