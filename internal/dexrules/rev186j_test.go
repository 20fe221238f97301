package dexrules_test

import "testing"

// TestRev186JavaControlFlow: blind round rev186_j (Stockroom, a shop's
// inventory and orders in control-flow-heavy Java as javac compiles it:
// string switches (hashCode, then an index switch), enum switches through
// $SwitchMap$ classes, synchronized blocks, try/finally with several
// exits, labeled loops, ternary chains, private nest members; both
// providers extend the app's own CetpV2ContentProvider copy and write
// call() by hand; labels in testdata/dex/rev186_labels_j.md, written
// before any scan). First run (stop 67, e423995e): CETP601 (:235), 604
// (AuditTrail.record), 608 (OrdersToolProvider.<clinit>, :56 for :53), 609
// (:89), 613 (at askConfirmation, naming HoldTokens.next), 614 (at mutate
// :196, where needsConfirmation's verdict is tested; the label's :215
// reads the extra), 619 (at the inventory call() :108, reorder_item's
// confirmation row before any deadline read) and 624 (PartnerGate :81) —
// 8 of 8; a CETP621 note (ToolSpec.toJson's effect from a builder). False:
// CETP619 for the orders provider, reaching OrderOperations.cancel
// in the default arm of call()'s string switch (cancel_operation): the
// code past javac's index switch was not known to be another method's —
// fixed the same stop (the other cases and the default of execute_tool's
// index switch are another method's code; rev176_j1's documents 619 went
// with it). The CETP621 note went the same stop (enumwirejava621: the
// effect enum's wire name read as a field).
func TestRev186JavaControlFlow(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev186_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/tallyworks/stockroom/cetp/Envelopes.java", 41},
			{"CETP508", "note", "Lcom/tallyworks/stockroom/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/tallyworks/stockroom/cetp/Envelopes.java", 91},
			{"CETP601", "error", "Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->resolutionFor(Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2e", "com/tallyworks/stockroom/orders/OrdersToolProvider.java", 235},
			{"CETP604", "warning", "Lcom/tallyworks/stockroom/inventory/AuditTrail;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0x10", "com/tallyworks/stockroom/inventory/AuditTrail.java", 18},
			{"CETP608", "error", "Lcom/tallyworks/stockroom/orders/OrdersToolProvider;-><clinit>()V@0x2a", "com/tallyworks/stockroom/orders/OrdersToolProvider.java", 56},
			{"CETP609", "note", "Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/tallyworks/stockroom/orders/OrdersToolProvider.java", 89},
			{"CETP613", "error", "Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->askConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xdd", "com/tallyworks/stockroom/inventory/InventoryToolProvider.java", 238},
			{"CETP614", "error", "Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->mutate(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x31", "com/tallyworks/stockroom/inventory/InventoryToolProvider.java", 196},
			{"CETP619", "warning", "Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x57", "com/tallyworks/stockroom/inventory/InventoryToolProvider.java", 108},
			{"CETP624", "warning", "Lcom/tallyworks/stockroom/orders/PartnerGate;->partnerFor(I)Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;@0x1b", "com/tallyworks/stockroom/orders/PartnerGate.java", 81},
		})
	}
}
