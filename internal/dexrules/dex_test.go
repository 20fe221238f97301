package dexrules_test

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// loadDex opens a dex fixture APK into a rule target.
func loadDex(t *testing.T, path string, allCode bool) *dexrules.DexTarget {
	t.Helper()
	f, err := apk.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := f.Manifest()
	if err != nil {
		t.Fatal(err)
	}
	p, err := program.LoadAPK(f)
	if err != nil {
		t.Fatal(err)
	}
	return &dexrules.DexTarget{Path: path, Program: p, Manifest: m, AllCode: allCode}
}

func runDex(t *testing.T, fixture string, allCode bool, ids ...string) []finding.Finding {
	t.Helper()
	d := loadDex(t, filepath.Join("..", "..", "testdata", "dex", fixture+".apk"), allCode)
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	return engine.Run(&engine.Targets{Dex: []*dexrules.DexTarget{d}}, check.Options{
		Enabled: func(r *rules.Rule) bool { return len(want) == 0 || want[r.ID] },
	})
}

// dexWant is one expected finding: rule, level, logical location
// (class->method@offset) and file:line from the .line directives.
type dexWant struct {
	rule, level, logical, path string
	line                       int
}

func (w dexWant) String() string {
	return fmt.Sprintf("%s %s %s %s:%d", w.rule, w.level, w.logical, w.path, w.line)
}

// wantOneNote checks that exactly one note of got says text (at logical,
// when logical is not empty): the note a bound the analysis hit must give.
func wantOneNote(t *testing.T, got []finding.Finding, logical, text, what string) {
	t.Helper()
	n := 0
	for _, f := range got {
		if f.Level == finding.Note && (logical == "" || f.Location.Logical == logical) && strings.Contains(f.Message, text) {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d notes of %s, want 1; findings %v", n, what, gotDex(got))
	}
}

func gotDex(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, dexWant{f.RuleID, f.Level.String(), f.Location.Logical, f.Location.Path, f.Location.Line}.String())
	}
	sort.Strings(out)
	return out
}

func checkDex(t *testing.T, got []finding.Finding, want []dexWant) {
	t.Helper()
	var ws []string
	for _, w := range want {
		ws = append(ws, w.String())
	}
	sort.Strings(ws)
	g := gotDex(got)
	if strings.Join(g, "\n") != strings.Join(ws, "\n") {
		t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(g, "\n  "), strings.Join(ws, "\n  "))
		for _, f := range got {
			t.Logf("%s: %s", f.RuleID, f.Message)
		}
	}
}
