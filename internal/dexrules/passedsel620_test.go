package dexrules_test

import "testing"

// TestPassedSelection620 (passedsel620): a query helper whose selection
// is its parameter (one(where, arg)) is read at each call of it, with the
// columns that call's constant names: cancel_operation finding the row by
// "op_id = ?" alone is reported (rev154_j1's miss), at cancel's call of
// the finder, since get_operation's path through the same helper compares
// the row's owner with the caller; get is silent. find's memory cache in
// front of the table is a second lookup of the same id on the same path:
// one finding at cancel's call, not two. find's selection is a static
// field's text; a varargs helper given the selection and its arguments
// (many(table, where, String... args)) is a lookup at each call of it
// (get_archived_operation, reported in findArchived).
func TestPassedSelection620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "passedsel620", allCode), []dexWant{
			{"CETP609", "note", "Lcom/ps/OpsProvider;->get(Ljava/lang/String;)Landroid/os/Bundle;@0xa", "com/ps/OpsProvider.java", 35},
			{"CETP620", "warning", "Lcom/ps/OpRows;->findArchived(Ljava/lang/String;)Lcom/ps/Op;@0xa", "com/ps/OpRows.java", 39},
			{"CETP620", "warning", "Lcom/ps/OpsProvider;->cancel(Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/ps/OpsProvider.java", 44},
		})
	}
}
