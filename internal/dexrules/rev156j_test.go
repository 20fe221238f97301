package dexrules_test

import "testing"

// TestRev156JavaFunctional: blind round rev156_j (Brightfold Pantry, a
// Java 8 functional style: Optional chains, streams over the tool table,
// handlers composed with andThen, supplyAsync on the provider's executor;
// labels in testdata/dex/rev156_labels_j.md, written before any scan).
// First run (stop 61, after the stop's changes): CETP604, 607, 601 and
// 603 found at their labels, 612 at the tool that hands the descriptor
// over and 613 at the confirmation that builds the token (the labels name
// the opener lambda and the token Supplier); missed: 614 (a confirmation
// predicate composed with and()) and 621 (a read tool's handler composed
// with andThen(restockIfLow)). One false CETP620 at first: the stored UID
// is compared in the predicate an Optional.filter is given (p.matches(call,
// tool)) with the call object's caller UID, a field filled only from
// Binder.getCallingUid(); a predicate's comparison with such a proven
// identity now binds the entry (a name alone still does not).
func TestRev156JavaFunctional(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev156_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1b", "com/brightfold/pantry/cetp/Replies.java", 20},
			{"CETP601", "error", "Lcom/brightfold/pantry/cetp/Confirmations;->require(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Ljava/util/Optional;@0x45", "com/brightfold/pantry/cetp/Confirmations.java", 38},
			{"CETP603", "error", "Lcom/brightfold/pantry/shopping/ShoppingTools;->placeOrder(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;@0x40", "com/brightfold/pantry/shopping/ShoppingTools.java", 168},
			{"CETP604", "warning", "Lcom/brightfold/pantry/cetp/Access;->firstPackage(I)Ljava/util/Optional;@0x1c", "com/brightfold/pantry/cetp/Access.java", 23},
			{"CETP607", "warning", "Lcom/brightfold/pantry/pantry/PantryToolProvider;->lambda$onCreate$3(Lcom/brightfold/pantry/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;@0x2d", "com/brightfold/pantry/pantry/PantryToolProvider.java", 36},
			{"CETP612", "error", "Lcom/brightfold/pantry/shopping/ShoppingTools;->exportList(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;@0x95", "com/brightfold/pantry/shopping/ShoppingTools.java", 142},
			{"CETP613", "error", "Lcom/brightfold/pantry/cetp/Confirmations;->require(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Ljava/util/Optional;@0x49", "com/brightfold/pantry/cetp/Confirmations.java", 40},
			{"CETP619", "note", "Lcom/brightfold/pantry/pantry/PantryToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/brightfold/pantry/pantry/PantryToolProvider.java", 58},
			{"CETP619", "note", "Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/brightfold/pantry/shopping/ShoppingToolProvider.java", 72},
			{"CETP621", "note", "Lcom/brightfold/pantry/cetp/Tool;->describe()Lorg/json/JSONObject;@0x0", "com/brightfold/pantry/cetp/Tool.java", 89},
		})
	}
}
