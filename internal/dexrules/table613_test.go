package dexrules_test

import "testing"

// TestDispatchTable613 (table613): a call on an element of a collection
// a field keeps reaches the implementations of the objects added to that
// collection, not every implementation made anywhere — a table call()
// never reads adds nothing (review55's d5) — and a table holding both a
// SecureRandom and a java.util.Random implementation is still an error,
// as is one whose CounterMinter comes by a put of a conditional value, by
// replace, or by a copy constructor (review56's regressions: the first
// element scan read registers in address order and accepted any method).
func TestDispatchTable613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "table613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/tb/ChosenProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2b", "com/tb/ChosenProvider.java", 33},
			{"CETP613", "error", "Lcom/tb/CopiedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2b", "com/tb/CopiedProvider.java", 32},
			{"CETP613", "error", "Lcom/tb/MixedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x32", "com/tb/MixedProvider.java", 37},
			{"CETP613", "error", "Lcom/tb/SwappedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2b", "com/tb/SwappedProvider.java", 33},
		})
	}
}
