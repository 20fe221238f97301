package dexrules_test

import "testing"

// TestRev96JavaInAppHandOvers (rev96_j1, "LendShed" tool library: Java
// 11 through D8, hand-written smali — an RxJava 2 PublishSubject bus,
// LiveData observed forever, a Messenger feeding a Handler, and
// CompletableFuture chains; a helper's blind app, labels in
// testdata/dex/rev96_labels_j.md, first scanned at stop 52). Its first
// run found 7 of the 10 labelled defects, no false finding.
func TestRev96JavaInAppHandOvers(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev96_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/lendshed/repair/RepairProvider;->purgeScreen(I)Landroid/app/PendingIntent;@0x18", "com/lendshed/repair/RepairProvider.java", 150},
			{"CETP602", "error", "Lcom/lendshed/repair/RepairProvider;->purgeScreen(I)Landroid/app/PendingIntent;@0x18", "com/lendshed/repair/RepairProvider.java", 150},
			{"CETP604", "warning", "Lcom/lendshed/repair/RepairProvider;->allowed(I)Z@0x11", "com/lendshed/repair/RepairProvider.java", 50},
			{"CETP607", "warning", "Lcom/lendshed/repair/RepairProvider;->lambda$call$1(Ljava/lang/Throwable;)Landroid/os/Bundle;@0x6", "com/lendshed/repair/RepairProvider.java", 98},
			{"CETP609", "note", "Lcom/lendshed/loans/LoanProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/loans/LoanProvider.java", 70},
			{"CETP609", "note", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/repair/RepairProvider.java", 55},
			{"CETP613", "error", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/lendshed/repair/RepairProvider.java", 64},
			{"CETP614", "error", "Lcom/lendshed/loans/LoanProvider;->lambda$onCreate$0$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/DeleteEvent;)V@0x2", "com/lendshed/loans/LoanProvider.java", 42},
			{"CETP620", "warning", "Lcom/lendshed/repair/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15c", "com/lendshed/repair/RepairProvider.java", 114},
		})
	}
}
