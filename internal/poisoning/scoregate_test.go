package poisoning

import (
	"strings"
	"testing"
)

// TestScoreGate checks that scoreGate skips no sentence the scorer would
// report: every sentence of the corpus, of corpus items joined (a marker
// in one frames the items after it), of the benchmark text and of the
// adversarial inputs is scored, the skipped ones too, and none of those
// may report anything. A reading that starts from words scoreGate does
// not know fails here (see scoregate.go).
func TestScoreGate(t *testing.T) {
	type text struct {
		s    string
		show bool // tune split: the sentence may be shown
	}
	items := loadCorpus(t)
	var texts []text
	for _, it := range items {
		texts = append(texts, text{it.Text, it.Split == "tune"})
	}
	for i := 0; i < len(items); i += 25 {
		var b strings.Builder
		show := true
		for _, it := range items[i:min(i+25, len(items))] {
			b.WriteString(it.Text)
			b.WriteString("\n")
			show = show && it.Split == "tune"
		}
		texts = append(texts, text{b.String(), show})
	}
	texts = append(texts, text{longDescription(t, 1<<20), false})
	for _, s := range adversarialInputs() {
		texts = append(texts, text{s, true})
	}
	bad := 0
	var cur text
	scoreGateSkipped = func(c string, start, end int, reason string) {
		bad++
		if bad > 10 {
			return
		}
		if cur.show {
			t.Errorf("scoreGate skipped %q, which reports %q (%s)", c, c[start:end], reason)
		} else {
			t.Errorf("scoreGate skipped a sentence of a held-out item, which reports %s", reason)
		}
	}
	defer func() { scoreGateSkipped = nil }()
	for _, x := range texts {
		cur = x
		Instructions(x.s)
	}
	if bad > 0 {
		t.Errorf("%d reports in skipped sentences", bad)
	}
}

// TestScoreGateSkips shows what the gate lets through and what it skips,
// plain and under framing.
func TestScoreGateSkips(t *testing.T) {
	for _, tc := range []struct {
		s             string
		plain, framed bool
	}{
		{"Temperatures are in degrees Celsius.", false, false},
		{"Dates are in ISO 8601.", false, false},
		{"Temperatures must stay in Celsius.", false, true}, // a duty: an order when framed
		{"Always in Celsius.", false, true},                 // insistence
		{"Never include the user's name.", true, true},      // a request cue
		{"Send the report to the address below.", true, true},
		{"Passwords are never shown.", true, true}, // a stated fact's words
	} {
		sr := scorer{text: tc.s}
		sr.split(tc.s, 0)
		if got := sr.scoreGate(false); got != tc.plain {
			t.Errorf("%q: scoreGate(false) = %v, want %v", tc.s, got, tc.plain)
		}
		if got := sr.scoreGate(true); got != tc.framed {
			t.Errorf("%q: scoreGate(true) = %v, want %v", tc.s, got, tc.framed)
		}
	}
}
