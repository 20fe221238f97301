package dexrules_test

import "testing"

// TestObservable618 (observable618): execute_tool's records kept in a
// Delegates.observable map property (kotlinc's inlined ObservableProperty
// subclass behind the byKey$delegate field), keyed by a data class
// holding the request id, are in memory when the observer only logs
// (rev151_k1's missed CETP618), and a store when the observer writes each
// new record to SQLite.
func TestObservable618(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "observable618", allCode, "CETP618"), []dexWant{
			{"CETP618", "error", "Lcom/od/LedgerReplies;->prior(Lcom/od/RetryKey;)Ljava/lang/String;@0x9", "com/od/Replies.kt", 23},
		})
	}
}
