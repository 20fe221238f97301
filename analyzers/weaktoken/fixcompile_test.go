package weaktoken_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/clawseed/cetpaudit/analyzers/weaktoken"
)

// TestFixesCompile applies each quick fix on its own, exactly as its
// edits say (RunWithSuggestedFixes formats the result and drops unused
// imports, which would hide a fix that leaves one behind), and type-checks
// the package with the fixed file: the replaced value's imports are gone
// and cetp is imported where the file lacked it.
func TestFixesCompile(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "src"))
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}
	pkgs, err := packages.Load(cfg, "./fix", "./fix2")
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("fixtures do not load: %v", err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{weaktoken.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for act := range graph.All() {
		if !act.IsRoot || act.Analyzer != weaktoken.Analyzer {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			for _, fix := range d.SuggestedFixes {
				n++
				name := fset.File(d.Pos).Name()
				src, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				edits := slices.Clone(fix.TextEdits)
				slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(b.Pos - a.Pos) })
				out := src
				for _, e := range edits {
					if fset.File(e.Pos).Name() != name {
						t.Fatalf("%s: fix edits another file", fix.Message)
					}
					from, to := fset.Position(e.Pos).Offset, fset.Position(e.End).Offset
					out = slices.Concat(out[:from], e.NewText, out[to:])
				}
				fixed, err := packages.Load(&packages.Config{Mode: packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
					Dir: dir, Overlay: map[string][]byte{name: out}}, "./"+act.Package.Name)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range fixed {
					for _, e := range p.Errors {
						t.Errorf("%s: after %q the package does not compile: %v\n%s", filepath.Base(name), fix.Message, e, out)
					}
				}
			}
		}
	}
	if n < 3 {
		t.Errorf("%d fixes applied, want the 3 of fix and fix2", n)
	}
}
