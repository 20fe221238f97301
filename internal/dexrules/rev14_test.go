package dexrules_test

import "testing"

// Release-build shapes of the fourteenth review (rev14): small providers
// written the way R8 and D8 emit them, each rule's true positive beside
// its near miss.

const r14lProvider = "Lcom/example/r14l/ToolProvider;"

// TestRev14MergedLambdaGroups: R8 full mode merges lambda classes into
// one class told apart by $r8$classId. Only the case of the object's own
// id runs on the executor: the lambda run in place (id 0 of a, line 14)
// and the stateless one that reads no caller (id 1 of b, line 33) are
// silent; the lambda of line 20 (a's default case, its body a
// $r8$lambda$ method) and b's id 0, inlined into b.run, are errors where
// they read the caller.
func TestRev14MergedLambdaGroups(t *testing.T) {
	got := runDex(t, "rev14_lambdas", false, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", r14lProvider + "->$r8$lambda$Qm0wXbRk1vT2(Lcom/example/r14l/ToolProvider;)V@0x0", "com/example/r14l/ToolProvider.java", 20},
		{"CETP603", "error", "Lcom/example/r14l/b;->run()V@0x13", "com/example/r14l/ToolProvider.java", 31},
	})
}
