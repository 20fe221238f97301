package dexrules_test

import (
	"strings"
	"testing"
)

// TestCtorChain620 (ctorchain620): a token stored in a field by a
// constructor another constructor of the class calls (`this(...)`,
// kotlinc's DefaultConstructorMarker constructor for value-class
// parameters: rev129_k1's missed CETP620) is followed through the chain
// without spending the budget of hops: the provider that never compares
// the session's owner is reported, the one that does is silent.
func TestCtorChain620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "ctorchain620", allCode, "CETP620")
		checkDex(t, got, []dexWant{
			{"CETP620", "warning", "Lcom/cc/DeskProvider;->allowed(ILcom/cc/Envelope;)Z@0x6", "com/cc/DeskProvider.java", 39},
		})
		for _, f := range got {
			if !strings.Contains(f.Message, "DeskProvider.allowed") {
				t.Errorf("CETP620 names another path: %s", f.Message)
			}
		}
	}
}
