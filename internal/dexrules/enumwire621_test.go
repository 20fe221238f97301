package dexrules_test

import "testing"

// TestEnumWire621 (enumwire621): a Kotlin data class's tools written to
// list_tools through an enum's wire name (`effect.wire`) are read per
// construction, its copy() not counted: list_cards, declared read, writes
// (CETP621); count_cards only queries.
func TestEnumWire621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "enumwire621", allCode), []dexWant{
			{"CETP621", "error", "Lcom/ew/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf7", "com/ew/DeskProvider.kt", 40},
		})
	}
}
