package declcheck_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/internal/crosspkg"
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
	var got []string
	for _, d := range crosspkg.Run(t, dir, declcheck.Analyzer) {
		id, _, _ := strings.Cut(d.Message, ":")
		got = append(got, fmt.Sprintf("%s %s %s:%d", d.Package, id, filepath.Base(d.Position.Filename), d.Position.Line))
	}
	slices.Sort(got)
	got = slices.Compact(got)
	want := []string{
		// catalog's own standalone checks find nothing; serving it in app
		// reveals the mismatches, reported at catalog's lines.
		"app CETP307 catalog.go:37",
		"app CETP308 app.go:25",
		"app CETP308 catalog.go:25",
		// A tool plugins registers from init into registry, served
		// through registry.All(); unlinked's is not linked into app.
		"app CETP308 plugins.go:17",
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
