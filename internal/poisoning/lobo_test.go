package poisoning

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

// The learned-component experiment of issue 11: a logistic regression per
// sentence over the detector's lexicon readings, word classes, hashed word
// and character n-grams and position/markup features, trained on the
// tune split only and validated leave-one-batch-out (each items file is an
// author's batch). Run with POISON_LOBO=1; it prints, per left-out batch,
// the rules alone against the rules OR the model on that batch's tune
// items. Held-out items are never loaded into it. The model was measured,
// not adopted: docs/poisoning.md ("A learned component: measured, not
// adopted") has its figures and the commands that gave them; commit
// deeeecb holds the version wired into the detector, eca2e5e the second
// attempt (its harness trains each left-out batch once for many margins).

const hashBits = 18

// sentenceFeats is one sentence of an item: its sparse feature vector and
// whether the rules reported anything overlapping it.
type sentenceFeats struct {
	idx      []uint32
	val      []float32
	ruleHit  bool
	names    bool // holds an in-scope name (a model hit here is CETP505)
	lexHits  int  // lexicon cues in the sentence
	gated    bool // the sentence scorer reads it (its cue scan passed)
	text     string
	origSpan [2]int
}

type loboItem struct {
	it        corpusItem
	batch     string
	sents     []sentenceFeats
	rules501  bool
	rules505  bool
	directive bool // labelled 501 or 505
}

func featHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32() & (1<<hashBits - 1)
}

var targetNames = []string{"user", "secret", "private", "external", "field", "reply", "rules", "limits"}
var flagNames = []string{"negatable", "verb", "agent", "you", "urgent", "modal", "neg", "needstarget", "needsagent", "needsmodal", "onorder", "tell", "price", "cheap", "named"}

// featureBuilder collects one sentence's features by group, each group
// scaled to unit length so that no group (the character n-grams have the
// most) drowns the others.
type featureBuilder struct {
	groups map[string]map[uint32]float32
}

func (fb *featureBuilder) add(group, name string) {
	if fb.groups == nil {
		fb.groups = map[string]map[uint32]float32{}
	}
	g := fb.groups[group]
	if g == nil {
		g = map[uint32]float32{}
		fb.groups[group] = g
	}
	g[featHash(group+":"+name)] = 1
}

func (fb *featureBuilder) vector(scale map[string]float64) ([]uint32, []float32) {
	acc := map[uint32]float32{}
	for gname, g := range fb.groups {
		sc := scale[gname]
		if sc == 0 {
			continue
		}
		norm := float32(sc / math.Sqrt(float64(len(g))))
		for k, v := range g {
			acc[k] += v * norm
		}
	}
	idx := make([]uint32, 0, len(acc)+1)
	for k := range acc {
		idx = append(idx, k)
	}
	sort.Slice(idx, func(a, b int) bool { return idx[a] < idx[b] })
	val := make([]float32, len(idx))
	for i, k := range idx {
		val[i] = acc[k]
	}
	return idx, val
}

var groupScale = map[string]float64{"bias": 1, "lex": 1, "pair": 1, "word": 1, "bigram": 1, "char": 1, "pos": 1}

