package weaktoken_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/weaktoken"
)

func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), weaktoken.Analyzer, "./...")
}

// TestFixes: a predictable token built in place is replaced with the cetp
// constructor of its kind; one reached through a variable is not.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, filepath.Join(analysistest.TestData(), "src"), weaktoken.Analyzer, "./fix", "./fix2")
}
