// Package crosspkg runs an analyzer over a module of several packages with
// the checker driver, so that tests can see findings that facts carry from
// one package to another (analysistest checks each package's own
// diagnostics only). Test support.
package crosspkg

import (
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Diagnostic is one diagnostic of a, with the package it was reported in.
type Diagnostic struct {
	Package  string // the analyzed package's name
	Position token.Position
	Message  string
}

// Run loads every package under dir and returns a's diagnostics in the
// root packages, failing the test when the module does not load or an
// analysis fails.
func Run(t testing.TB, dir string, a *analysis.Analyzer) []Diagnostic {
	t.Helper()
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixture does not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []Diagnostic
	for act := range graph.All() {
		if !act.IsRoot || act.Analyzer != a {
			continue
		}
		if act.Err != nil {
			t.Fatal(act.Err)
		}
		for _, d := range act.Diagnostics {
			out = append(out, Diagnostic{act.Package.Name, act.Package.Fset.Position(d.Pos), d.Message})
		}
	}
	return out
}
