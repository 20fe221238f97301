package poisoning

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// corpusItem is one labelled text of testdata/poison/corpus.jsonl.
type corpusItem struct {
	ID     string          `json:"id"`
	Split  string          `json:"split"`
	Kind   string          `json:"kind"`
	Text   string          `json:"text"`
	Names  []string        `json:"names"`
	Labels map[string]bool `json:"labels"`
	Note   string          `json:"note"`
}

const corpusPath = "../../testdata/poison/corpus.jsonl"

func loadCorpus(tb testing.TB) []corpusItem {
	tb.Helper()
	f, err := os.Open(corpusPath)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var items []corpusItem
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		var it corpusItem
		if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
			tb.Fatalf("%s:%d: %v", corpusPath, line, err)
		}
		items = append(items, it)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return items
}

// detectors are the rules' functions as the corpus labels name them.
var detectors = []struct {
	rule string
	fn   func(corpusItem) []Match
}{
	{"501", func(it corpusItem) []Match { return Instructions(it.Text) }},
	{"502", func(it corpusItem) []Match { return HiddenChars(it.Text) }},
	{"503", oversized},
	{"504", func(it corpusItem) []Match { return Links(it.Text) }},
	{"505", func(it corpusItem) []Match { return CrossToolRefs(it.Text, it.Names) }},
}

// oversized is CETP503 on a corpus item: Oversized for descriptions and
// titles; schema property descriptions are outside the rule's sources.
func oversized(it corpusItem) []Match {
	kinds := map[string]TextKind{"description": Description, "title": Title}
	if k, ok := kinds[it.Kind]; ok && Oversized(it.Text, k) {
		return []Match{{Start: 0, End: len(it.Text), Reason: "over the size limit"}}
	}
	return nil
}

type confusion struct{ tp, fp, fn, tn int }

func (c confusion) precision() float64 {
	if c.tp+c.fp == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fp)
}

func (c confusion) recall() float64 {
	if c.tp+c.fn == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fn)
}

// TestCorpus measures precision and recall per rule on both parts of the
// labelled corpus and holds the held-out part to precision 0.95 and recall
// 0.90; each rule has 20 positives or more and 25–35% of its positives and
// of its negatives held out. Misclassified tune items are logged by id; held-out ones only with
// POISON_SHOW_HELDOUT=1, so that tuning does not look at them.
func TestCorpus(t *testing.T) {
	items := loadCorpus(t)
	if len(items) < 150 {
		t.Fatalf("corpus has %d items, want at least 150", len(items))
	}
	show := map[string]bool{"tune": true, "heldout": os.Getenv("POISON_SHOW_HELDOUT") != ""}
	results := map[string]map[string]*confusion{}
	positives := map[string]int{}
	heldout := map[string][2]int{} // rule -> held-out positives, negatives
	for _, split := range []string{"tune", "heldout"} {
		results[split] = map[string]*confusion{}
		for _, d := range detectors {
			results[split][d.rule] = &confusion{}
		}
	}
	for _, it := range items {
		byRule, ok := results[it.Split]
		if !ok {
			t.Fatalf("%s: split %q", it.ID, it.Split)
		}
		for _, d := range detectors {
			want, ok := it.Labels[d.rule]
			if !ok {
				t.Fatalf("%s: no label for %s", it.ID, d.rule)
			}
			if want {
				positives[d.rule]++
			}
			if it.Split == "heldout" {
				h := heldout[d.rule]
				if want {
					h[0]++
				} else {
					h[1]++
				}
				heldout[d.rule] = h
			}
			ms := d.fn(it)
			checkMatches(t, it.ID+"/"+d.rule, it.Text, ms)
			got := len(ms) > 0
			c := byRule[d.rule]
			switch {
			case got && want:
				c.tp++
			case got:
				c.fp++
			case want:
				c.fn++
			default:
				c.tn++
			}
			if got != want && show[it.Split] {
				t.Logf("%s %s CETP%s: want %v, got %v %s", it.Split, it.ID, d.rule, want, got, describe(it.Text, ms))
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-8s %-7s %4s %4s %4s %4s %9s %6s\n", "split", "rule", "tp", "fp", "fn", "tn", "precision", "recall")
	for _, split := range []string{"tune", "heldout"} {
		for _, d := range detectors {
			c := results[split][d.rule]
			fmt.Fprintf(&b, "%-8s CETP%s %4d %4d %4d %4d %9.3f %6.3f\n", split, d.rule, c.tp, c.fp, c.fn, c.tn, c.precision(), c.recall())
		}
	}
	t.Log(b.String())
	for _, d := range detectors {
		if positives[d.rule] < 20 {
			t.Errorf("CETP%s has %d positives in the corpus, want at least 20", d.rule, positives[d.rule])
		}
		// About 30% of each rule's positives and negatives are held out.
		for i, n := range [2]int{positives[d.rule], len(items) - positives[d.rule]} {
			if share := float64(heldout[d.rule][i]) / float64(n); share < 0.25 || share > 0.35 {
				t.Errorf("CETP%s: %.0f%% of the %s are held out, want 25–35%%", d.rule, 100*share, [2]string{"positives", "negatives"}[i])
			}
		}
		c := results["heldout"][d.rule]
		if c.precision() < 0.95 || c.recall() < 0.90 {
			t.Errorf("CETP%s held-out precision %.3f recall %.3f, want at least 0.95 and 0.90", d.rule, c.precision(), c.recall())
		}
	}
}

func describe(text string, ms []Match) string {
	if len(ms) == 0 {
		return fmt.Sprintf("%.120q", text)
	}
	var parts []string
	for _, m := range ms {
		parts = append(parts, fmt.Sprintf("[%q: %s]", text[m.Start:m.End], m.Reason))
	}
	return strings.Join(parts, " ")
}
