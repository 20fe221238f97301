package dexrules_test

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// TestAllRulesOneProgram runs every dex rule in one program, as the CLI
// does, over every dex fixture, and checks that each rule gives exactly
// what it gives alone on a fresh program (as its own test runs it). The
// rules share the program's caches (analyses, summaries, field facts, the
// stored-argument answers): an answer that depends on which rule asked
// first, or a budget one rule spends for another, shows up here — a
// true positive once vanished from the CLI while its unit test passed.
func TestAllRulesOneProgram(t *testing.T) {
	apks, err := filepath.Glob(filepath.Join("..", "..", "testdata", "dex", "*.apk"))
	if err != nil || len(apks) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	ids := dexrules.Checks.IDs()
	for _, apk := range apks {
		fixture := strings.TrimSuffix(filepath.Base(apk), ".apk")
		t.Run(fixture, func(t *testing.T) {
			byRule := map[string][]string{}
			for _, f := range runDex(t, fixture, true) {
				byRule[f.RuleID] = append(byRule[f.RuleID], findingLine(f))
			}
			for _, id := range ids {
				var alone []string
				for _, f := range runDex(t, fixture, true, id) {
					alone = append(alone, findingLine(f))
				}
				together := byRule[id]
				sort.Strings(alone)
				sort.Strings(together)
				if strings.Join(alone, "\n") != strings.Join(together, "\n") {
					t.Errorf("%s with every rule in one program:\n  %s\nalone:\n  %s", id,
						strings.Join(together, "\n  "), strings.Join(alone, "\n  "))
				}
			}
		})
	}
}

// findingLine is a finding with its message, so that a finding that
// changes what it says between the two runs is caught too.
func findingLine(f finding.Finding) string {
	return dexWant{f.RuleID, f.Level.String(), f.Location.Logical, f.Location.Path, f.Location.Line}.String() + " " + f.Message
}
