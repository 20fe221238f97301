package identity

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/reqargs"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP606"

// Analyzer reports CETP606.
var Analyzer = &analysis.Analyzer{
	Name:     "identity",
	Doc:      api.Doc("report caller identity read from CETP request arguments", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, reqargs.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	args := reqargs.Find(pass.TypesInfo, idx, ins, pass.ResultOf[reqargs.Analyzer].(reqargs.Helpers))
	for _, cut := range args.Cuts {
		flow.ReportCut(pass, Rule, cut)
	}
	if args.Empty() {
		return nil, nil
	}

	// Report identity reads, skipping the targets of assignments.
	written := map[ast.Expr]bool{}
	ins.Preorder([]ast.Node{(*ast.AssignStmt)(nil), (*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				written[ast.Unparen(l)] = true
			}
		case *ast.SelectorExpr:
			if written[n] {
				return
			}
			if name, ok := args.Read(n); ok && ident.NamesCaller(name) {
				ignore.Report(pass, Rule, n,
					"caller identity is read from the request arguments (field %s, JSON %s), which any app can forge; "+
						"authorize with req.Caller, captured at the entry point (§7.1)", n.Sel.Name, ignore.Quote(name))
			}
		case *ast.IndexExpr:
			if written[n] {
				return
			}
			if key, ok := args.Read(n); ok && key != "" && ident.NamesCaller(key) {
				ignore.Report(pass, Rule, n,
					"caller identity is read from the request arguments (%s[%s]), which any app can forge; "+
						"authorize with req.Caller, captured at the entry point (§7.1)", types.ExprString(n.X), ignore.Quote(key))
			}
		}
	})
	return nil, nil
}
