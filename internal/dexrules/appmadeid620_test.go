package dexrules_test

import "testing"

// TestAppMadeOperationID620 (appmadeid620): a field named for a token that
// only ever holds what the app made (an operation id from SecureRandom for
// its own worker) is no Consumer's token, so the worker's lookup of it is
// silent; the same kind of field filled from the extras' operation_id and
// looked up alone is reported.
func TestAppMadeOperationID620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "appmadeid620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/am/OpStore;->status(Ljava/lang/String;)Ljava/lang/String;@0x15", "com/am/OpStore.java", 24},
		})
	}
}
