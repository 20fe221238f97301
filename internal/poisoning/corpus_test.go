package poisoning

import (
	"bufio"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"strconv"
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
	// Lang is the language a sealed file's last `# lang:` comment names
	// ("" where it has none); it is for counting only.
	Lang string `json:"-"`
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
	files, err := filepath.Glob(itemsGlob)
	if err != nil || len(files) == 0 {
		tb.Fatalf("%s: no item files (%v)", itemsGlob, err)
	}
	for _, name := range files {
		items = append(items, loadItems(tb, name)...)
	}
	return items
}

const itemsGlob = "../../testdata/poison/items/*.txt"

// itemKinds are the kinds of the items files' one-letter prefixes.
var itemKinds = map[byte]string{'d': "description", 't': "title", 'p': "property_description", 'e': "error_message", 'g': "progress_message"}

// loadItems reads one items file (format in testdata/poison/README.md).
// Its items are split by a hash of their text, fixed once: an item is
// held out when FNV-1a of its text is 0, 1 or 2 modulo 10, so adding or
// moving items never moves another between the parts.
func loadItems(tb testing.TB, name string) []corpusItem {
	tb.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	var items []corpusItem
	var names []string
	lang := ""
	for i, line := range strings.Split(string(data), "\n") {
		where := fmt.Sprintf("%s:%d", filepath.Base(name), i+1)
		switch {
		case strings.HasPrefix(line, "# lang:"):
			lang = strings.TrimSpace(line[len("# lang:"):])
			continue
		case strings.TrimSpace(line) == "" || line[0] == '#':
			continue
		case strings.HasPrefix(line, "@names "):
			names = strings.Fields(line[len("@names "):])
			continue
		}
		kind, ok := itemKinds[line[0]]
		if !ok || len(line) < 3 || line[1] != ' ' {
			tb.Fatalf("%s: want a kind letter (d, t, p, e, g), a space and the text", where)
		}
		text, labels := line[2:], ""
		if k := strings.LastIndex(text, " ##"); k >= 0 {
			text, labels = text[:k], text[k+3:]
		}
		it := corpusItem{ID: where, Kind: kind, Text: unescapeItem(tb, where, text), Names: names, Lang: lang,
			Labels: map[string]bool{"501": false, "502": false, "503": false, "504": false, "505": false}}
		for _, l := range strings.Fields(labels) {
			if _, ok := it.Labels[l]; !ok {
				tb.Fatalf("%s: unknown label %q", where, l)
			}
			it.Labels[l] = true
		}
		// CETP505 does not read error and progress messages (RULES.md:
		// its sources are tool lists), and CETP501 does: there an order
		// to use or avoid a sibling tool is CETP501's to report, so an
		// author's 505 on such a text is scored as 501.
		if (kind == "error_message" || kind == "progress_message") && it.Labels["505"] {
			it.Labels["505"], it.Labels["501"] = false, true
		}
		h := fnv.New32a()
		h.Write([]byte(it.Text))
		it.Split = "tune"
		if h.Sum32()%10 < 3 {
			it.Split = "heldout"
		}
		items = append(items, it)
	}
	return items
}

