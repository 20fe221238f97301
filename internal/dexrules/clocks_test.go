package dexrules_test

import "testing"

// TestClockTokens (Java sketch beside the smali in testdata/dex/src/clocks):
// tokens made from Instant.now().toEpochMilli(), Calendar.getInstance()
// .getTimeInMillis() (through a StringBuilder), Clock.systemUTC().millis()
// and new Date().getTime() are predictable; a random operation id with the
// clock only in a timestamp beside it (status) is silent.
func TestClockTokens(t *testing.T) {
	const tp = "Lcom/example/clk/ToolProvider;->"
	const file = "com/example/clk/ToolProvider.java"
	got := runDex(t, "clocks", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", tp + "negotiate(Landroid/os/Bundle;)V@0xe", file, 18},
		{"CETP613", "error", tp + "execute(Landroid/os/Bundle;)V@0x1d", file, 21},
		{"CETP613", "error", tp + "execute(Landroid/os/Bundle;)V@0x30", file, 22},
		{"CETP613", "error", tp + "resume(Landroid/os/Bundle;)V@0x11", file, 25},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->negotiate": {"builds the session_token it puts", "the clock", "(§2.2, §4.3)"},
		"ToolProvider;->resume":    {"builds the resume_token it puts"},
	})
	checkSources(t, got, "the clock", "java.util.Random", "a counter")
}
