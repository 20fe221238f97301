package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

func TestBudget(t *testing.T) {
	b := Options{MaxPerRule: 3}.NewBudget()
	rule := rules.Lookup("CETP303")
	r := NewReporter(rule, b)
	at := func(i int) finding.Finding {
		return finding.Finding{Message: fmt.Sprint("m", i), Location: finding.Location{Path: "cap.json", Line: i}}
	}
	for i := range 10 {
		r.Add(at(i))
	}
	// A repeat of a kept finding is dropped at once (Dedupe would drop it)
	// and not counted as left out.
	r.Add(at(0))
	if len(r.Findings()) != 3 || b.dropped != 7 {
		t.Fatalf("kept %d, dropped %d", len(r.Findings()), b.dropped)
	}
	n := b.Note(rule)
	if n == nil || n.Level != finding.Note || n.Location.Path != "cap.json" || !strings.HasPrefix(n.Message, "… and 7 more CETP303 in this file") {
		t.Fatalf("note = %+v", n)
	}
	other := &Budget{max: 3, dropped: 70, at: b.at}
	if n.ComputeFingerprint() != other.Note(rule).ComputeFingerprint() {
		t.Error("the note's fingerprint depends on the count")
	}
	if (Options{MaxPerRule: -1}).NewBudget() != nil || (*Budget)(nil).Note(rule) != nil {
		t.Error("no cap should give no budget and no note")
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 59990: "59,990", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestNotePastBudget: a note past the budget is counted like a finding
// and leaves the findings already kept as they were (a note that set the
// level of the last finding would turn a kept warning into a note).
func TestNotePastBudget(t *testing.T) {
	b := Options{MaxPerRule: 1}.NewBudget()
	r := NewReporter(rules.Lookup("CETP601"), b)
	r.Add(finding.Finding{Message: "kept", Location: finding.Location{Path: "a.apk"}})
	r.AddNote(finding.Finding{Message: "past the budget", Location: finding.Location{Path: "a.apk"}})
	if fs := r.Findings(); len(fs) != 1 || fs[0].Level == finding.Note || b.dropped != 1 {
		t.Fatalf("findings %+v, dropped %d", fs, b.dropped)
	}
	r2 := NewReporter(rules.Lookup("CETP601"), nil)
	r2.AddNote(finding.Finding{Message: "a limit"})
	if fs := r2.Findings(); len(fs) != 1 || fs[0].Level != finding.Note || fs[0].RuleID != "CETP601" {
		t.Fatalf("note %+v", fs)
	}
}
