package flow

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Analyzer indexes a package once for the cetpaudit analyzers that trace
// values. Its result is *Index, nil for a package that does not import
// cetp.
var Analyzer = &analysis.Analyzer{
	Name:       "cetpflow",
	Doc:        "index assignments and function bodies for cetpaudit's value tracing",
	URL:        version.DocURL("docs/go-providers.md"),
	Run:        func(pass *analysis.Pass) (any, error) { return indexOf(pass), nil },
	ResultType: reflect.TypeFor[*Index](),
}

func indexOf(pass *analysis.Pass) *Index {
	if !api.Imports(pass.Pkg) {
		return nil
	}
	return NewIndex(pass.TypesInfo, pass.Files)
}

// ReportCut reports, as a note of rule, that a trace the rule relied on
// was cut short by the tracer's bounds: the rule may have missed something
// there. It does nothing for a complete trace.
func ReportCut(pass *analysis.Pass, rule string, c Cut) {
	if !c.Hit() || c.Root == nil {
		return
	}
	ignore.ReportNote(pass, rule, c, "where this value comes from was traced only in part: %s; findings about it may be missing", c)
}
