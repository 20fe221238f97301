package dexrules_test

import "testing"

// TestEntryLambda621 (entrylambda621): a descriptor constructed inside a
// registry entry's construction takes the entry's trailing lambda as its
// handler: list_cards's lambda writes (CETP621), count_cards's only reads.
func TestEntryLambda621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "entrylambda621", allCode), []dexWant{
			{"CETP621", "error", "Lcom/el/BoardTools;->listCards$lambda$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;@0x2f", "com/el/Tools.kt", 21},
		})
	}
}
