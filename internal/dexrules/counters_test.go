package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

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
	checkSources(t, got, "a counter", "the clock", "java.util.Random")
}

// checkSources asserts that every finding's message names the source
// want and none of the others (CETP613 says which source it traced).
func checkSources(t *testing.T, got []finding.Finding, want string, others ...string) {
	t.Helper()
	for _, f := range got {
		if !strings.Contains(f.Message, want) {
			t.Errorf("%s: message names no %q: %s", f.Location.Logical, want, f.Message)
		}
		for _, o := range others {
			if strings.Contains(f.Message, o) {
				t.Errorf("%s: message names %q, which the value does not come from: %s", f.Location.Logical, o, f.Message)
			}
		}
	}
}
