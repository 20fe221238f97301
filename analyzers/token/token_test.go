package token_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/token"
)

func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), token.Analyzer, "./...")
}
