package scan

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/expect"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/suppress"
)

func describe(fs []finding.Finding) string {
	var lines []string
	for _, f := range fs {
		lines = append(lines, fmt.Sprintf("%s %s:%d:%d %s: %s", f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column, f.Location.Logical, f.Message))
	}
	return strings.Join(lines, "\n\t")
}

// suppressionImplemented says whether the suppression feature drops
// tools:ignore'd findings and reports CETP001; the expectations cover both.
const suppressionImplemented = true

// TestFixtures scans every fixture APK and source manifest and checks that
// it yields exactly the expected findings: each defect fixture its planted
// rule at the planted element (and line:column, for source manifests), every
// clean fixture and near miss nothing.
func TestFixtures(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	for _, kind := range []string{"apks", "manifests"} {
		e, err := expect.Load(filepath.Join(root, kind, "expect.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, fx := range e.Fixtures {
			file := fx.APK + fx.Manifest
			t.Run(kind+"/"+fx.Name, func(t *testing.T) {
				res, err := Run([]string{filepath.Join(root, kind, file)}, Options{Root: root,
					Suppress: suppress.New(nil, root, check.Options{})})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Errors) > 0 {
					t.Fatalf("input errors: %v", res.Errors)
				}
				for _, d := range expect.Diff(fx.Want(suppressionImplemented), res.Findings) {
					t.Error(d)
				}
				for _, f := range res.Findings {
					if want := kind + "/" + file; f.Location.Path != want {
						t.Errorf("path %q, want %q relative to the root", f.Location.Path, want)
					}
				}
			})
		}
	}
}
