package dexrules_test

import "testing"

// TestRev168JavaStreams: blind round rev168_j (Tallyspring, a budget app
// in Java 11 library style: stream pipelines, Optional chains, default
// and static interface methods, composed Predicates and Functions, enum
// dispatch with valueOf, builders, and an app-own base provider whose
// authorize hook every call passes; labels in
// testdata/dex/rev168_labels_j.md, written before any scan). First run
// (stop 63, 48fb7a10): CETP601, 605 at their labels, 604 in admit (the
// label's lambda, same line), 623 at the resolution naming
// ConfirmBudgetActivity, 625 at the base's dispatch naming BillsProvider;
// missed 609 (the only signature lookup used for firstInstallTime), 614
// (a lambda in a static field reading "user_confirmed") and 617 (an
// authorize hook of the app's own base class returning a Function
// field's answer). No false finding; three CETP620 notes at the lambda
// lookups' hop budget. Stop 64: 617 found at its label (apphook617).
func TestRev168JavaStreams(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev168_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallyspring/budget/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/tallyspring/budget/cetp/Replies.java", 52},
			{"CETP601", "error", "Lcom/tallyspring/budget/bills/BillsProvider;->lambda$resolutions$11$com-tallyspring-budget-bills-BillsProvider(Ljava/lang/String;)Landroid/app/PendingIntent;@0x1b", "com/tallyspring/budget/bills/BillsProvider.java", 170},
			{"CETP604", "warning", "Lcom/tallyspring/budget/bills/PairedPackagePolicy;->admit(I)Ljava/util/Optional;@0x1c", "com/tallyspring/budget/bills/PairedPackagePolicy.java", 35},
			{"CETP605", "warning", "Lcom/tallyspring/budget/budget/BudgetProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/tallyspring/budget/budget/BudgetProvider.java", 116},
			{"CETP617", "error", "Lcom/tallyspring/budget/budget/BudgetProvider;->authorize(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;@0x33", "com/tallyspring/budget/budget/BudgetProvider.java", 167},
			{"CETP620", "note", "Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda8;->apply(Ljava/lang/Object;)Ljava/lang/Object;@0x2", "com/tallyspring/budget/bills/BillsProvider.java", 0},
			{"CETP620", "note", "Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda6;->apply(Ljava/lang/Object;)Ljava/lang/Object;@0x2", "com/tallyspring/budget/budget/BudgetProvider.java", 0},
			{"CETP620", "note", "Lcom/tallyspring/budget/cetp/SessionStore;->find(Ljava/lang/String;I)Ljava/util/Optional;@0x2", "com/tallyspring/budget/cetp/SessionStore.java", 73},
			{"CETP623", "note", "Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$resolutions$12$com-tallyspring-budget-budget-BudgetProvider(Ljava/lang/String;)Landroid/app/PendingIntent;@0x1b", "com/tallyspring/budget/budget/BudgetProvider.java", 184},
			{"CETP625", "warning", "Lcom/tallyspring/budget/cetp/AppToolProvider;->inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;Ljava/util/function/Supplier;)Landroid/os/Bundle;@0x46", "com/tallyspring/budget/cetp/AppToolProvider.java", 163},
		})
	}
}
