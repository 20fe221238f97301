package declcheck_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
)

func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), declcheck.Analyzer, "./...")
}

// TestFixes: a destructive tool's confirmation is raised to always and an
// open object input schema is closed, in place.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, filepath.Join(analysistest.TestData(), "src"), declcheck.Analyzer, "./fix")
}
