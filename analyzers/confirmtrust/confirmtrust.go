package confirmtrust

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/effects"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/reqargs"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP614"

// Analyzer reports CETP614.
var Analyzer = &analysis.Analyzer{
	Name:     "confirmtrust",
	Doc:      api.Doc("report confirmation flags from the request that decide whether a side effect runs", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, reqargs.Analyzer, effects.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	args := reqargs.Find(pass.TypesInfo, idx, ins, pass.ResultOf[reqargs.Analyzer].(reqargs.Helpers))
	for _, cut := range args.Cuts {
		flow.ReportCut(pass, Rule, cut)
	}
	if args.Empty() {
		return nil, nil
	}
	ins.WithStack([]ast.Node{(*ast.IfStmt)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		stmt := n.(*ast.IfStmt)
		read, name := confirmRead(pass, idx, args, stmt.Cond)
		if read == nil {
			return true
		}
		// The side effect the flag guards: inside the statement, or after
		// it in the enclosing function when a branch of the statement
		// leaves (a guard that returns early). An effect after an if that
		// always falls through runs whatever the flag says.
		call, e := eff.FirstCall(stmt, effects.Any)
		if call == nil && leaves(stmt) {
			if body := enclosingBody(stack); body != nil {
				call, e = eff.FirstCallAfter(body, stmt.End(), effects.Any)
			}
		}
		if call == nil {
			// Nothing visible runs behind the flag; a call through an
			// interface implemented out of sight may.
			h := eff.FirstHidden(stmt, token.NoPos)
			if h == nil && leaves(stmt) {
				if body := enclosingBody(stack); body != nil {
					h = eff.FirstHidden(body, stmt.End())
				}
			}
			if h != nil {
				ignore.ReportNote(pass, Rule, read,
					"the request argument %s guards code that %s; if it changes state, a Consumer-set confirmation "+
						"decides whether it runs, which is invalid: confirm in Provider UI (USER_ACTION_REQUIRED with a "+
						"resume_token) instead (§4.3)", ignore.Quote(name), h.NoteText())
			}
			return true
		}
		ignore.Report(pass, Rule, read,
			"the request argument %s decides whether %s runs, but any Consumer can set it: a Consumer-provided confirmation is invalid. "+
				"Confirm in Provider UI: answer USER_ACTION_REQUIRED with a resolution PendingIntent and a resume_token, "+
				"and run the effect only when the token comes back (§4.3)", ignore.Quote(name), e)
		return true
	})
	return nil, nil
}

// confirmRead returns the read of a confirmation argument that cond's
// value comes from, with its name.
func confirmRead(pass *analysis.Pass, idx *flow.Index, args *reqargs.Args, cond ast.Expr) (ast.Expr, string) {
	var at ast.Expr
	var name string
	cut := idx.Trace(cond, func(x ast.Expr) bool {
		if at != nil {
			return false
		}
		if n, ok := args.Read(x); ok {
			if n != "" && ident.AssertsConfirmation(n) {
				at, name = x, n
			}
			return false
		}
		return true
	})
	flow.ReportCut(pass, Rule, cut)
	return at, name
}

// leaves reports whether a branch of the if statement ends by leaving the
// code after it: a return, a panic, a break, continue or goto.
func leaves(stmt *ast.IfStmt) bool {
	if ends(stmt.Body) {
		return true
	}
	switch e := stmt.Else.(type) {
	case *ast.BlockStmt:
		return ends(e)
	case *ast.IfStmt:
		return leaves(e)
	}
	return false
}

// ends reports whether a block's last statement leaves it.
func ends(b *ast.BlockStmt) bool {
	if b == nil || len(b.List) == 0 {
		return false
	}
	switch last := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := last.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	case *ast.BlockStmt:
		return ends(last)
	case *ast.IfStmt:
		return allEnd(last)
	}
	return false
}

// allEnd reports whether every branch of an if statement leaves.
func allEnd(s *ast.IfStmt) bool {
	if !ends(s.Body) {
		return false
	}
	switch e := s.Else.(type) {
	case *ast.BlockStmt:
		return ends(e)
	case *ast.IfStmt:
		return allEnd(e)
	}
	return false
}

// enclosingBody returns the body of the innermost function on the stack.
func enclosingBody(stack []ast.Node) ast.Node {
	for i := len(stack) - 1; i >= 0; i-- {
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			return f.Body
		case *ast.FuncLit:
			return f.Body
		}
	}
	return nil
}
