package unusedignore_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/unusedignore"
)

func Test(t *testing.T) {
	results := analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), unusedignore.Analyzer, "./...")

	// The checkers' own findings: suppressed ones are gone, the ones under
	// a reasonless or misdirected directive remain.
	var got []string
	for _, r := range results {
		for _, dep := range r.Action.Deps {
			for _, d := range dep.Diagnostics {
				got = append(got, d.Category+"@"+r.Action.Package.Fset.Position(d.Pos).String())
			}
		}
	}
	slices.Sort(got)
	want := []string{"CETP607@directives.go:22", "CETP607@directives.go:35", "CETP607@directives.go:47",
		"CETP607@directives.go:51", "CETP607@directives.go:55", "CETP607@directives.go:59"}
	if len(got) != len(want) {
		t.Fatalf("checker findings = %q, want %q", got, want)
	}
	for i := range want {
		rule, at, _ := strings.Cut(want[i], "@")
		if !strings.HasPrefix(got[i], rule+"@") || !strings.Contains(got[i], at+":") {
			t.Errorf("finding %d = %s, want %s", i, got[i], want[i])
		}
	}
}
