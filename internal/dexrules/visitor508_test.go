package dexrules_test

import "testing"

// TestVisitor508 (visitor508): a refusal override's AUTH_REQUIRED
// response without resume_token, answered up through a visitor (execute,
// visitExecute, javac's bridge, accept, call), is CETP508's at the
// override's call naming the code; the base refusal, with both keys, is
// silent (rev162_j1's TripExchange.refused, a "decided further up" note
// before).
func TestVisitor508(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "visitor508", allCode), []dexWant{
			{"CETP508", "error", "Lcom/vv/SyncExchange;->refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/vv/SyncExchange.java", 16},
			{"CETP625", "warning", "Lcom/vv/Command$Execute;->accept(Lcom/vv/Command$Visitor;)Ljava/lang/Object;@0x2", "com/vv/Command.java", 34},
		})
	}
}
