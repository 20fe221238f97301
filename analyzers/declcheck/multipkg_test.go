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
// other error, and a list built at run time is said in a note, as is a
// registry that packages out of sight may fill (read as empty in bare).
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
		"app CETP308 catalog.go:25",
		// A tool plugins registers from init into registry, served
		// through registry.All(); unlinked's is not linked into app.
		"app CETP308 plugins.go:17",
		// The list loaded at run time: a note, not a rule's finding.
		"app note app.go:25",
		// registry.All() reads a registry any package can fill: what
		// packages app does not import register is not visible (note).
		"app note app.go:36",
		// bare imports no registering package: the registry reads as
		// empty there, and the note says so.
		"bare note bare.go:17",
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

// TestEmbeddedSchemas: schemas embedded from .json files with //go:embed
// (as string, []byte and json.RawMessage) are checked, and their findings
// land in the .json file at the offending key or byte; a schema joined
// with + from constants reports at the key inside the operand that holds
// it, not at the expression's start; one computed at run time gets a note.
func TestEmbeddedSchemas(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "embed"))
	var got []string
	for _, d := range crosspkg.Run(t, dir, declcheck.Analyzer) {
		id, _, _ := strings.Cut(d.Message, ":")
		if strings.HasPrefix(d.Message, "note: ") {
			id = "note"
		}
		got = append(got, fmt.Sprintf("%s %s:%d:%d", id, filepath.Base(d.Position.Filename), d.Position.Line, d.Position.Column))
	}
	slices.Sort(got)
	want := []string{
		"CETP402 broken.json:3:43", // the stray comma's closing brace
		"CETP402 create.json:6:45", // "minimum": "zero"
		"CETP402 notes.go:64:54",   // "minimum": "x", in the second operand
		"CETP403 update.json:1:1",  // an open input schema of an update tool
		"note notes.go:81:16",      // head + props(1)
	}
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
