package sharedvar_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/internal/sharedvar"
)

// Test checks the serving facts: what functions do with the Providers
// they are handed (ParamUses), which functions serve a shared Provider
// variable (FuncServes), and which packages serve one when linked
// (ServesAlways).
func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), sharedvar.Analyzer, "./...")
}
