package dexrules_test

import "testing"

// TestBuiltKey618 (builtkey618): an in-memory map keyed by text a method
// builds from the request id another method reads (`uid + "/" +
// requestId()`, a StringBuilder chain) holds deduplication records
// (CETP618 at its putIfAbsent); the same shape keyed by the session
// token is a cache and silent (rev165_k1's dedupKey over a lazy request
// id, rev145_k1's getRequestId extension).
func TestBuiltKey618(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "builtkey618", allCode), []dexWant{
			{"CETP618", "error", "Lcom/bk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x71", "com/bk/DeskProvider.java", 37},
			{"CETP618", "error", "Lcom/bk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x98", "com/bk/DeskProvider.java", 45},
			{"CETP619", "warning", "Lcom/bk/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x85", "com/bk/DeskProvider.java", 41},
		})
	}
}
