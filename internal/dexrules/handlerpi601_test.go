package dexrules_test

import "testing"

// TestResolutionFromWrapperField (handlerpi601): a resolution made by a
// wrapper judged at its callers (issue(grant, flags) called from a
// Handler's handleMessage, off the CETP surface) and kept in a field that
// call() puts under "resolution" is a resolution at each caller's site:
// the mutable one is reported, the immutable one is not.
func TestResolutionFromWrapperField(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "handlerpi601", allCode, "CETP601", "CETP602"), []dexWant{
			{"CETP601", "error", "Lcom/hp/Desk;->handleMessage(Landroid/os/Message;)V@0xc", "com/hp/Desk.java", 33},
		})
	}
}
