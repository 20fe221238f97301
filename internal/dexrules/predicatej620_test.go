package dexrules_test

import (
	"strings"
	"testing"
)

// TestPredicateBindingDesugared620 (predicatej620): predicate620 with D8's
// core library desugaring (j$.util.Optional.filter, j$.util.function
// .Predicate): the desugared filter's comparison binds LockProvider's
// session to its caller as the java.util one does.
func TestPredicateBindingDesugared620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "predicatej620", allCode, "CETP620")
		checkDex(t, got, []dexWant{
			{"CETP620", "warning", "Lcom/pd/Sessions;->findClaimed(Ljava/lang/String;)Lj$/util/Optional;@0x6", "com/pd/Sessions.java", 31},
			{"CETP620", "warning", "Lcom/pd/ShareProvider;->serve(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x12", "com/pd/ShareProvider.java", 34},
		})
		for _, f := range got {
			if strings.Contains(f.Message, "LockProvider") {
				t.Errorf("CETP620 names LockProvider's path, which its filter binds: %s", f.Message)
			}
		}
	}
}
