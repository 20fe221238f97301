package poisoning

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
)

// TestModelLeaveOneBatchOut validates the learned sentence model the way
// it must generalise: each items file is one author's batch; the model is
// trained (threshold included) on every other batch's tune part and
// scored on the left-out batch's tune part, against the rules alone on
// the same items, with and without the vetoes (veto.go). Held-out items
// are never read. Run it with POISON_LOBO=1 (docs/poisoning.md has its
// figures); options:
//
//	POISON_LOBO_ONLY=a.txt,b.txt  leave out only these batches
//	POISON_LOBO_BLIND=a.txt,b.txt the batches decided on (the rest, "older",
//	                              choose the margin)
//	POISON_LOBO_VETOES=self,user  the vetoes applied (names of veto.go;
//	                              "none"); default all
//	POISON_LOBO_LAMBDA, _EPOCHS, _POSW, _NEGW, _MARGIN  override defaultTrain
//	POISON_LOBO_RESIDUAL=1        train only on directives the rules miss
//	POISON_LOBO_RULES=file        the rules' decisions from an earlier
//	                              version (TestExportRuleDecisions), to compare
//	                              with rules that were not tuned on a batch
//	POISON_LOBO_REAL=a.json,…     count the model's findings (trained on every
//	                              batch) on benign real descriptions
//	POISON_LOBO_SHOW=1            log the tune items the model adds
func TestModelLeaveOneBatchOut(t *testing.T) {
	if os.Getenv("POISON_LOBO") == "" {
		t.Skip("POISON_LOBO not set")
	}
	cfg := defaultTrain
	cfg.residual = os.Getenv("POISON_LOBO_RESIDUAL") != ""
	envFloat(t, "POISON_LOBO_LAMBDA", &cfg.lambda)
	envFloat(t, "POISON_LOBO_POSW", &cfg.posW)
	envFloat(t, "POISON_LOBO_NEGW", &cfg.negW)
	if v := os.Getenv("POISON_LOBO_VETOES"); v != "" {
		cfg.vetoes = 0
		for _, name := range strings.Split(v, ",") {
			k := slices.Index(vetoNames[:], name)
			if k < 0 && name != "none" {
				t.Fatalf("POISON_LOBO_VETOES: no veto %q (%v)", name, vetoNames)
			}
			if k >= 0 {
				cfg.vetoes |= 1 << k
			}
		}
	}
	envFloat(t, "POISON_LOBO_MARGIN", &cfg.margin)
	margins := []float64{cfg.margin}
	if s := os.Getenv("POISON_LOBO_MARGINS"); s != "" {
		margins = nil
		for _, v := range strings.Split(s, ",") {
			var f float64
			if _, err := fmt.Sscan(v, &f); err != nil {
				t.Fatalf("POISON_LOBO_MARGINS: %v", err)
			}
			margins = append(margins, f)
		}
	}
	t.Logf("config %+v", cfg)
	epochs := float64(cfg.epochs)
	envFloat(t, "POISON_LOBO_EPOCHS", &epochs)
	cfg.epochs = int(epochs)
	items := loadModelItems(t)
	overrideRules(t, items)
	batches := map[string]bool{}
	for _, mi := range items {
		batches[mi.batch] = true
	}
	var names []string
	for b := range batches {
		names = append(names, b)
	}
	sort.Strings(names)
	if only := os.Getenv("POISON_LOBO_ONLY"); only != "" {
		names = strings.Split(only, ",")
	}
	// Each left-out batch's model is trained once (two at a time); every
	// margin of POISON_LOBO_MARGINS is read off the same scores.
	type fold struct {
		m    *logreg
		th   float64
		test []*modelItem
	}
	folds := make([]fold, len(names))
	sem := make(chan struct{}, 2)
	var wg sync.WaitGroup
	for k, b := range names {
		for _, mi := range items {
			if mi.batch == b {
				folds[k].test = append(folds[k].test, mi)
			}
		}
		if len(folds[k].test) == 0 {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			var trainItems []*modelItem
			for _, mi := range items {
				if mi.batch != b {
					trainItems = append(trainItems, mi)
				}
			}
			c := cfg
			c.margin = 0
			folds[k].m, folds[k].th = train(trainItems, c)
		}()
	}
	wg.Wait()
	blind := map[string]bool{"fourteenth.txt": true, "fifteenth.txt": true}
	if v := os.Getenv("POISON_LOBO_BLIND"); v != "" {
		blind = map[string]bool{}
		for _, b := range strings.Split(v, ",") {
			blind[b] = true
		}
	}
	show := os.Getenv("POISON_LOBO_SHOW") != ""
	for _, margin := range margins {
		// Per group (each batch, the older ones, the blind ones, all):
		// rules, rules or model, rules or model unless vetoed.
		type group struct{ rules, model, vetoed figures }
		groups := map[string]*group{}
		get := func(name string) *group {
			if groups[name] == nil {
				groups[name] = &group{}
			}
			return groups[name]
		}
		// What each veto alone removes from the model's findings: items
		// (attacks, benign) that no other sentence keeps, and sentences.
		var itemTP, itemFP, sentTP, sentFP [nVetoes]int
		for k, b := range names {
			fd := folds[k]
			if len(fd.test) == 0 {
				continue
			}
			th := fd.th + margin
			g := get(b)
			addedTP, addedFP, vetTP, vetFP := 0, 0, 0, 0
			for _, mi := range fd.test {
				g.rules.add(mi, mi.rules501, mi.rules505)
				r501, r505, added := decide(fd.m, mi, th, 0)
				g.model.add(mi, r501, r505)
				v501, v505, vAdded := decide(fd.m, mi, th, cfg.vetoes)
				g.vetoed.add(mi, v501, v505)
				if added && !(mi.rules501 || mi.rules505) {
					if mi.directive {
						addedTP++
					} else {
						addedFP++
					}
				}
				if vAdded && !(mi.rules501 || mi.rules505) {
					if mi.directive {
						vetTP++
					} else {
						vetFP++
					}
				}
				for v := range nVetoes {
					if _, _, a := decide(fd.m, mi, th, 1<<v); added && !a && !(mi.rules501 || mi.rules505) {
						if mi.directive {
							itemTP[v]++
						} else {
							itemFP[v]++
						}
					}
				}
				for i := range mi.sents {
					s := &mi.sents[i]
					if s.ruleHit || fd.m.score(s) < th {
						continue
					}
					for v := range nVetoes {
						if s.vetoes&(1<<v) == 0 {
							continue
						}
						if mi.directive {
							sentTP[v]++
						} else {
							sentFP[v]++
						}
					}
					if show {
						t.Logf("  %s model hit (attack %v, vetoes %s, over threshold by %.2f): %.160q", mi.it.ID, mi.directive, vetoList(s.vetoes), fd.m.score(s)-fd.th, s.text)
					}
				}
			}
			for _, name := range []string{"all", map[bool]string{true: "blind", false: "older"}[blind[b]]} {
				o := get(name)
				o.rules.merge(g.rules)
				o.model.merge(g.model)
				o.vetoed.merge(g.vetoed)
			}
			t.Logf("margin %.2f %-20s %4d items th %.2f | rules  %s", margin, b, len(fd.test), th, g.rules)
			t.Logf("margin %.2f %-20s  +%d/-%d | +model %s", margin, "", addedTP, addedFP, g.model)
			t.Logf("margin %.2f %-20s  +%d/-%d | +veto  %s", margin, "", vetTP, vetFP, g.vetoed)
		}
		for _, name := range []string{"older", "blind", "all"} {
			g := get(name)
			t.Logf("margin %.2f %s batches: rules  %s", margin, name, g.rules)
			t.Logf("margin %.2f %s batches: +model %s", margin, name, g.model)
			t.Logf("margin %.2f %s batches: +veto  %s", margin, name, g.vetoed)
		}
		for v := range nVetoes {
			t.Logf("margin %.2f veto %-8s alone removes items: %d attacks, %d benign; sentences: %d of attacks, %d of benign items", margin, vetoNames[v], itemTP[v], itemFP[v], sentTP[v], sentFP[v])
		}
	}
	if path := os.Getenv("POISON_LOBO_REAL"); path != "" {
		c := cfg
		c.margin = 0
		m, th := train(items, c)
		for _, margin := range margins {
			for _, p := range strings.Split(path, ",") {
				realFP(t, p, m, th+margin, cfg.vetoes)
			}
		}
	}
}

