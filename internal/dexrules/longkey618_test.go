package dexrules_test

import "testing"

// TestLongKey618 (longkey618): a dedup key built by a long StringBuilder
// chain is read from its end within a budget of calls: the request id at
// the end is found (CETP618); at the start it lies past the budget, and
// CETP618 says in a note that it cannot tell, instead of staying silent.
func TestLongKey618(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "longkey618", allCode), []dexWant{
			{"CETP618", "error", "Lcom/lk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7e", "com/lk/DeskProvider.java", 40},
			{"CETP618", "note", "Lcom/lk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x57", "com/lk/DeskProvider.java", 32},
			{"CETP619", "warning", "Lcom/lk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6b", "com/lk/DeskProvider.java", 36},
			{"CETP625", "warning", "Lcom/lk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/lk/DeskProvider.java", 26},
		})
	}
}
