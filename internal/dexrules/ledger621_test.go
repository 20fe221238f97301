package dexrules_test

import "testing"

// TestLedger621 (ledger621): the completion callback every tool answers
// through settles the call's deduplication ledger row (an update or
// delete whose where clause names the request id): not a read tool's
// write — list_items is silent (a false error before: rev164_j1's
// list_tanks) — while open_item's write to its items table is CETP621's.
func TestLedger621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "ledger621", allCode), []dexWant{
			{"CETP619", "warning", "Lcom/lg/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9f", "com/lg/DeskProvider.java", 65},
			{"CETP621", "error", "Lcom/lg/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb1", "com/lg/DeskProvider.java", 67},
			{"CETP625", "warning", "Lcom/lg/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/lg/DeskProvider.java", 30},
		})
	}
}
