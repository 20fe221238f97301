package dexrules_test

import "testing"

// TestReceiverNarrowing619: two providers serve execute_tool themselves
// through one ToolAction interface (testdata/dex/src/recv619, sketch
// beside it). WriteProvider makes a SaveNote, whose run writes
// preferences with no deadline_at_ms read: CETP619 at the call (line 46).
// ReadProvider makes a ReadNote, which only reads (line 34): silent —
// before the rule asked for the targets the receiver allows
// (program.TargetsAt), it reached SaveNote.run there too, because the app
// makes SaveNote objects elsewhere.
func TestReceiverNarrowing619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "recv619", allCode, "CETP619"), []dexWant{
			{"CETP619", "warning", "Lcom/example/r619/WriteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x11", "com/example/r619/Providers.java", 46},
		})
	}
}
