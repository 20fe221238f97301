package dexrules_test

import "testing"

// TestRev96JavaInAppHandOvers (rev96_j1, "LendShed" tool library: Java
// 11 through D8, hand-written smali — an RxJava 2 PublishSubject bus,
// LiveData observed forever, a Messenger feeding a Handler, and
// CompletableFuture chains; a helper's blind app, labels in
// testdata/dex/rev96_labels_j.md, first scanned at stop 52). Its first
// run found 7 of the 10 labelled defects, no false finding. Since: a
// MutableLiveData.postValue runs the Observers registered on a LiveData
// read from the same field (CETP603 in the observeForever lambda); a
// Messenger.send runs the Handler the Messenger was made with; a Bundle
// sent as a Message's obj or data carries its request values, under their
// keys, into what the app's handleMessage methods read of it (CETP622 in
// BenchHandler; the bound tag at :29 stays silent); an Rx subject's onNext
// runs the Consumers subscribed to chains made from the same field (through
// the bus's toObservable() getter), but those whose ofType filters out the
// event's class, on another thread when the chain has observeOn (CETP619
// at the post before the deadline read). 10 of 10.
func TestRev96JavaInAppHandOvers(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev96_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/lendshed/repair/RepairProvider;->purgeScreen(I)Landroid/app/PendingIntent;@0x18", "com/lendshed/repair/RepairProvider.java", 150},
			{"CETP602", "error", "Lcom/lendshed/repair/RepairProvider;->purgeScreen(I)Landroid/app/PendingIntent;@0x18", "com/lendshed/repair/RepairProvider.java", 150},
			{"CETP603", "error", "Lcom/lendshed/loans/LoanProvider;->lambda$onCreate$2$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/RenewCmd;)V@0x0", "com/lendshed/loans/LoanProvider.java", 54},
			{"CETP604", "warning", "Lcom/lendshed/repair/RepairProvider;->allowed(I)Z@0x11", "com/lendshed/repair/RepairProvider.java", 50},
			{"CETP607", "warning", "Lcom/lendshed/repair/RepairProvider;->lambda$call$1(Ljava/lang/Throwable;)Landroid/os/Bundle;@0x6", "com/lendshed/repair/RepairProvider.java", 98},
			{"CETP609", "note", "Lcom/lendshed/loans/LoanProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/loans/LoanProvider.java", 70},
			{"CETP609", "note", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/repair/RepairProvider.java", 55},
			{"CETP613", "error", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/lendshed/repair/RepairProvider.java", 64},
			{"CETP614", "error", "Lcom/lendshed/loans/LoanProvider;->lambda$onCreate$0$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/DeleteEvent;)V@0x2", "com/lendshed/loans/LoanProvider.java", 42},
			{"CETP619", "warning", "Lcom/lendshed/loans/LoanProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb0", "com/lendshed/loans/LoanProvider.java", 98},
			{"CETP620", "warning", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15c", "com/lendshed/repair/RepairProvider.java", 114},
			{"CETP622", "error", "Lcom/lendshed/repair/BenchHandler;->handleMessage(Landroid/os/Message;)V@0x6f", "com/lendshed/repair/BenchHandler.java", 26},
		})
	}
}
