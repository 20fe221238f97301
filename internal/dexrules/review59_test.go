package dexrules_test

import "testing"

// TestReview59 holds the shapes stop 59's review found the new readings
// wrong on, fixed:
//   - files620: tickets kept as files named by the token's hash. A
//     session's scratch directory named by its token, after a query that
//     binds the session to the caller (`token = ? AND uid = ?` with
//     Integer.toString(uid)), is no ticket store (the file store is the
//     resume token's) and the query binds; a resume ticket whose stored
//     uid is compared as a long (int-to-long, cmp-long) is bound, and its
//     file deleted: silent.
//   - files620b: the same ticket redeemed without a delete (and the uid
//     compared as an int): CETP620 where the token is used.
//   - audit618: a memory map keyed by Request.dedupKey() beside an
//     append-only audit table given the Request: the audit log is no
//     ledger (it never reads by request id), so CETP618.
func TestReview59(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"files620", []dexWant{}},
		{"files620b", []dexWant{
			{"CETP620", "warning", "Lcom/r7/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb3", "com/r7/ToolProvider.java", 58},
		}},
		{"audit618", []dexWant{
			{"CETP618", "error", "Lcom/r5/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x34", "com/r5/ToolProvider.java", 34},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, true, "CETP618", "CETP620"), tc.want)
		})
	}
}
