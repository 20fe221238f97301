package dexrules_test

import "testing"

// TestUnplacedGenerator613 (unplaced613): resume tokens drawn with
// Random.nextBytes into an array, from three mints of one shape, each
// keeping the generator its constructor is given. The array nextBytes
// fills was given no taint when the generator was read from a field, so
// all three were silent: the mint given a new java.util.Random is now an
// error, the one given a new SecureRandom stays silent, and the one given
// what a type-keyed registry returns — which kind it is cannot be told —
// is a note.
func TestUnplacedGenerator613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "unplaced613", allCode, "CETP613"), []dexWant{
			{"CETP613", "note", "Lcom/um/MintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x24", "com/um/MintProvider.java", 37},
			{"CETP613", "error", "Lcom/um/MintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x38", "com/um/MintProvider.java", 39},
		})
	}
}
