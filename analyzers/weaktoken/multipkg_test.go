package weaktoken_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/clawseed/cetpaudit/analyzers/weaktoken"
)

// TestAcrossPackages: a token minted in a helper package that does not
// import cetp (ids) and handed out in another (server) is reported when
// server is analyzed, at the math/rand call in ids — through two helper
// functions — and a crypto/rand helper is not. (analysistest checks each
// package's own diagnostics, so the expected findings are listed here.)
func TestAcrossPackages(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "multipkg"))
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixture does not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{weaktoken.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for act := range graph.All() {
		if !act.IsRoot || act.Analyzer != weaktoken.Analyzer {
			continue
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			got = append(got, fmt.Sprintf("%s %s:%d %s", act.Package.Name, filepath.Base(p.Filename), p.Line, d.Message))
		}
	}
	want := `server ids.go:14 CETP613: operation ID is built from math/rand ("mrand.Int63()"), which is predictable; generate it with cetp.NewToken, which uses crypto/rand (§2.2, §4.3)`
	if strings.Join(got, "\n") != want {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}
