package dexrules_test

import "testing"

// TestCoroutineBodyResult622 (withctx622): withContext returns what its
// body returns — database rows from a body that captured the request
// object are no request value (rev147_k1's false CETP622 on purged export
// paths), the agent's own text returned by a body still is.
func TestCoroutineBodyResult622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "withctx622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/wc/FilesProvider$call$deleted$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xa3", "com/wc/FilesProvider.kt", 47},
		})
	}
}
