package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestTokenRows (rows620: two hand-written providers, Java through D8
// shapes, keeping operations and resume tokens as rows of their own SQLite
// database). A row looked up by a selection whose placeholder holds a
// token the request carries is a lookup in a store: OpsProvider's
// get_operation finds the operation's row by its id alone
// (OpStore.find), and AlbumProvider's delete_album checks the resume
// token's row — bound to the caller in the selection — but never deletes
// it (Pending.holds). Near misses: cancel_operation selects by id and
// owner_uid = the caller's UID (OpStore.findOwned); AlbumProvider's
// get_operation finds the same row and compares its owner with the
// caller; delete_photo's Pending.take deletes the token's row; the worker
// (OpRunner) reads back the row of an id the provider made, not one a
// caller presents; and the session check in call() before the hand-over
// binds no row found below it. Since stop 62 OpStore.find's finding is
// reported at get_operation's call of it (OpsProvider.java:51): cancel's
// path through the same store binds its row, so the unbound path is the
// defect.
func TestTokenRows(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rows620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/rw/OpsProvider;->status(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/rw/OpsProvider.java", 67},
			{"CETP620", "warning", "Lcom/rw/Pending;->holds(Ljava/lang/String;ILjava/lang/String;)Z@0x15", "com/rw/Pending.java", 24},
		})
	}
}

// TestTokenRowsBound: a row looked up by a column named for a token whose
// value comes from further up than the budget gives a note, not silence
// (rev111_j1's op_id rows with no call followed up).
func TestTokenRowsBound(t *testing.T) {
	defer dexrules.SetMaxTokenHops(0)()
	checkDex(t, runDex(t, "rev111_j1", false, "CETP620"), []dexWant{
		{"CETP620", "note", "Lcom/tidemark/routines/CommandQueue;->find(Ljava/lang/String;)Landroid/database/Cursor;@0x10", "com/tidemark/routines/CommandQueue.java", 29},
		{"CETP620", "note", "Lcom/tidemark/zones/CalibrationLog;->find(Ljava/lang/String;)Landroid/database/Cursor;@0x10", "com/tidemark/zones/CalibrationLog.java", 27},
	})
}