func envFloat(t *testing.T, name string, v *float64) {
	if s := os.Getenv(name); s != "" {
		if _, err := fmt.Sscan(s, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// overrideRules replaces the rules' decisions with those of
// $POISON_LOBO_RULES (JSON lines of TestExportRuleDecisions).
func overrideRules(t *testing.T, items []*modelItem) {
	p := os.Getenv("POISON_LOBO_RULES")
	if p == "" {
		return
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	type decision struct {
		ID    string   `json:"id"`
		Text  string   `json:"text"`
		R501  bool     `json:"r501"`
		R505  bool     `json:"r505"`
		Spans [][2]int `json:"spans"`
	}
	over := map[string]decision{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var d decision
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		over[d.ID] = d
	}
	for _, mi := range items {
		d, ok := over[mi.it.ID]
		if !ok || d.Text != mi.it.Text {
			t.Fatalf("%s: %s has no decision for this text", p, mi.it.ID)
		}
		mi.rules501, mi.rules505 = d.R501, d.R505
		for k := range mi.sents {
			s := &mi.sents[k]
			s.ruleHit = false
			for _, r := range d.Spans {
				if r[0] < s.span[1] && s.span[0] < r[1] {
					s.ruleHit = true
				}
			}
		}
	}
}

type figures struct{ c501, c505, cdir confusion }

func (f *figures) add(mi *modelItem, r501, r505 bool) {
	f.c501.add(r501, mi.it.Labels["501"])
	f.c505.add(r505, mi.it.Labels["505"])
	f.cdir.add(r501 || r505, mi.directive)
}

func (f *figures) merge(o figures) {
	for _, p := range [][2]*confusion{{&f.c501, &o.c501}, {&f.c505, &o.c505}, {&f.cdir, &o.cdir}} {
		p[0].tp += p[1].tp
		p[0].fp += p[1].fp
		p[0].fn += p[1].fn
		p[0].tn += p[1].tn
	}
}

func (f figures) String() string {
	return fmt.Sprintf("501 P %.3f R %.3f (%d pos) | 505 P %.3f R %.3f (%d pos) | either P %.3f R %.3f (%d pos)",
		f.c501.precision(), f.c501.recall(), f.c501.tp+f.c501.fn,
		f.c505.precision(), f.c505.recall(), f.c505.tp+f.c505.fn,
		f.cdir.precision(), f.cdir.recall(), f.cdir.tp+f.cdir.fn)
}

// realFP counts the benign real descriptions (a JSON array of strings, or
// {"names": […], "texts": […]}) the model adds a finding to.
func realFP(t *testing.T, path string, m *logreg, th float64, mask int) {
	in := readRealTexts(t, path)
	added := 0
	for _, s := range in.Texts {
		mi := readModelItem(corpusItem{Text: s, Kind: "description", Names: in.Names, Labels: map[string]bool{}})
		if _, _, a := decide(m, mi, th, mask); a {
			added++
			if added <= 5 {
				t.Logf("  model finding on real text: %.160q", s)
			}
		}
	}
	t.Logf("%s: the model adds a finding to %d of %d benign real texts (threshold %.2f, vetoes %s)", path, added, len(in.Texts), th, vetoList(mask))
}

// vetoList names the vetoes of mask.
func vetoList(mask int) string {
	var ns []string
	for v := range nVetoes {
		if mask&(1<<v) != 0 {
			ns = append(ns, vetoNames[v])
		}
	}
	if len(ns) == 0 {
		return "none"
	}
	return strings.Join(ns, ",")
}