// sentenceFeatures builds the features of sentence c (folded text t,
// offset cs) of a text of kind kind.
func sentenceFeatures(sr *scorer, t string, cs, ce, index int, kind string, inBlock, framed bool, names []string) *featureBuilder {
	c := t[cs:ce]
	var fb featureBuilder
	fb.add("bias", "1")
	sr.split(c, cs)
	ws := sr.words
	lex := sr.lex
	reqs, tgs, fls := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		fb.add("word", w.lower)
		if i+1 < len(ws) {
			fb.add("bigram", w.lower+" "+ws[i+1].lower)
		}
		cu, ok := lex.m[w.lower]
		if !ok {
			continue
		}
		// Longest phrase first.
		best, bestN := cu, 1
		for n := int(cu.maxPhrase); n > 1; n-- {
			if i+n > len(ws) {
				continue
			}
			parts := make([]string, n)
			for k := range parts {
				parts[k] = ws[i+k].lower
			}
			if c2, ok := lex.m[strings.Join(parts, " ")]; ok && c2.words == int8(n) {
				best, bestN = c2, n
				break
			}
		}
		if best.words == 0 {
			continue
		}
		neg := i > 0 && lex.m[ws[i-1].lower].flags&fgNeg != 0
		if best.req >= 0 {
			r := requestNames[best.req]
			reqs[r] = true
			fb.add("lex", "req:"+r)
			fb.add("lex", fmt.Sprintf("req:%s:%d", r, best.weight))
			if w.clause && best.flags&fgVerb != 0 {
				fb.add("lex", "imp:"+r)
			}
			if neg {
				fb.add("lex", "neg:"+r)
			}
			if w.literal {
				fb.add("lex", "lit:"+r)
			}
		}
		for b, n := range targetNames {
			if best.target&(1<<b) != 0 {
				tgs[n] = true
				fb.add("lex", "tg:"+n)
			}
		}
		for b, n := range flagNames {
			if best.flags&(1<<b) != 0 {
				fls[n] = true
				fb.add("lex", "fl:"+n)
			}
		}
		i += bestN - 1
	}
	for r := range reqs {
		for tg := range tgs {
			fb.add("pair", "rt:"+r+":"+tg)
		}
		for f := range fls {
			fb.add("pair", "rf:"+r+":"+f)
		}
	}
	for tg := range tgs {
		for f := range fls {
			fb.add("pair", "tf:"+tg+":"+f)
		}
	}
	// Character 3-5-grams of the lower-cased sentence, spaces collapsed.
	low := []rune(" " + strings.Join(strings.Fields(strings.ToLower(c)), " ") + " ")
	for n := 3; n <= 5; n++ {
		for i := 0; i+n <= len(low); i++ {
			fb.add("char", string(low[i:i+n]))
		}
	}
	// Position and markup.
	fb.add("pos", "kind:"+kind)
	fb.add("pos", fmt.Sprintf("index:%d", min(index, 4)))
	if inBlock {
		fb.add("pos", "block")
	}
	if framed {
		fb.add("pos", "framed")
	}
	marker, heading := markerAt(c)
	if marker {
		fb.add("pos", "marker")
	}
	if heading {
		fb.add("pos", "heading")
	}
	if hasAddress(c) {
		fb.add("pos", "address")
	}
	if hasSecretPath(c) {
		fb.add("pos", "secretpath")
	}
	for _, m := range []string{"<", "`", "{", "#", "!", "\"", "**", "://", "-->"} {
		if strings.Contains(c, m) {
			fb.add("pos", "has:"+m)
		}
	}
	caps := 0
	for _, f := range strings.Fields(c) {
		if len(f) >= 4 && strings.ToUpper(f) == f && strings.ToLower(f) != f {
			caps++
		}
	}
	fb.add("pos", fmt.Sprintf("caps:%d", min(caps, 3)))
	fb.add("pos", fmt.Sprintf("len:%d", min(len(ws)/8, 6)))
	if mentionsName(c, names) {
		fb.add("pos", "name")
	}
	if utf8.RuneCountInString(c) != len(c) {
		fb.add("pos", "nonascii")
	}
	return &fb
}

// mentionsName reports whether c holds one of names (lower-cased, also
// with '_' and '-' as spaces).
func mentionsName(c string, names []string) bool {
	low := strings.ToLower(c)
	for _, n := range names {
		n = strings.ToLower(n)
		if len(n) < 3 {
			continue
		}
		if strings.Contains(low, n) || strings.Contains(low, strings.NewReplacer("_", " ", "-", " ").Replace(n)) {
			return true
		}
	}
	return false
}

func itemBatch(it corpusItem) string {
	if k := strings.IndexByte(it.ID, ':'); k >= 0 && strings.HasSuffix(it.ID[:k], ".txt") {
		return it.ID[:k]
	}
	return "corpus.jsonl"
}

