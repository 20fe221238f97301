package dexrules_test

import "testing"

// TestDeadlineDispatchTable (fixture deadlinetable, sketch beside it): of
// a map of tools, ReportTool reads deadline_at_ms before its insert and
// PurgeTool deletes without reading it. The call to Tool.run was a check
// because one of its targets reads the deadline, and PurgeTool's delete
// was missed in silence; a call now checks only when every target it may
// run does, and a checking target that reaches neither the effect nor the
// dispatching call again (a tool, not an interceptor) does not make the
// finding a note: CETP619 at the dispatch, a warning. rev102_j1's
// interceptor chain, whose deadline interceptor goes on to the effects
// through the chain, keeps its note (TestRev102JavaInterceptorChain). The
// near miss, deadlinetable_safe (generated), has PurgeTool read the
// deadline before its delete too: no CETP619.
func TestDeadlineDispatchTable(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "deadlinetable", allCode), []dexWant{
			{"CETP609", "note", "Lcom/dtable/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/dtable/TableProvider.java", 32},
			{"CETP619", "warning", "Lcom/dtable/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x24", "com/dtable/TableProvider.java", 42},
			{"CETP625", "warning", "Lcom/dtable/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/dtable/TableProvider.java", 35},
		})
	}
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "deadlinetable_safe", allCode), []dexWant{
			{"CETP609", "note", "Lcom/dtable/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/dtable/TableProvider.java", 32},
			{"CETP625", "warning", "Lcom/dtable/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/dtable/TableProvider.java", 35},
		})
	}
}
