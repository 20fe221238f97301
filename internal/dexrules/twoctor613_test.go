package dexrules_test

import "testing"

// TestNextBytesPerObject613 (twoctor613): a token drawn with nextBytes
// from a field one construction gives a SecureRandom and another a
// java.util.Random is judged per object, as a nextLong draw is: the array
// nextBytes fills is followed back to the generator's field (the
// reviewer's demo: the weak mint's put was folded into one note). The
// third put's mint, kept in viaHelper from the field strong holds, is
// secure: every object the holder keeps is the SecureRandom one (stop 59,
// heldSites reads a holder stored from another holder; it was a note).
func TestNextBytesPerObject613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "twoctor613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/d1b/Prov;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x38", "com/d1b/Prov.java", 36},
		})
	}
}
