package dexrules_test

import "testing"

// TestExtensionJSON621 (extjson621): tool descriptors written by a Kotlin
// extension function (`fun ToolSpec.toJson()`, static in the file facade,
// the spec its first parameter) are read per construction of the spec:
// list_cards, declared read, writes (CETP621); count_cards only queries.
func TestExtensionJSON621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "extjson621", allCode, "CETP621"), []dexWant{
			{"CETP621", "error", "Lcom/ex/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf7", "com/ex/DeskProvider.kt", 40},
		})
	}
}
