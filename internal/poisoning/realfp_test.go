package poisoning

import (
	"encoding/json"
	"os"
	"testing"
)

// TestRealFP reads benign descriptions from $POISON_REAL, a JSON array of
// strings kept outside the repository (public servers' text is theirs),
// and fails on every CETP501 match: a false-positive check on real text.
// The figures in docs/poisoning.md say which servers it was run on.
func TestRealFP(t *testing.T) {
	path := os.Getenv("POISON_REAL")
	if path == "" {
		t.Skip("POISON_REAL not set")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	if err := json.Unmarshal(data, &texts); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range texts {
		if ms := Instructions(s); len(ms) > 0 {
			n++
			t.Errorf("CETP501 on benign text: %s", describe(s, ms))
		}
	}
	t.Logf("%d of %d texts matched", n, len(texts))
}
