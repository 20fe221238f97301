package dexrules_test

import (
	"strings"
	"testing"
)

// TestPredicateBinding620 (predicate620): a session found by token and
// kept by `Optional.filter(s -> s.uid() == uid)` — the caller's UID
// captured by the predicate lambda — is bound to its caller; the other
// provider's path, filtering on liveness only, is the one reported
// (rev124_j1's CETP620 named the bound path), and so is a filter
// comparing the session's UID with one the request names (review56b: a
// getter named uid on the element was taken for the caller's).
//
// predicatej620 is the same code as D8 emits it with core library
// desugaring (j$.util.Optional.filter, j$.util.function.Predicate): the
// desugared filter binds LockProvider's session as the java.util one does.
func TestPredicateBinding620(t *testing.T) {
	for _, tc := range []struct {
		name     string
		optional string // the Optional class findClaimed returns
	}{
		{"predicate620", "Ljava/util/Optional;"},
		{"predicatej620", "Lj$/util/Optional;"},
	} {
		for _, allCode := range []bool{false, true} {
			got := runDex(t, tc.name, allCode, "CETP620")
			checkDex(t, got, []dexWant{
				{"CETP620", "warning", "Lcom/pd/Sessions;->findClaimed(Ljava/lang/String;)" + tc.optional + "@0x6", "com/pd/Sessions.java", 31},
				{"CETP620", "warning", "Lcom/pd/ShareProvider;->serve(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x12", "com/pd/ShareProvider.java", 34},
			})
			for _, f := range got {
				if strings.Contains(f.Message, "LockProvider") {
					t.Errorf("%s: CETP620 names LockProvider's path, which its filter binds: %s", tc.name, f.Message)
				}
			}
		}
	}
}
