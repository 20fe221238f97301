package dexrules_test

import "testing"

// TestDroppedToken620 (dropped620): a resume token dropped with a
// discarded held.remove(token) when it is unknown or expired is not a
// lookup of its own — redeem, which then compares the held UID with the
// caller's, is silent (a false warning at the drop before: rev164_j1's
// Confirmations.confirmed); redeemAny, never comparing it, is CETP620's
// at its held.get.
func TestDroppedToken620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "dropped620", allCode), []dexWant{
			{"CETP620", "warning", "Lcom/dr/Holds;->redeemAny(Lcom/dr/Request;)Z@0x4", "com/dr/Holds.java", 43},
			{"CETP625", "warning", "Lcom/dr/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/dr/DeskProvider.java", 20},
		})
	}
}
