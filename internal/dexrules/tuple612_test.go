package dexrules_test

import "testing"

// TestTuple612 (tuple612): a descriptor read out of a kotlin.Pair (`val
// (file, fd) = opened(id, mode)`, `pair.second`) is judged as the helper
// or constructor that made the Pair opened it: with the caller's
// MODE_READ_WRITE it is writable; read-only ones stay silent.
func TestTuple612(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "tuple612", allCode, "CETP612"), []dexWant{
			{"CETP612", "error", "Lcom/tp/AttachProvider;->openAttachment(IZ)Landroid/os/Bundle;@0x1a", "com/tp/AttachProvider.kt", 43},
		})
	}
}
