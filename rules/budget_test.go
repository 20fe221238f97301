package rules

import (
	"fmt"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func TestRuleBudget(t *testing.T) {
	b := newRuleBudget(3)
	at := func(i int) finding.Finding {
		return finding.Finding{RuleID: "CETP303", Message: fmt.Sprint("m", i), Location: finding.Location{Path: "cap.json", Line: i}}
	}
	var kept int
	for i := range 10 {
		if b.admit(at(i)) {
			kept++
		}
	}
	// A repeat of a kept finding is dropped at once (dedupe would drop it)
	// and not counted as left out.
	if b.admit(at(0)) {
		t.Error("a repeat of a kept finding was kept")
	}
	if kept != 3 || b.dropped != 7 || b.at.Path != "cap.json" {
		t.Fatalf("kept %d dropped %d at %q", kept, b.dropped, b.at.Path)
	}
	n := budgetNote(Lookup("CETP303"), b)
	want := "… and 7 more CETP303 in this file"
	if n.Level != finding.Note || n.Location.Path != "cap.json" || len(n.Message) < len(want) || n.Message[:len(want)] != want {
		t.Errorf("note = %+v", n)
	}
	other := budgetNote(Lookup("CETP303"), &ruleBudget{max: 3, dropped: 70, at: b.at})
	if n.ComputeFingerprint() != other.ComputeFingerprint() {
		t.Error("the note's fingerprint depends on the count")
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 59990: "59,990", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
