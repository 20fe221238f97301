package capturerules_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/capturerules"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

const capturesDir = "../../testdata/captures"

type captureExpect struct {
	Convention string `json:"convention"`
	Fixtures   []struct {
		Name     string   `json:"name"`
		Captures []string `json:"captures"`
		Manifest string   `json:"manifest"`
		Baseline string   `json:"baseline"`
		Findings []struct {
			Rule    string `json:"rule"`
			File    string `json:"file"`
			Pointer string `json:"pointer"`
			Line    int    `json:"line"`
			Column  int    `json:"column"`
		} `json:"findings"`
	} `json:"fixtures"`
}

// loadSet loads a fixture's captures as one capture set, paired with its
// manifest, and its baseline.
func loadFixture(t *testing.T, dir string, files []string, man, base string) *engine.Targets {
	t.Helper()
	var loaded []*capture.File
	for _, f := range files {
		cf, err := capture.Load(filepath.Join(dir, f), capture.Options{})
		if err != nil {
			t.Fatalf("load %s: %v", f, err)
		}
		loaded = append(loaded, cf)
	}
	tg := &engine.Targets{Captures: capture.Sets(loaded)}
	if man != "" {
		m, err := manifest.LoadSource(filepath.Join(dir, man), manifest.SourceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		tg.Manifests = []*manifest.Manifest{m}
	}
	capture.Pair(tg.Captures, tg.Manifests)
	if base != "" {
		b, err := capture.LoadBaseline(filepath.Join(dir, base), capture.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tg.Baseline = b
	}
	return tg
}

// TestCaptureFixtures asserts every capture fixture's whole output: rule,
// file, JSON pointer, line and column of each finding.
func TestCaptureFixtures(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(capturesDir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ex captureExpect
	if err := json.Unmarshal(data, &ex); err != nil {
		t.Fatal(err)
	}
	covered := map[string]map[string]bool{} // rule -> {tp, nm}
	for _, fx := range ex.Fixtures {
		t.Run(fx.Name, func(t *testing.T) {
			dir := filepath.Join(capturesDir, fx.Name)
			tg := loadFixture(t, dir, fx.Captures, fx.Manifest, fx.Baseline)
			var got, want []string
			for _, f := range engine.Run(tg, check.Options{}) {
				got = append(got, fmt.Sprintf("%s %s %s %d:%d", f.RuleID, filepath.Base(f.Location.Path), f.Location.Logical, f.Location.Line, f.Location.Column))
				if strings.ContainsAny(f.Message, "\x00\x1b\u202e") {
					t.Errorf("message carries control characters: %q", f.Message)
				}
			}
			for _, f := range fx.Findings {
				want = append(want, fmt.Sprintf("%s %s %s %d:%d", f.Rule, f.File, f.Pointer, f.Line, f.Column))
			}
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("findings differ\ngot:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
		// Names are cetpNNN_tp / cetpNNN_nm, or cetpNNN_condition_tp / _nm
		// when a rule has a pair per condition.
		if id, rest, ok := strings.Cut(fx.Name, "_"); ok && strings.HasPrefix(id, "cetp") {
			id = strings.ToUpper(id)
			kind := rest[strings.LastIndexByte(rest, '_')+1:]
			if covered[id] == nil {
				covered[id] = map[string]bool{}
			}
			fired := false
			for _, f := range fx.Findings {
				fired = fired || f.Rule == id
			}
			switch {
			case kind == "tp" && !fired:
				t.Errorf("%s: true-positive fixture expects no %s finding", fx.Name, id)
			case kind == "nm" && fired:
				t.Errorf("%s: near-miss fixture expects a %s finding", fx.Name, id)
			}
			covered[id][kind] = true
		}
	}
	// Every capture rule this branch owns has both fixtures.
	for _, r := range rules.All() {
		if capturerules.Checks.Lookup(r.ID) == nil && descriptorrules.Checks.Lookup(r.ID) == nil {
			continue
		}
		if c := covered[r.ID]; !c["tp"] || !c["nm"] {
			t.Errorf("%s has no true-positive and near-miss capture fixture pair", r.ID)
		}
	}
}

// TestSpecExamplesClean: the spec's own §2.2, §3.2 and §3.3 examples, as one
// capture set, audit clean.
func TestSpecExamplesClean(t *testing.T) {
	tg := loadFixture(t, filepath.Join(capturesDir, "spec"), []string{"negotiate.json", "provider_info.json", "list_tools.json"}, "", "")
	if len(tg.Captures) != 1 || len(tg.Captures[0].Captures) != 3 {
		t.Fatalf("spec examples are not one capture set of three: %+v", tg.Captures)
	}
	for _, f := range engine.Run(tg, check.Options{}) {
		t.Errorf("spec example flagged: %s %s:%d:%d %s", f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column, f.Message)
	}
}
