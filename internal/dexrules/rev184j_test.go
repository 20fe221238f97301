package dexrules_test

import "testing"

// TestRev184JavaReactive: blind round rev184_j (Hearthboard, a family
// organizer whose providers are written on a small RxJava-like layer of
// the app's own: Single / Completable with map, flatMap, doOnSuccess,
// onErrorReturn, subscribeOn(Schedulers.io()) over an ExecutorService,
// blockingGet to answer call(); labels in testdata/dex/rev184_labels_j.md,
// written before any scan). First run (stop 66, e2e3ed15): CETP603
// (ChoreRepository's fromCallable lambda), 607 (:182 for :183), 611
// (CalendarBridge.insertChore's lambda), 616 (LegacyCallerCheck), 618
// (InboxOperations.register), 621 (next_chore's SQLiteDatabase.update)
// and 625 (the inbox provider, at the base's isKnownMethod); missed 617
// (warmUp().andThen(Single.just(allow))). False findings: 603 at
// InboxRepository's lambda (its subscribeOn is on the inner Single of a
// flatMap) and 621 for list_my_tasks, list_threads and a second one for
// next_chore through ContentResolver.insert: the app's own rx layer's
// interface calls (Single.subscribe) reach every Single's code, the
// calendar insert among them; 603 at both CalendarBridge lambdas, run
// downstream of find()'s scheduler, is not labelled either way.
func TestRev184JavaReactive(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev184_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x8", "com/hearthboard/cetp/Envelopes.java", 78},
			{"CETP508", "note", "Lcom/hearthboard/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/hearthboard/cetp/Envelopes.java", 111},
			{"CETP603", "error", "Lcom/hearthboard/calendar/CalendarBridge;->lambda$insertChore$0$com-hearthboard-calendar-CalendarBridge(Lorg/json/JSONObject;J)Lorg/json/JSONObject;@0x3c", "com/hearthboard/calendar/CalendarBridge.java", 44},
			{"CETP603", "error", "Lcom/hearthboard/calendar/CalendarBridge;->lambda$insertMessageEvent$1$com-hearthboard-calendar-CalendarBridge(Ljava/lang/String;JLorg/json/JSONObject;)Lorg/json/JSONObject;@0x0", "com/hearthboard/calendar/CalendarBridge.java", 54},
			{"CETP603", "error", "Lcom/hearthboard/chores/ChoreRepository;->lambda$tasksForCallingMember$0$com-hearthboard-chores-ChoreRepository()Ljava/lang/Long;@0x0", "com/hearthboard/chores/ChoreRepository.java", 29},
			{"CETP603", "error", "Lcom/hearthboard/inbox/InboxRepository;->lambda$threadsForCaller$0$com-hearthboard-inbox-InboxRepository()Ljava/lang/Long;@0x0", "com/hearthboard/inbox/InboxRepository.java", 37},
			{"CETP607", "warning", "Lcom/hearthboard/chores/ChoresToolProvider;->lambda$completeChore$9(Lcom/hearthboard/cetp/ToolRequest;JLjava/lang/Throwable;)Landroid/os/Bundle;@0x24", "com/hearthboard/chores/ChoresToolProvider.java", 182},
			{"CETP611", "error", "Lcom/hearthboard/calendar/CalendarBridge;->lambda$insertChore$0$com-hearthboard-calendar-CalendarBridge(Lorg/json/JSONObject;J)Lorg/json/JSONObject;@0x3c", "com/hearthboard/calendar/CalendarBridge.java", 44},
			{"CETP616", "warning", "Lcom/hearthboard/inbox/LegacyCallerCheck;->lambda$verify$1$com-hearthboard-inbox-LegacyCallerCheck(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;@0x8", "com/hearthboard/inbox/LegacyCallerCheck.java", 27},
			{"CETP618", "error", "Lcom/hearthboard/inbox/InboxOperations;->register(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/inbox/InboxOperations$Operation;@0x33", "com/hearthboard/inbox/InboxOperations.java", 83},
			{"CETP620", "note", "Lcom/hearthboard/chores/SigningCertificateCheck;->lambda$verify$1$com-hearthboard-chores-SigningCertificateCheck(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;@0x4", "com/hearthboard/chores/SigningCertificateCheck.java", 33},
			{"CETP621", "error", "Lcom/hearthboard/chores/ChoresToolProvider;->dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;@0x4f", "com/hearthboard/chores/ChoresToolProvider.java", 152},
			{"CETP621", "error", "Lcom/hearthboard/chores/ChoresToolProvider;->dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;@0x5c", "com/hearthboard/chores/ChoresToolProvider.java", 154},
			{"CETP621", "error", "Lcom/hearthboard/chores/ChoresToolProvider;->dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;@0x60", "com/hearthboard/chores/ChoresToolProvider.java", 154},
			{"CETP621", "error", "Lcom/hearthboard/inbox/InboxToolProvider;->dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;@0x58", "com/hearthboard/inbox/InboxToolProvider.java", 161},
			{"CETP625", "warning", "Lcom/hearthboard/cetp/ToolProviderBase;->isKnownMethod(Ljava/lang/String;)Z@0x1e", "com/hearthboard/cetp/ToolProviderBase.java", 56},
		})
	}
}
