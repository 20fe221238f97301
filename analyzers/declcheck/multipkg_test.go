package declcheck_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
)

// TestAcrossPackages: a descriptor, tool lists and schemas declared in
// packages of their own (catalog, schemas) and served by a Provider in
// another (app) are checked together, through facts, and every finding is
// at the line of the defect itself — the scope in catalog, the key in
// schemas — not at the Provider. A remote $ref does not hide the schema's
// other error, and a list built at run time is said in a note.
// (analysistest's want comments check each package's own diagnostics, so
// this test lists the expected findings itself.)
func TestAcrossPackages(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "multipkg"))
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixture does not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{declcheck.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for act := range graph.All() {
		if !act.IsRoot || act.Analyzer != declcheck.Analyzer {
			continue
		}
		if act.Err != nil {
			t.Fatal(act.Err)
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			id, _, _ := strings.Cut(d.Message, ":")
			got = append(got, fmt.Sprintf("%s %s %s:%d", act.Package.Name, id, filepath.Base(p.Filename), p.Line))
		}
	}
	slices.Sort(got)
	got = slices.Compact(got)
	want := []string{
		// catalog's own standalone checks find nothing; serving it in app
		// reveals the mismatches, reported at catalog's lines.
		"app CETP307 catalog.go:37",
		"app CETP308 app.go:23",
		"app CETP308 catalog.go:25",
		// The schemas are checked where tools use them (catalog), at
		// their own keys in schemas.go.
		"catalog CETP401 schemas.go:18",
		"catalog CETP402 schemas.go:18",
		"catalog CETP403 schemas.go:7",
	}
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
