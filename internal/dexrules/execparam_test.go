package dexrules_test

import "testing"

// TestExecutorParamPerCall (dexaa_execparam): an executor a helper is
// given as a parameter is judged at each call of the helper. Runner.run
// called with a thread pool (line 13) hands its body to another thread:
// CETP603 at the read in that body; called with Runnable::run (line 12)
// it runs the body in place, and Runner.ping, whose only caller passes
// Runnable::run, runs its own lambda in place (Runner.java:8): no
// finding. main reported all three.
func TestExecutorParamPerCall(t *testing.T) {
	got := runDex(t, "dexaa_execparam", false)
	const tp = "Lcom/example/dxp/ToolProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP603", "error", tp + "lambda$call$1()V@0xa", "com/example/dxp/ToolProvider.java", 13},
		{"CETP609", "note", "Lcom/example/dxp/Runner;->lambda$ping$0()V@0xa", "com/example/dxp/Runner.java", 8},
	})
}
