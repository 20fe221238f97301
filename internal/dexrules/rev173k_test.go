package dexrules_test

import "testing"

// TestRev173KotlinCoroutines: blind round rev173_k (Quire, a reading list
// on coroutines: suspend functions, withContext(IO), launch/async in a
// provider scope, a Mutex, StateFlow holders, a Channel worker, runBlocking
// in call(), sealed events; labels in testdata/dex/rev173_labels_k.md,
// written before any scan). First run (stop 64, 2f0c39ed): CETP602, 610, 612
// (a line before the label's), 615 (the PendingIntent, three lines on),
// 618 (InMemoryLedger.run, the label's class) and 620 at their labels;
// missed 607 (a sealed event's cause message in drain) and 613 (a
// Mutex-guarded counter); false: 618 for DurableLedger, whose HashMap
// caches rows a repository writes inside withContext(IO) (fixed the same
// stop: a key handed to a lambda's constructor is followed into its body),
// and two 622 errors at deliverExport's File (the name is read from the
// ledger's stored record, JSON the tool built, not from the request's
// arguments; the record's origin is not told apart; fixed at stop 65,
// numreply622: the replies the result class holds carry only a number of
// the request). Two CETP619 notes at the walk's depth.
func TestRev173KotlinCoroutines(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev173_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x16", "app/quire/reader/cetp/Wire.kt", 58},
			{"CETP602", "error", "Lapp/quire/reader/cetp/ShelfToolProvider;->askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x131", "app/quire/reader/cetp/ShelfToolProvider.kt", 124},
			{"CETP603", "note", "Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x29", "app/quire/reader/cetp/ShelfToolProvider.kt", 166},
			{"CETP603", "note", "Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x3e", "app/quire/reader/cetp/ShelfToolProvider.kt", 167},
			{"CETP610", "warning", "Lapp/quire/reader/digest/DigestScheduler;->reschedule(Landroid/content/Context;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x91", "app/quire/reader/digest/DigestScheduler.kt", 35},
			{"CETP612", "error", "Lapp/quire/reader/cetp/ShelfToolProvider$deliverExport$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x5e", "app/quire/reader/cetp/ShelfToolProvider.kt", 191},
			{"CETP615", "error", "Lapp/quire/reader/cetp/SyncToolProvider;->askSignIn(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa6", "app/quire/reader/cetp/SyncToolProvider.kt", 148},
			{"CETP618", "error", "Lapp/quire/reader/cetp/InMemoryLedger;->run(Lapp/quire/reader/cetp/Call;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa9", "app/quire/reader/cetp/Ledgers.kt", 26},
			{"CETP619", "note", "Lapp/quire/reader/cetp/ShelfToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "app/quire/reader/cetp/ShelfToolProvider.kt", 38},
			{"CETP619", "note", "Lapp/quire/reader/cetp/SyncToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "app/quire/reader/cetp/SyncToolProvider.kt", 65},
			{"CETP620", "warning", "Lapp/quire/reader/cetp/ParkedCalls;->consume(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x86", "app/quire/reader/cetp/ParkedCalls.kt", 80},
		})
	}
}
