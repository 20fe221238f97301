package dexrules_test

import "testing"

// TestCounterTokens: CETP613 for tokens built from a counter read before
// its increment (testdata/dex/src/counters, Java sketch beside the smali):
// `"op-" + (counter++)` on an int field, `seq++` on a static long, and
// AtomicInteger.getAndAdd. A counter kept beside a UUID token, and a field
// set once from a parameter plus one, stay silent.
func TestCounterTokens(t *testing.T) {
	const ids = "Lcom/example/cnt/Ids;->"
	got := runDex(t, "counters", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", ids + "postIncrement()Landroid/os/Bundle;@0x20", "com/example/cnt/Ids.java", 13},
		{"CETP613", "error", ids + "staticPostIncrement()Landroid/os/Bundle;@0x21", "com/example/cnt/Ids.java", 18},
		{"CETP613", "error", ids + "atomicAdd()Landroid/os/Bundle;@0x12", "com/example/cnt/Ids.java", 23},
	})
}
