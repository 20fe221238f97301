package dexrules_test

import "testing"

// TestTokenBoundBefore (rebound620): a session looked up again after the
// caller's earlier lookup of the same token in the same map compared its
// owner (screen, then dispatch) is bound for this request; where screen
// compares nothing, both lookups are reported.
func TestTokenBoundBefore(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rebound620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/rs/UncheckedProvider;->dispatch(Ljava/lang/String;Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "com/rs/UncheckedProvider.java", 40},
			{"CETP620", "warning", "Lcom/rs/UncheckedProvider;->screen(ILandroid/os/Bundle;)Z@0xa", "com/rs/UncheckedProvider.java", 34},
		})
	}
}
