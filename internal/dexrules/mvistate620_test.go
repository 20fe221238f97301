package dexrules_test

import "testing"

// TestStateCopyWrittenBack620 (mvistate620): a resume token removed from
// a map inside a data class's copy that update { } writes back to its
// StateFlow is spent; the same copy only read is not (rev125_k1's false
// CETP620 at DeskStore.redeem).
func TestStateCopyWrittenBack620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "mvistate620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/mv/DeskStore;->archive(Ljava/lang/String;ILjava/lang/String;)Z@0x16", "com/mv/Store.kt", 50},
			{"CETP620", "warning", "Lcom/mv/DeskStore;->peek(Ljava/lang/String;ILjava/lang/String;)Z@0x16", "com/mv/Store.kt", 42},
		})
	}
}