// buildLoboItem splits an item's text into sentences and builds their
// features.
func buildLoboItem(it corpusItem) loboItem {
	names := scopeNames(it)
	instr, cross := Directives(it.Text, names)
	li := loboItem{it: it, batch: itemBatch(it), rules501: len(instr) > 0, rules505: len(cross) > 0,
		directive: it.Labels["501"] || it.Labels["505"]}
	all := append(append([]Match{}, instr...), cross...)
	f := fold(it.Text)
	t := f.text
	bs := blocks(t)
	sr := scorer{lex: lexOnce(), text: t}
	framed := false
	index := 0
	ps := patterns()
	sc := sentenceScan{v: ps.vocab}
	chunks(t, func(cs, ce int) {
		c := t[cs:ce]
		sc.scan(c)
		gated := framed || sc.any.has(ps.strongGroup) || sc.any.has(ps.weakGroup) && sc.any.has(ps.targetGroup) || sc.high && cyrillic(c)
		if strings.TrimSpace(c) == "" {
			return
		}
		fb := sentenceFeatures(&sr, t, cs, ce, index, it.Kind, bs.holds(cs, ce), framed, names)
		marker, heading := markerAt(c)
		if heading {
			framed = marker
		} else if marker {
			framed = true
		}
		idx, val := fb.vector(groupScale)
		lexHits := len(fb.groups["lex"])
		m := f.span(cs, ce, "")
		s := sentenceFeats{gated: gated, lexHits: lexHits, idx: idx, val: val, text: c, origSpan: [2]int{m.Start, m.End}, names: len(names) > 0 && mentionsName(c, names)}
		for _, r := range all {
			if r.Start < m.End && m.Start < r.End {
				s.ruleHit = true
			}
		}
		li.sents = append(li.sents, s)
		index++
	})
	return li
}

// logreg is a logistic regression over hashed features.
type logreg struct {
	w []float64
}

