package reqargs_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/internal/reqargs"
)

// TestFacts checks which helpers get a Decodes fact; the analyzers'
// own tests show the fact used across packages (identity's crossdecoded).
func TestFacts(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), reqargs.Analyzer, "./...")
}
