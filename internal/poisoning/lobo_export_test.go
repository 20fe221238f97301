package poisoning

import (
	"encoding/json"
	"os"
	"testing"
)

// TestExportRuleDecisions writes, for every tune item, the rules'
// CETP501/CETP505 decisions and match spans as JSON lines to
// $POISON_LOBO_EXPORT: the input of POISON_LOBO_RULES (lobo_test.go). It
// uses only what every version of the package since 2026-12-01 has, so
// that it can be copied into an older tree (git archive <commit>) with
// the current testdata, to compare the model with rules that had not
// been tuned on a batch.
func TestExportRuleDecisions(t *testing.T) {
	out := os.Getenv("POISON_LOBO_EXPORT")
	if out == "" {
		t.Skip("POISON_LOBO_EXPORT not set")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	for _, it := range loadCorpus(t) {
		if it.Split != "tune" {
			continue
		}
		instr, cross := Directives(it.Text, scopeNames(it))
		spans := [][2]int{}
		for _, m := range append(instr, cross...) {
			spans = append(spans, [2]int{m.Start, m.End})
		}
		rec := map[string]any{"id": it.ID, "text": it.Text, "r501": len(instr) > 0, "r505": len(cross) > 0, "spans": spans}
		if err := enc.Encode(rec); err != nil {
			t.Fatal(err)
		}
	}
}
