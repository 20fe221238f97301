package dexrules_test

import "testing"

// TestDeskDeadline619 (deskdeadline619): a shared host's call on an
// interface runs, for each provider, only the implementations that
// provider constructs for itself (rev154_j1's false CETP619: the other
// provider's desk, which skips the deadline, was walked for both).
func TestDeskDeadline619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "deskdeadline619", allCode, "CETP619"), []dexWant{
			{"CETP619", "warning", "Lcom/dd/ArchiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/dd/ArchiveProvider.java", 23},
		})
	}
}
