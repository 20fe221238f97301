package tokenbinding

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/reqargs"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP620"

// Analyzer reports CETP620.
var Analyzer = &analysis.Analyzer{
	Name:     "tokenbinding",
	Doc:      api.Doc("report tokens looked up without the caller's UID, and resume tokens that are not single-use", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, reqargs.Analyzer},
	Run:      run,
}

type kind string

const (
	session   kind = "session token"
	resume    kind = "resume token"
	operation kind = "operation ID"
)

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, idx: idx, args: reqargs.Find(pass.TypesInfo, idx, ins, pass.ResultOf[reqargs.Analyzer].(reqargs.Helpers))}
	for _, cut := range c.args.Cuts {
		flow.ReportCut(pass, Rule, cut)
	}
	ins.WithStack([]ast.Node{(*ast.IndexExpr)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		var m, key ast.Expr
		switch n := n.(type) {
		case *ast.IndexExpr:
			t := pass.TypesInfo.TypeOf(n.X)
			if t == nil {
				return true
			}
			mt, ok := t.Underlying().(*types.Map)
			if !ok || isAssigned(stack, n) {
				return true
			}
			if _, isStruct := mt.Key().Underlying().(*types.Struct); isStruct {
				return true // a composite key binds more than the token
			}
			m, key = n.X, n.Index
		case *ast.CallExpr:
			fn := api.Callee(pass.TypesInfo, n)
			if !api.IsMethod(fn, "sync", "Map", "Load") && !api.IsMethod(fn, "sync", "Map", "LoadAndDelete") || len(n.Args) != 1 {
				return true
			}
			m, key = n.Fun.(*ast.SelectorExpr).X, n.Args[0]
		}
		k := c.tokenKind(key)
		if k == "" {
			return true
		}
		body := enclosingBody(stack)
		if body == nil {
			return true
		}
		var missing []string
		if !c.comparesUID(body) {
			missing = append(missing, "no comparison with req.Caller.UID binds it to its caller")
		}
		if k == resume && !c.removes(body, m, n) {
			missing = append(missing, "it is not removed after this use, so it can be replayed")
		}
		if len(missing) == 0 {
			return true
		}
		ignore.Report(pass, Rule, n,
			"the %s %s is looked up by the token alone: %s. Store the caller's UID with the token and compare it with "+
				"req.Caller.UID on every use; delete a resume token when it is used (§2.2, §4.3, §4.4)",
			k, api.Render(key), strings.Join(missing, "; "))
		return true
	})
	return nil, nil
}

type checker struct {
	pass *analysis.Pass
	idx  *flow.Index
	args *reqargs.Args
}

// tokenKind says which token a lookup key holds, or "".
func (c *checker) tokenKind(key ast.Expr) kind {
	info := c.pass.TypesInfo
	var k kind
	cut := c.idx.Trace(key, func(x ast.Expr) bool {
		if k != "" {
			return false
		}
		switch x := x.(type) {
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s != nil {
				switch {
				case api.IsField(s.Obj(), "Request", "SessionToken"):
					k = session
				case api.IsField(s.Obj(), "Request", "ResumeToken"):
					k = resume
				}
			}
		case *ast.Ident:
			if v, ok := info.Uses[x].(*types.Var); ok && !v.IsField() && isLocal(v) {
				k = kindOf(v.Name())
			}
		}
		if name, ok := c.args.Read(x); ok && name == cetp.KeyOperationID {
			k = operation
		}
		return k == ""
	})
	flow.ReportCut(c.pass, Rule, cut)
	return k
}

// isLocal reports whether v is a parameter or local variable, not a
// package-level one: a name there describes the value it holds now.
func isLocal(v *types.Var) bool {
	return v.Parent() != nil && v.Pkg() != nil && v.Parent() != v.Pkg().Scope()
}

func kindOf(name string) kind { return kind(ident.ProtocolToken(name)) }

// comparesUID reports whether body compares something with
// req.Caller.UID.
func (c *checker) comparesUID(body ast.Node) bool {
	info := c.pass.TypesInfo
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if found || !ok || (b.Op != token.EQL && b.Op != token.NEQ) {
			return !found
		}
		for _, side := range []ast.Expr{b.X, b.Y} {
			cut := c.idx.Trace(side, func(x ast.Expr) bool {
				if sel, ok := x.(*ast.SelectorExpr); ok {
					if s := info.Selections[sel]; s != nil && api.IsField(s.Obj(), "Caller", "UID") {
						found = true
					}
				}
				return !found
			})
			flow.ReportCut(c.pass, Rule, cut)
		}
		return !found
	})
	return found
}

// removes reports whether body deletes the entry from the map (or
// sync.Map) m, or the lookup itself is LoadAndDelete.
func (c *checker) removes(body ast.Node, m ast.Expr, lookup ast.Node) bool {
	info := c.pass.TypesInfo
	if call, ok := lookup.(*ast.CallExpr); ok && api.IsMethod(api.Callee(info, call), "sync", "Map", "LoadAndDelete") {
		return true
	}
	target := types.ExprString(m)
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok {
			return !found
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "delete" && len(call.Args) == 2 && types.ExprString(call.Args[0]) == target {
				found = true
			}
		}
		fn := api.Callee(info, call)
		if api.IsMethod(fn, "sync", "Map", "Delete") || api.IsMethod(fn, "sync", "Map", "LoadAndDelete") {
			if types.ExprString(call.Fun.(*ast.SelectorExpr).X) == target {
				found = true
			}
		}
		return !found
	})
	return found
}

// isAssigned reports whether the index expression is the target of an
// assignment (storing the token, not looking it up).
func isAssigned(stack []ast.Node, n ast.Expr) bool {
	if len(stack) < 2 {
		return false
	}
	if as, ok := stack[len(stack)-2].(*ast.AssignStmt); ok {
		for _, l := range as.Lhs {
			if ast.Unparen(l) == n {
				return true
			}
		}
	}
	return false
}

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