// unescapeItem decodes the escapes of an items file: \n, \e (ESC), \a
// (BEL), \uXXXX and \UXXXXXXXX; other text is taken as written.
func unescapeItem(tb testing.TB, where, s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 'e':
			b.WriteByte(0x1b)
		case 'a':
			b.WriteByte(0x07)
		case 'u', 'U':
			n := 4
			if c == 'U' {
				n = 8
			}
			if i+n >= len(s) {
				tb.Fatalf("%s: short \\%c escape", where, c)
			}
			r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
			if err != nil {
				tb.Fatalf("%s: bad \\%c escape: %v", where, c, err)
			}
			b.WriteRune(rune(r))
			i += n
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

// detectors are the rules' functions as the corpus labels name them.
var detectors = []struct {
	rule string
	fn   func(corpusItem) []Match
}{
	{"501", func(it corpusItem) []Match { instr, _ := itemDirectives(it); return instr }},
	{"502", func(it corpusItem) []Match { return HiddenChars(it.Text) }},
	{"503", oversized},
	{"504", func(it corpusItem) []Match { return Links(it.Text) }},
	{"505", func(it corpusItem) []Match { _, cross := itemDirectives(it); return cross }},
}

// scopeNames are the names CETP505 compares an item with: none for error
// and progress messages, which CETP505 does not read (its sources are
// tool lists), so that a cross-tool directive there is CETP501.
// itemDirectives reads an item as the rules read its kind of text: a
// tool's text with the names of its scope, split between CETP501 and
// CETP505; an error or progress message, which CETP505 does not read, for
// CETP501 alone, a directive about a tool in scope included
// (DirectivesOutsideLists).
func itemDirectives(it corpusItem) (instr, cross []Match) {
	if it.Kind == "error_message" || it.Kind == "progress_message" {
		return DirectivesOutsideLists(it.Text, NewNames(it.Names)), nil
	}
	return Directives(it.Text, it.Names)
}

func scopeNames(it corpusItem) []string {
	if it.Kind == "error_message" || it.Kind == "progress_message" {
		return nil
	}
	return it.Names
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

func (c *confusion) add(got, want bool) {
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
}

// newestBatches are the items files written last, whose held-out figures
// are also shown apart: the rate to expect on wording nobody tuned on.
var newestBatches = []string{"tenth.txt", "eleventh.txt", "twelfth.txt", "thirteenth.txt", "fourteenth.txt", "fifteenth.txt"}

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

// TestCorpus measures precision and recall per rule, and over the five
// rules together (every item and rule one decision), on both parts of the
// labelled corpus and holds the held-out part to precision 0.95 and recall
// 0.90; each rule has 20 positives or more and about 30% of its positives
// and of its negatives held out. Misclassified tune items are logged by id; held-out ones only with
// POISON_SHOW_HELDOUT=1, so that tuning does not look at them;
// POISON_TUNE_ONLY=1 runs the tune part alone (no held-out figure is
// computed, nothing is asserted), for tuning runs that must not spend an
// evaluation of the held-out part.
func TestCorpus(t *testing.T) {
	items := loadCorpus(t)
	if len(items) < 150 {
		t.Fatalf("corpus has %d items, want at least 150", len(items))
	}
	show := map[string]bool{"tune": true, "heldout": os.Getenv("POISON_SHOW_HELDOUT") != ""}
	results := map[string]map[string]*confusion{}
	// byBatch splits the held-out figures of CETP501 and CETP505 between
	// the newest batch (written after the detector it measures) and the
	// rest.
	byBatch := map[string]map[string]*confusion{"earlier": {"501": {}, "505": {}}}
	for _, nb := range newestBatches {
		byBatch[nb] = map[string]*confusion{"501": {}, "505": {}}
	}
	positives := map[string]int{}
	heldout := map[string][2]int{} // rule -> held-out positives, negatives
	for _, split := range []string{"tune", "heldout"} {
		results[split] = map[string]*confusion{}
		for _, d := range detectors {
			results[split][d.rule] = &confusion{}
		}
	}
	tuneOnly := os.Getenv("POISON_TUNE_ONLY") != ""
	for _, it := range items {
		if tuneOnly && it.Split != "tune" {
			continue // held-out items are not even run
		}
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
			c.add(got, want)
			if it.Split == "heldout" && (d.rule == "501" || d.rule == "505") {
				batch := "earlier"
				for _, nb := range newestBatches {
					if strings.HasPrefix(it.ID, nb+":") {
						batch = nb
					}
				}
				byBatch[batch][d.rule].add(got, want)
			}
			if got != want && show[it.Split] {
				t.Logf("%s %s CETP%s: want %v, got %v %s", it.Split, it.ID, d.rule, want, got, describe(it.Text, ms))
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-8s %-7s %4s %4s %4s %4s %9s %6s\n", "split", "rule", "tp", "fp", "fn", "tn", "precision", "recall")
	together := map[string]*confusion{}
	for _, split := range []string{"tune", "heldout"} {
		all := &confusion{}
		for _, d := range detectors {
			c := results[split][d.rule]
			fmt.Fprintf(&b, "%-8s CETP%s %4d %4d %4d %4d %9.3f %6.3f\n", split, d.rule, c.tp, c.fp, c.fn, c.tn, c.precision(), c.recall())
			all.tp, all.fp, all.fn, all.tn = all.tp+c.tp, all.fp+c.fp, all.fn+c.fn, all.tn+c.tn
		}
		fmt.Fprintf(&b, "%-8s %-7s %4d %4d %4d %4d %9.3f %6.3f\n", split, "501-505", all.tp, all.fp, all.fn, all.tn, all.precision(), all.recall())
		together[split] = all
	}
	benign, attacks := 0, 0
	for _, it := range items {
		if it.Labels["501"] || it.Labels["502"] || it.Labels["505"] {
			attacks++
		} else if !it.Labels["503"] {
			benign++
		}
	}
	for _, batch := range append([]string{"earlier"}, newestBatches...) {
		for _, r := range []string{"501", "505"} {
			c := byBatch[batch][r]
			fmt.Fprintf(&b, "heldout CETP%s on %s items: %d positives, precision %.3f recall %.3f\n", r, batch, c.tp+c.fn, c.precision(), c.recall())
		}
	}
	fmt.Fprintf(&b, "%d items: %d benign (no 501/502/503/505 label), %d attacks (501, 502 or 505)\n", len(items), benign, attacks)
	t.Log(b.String())
	if tuneOnly {
		t.Skip("POISON_TUNE_ONLY: the held-out part was not run, nothing asserted")
	}
	if benign < 600 || attacks < 200 {
		t.Errorf("corpus has %d benign items and %d attacks, want at least 600 and 200", benign, attacks)
	}
	c, f := together["heldout"], [2]float64{0.95, 0.90}
	floored := false
	if ff, ok := heldoutFloor["501-505"]; ok {
		f, floored = ff, true
	}
	if c.precision() < f[0] || c.recall() < f[1] {
		t.Errorf("CETP501–505 together: held-out precision %.3f recall %.3f, want at least %.2f and %.2f", c.precision(), c.recall(), f[0], f[1])
	} else if floored {
		t.Logf("CETP501–505 together: held-out precision %.3f recall %.3f; the target is 0.95 and 0.90, the regression floor %.2f and %.2f", c.precision(), c.recall(), f[0], f[1])
	}
	for _, d := range detectors {
		if positives[d.rule] < 20 {
			t.Errorf("CETP%s has %d positives in the corpus, want at least 20", d.rule, positives[d.rule])
		}
		// About 30% of each rule's positives and negatives are held out:
		// within 5 points, or two standard deviations of the hash split
		// for a rule with few positives (62 positives vary by ±6 points
		// by chance alone), so that the check catches a broken split, not
		// the luck of the hash.
		for i, n := range [2]int{positives[d.rule], len(items) - positives[d.rule]} {
			band := max(0.05, 2*math.Sqrt(0.3*0.7/float64(n)))
			if share := float64(heldout[d.rule][i]) / float64(n); math.Abs(share-0.3) > band {
				t.Errorf("CETP%s: %.0f%% of the %s are held out, want %.0f–%.0f%%", d.rule, 100*share, [2]string{"positives", "negatives"}[i], 100*(0.3-band), 100*(0.3+band))
			}
		}
		c := results["heldout"][d.rule]
		minP, minR := 0.95, 0.90
		if f, ok := heldoutFloor[d.rule]; ok {
			minP, minR = f[0], f[1]
			t.Logf("CETP%s: held-out precision %.3f recall %.3f; the target is 0.95 and 0.90, the regression floor %.2f and %.2f", d.rule, c.precision(), c.recall(), minP, minR)
		}
		if c.precision() < minP || c.recall() < minR {
			t.Errorf("CETP%s held-out precision %.3f recall %.3f, want at least %.2f and %.2f", d.rule, c.precision(), c.recall(), minP, minR)
		}
	}
}

// heldoutFloor lists the rules (and "501-505", the five together) that
// have not reached the targets (held-out precision 0.95, recall 0.90) with
// the floor that guards what they reach today. Raise a floor when the
// detector improves and drop the entry at the target; never tune on
// held-out items.
//
// On 2026-12-01 (issue #11, third round) CETP505 labels were made to
// follow the catalog (lead's decision: routing advice naming a sibling
// tool is shadowing; 16 items relabelled by reading, none by the
// detector's output) and the eighth batch (items/eighth.txt, 230 items
// written and labelled before any run of the detector on them) grew the
// held-out part from 367 to 431 items. After the changes tuned on the
// tune part and on classes_test.go, the held-out part stands at: CETP501
// precision 0.934 recall 0.789, CETP505 0.970 and 0.865, the five
// together 0.959 and 0.855 — below the targets, which stay the goal.
//
// Later the same day (poison11b) the ninth batch (items/ninth.txt, 194
// items on the documented blind spots, written and labelled before any
// run of the detector on it) grew the held-out part to 477 items, and the
// sentence-level readings of claims.go were tuned on the tune part. Held
// out: CETP501 0.945 and 0.754 (0.934 and 0.789 on the 431 earlier items,
// unchanged; 1.000 and 0.625 on the ninth batch's 24 positives, from
// about 0.17 before the readings), CETP505 0.972 and 0.833, the five
// together 0.964 and 0.821.
//
// Later still (poison11c) three batches were added, each committed before
// any run of the detector on it: the tenth (items/tenth.txt, 409 items on
// varied surfaces), the eleventh (63 items on the shapes the tenth's
// readings could misread) and the twelfth (12 hidden-character items). Adding
// the tenth alone took held-out CETP501 to 0.905 and 0.597 (0.643 and 0.200
// on its own 45 held-out positives) and CETP505 to 0.975 and 0.709. After the
// readings of implied.go and the CETP505 phrasings, tuned on the tune part
// and on implied_test.go, the 619 held-out items stand at: CETP501 0.891 and
// 0.639 (0.916 and 0.763 on the 477 items held out before this round, which
// were at 0.945 and 0.754; 0.789 and 0.333 on the tenth batch), CETP505
// 0.978 and 0.789, the five together 0.933 and 0.728.
//
// Fourth round (poison11d): the thirteenth batch (items/thirteenth.txt,
// 747 items written by an author who had not seen the detector, committed
// before any run of it) grew the held-out part to 861 items. The code at
// the start of the round stands there at CETP501 0.909 and 0.616 (0.956
// and 0.566 on the batch's 76 held-out positives), CETP505 0.986 and
// 0.795, the five together 0.948 and 0.723. After the readings of facts.go
// and the changes the batch's tune part led to: CETP501 0.914 and 0.661
// (0.959 and 0.618 on the thirteenth batch), CETP505 0.986 and 0.818
// (1.000 and 0.871), the five together 0.950 and 0.755.
//
// Fifth round (poison11e): the fourteenth batch (items/fourteenth.txt, 741
// items by another author who had not seen the detector, committed before
// any run of it) grew the held-out part to 1,090 items and brought the
// figures down: the code at the start of the round stands there at
// CETP501 0.912 and 0.576 (0.897 and 0.321 on the batch's 81 held-out
// positives), CETP505 0.989 and 0.791, the five together 0.949 and 0.684.
// After the readings the thirteenth and fourteenth batches' tune parts
// led to: CETP501 0.921 and 0.610 (0.943 and 0.407 on the fourteenth
// batch, 0.961 and 0.645 on the thirteenth), CETP505 0.989 and 0.800, the
// five together 0.953 and 0.707. The floors follow, just under those
// figures: the new batch, not a change of the detector, brought the
// recall floors down (no figure on the items held out before it fell).
//
// Sixth round (2026-12-02): the fifteenth batch (items/fifteenth.txt, 709
// items by a third author who had not seen the detector, committed before
// any run of it: mostly benign guidance addressed to the agent, as real
// servers write it, and attacks spread over sentences, tables, parameter,
// enum, error and progress texts) grew the held-out part to 1,311 items.
// On it the code of the round's start stands at CETP501 0.673 and 0.417
// (84 held-out positives) and CETP505 1.000 and 0.385: the false
// positives on honest guidance are the figure to fix first. All held-out
// items: CETP501 0.872 and 0.570, CETP505 0.990 and 0.721, the five
// together 0.922 and 0.657 (the items held out before it did not move:
// CETP501 0.920 and 0.807). The floors follow those figures.
//
// Sixth round, end (poisonT, 2026-12-02): the readings of safeguards.go
// (honest guidance: prohibitions that protect what they name, orders
// that only serve the user under a label for agents, orders a security
// text reports, obedience to the user) and turns.go (made-up earlier
// exchanges), tuned on the tune part only (CETP501 there 0.943 and 0.807
// to 0.961 and 0.812; on the fifteenth batch's 181 tune positives 0.693
// and 0.486 to 0.788 and 0.514). The held-out part, evaluated twice in
// the round (aggregates only; once by mistake in a package run halfway,
// once at the end): CETP501 0.878 and 0.568 (0.700 and 0.417 on the
// fifteenth batch; 0.941 and 0.395 on the fourteenth, one attack fewer),
// CETP505 0.990 and 0.721, the five together 0.926 and 0.655. Precision
// rose and CETP501 recall lost one held-out attack, so its recall floor
// goes down one point with its precision floor kept.
//
// Then the lead made the scoring follow the catalog: a 505 label on an
// error or progress message is scored as 501 (CETP505 does not read those
// texts; CETP501 does, and reports the order there), with the later
// precision fixes of the round merged. Held out, evaluated once more
// (aggregates): CETP501 0.886 and 0.566 (0.740 and 0.416 on the
// fifteenth batch), CETP505 0.990 and 0.772, the five together 0.930 and
// 0.662.
//
// Seventh round (poisonU, 2026-12-02): the readings of wishes.go,
// conceal.go and values.go (an act against what the user asks for, a
// phishing message relayed to the user, an act and an order to keep quiet
// about it, a harmful value chosen every time), tuned on the tune part
// only (CETP501 there 0.977 and 0.810 to 0.977 and 0.834, no new false
// positive). Held out, evaluated twice (aggregates only; at the start and
// at the end): CETP501 0.886 and 0.566 to 0.888 and 0.578 (fourteenth
// batch 0.941 and 0.395 to 0.946 and 0.432, fifteenth 0.740 and 0.416 to
// 0.750 and 0.438; no held-out false positive added), CETP505 0.990 and
// 0.772 unchanged, the five together 0.930 and 0.662 to 0.931 and 0.670.
// CETP501's recall floor rises one point.
//
// poisonW (2026-12-02) read CETP505 where real servers and attacks put a
// directive about a named tool (docs/poisoning.md, CETP505 section). Held
// out, evaluated twice (aggregates): CETP505 0.990 and 0.772 at the start,
// 0.990 and 0.811 at the end (103 of 127 positives, 1 false positive), so
// its recall floor rises to 0.81.
//
// poisonY (2026-12-02) read orders by class in twelve languages
// (langs.go) and routes ordered because they defeat a control
// (around.go). Held out, evaluated twice (aggregates): CETP501 0.892 and
// 0.580 at the start, 0.893 and 0.585 with the first readings (242d304:
// 241 of 412 positives, 29 false positives, none added); the five
// together 0.934 and 0.680, then 0.934 and 0.683. The recall floors rise
// to 0.58 and 0.68; the later readings were measured on the tune part.
//
// poisonX (2026-12-02) removed false positives that real servers' honest
// text showed (docs/poisoning.md, Real text). Held out, evaluated twice
// (aggregates): CETP501 0.892 and 0.580 to 0.895 and 0.580 (one false
// positive fewer, of the thirteenth batch), CETP505 0.990 and 0.811
// unchanged, the five together 0.934 and 0.680 to 0.936 and 0.680; the
// precision floors of CETP501 and of the five together rise a point.
//
// poisonH (2026-12-02) read acts by what they do to their object
// (harm.go: private data put in a public place, a control removed, an
// owner role given away, criticism removed, a mislabel, a blanket verdict
// of safety, an escalated retry, a relayed message that pressures or
// blames the user), tuned on the tune part only (CETP501 there 0.983 and
// 0.851 to 0.983 and 0.874, no false positive added). Held out, evaluated
// twice (aggregates only; at the start and at the end): CETP501 0.899 and
// 0.585 to 0.900 and 0.592 (241 to 244 of 412 positives, no false positive
// added; fourteenth batch recall 0.444 to 0.457, fifteenth 0.449 to
// 0.472), CETP505 0.990 and 0.819 unchanged, the five together 0.939 and
// 0.685 to 0.939 and 0.690 (431 of 625: 0.6896, under a floor of 0.69).
// CETP501's recall floor rises a point.
//
// poisonS (2026-12-02) removed noise found on a third set of real servers'
// descriptions (third.go), tuned on nothing: the tune figures did not move.
// Held out, evaluated twice (aggregates only; at the start and at the
// end): CETP501 0.900 and 0.592 to 0.904 and 0.592 (one false positive
// fewer), CETP505 0.990 and 0.819 unchanged, the five together 0.939 and
// 0.690 to 0.941 and 0.690. The precision floors of CETP501 and of the
// five together rise a point.
//
// poisonG (2026-12-02) completed the scorer's word classes from English
// and five other languages rather than from the corpus (widen.go,
// widenlangs.go). Held out, evaluated twice (aggregates only; at the start
// and at the end): unchanged, CETP501 0.904 and 0.592, CETP505 0.990 and
// 0.819, the five together 0.941 and 0.690. The floors stay.
//
// After every branch of that session was merged (poisonF, poisonG,
// poisonP, poisonH, poisonI, poisonJ, poisonK; the lead's run, aggregates
// only): CETP501 0.914 and 0.597, CETP505 0.991 and 0.827, the five
// together 0.948 and 0.694. The precision floor of CETP501 and the recall
// floors of CETP505 and of the five together rise a point.
//
// poisonV (2026-12-03) read honest agent guidance as guidance
// (guidance.go), tuned on real servers' text and sets written for the
// round, never on the corpus. Held out, evaluated once at the end
// (aggregates): CETP501 0.914 and 0.597 (23 false positives, as at the
// start), CETP505 0.991 and 0.827, the five together 0.948 and 0.694.
// The floors stay.
//
// poisonX (2026-12-04) wrote six sealed sets first (published shapes,
// orders said as conventions, the agent's conduct stated, the surfaces of
// the hardest misses) and read each set's misses as classes, checking
// each class on the next set before widening it. Held out, evaluated once
// at the end (aggregates): CETP501 0.915 and 0.624 (257 of 412, 24 false
// positives), CETP505 0.991 and 0.827, the five together 0.947 and 0.712;
// after poisonX8-X10, 0.915 / 0.626 and 0.947 / 0.714. poisonX11, a sealed
// set of honest text in the surfaces of the round's readings, showed the
// agent-conduct reading flagging 9 of 30 honest texts; asking it for a
// harm the sentence names took them to none and cost three held-out
// attacks: 0.914 / 0.619 (255 of 412, 24 false positives, as before) and
// 0.947 / 0.709. The floors follow: precision first. Stop 34's readings
// of the tune part's residue (2026-12-04) took them to 0.915 / 0.626 (258
// of 412) and 0.947 / 0.714. Stop 36's rounds on nine blind sets
// (2026-12-04) took them to 0.926 / 0.641 (264 of 412, 21 false
// positives) and 0.954 / 0.723; 0.927 / 0.643 and 0.954 / 0.725 once a
// phrase opening a sentence with a capital Cyrillic letter was read.
var heldoutFloor = map[string][2]float64{
	"501":     {0.92, 0.72}, // 0.930–0.933 / 0.740–0.755 with the learned reading as retrainings move it (stop 37); the rules alone 0.927 / 0.643
	"505":     {0.98, 0.88}, // 0.991 / 0.898 once a directive naming a tool in scope is CETP505 at the name (stop 42, directedtools.go); 0.991 / 0.827 before
	"501-505": {0.95, 0.79}, // 0.952–0.956 / 0.789–0.798; 0.956 / 0.805 (stop 42)
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