func (m *logreg) score(s *sentenceFeats) float64 {
	z := 0.0
	for k, i := range s.idx {
		z += m.w[i] * float64(s.val[k])
	}
	return z
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

type example struct {
	s      *sentenceFeats
	y      float64
	weight float64
}

// trainLogreg fits by SGD with L2 (lambda), a fixed seed and epochs.
func trainLogreg(exs []example, lambda float64, epochs int) *logreg {
	m := &logreg{w: make([]float64, 1<<hashBits)}
	r := rand.New(rand.NewPCG(11, 501))
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	// Lazy L2: weights are scaled by a running factor.
	t := 0
	n := float64(len(exs))
	for e := 0; e < epochs; e++ {
		r.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, k := range order {
			ex := exs[k]
			t++
			eta := 0.5 / (1 + float64(t)/n)
			p := sigmoid(m.score(ex.s))
			g := (p - ex.y) * ex.weight
			for j, i := range ex.s.idx {
				m.w[i] -= eta * (g*float64(ex.s.val[j]) + lambda*m.w[i])
			}
		}
	}
	return m
}

// itemScore is the highest sentence score of an item, with the sentence.
func itemScore(m *logreg, li *loboItem, skipRuleHit bool) (float64, int) {
	best, at := math.Inf(-1), -1
	for i := range li.sents {
		if skipRuleHit && li.sents[i].ruleHit {
			continue
		}
		if z := m.score(&li.sents[i]); z > best {
			best, at = z, i
		}
	}
	return best, at
}

type loboConfig struct {
	lambda   float64
	epochs   int
	mil      int // multiple-instance refits
	residual bool
	posW     float64
}

// fitMIL trains a sentence model on items: a benign item's sentences are
// negatives; a directive's sentences are first all positives (weighted by
// 1/n), then only its highest-scoring one (multiple-instance refits).
func fitMIL(items []*loboItem, cfg loboConfig) *logreg {
	var exs []example
	for _, li := range items {
		if li.directive && cfg.residual && (li.rules501 || li.rules505) {
			continue
		}
		for i := range li.sents {
			s := &li.sents[i]
			if li.directive {
				exs = append(exs, example{s, 1, cfg.posW / float64(len(li.sents))})
			} else {
				exs = append(exs, example{s, 0, 1})
			}
		}
	}
	m := trainLogreg(exs, cfg.lambda, cfg.epochs)
	for round := 0; round < cfg.mil; round++ {
		exs = exs[:0]
		for _, li := range items {
			if li.directive && cfg.residual && (li.rules501 || li.rules505) {
				continue
			}
			if li.directive {
				_, at := itemScore(m, li, false)
				exs = append(exs, example{&li.sents[at], 1, cfg.posW})
				continue
			}
			for i := range li.sents {
				exs = append(exs, example{&li.sents[i], 0, 1})
			}
		}
		m = trainLogreg(exs, cfg.lambda, cfg.epochs)
	}
	return m
}

type scored struct {
	li   *loboItem
	z    float64
	at   int
	zAll float64
}

// chooseThreshold picks the lowest threshold at which the items the model
// adds to the rules (directives the rules miss) are still right in at
// least minPrec of cases, reading out-of-fold scores.
func chooseThreshold(ss []scored, minPrec float64) float64 {
	var add []scored
	for _, s := range ss {
		if !s.li.rules501 && !s.li.rules505 && s.at >= 0 {
			add = append(add, s)
		}
	}
	sort.Slice(add, func(a, b int) bool { return add[a].z > add[b].z })
	if os.Getenv("POISON_LOBO_CURVE") != "" {
		fmt.Printf("model alone AUC %.3f; rules-missed: %d items, %d directives\n", auc(ss), len(add), countDir(add))
		tp, n := 0, 0
		for _, s := range add {
			n++
			if s.li.directive {
				tp++
			}
			if n%10 == 0 || n <= 10 {
				fmt.Printf("curve z %.2f added %d tp %d prec %.3f\n", s.z, n, tp, float64(tp)/float64(n))
			}
			if n > 150 {
				break
			}
		}
	}
	th := math.Inf(1)
	tp, fp := 0, 0
	if os.Getenv("POISON_LOBO_MARGINAL") == "" {
		// Precision of rules OR model over all the training items.
		for _, s := range ss {
			if s.li.rules501 || s.li.rules505 {
				if s.li.directive {
					tp++
				} else {
					fp++
				}
			}
		}
	}
	for i, s := range add {
		if s.li.directive {
			tp++
		} else {
			fp++
		}
		if float64(tp)/float64(tp+fp) >= minPrec && (i+1 == len(add) || add[i+1].z < s.z) {
			th = s.z
		}
	}
	return th
}

// outOfFold scores items with k-fold models trained on the rest.
func outOfFold(items []*loboItem, k int, cfg loboConfig) []scored {
	var out []scored
	for f := 0; f < k; f++ {
		var train, test []*loboItem
		for _, li := range items {
			h := fnv.New32a()
			h.Write([]byte(li.it.Text))
			if int(h.Sum32()>>8)%k == f {
				test = append(test, li)
			} else {
				train = append(train, li)
			}
		}
		m := fitMIL(train, cfg)
		for _, li := range test {
			z, at := itemScore(m, li, true)
			zAll, _ := itemScore(m, li, false)
			out = append(out, scored{li: li, z: z, at: at, zAll: zAll})
		}
	}
	return out
}

// decide applies rules OR model to an item at threshold th: the CETP501
// and CETP505 decisions.
func decide(m *logreg, li *loboItem, th float64) (r501, r505 bool, added bool) {
	r501, r505 = li.rules501, li.rules505
	for i := range li.sents {
		s := &li.sents[i]
		if s.ruleHit || s.lexHits < loboGate || loboScanGate && !s.gated {
			continue
		}
		if m.score(s) >= th+loboMargin {
			added = true
			if s.names {
				r505 = true
			} else {
				r501 = true
			}
		}
	}
	return
}

// ruleOverride holds the decisions of an earlier version of the rules
// (POISON_LOBO_RULES, JSON lines exported from it), so that a batch the
// current rules were tuned on can be compared with rules blind to it.
type ruleOverride struct {
	ID    string   `json:"id"`
	Text  string   `json:"text"`
	R501  bool     `json:"r501"`
	R505  bool     `json:"r505"`
	Spans [][2]int `json:"spans"`
}

func loadLoboItems(t *testing.T) []*loboItem {
	over := map[string]ruleOverride{}
	if p := os.Getenv("POISON_LOBO_RULES"); p != "" {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var o ruleOverride
			if err := json.Unmarshal([]byte(line), &o); err != nil {
				t.Fatal(err)
			}
			over[o.ID] = o
		}
	}
	var out []*loboItem
	for _, it := range loadCorpus(t) {
		if it.Split != "tune" {
			continue // never held-out items
		}
		li := buildLoboItem(it)
		if len(over) > 0 {
			o, ok := over[it.ID]
			if !ok || o.Text != it.Text {
				t.Fatalf("%s: no rules override for this text", it.ID)
			}
			li.rules501, li.rules505 = o.R501, o.R505
			for i := range li.sents {
				s := &li.sents[i]
				s.ruleHit = false
				for _, r := range o.Spans {
					if r[0] < s.origSpan[1] && s.origSpan[0] < r[1] {
						s.ruleHit = true
					}
				}
			}
		}
		out = append(out, &li)
	}
	return out
}

