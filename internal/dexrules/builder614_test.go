package dexrules_test

import "testing"

// TestBuilderPerObject614 (builder614): a value object's field made by
// its builder's build() is what the setters called on that builder object
// stored — the Provider's recorded decision in one tool, the Consumer's
// flag in the other — not one answer for every object of the class
// (rev122_j1's false CETP614 at issueGrant).
func TestBuilderPerObject614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "builder614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/bd/SweepProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb2", "com/bd/SweepProvider.java", 58},
		})
	}
}
