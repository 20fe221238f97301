package dexrules_test

import "testing"

// TestTokenRowsConcatenated (concat620): SQL text built by concatenation
// is read as a selection — the values spliced in after a comparison's
// column are its placeholders: find(id) by the id alone is a CETP620
// lookup (and a CETP622 injection); findOwned, which splices the caller's
// UID after owner_uid, is an injection but bound.
func TestTokenRowsConcatenated(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "concat620", allCode, "CETP620", "CETP622"), []dexWant{
			{"CETP620", "warning", "Lcom/rc/OpStore;->find(Ljava/lang/String;)Lcom/rc/Op;@0x1d", "com/rc/OpStore.java", 25},
			{"CETP622", "error", "Lcom/rc/OpStore;->find(Ljava/lang/String;)Lcom/rc/Op;@0x1d", "com/rc/OpStore.java", 25},
			{"CETP622", "error", "Lcom/rc/OpStore;->findOwned(Ljava/lang/String;I)Lcom/rc/Op;@0x20", "com/rc/OpStore.java", 35},
		})
	}
}