type figures struct{ c501, c505, cdir confusion }

func (f *figures) add(li *loboItem, r501, r505 bool) {
	f.c501.add(r501, li.it.Labels["501"])
	f.c505.add(r505, li.it.Labels["505"])
	f.cdir.add(r501 || r505, li.directive)
}

func (f figures) String() string {
	return fmt.Sprintf("501 P %.3f R %.3f (%d pos) | 505 P %.3f R %.3f (%d pos) | any P %.3f R %.3f",
		f.c501.precision(), f.c501.recall(), f.c501.tp+f.c501.fn,
		f.c505.precision(), f.c505.recall(), f.c505.tp+f.c505.fn,
		f.cdir.precision(), f.cdir.recall())
}

// loboOptions are the experiment's settings, from the environment; the
// defaults are the configuration docs/poisoning.md reports.
//
//	POISON_LOBO=1                 run at all
//	POISON_LOBO_ONLY=a.txt,b.txt  leave out only these batches
//	POISON_LOBO_LAMBDA=3e-3       L2 strength
//	POISON_LOBO_EPOCHS=8          SGD epochs per fit
//	POISON_LOBO_POSW=1            weight of a positive example
//	POISON_LOBO_RESIDUAL=1        train only on directives the rules miss
//	POISON_LOBO_MARGIN=0          added to the threshold chosen on the training folds
//	POISON_LOBO_SCANGATE=0        0 lets the model read every sentence, not only those the scorer reads
//	POISON_LOBO_GATE=n            the model reads sentences with n lexicon cues or more
//	POISON_LOBO_GROUPS=char=0,…   scale of a feature group (0 drops it)
//	POISON_LOBO_RULES=file        the rules' decisions from another version (lobo_export_test.go)
//	POISON_LOBO_REAL=a.json,…     count the model's matches on benign real descriptions
//	POISON_LOBO_SHOW=1            log the items the model adds (tune items only)
//	POISON_LOBO_CURVE=1           print the training folds' precision curve
var (
	loboGate     int
	loboScanGate = os.Getenv("POISON_LOBO_SCANGATE") != "0"
	loboMargin   float64
)

