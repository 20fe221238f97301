package deadline_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/deadline"
)

func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), deadline.Analyzer, "./...")
}

// TestSDKModule runs on a package of cetpaudit's own module, where the
// cetp package's summaries are followed as the module's own code: Handle's
// calls of the hook fields must not make every transport that calls it
// incomplete, while a helper's call of an unseen function value does.
func TestSDKModule(t *testing.T) {
	analysistest.Run(t, filepath.Join("..", ".."), deadline.Analyzer, "./analyzers/deadline/testdata/sdk")
}
