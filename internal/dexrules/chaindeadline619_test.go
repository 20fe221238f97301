package dexrules_test

import "testing"

// TestChainDeadline619 (chaindeadline619): a deadline read in an
// interceptor only another provider constructs for its own chain does not
// check this provider's calls (rev150_j1's missed CETP619: both were
// "cannot tell" notes); the provider whose chain holds the reader keeps
// the note, as the order of a list's steps is not followed.
func TestChainDeadline619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "chaindeadline619", allCode, "CETP619"), []dexWant{
			{"CETP619", "note", "Lcom/cd/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/cd/PurgeProvider.java", 24},
			{"CETP619", "warning", "Lcom/cd/ArchiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x11", "com/cd/ArchiveProvider.java", 26},
		})
	}
}
