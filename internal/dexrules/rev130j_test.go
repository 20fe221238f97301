package dexrules_test

import "testing"

// TestRev130JavaConfig: blind round rev130_j (Copperwick, a budget and
// receipts app driven by configuration: SharedPreferences settings seeded by
// each provider's Module and read back with defaults, static HashMap and
// EnumMap tables keyed by constants, a tools.json asset, a small dependency
// container; labels in testdata/dex/rev130_labels_j.md, written before any
// scan). First run (stop 57's engine): 2 of 8 — CETP603 (listCategories on
// the container's executor) and 622 (exportReceipts' file name) — with
// CETP614 reported at Settings.rememberConfirmation, the helper whose
// preference write the request's `confirmed` decides (a side effect the
// flag decides, so no false finding, but not the delete the label names).
// With the constant tables (tables.go): CETP601 at addExpense (the
// EnumMap's REFRESHABLE preset, FLAG_UPDATE_CURRENT; LOCKED and ONE_TIME
// silent) and CETP612 at exportBudget (the open-mode map's "shared",
// MODE_READ_WRITE; "read" silent): 4 of 8; with preference keys as a
// store (prefs.go): CETP607 at syncReceipts, the exception message one
// sync stores under receipts.last_error answered by the next (the budget's
// fixed sentence silent): 5 of 8, no false finding. With the setup
// reach (stop 59): CETP613 at the "quick" Supplier's lambda$static$1 (its
// Generator, made while the provider's onCreate wires the modules, is what
// Confirmations.ask mints with), the "secure" one silent and the session
// tokens' note gone (every generator kept in Sessions.tokens is the
// "secure" table entry's): 6 of 8. Missed: 615 (another package's screen read back from
// the preferences: the ComponentName is built in a helper from two reads
// by its parameters). ask() is a wrapper now (its flags are
// each caller's key), so the CETP106/623 notes that its resolution's
// screen (a ComponentName from the preferences) is not known are at the
// four callers.
func TestRev130JavaConfig(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev130_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/copperwick/budget/BudgetTools;->addExpense(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0xcc", "com/copperwick/budget/BudgetTools.java", 79},
			{"CETP106", "note", "Lcom/copperwick/budget/BudgetTools;->purgeCategory(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x3b", "com/copperwick/budget/BudgetTools.java", 147},
			{"CETP106", "note", "Lcom/copperwick/receipts/ReceiptsTools;->deleteReceipts(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x52", "com/copperwick/receipts/ReceiptsTools.java", 143},
			{"CETP106", "note", "Lcom/copperwick/receipts/ReceiptsTools;->editReceipt(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x94", "com/copperwick/receipts/ReceiptsTools.java", 74},
			{"CETP508", "note", "Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/copperwick/cetp/Replies.java", 55},
			{"CETP601", "error", "Lcom/copperwick/budget/BudgetTools;->addExpense(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0xcc", "com/copperwick/budget/BudgetTools.java", 79},
			{"CETP603", "error", "Lcom/copperwick/budget/BudgetTools;->listCategories(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x0", "com/copperwick/budget/BudgetTools.java", 43},
			{"CETP607", "warning", "Lcom/copperwick/receipts/ReceiptsTools;->syncReceipts(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x31", "com/copperwick/receipts/ReceiptsTools.java", 111},
			{"CETP612", "error", "Lcom/copperwick/budget/BudgetTools;->exportBudget(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x117", "com/copperwick/budget/BudgetTools.java", 111},
			{"CETP613", "error", "Lcom/copperwick/config/TokenFactories;->lambda$static$1()Lcom/copperwick/config/TokenFactories$Generator;@0x7", "com/copperwick/config/TokenFactories.java", 35},
			{"CETP614", "error", "Lcom/copperwick/config/Settings;->rememberConfirmation(Ljava/lang/String;Z)V@0x0", "com/copperwick/config/Settings.java", 65},
			{"CETP622", "error", "Lcom/copperwick/receipts/ReceiptsTools;->exportReceipts(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x44", "com/copperwick/receipts/ReceiptsTools.java", 95},
			{"CETP623", "note", "Lcom/copperwick/budget/BudgetTools;->addExpense(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0xcc", "com/copperwick/budget/BudgetTools.java", 79},
			{"CETP623", "note", "Lcom/copperwick/budget/BudgetTools;->purgeCategory(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x3b", "com/copperwick/budget/BudgetTools.java", 147},
			{"CETP623", "note", "Lcom/copperwick/receipts/ReceiptsTools;->deleteReceipts(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x52", "com/copperwick/receipts/ReceiptsTools.java", 143},
			{"CETP623", "note", "Lcom/copperwick/receipts/ReceiptsTools;->editReceipt(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;@0x94", "com/copperwick/receipts/ReceiptsTools.java", 74},
		})
	}
}