func envFloat(t *testing.T, name string, v *float64) {
	if s := os.Getenv(name); s != "" {
		if _, err := fmt.Sscan(s, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

func TestModelLeaveOneBatchOut(t *testing.T) {
	if os.Getenv("POISON_LOBO") == "" {
		t.Skip("POISON_LOBO not set")
	}
	var gate float64
	envFloat(t, "POISON_LOBO_GATE", &gate)
	loboGate = int(gate)
	envFloat(t, "POISON_LOBO_MARGIN", &loboMargin)
	if g := os.Getenv("POISON_LOBO_GROUPS"); g != "" {
		for _, kv := range strings.Split(g, ",") {
			k, v, _ := strings.Cut(kv, "=")
			var f float64
			if _, err := fmt.Sscan(v, &f); err != nil {
				t.Fatalf("POISON_LOBO_GROUPS: %v", err)
			}
			groupScale[k] = f
		}
	}
	items := loadLoboItems(t)
	cfg := loboConfig{lambda: 3e-3, epochs: 8, mil: 2, residual: os.Getenv("POISON_LOBO_RESIDUAL") != "", posW: 1}
	envFloat(t, "POISON_LOBO_LAMBDA", &cfg.lambda)
	epochs := float64(cfg.epochs)
	envFloat(t, "POISON_LOBO_EPOCHS", &epochs)
	cfg.epochs = int(epochs)
	envFloat(t, "POISON_LOBO_POSW", &cfg.posW)
	minPrec := 0.97
	batches := map[string]bool{}
	for _, li := range items {
		batches[li.batch] = true
	}
	var names []string
	for b := range batches {
		names = append(names, b)
	}
	sort.Strings(names)
	if only := os.Getenv("POISON_LOBO_ONLY"); only != "" {
		names = strings.Split(only, ",")
	}
	var totRules, totModel figures
	for _, b := range names {
		var train, test []*loboItem
		for _, li := range items {
			if li.batch == b {
				test = append(test, li)
			} else {
				train = append(train, li)
			}
		}
		if len(test) == 0 {
			continue
		}
		th := chooseThreshold(outOfFold(train, 4, cfg), minPrec)
		m := fitMIL(train, cfg)
		var rules, both figures
		addedTP, addedFP := 0, 0
		for _, li := range test {
			rules.add(li, li.rules501, li.rules505)
			r501, r505, _ := decide(m, li, th)
			both.add(li, r501, r505)
			if (r501 || r505) && !(li.rules501 || li.rules505) {
				if li.directive {
					addedTP++
				} else {
					addedFP++
				}
				if os.Getenv("POISON_LOBO_SHOW") != "" {
					t.Logf("  %s added (label %v): %.100q", li.it.ID, li.directive, li.it.Text)
				}
			}
		}
		totRules.merge(rules)
		totModel.merge(both)
		t.Logf("%-22s %4d items th %.2f | rules %s", b, len(test), th+loboMargin, rules)
		t.Logf("%-22s %4s       +%d/-%d | +model %s", "", "", addedTP, addedFP, both)
	}
	t.Logf("ALL rules  %s", totRules)
	t.Logf("ALL +model %s", totModel)
	if path := os.Getenv("POISON_LOBO_REAL"); path != "" {
		th := chooseThreshold(outOfFold(items, 4, cfg), minPrec)
		m := fitMIL(items, cfg)
		for _, p := range strings.Split(path, ",") {
			realFP(t, p, m, th)
		}
	}
}

func (f *figures) merge(o figures) {
	for _, p := range [][2]*confusion{{&f.c501, &o.c501}, {&f.c505, &o.c505}, {&f.cdir, &o.cdir}} {
		p[0].tp += p[1].tp
		p[0].fp += p[1].fp
		p[0].fn += p[1].fn
		p[0].tn += p[1].tn
	}
}

// realFP counts the benign real descriptions the model adds a match to.
func realFP(t *testing.T, path string, m *logreg, th float64) {
	in := readRealTexts(t, path)
	added := 0
	for _, s := range in.Texts {
		li := buildLoboItem(corpusItem{Text: s, Kind: "description", Names: in.Names, Labels: map[string]bool{}})
		if _, _, a := decide(m, &li, th); a {
			added++
			if added <= 15 {
				t.Logf("  real FP: %.160q", s)
			}
		}
	}
	t.Logf("%s: model adds a match to %d of %d benign real texts (th %.2f)", path, added, len(in.Texts), th+loboMargin)
}

func countDir(ss []scored) int {
	n := 0
	for _, s := range ss {
		if s.li.directive {
			n++
		}
	}
	return n
}

// auc is the area under the ROC curve of item scores (every sentence).
func auc(ss []scored) float64 {
	var pos, neg []float64
	for _, s := range ss {
		if s.li.directive {
			pos = append(pos, s.zAll)
		} else {
			neg = append(neg, s.zAll)
		}
	}
	sort.Float64s(neg)
	a := 0.0
	for _, p := range pos {
		a += float64(sort.SearchFloat64s(neg, p))
	}
	return a / float64(len(pos)*len(neg))
}
