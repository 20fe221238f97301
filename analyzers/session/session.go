package session

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP625"

// ReadsToken is the fact of a package that reads Request.SessionToken.
type ReadsToken struct{}

// AFact marks ReadsToken as an analysis fact.
func (*ReadsToken) AFact() {}

func (*ReadsToken) String() string { return "reads cetp.Request.SessionToken" }

// Analyzer reports CETP625.
var Analyzer = &analysis.Analyzer{
	Name:      "session",
	Doc:       api.Doc("report CETP Providers that never read the request's session token", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ReadsToken)},
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	info := pass.TypesInfo
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	reads := false
	var providers []*ast.CompositeLit
	sessionSet := false // some Provider's Session is assigned after construction
	ins.Preorder([]ast.Node{(*ast.SelectorExpr)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if s := info.Selections[n]; s != nil && api.IsField(s.Obj(), "Request", "SessionToken") {
				reads = true
			}
		case *ast.CompositeLit:
			if api.IsType(info.TypeOf(n), "Provider") {
				providers = append(providers, n)
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if s := info.Selections[sel]; s != nil && api.IsField(s.Obj(), "Provider", "Session") {
						sessionSet = true
					}
				}
			}
		}
	})
	if reads {
		pass.ExportPackageFact(&ReadsToken{})
	}
	if len(providers) == 0 || sessionSet {
		return nil, nil
	}
	programReads := reads
	for _, f := range pass.AllPackageFacts() {
		if _, ok := f.Fact.(*ReadsToken); ok {
			programReads = true
		}
	}
	ev := decleval.New(info, pass.Files, idx)
	for _, p := range providers {
		x := ev.Field(p, "Session")
		if x == nil || ev.IsNil(x) {
			if !programReads {
				ignore.Report(pass, Rule, p,
					"provider has no Session hook and nothing in this package or its imports reads req.SessionToken: "+
						"a call without a valid session is served instead of answered NEGOTIATION_REQUIRED. Set Session "+
						"to check the token negotiate issued to req.Caller (§2.2, §4.1)")
			}
			continue
		}
		ft, body, _, ok := idx.FuncOf(x)
		if ok && body != nil && ignoresToken(info, ft, body) {
			ignore.Report(pass, Rule, x,
				"the Session hook accepts every call without reading req.SessionToken; look the token up, check it "+
					"belongs to req.Caller.UID and has not expired, and fail otherwise (§2.2, §4.1)")
		}
	}
	return nil, nil
}

// ignoresToken reports whether a Session hook returns nil everywhere and
// neither reads the token nor hands the request to other code.
func ignoresToken(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt) bool {
	params := map[types.Object]bool{}
	if ft.Params != nil {
		for _, f := range ft.Params.List {
			if api.IsType(info.TypeOf(f.Type), "Request") {
				for _, n := range f.Names {
					params[info.Defs[n]] = true
				}
			}
		}
	}
	allNil, returns, uses := true, 0, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) != 1 {
				allNil = false
			} else if tv, ok := info.Types[n.Results[0]]; !ok || !tv.IsNil() {
				allNil = false
			}
		case *ast.Ident:
			if params[info.Uses[n]] {
				uses = true
			}
		}
		return true
	})
	return returns > 0 && allNil && !uses
}
