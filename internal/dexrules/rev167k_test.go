package dexrules_test

import "testing"

// TestRev167KotlinData: blind round rev167_k (Tallybook, Kotlin data
// modelling: data classes with copy() and destructuring, sealed results,
// enums with properties, extension functions on Bundle and Intent with
// reified types, object registries of handler lambdas, $default bridges;
// labels in testdata/dex/rev167_labels_k.md, written before any scan).
// First run (stop 63, 2b438341): CETP601, 602, 606, 614, 615 and 624 at
// their labels (614 where the flag decides, 615 and 624 in the labelled
// methods), 508 at ProtocolKt.putError naming askForGrant; missed 621 (a
// note: the registry's effects cannot be tied to each tool); one false
// CETP622 (a selection destructured from a Pair, fixed the same stop:
// pairsel622). Near misses silent, the $default-masked 601 included.
// Stop 64: 621 found for get_budget, at its registration (BudgetTools.kt
// :45; the label's write is at the end of the chain the message names):
// the enum's wire name read (enumwire621) and the entry's lambda taken as
// its handler (entrylambda621).
func TestRev167KotlinData(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev167_k1", allCode), []dexWant{
			{"CETP508", "error", "Lapp/tallybook/budget/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Z)Landroid/os/Bundle;@0x18", "app/tallybook/budget/cetp/Protocol.kt", 55},
			{"CETP508", "note", "Lapp/tallybook/budget/cetp/ProtocolKt;->outcomeJson(Lapp/tallybook/budget/cetp/ToolResult;)Ljava/lang/String;@0x37", "app/tallybook/budget/cetp/Protocol.kt", 193},
			{"CETP601", "error", "Lapp/tallybook/budget/cetp/BudgetDesk;->confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;@0x38", "app/tallybook/budget/cetp/BudgetDesk.kt", 79},
			{"CETP602", "error", "Lapp/tallybook/budget/cetp/ExpenseDesk;->confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;@0x2f", "app/tallybook/budget/cetp/ExpenseDesk.kt", 73},
			{"CETP606", "error", "Lapp/tallybook/budget/cetp/BudgetsToolProvider;->callerOf(ILandroid/os/Bundle;)Lapp/tallybook/budget/cetp/Caller;@0x11", "app/tallybook/budget/cetp/BudgetsToolProvider.kt", 45},
			{"CETP607", "note", "Lapp/tallybook/budget/cetp/ProtocolKt;->outcomeJson(Lapp/tallybook/budget/cetp/ToolResult;)Ljava/lang/String;@0x44", "app/tallybook/budget/cetp/Protocol.kt", 193},
			{"CETP607", "note", "Lapp/tallybook/budget/cetp/ProtocolKt;->toReply(Lapp/tallybook/budget/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;@0x45", "app/tallybook/budget/cetp/Protocol.kt", 80},
			{"CETP614", "error", "Lapp/tallybook/budget/cetp/ExpenseDesk;->delete(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0x3f", "app/tallybook/budget/cetp/ExpenseDesk.kt", 54},
			{"CETP614", "note", "Lapp/tallybook/budget/cetp/BudgetsToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0x0", "app/tallybook/budget/cetp/BudgetsToolProvider.kt", 102},
			{"CETP614", "note", "Lapp/tallybook/budget/cetp/ExpensesToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0x0", "app/tallybook/budget/cetp/ExpensesToolProvider.kt", 99},
			{"CETP615", "error", "Lapp/tallybook/budget/cetp/BudgetsToolProvider;->askForGrant(Lapp/tallybook/budget/cetp/Call;Ljava/util/List;)Landroid/os/Bundle;@0x86", "app/tallybook/budget/cetp/BudgetsToolProvider.kt", 120},
			{"CETP621", "error", "Lapp/tallybook/budget/cetp/BudgetTools;->getBudget$lambda$0(Lapp/tallybook/budget/cetp/BudgetDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0xf", "app/tallybook/budget/cetp/BudgetTools.kt", 45},
			{"CETP622", "note", "Lapp/tallybook/budget/cetp/BudgetsToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0x0", "app/tallybook/budget/cetp/BudgetsToolProvider.kt", 102},
			{"CETP622", "note", "Lapp/tallybook/budget/cetp/ExpensesToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;@0x0", "app/tallybook/budget/cetp/ExpensesToolProvider.kt", 99},
			{"CETP624", "warning", "Lapp/tallybook/budget/cetp/ExpensesToolProvider;->callerOf(I)Lapp/tallybook/budget/cetp/Caller;@0x31", "app/tallybook/budget/cetp/ExpensesToolProvider.kt", 144},
		})
	}
}
