package dexrules_test

import "testing"

// TestKotlinMinusWrittenBack620 (kminus620): Kotlin's `map - token` spends
// a resume token only when the copy replaces the store (a field store, a
// StateFlow's setValue or compareAndSet): a copy computed and only read
// leaves the token valid (the reviewer's demo; a regression of stop 55,
// which counted every minus as a removal).
func TestKotlinMinusWrittenBack620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "kminus620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/d4/Unwritten;->redeem(Ljava/lang/String;I)Z@0x7", "com/d4/Ledger.kt", 28},
		})
	}
}
