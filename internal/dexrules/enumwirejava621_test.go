package dexrules_test

import "testing"

// TestEnumWireJava621 (enumwirejava621): the Java form of enumwire621, the
// enum's wire name read as a field (`effect.wire`, two iget-objects) rather
// than through a getter: list_cards, declared read, writes (CETP621);
// count_cards only queries.
func TestEnumWireJava621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "enumwirejava621", allCode, "CETP621"), []dexWant{
			{"CETP621", "error", "Lcom/ej/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x84", "com/ej/DeskProvider.java", 45},
		})
	}
}
