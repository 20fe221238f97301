package dexrules_test

import "testing"

// TestTokenRowsRoom (roomrows620): a row read through Room's generated DAO
// code (RoomSQLiteQuery.acquire, bindString/bindLong, DBUtil.query) is a
// lookup by the statement's placeholders and the values bound to them:
// find(id) by "id = ?" alone is reported; findOwned(id, uid) with the
// caller's UID bound to owner_uid is not.
func TestTokenRowsRoom(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "roomrows620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/rr/OpDao_Impl;->find(Ljava/lang/String;)Lcom/rr/Op;@0x1a", "com/rr/OpDao_Impl.java", 27},
		})
	}
}
