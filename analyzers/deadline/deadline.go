package deadline

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/effects"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP619"

// Analyzer reports CETP619.
var Analyzer = &analysis.Analyzer{
	Name:     "deadline",
	Doc:      api.Doc("report execute_tool handlers that start a side effect before checking the request deadline", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, effects.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	info := pass.TypesInfo

	// Handlers: the package's functions that take a request but no tool.
	var decls []*ast.FuncDecl
	handlers := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			decls = append(decls, fd)
			if fn, ok := info.Defs[fd.Name].(*types.Func); ok && takesRequestNotTool(fn) {
				handlers[fn] = fd
			}
		}
	}
	if len(handlers) == 0 {
		return nil, nil
	}
	// Handlers another handler calls are not entry points.
	called := map[*types.Func]bool{}
	for fn, fd := range handlers {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if g := api.Callee(info, call); g != nil && g != fn && handlers[g] != nil {
					called[g] = true
				}
			}
			return true
		})
	}
	// Nor is any function a Provider hook reaches: Handle checked the
	// deadline before it called the hook.
	for fn := range hookReach(info, pass.Files, idx, decls) {
		called[fn] = true
	}
	checks := checkers(info, decls)
	for fn, fd := range handlers {
		if called[fn] {
			continue
		}
		call, e := eff.FirstCall(fd.Body, effects.Any)
		if call == nil {
			// No visible effect; one behind an interface implemented out
			// of sight may still run before the deadline is checked.
			if h := eff.FirstHidden(fd.Body, token.NoPos); h != nil {
				if at := firstCheck(info, fd.Body, checks); !at.IsValid() || at > h.Call.Pos() {
					ignore.ReportNote(pass, Rule, h,
						"%s handles the request itself and %s before any check of req.Deadline; if it has a side effect, "+
							"answer DEADLINE_EXCEEDED when req.Expired(now) before it, or serve the call through "+
							"cetp.Provider.Handle (§4.1)", fn.Name(), h.NoteText())
				}
			}
			continue
		}
		if at := firstCheck(info, fd.Body, checks); at.IsValid() && at < call.Pos() {
			continue
		}
		ignore.Report(pass, Rule, call,
			"%s handles the request itself (it is not a cetp.Provider hook, whose deadline Handle checks) and reaches %s "+
				"without checking req.Deadline first; answer DEADLINE_EXCEEDED when req.Expired(now) before any side effect, "+
				"or serve the call through cetp.Provider.Handle (§4.1)", fn.Name(), e)
	}
	return nil, nil
}

// takesRequestNotTool reports whether fn has a cetp.Request parameter and
// no cetp.Tool one.
func takesRequestNotTool(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	req := false
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		switch {
		case api.IsType(t, "Tool"):
			return false
		case api.IsType(t, "Request"):
			req = true
		}
	}
	return req
}

// isCheck reports whether n reads the deadline: req.Deadline or
// req.Expired(...).
func isCheck(info *types.Info, n ast.Node) bool {
	switch n := n.(type) {
	case *ast.SelectorExpr:
		if s := info.Selections[n]; s != nil {
			return api.IsField(s.Obj(), "Request", "Deadline")
		}
	case *ast.CallExpr:
		return api.IsMethod(api.Callee(info, n), api.Path, "Request", "Expired")
	}
	return false
}

// checkers returns the package's functions that read the deadline,
// directly or through each other.
func checkers(info *types.Info, decls []*ast.FuncDecl) map[*types.Func]bool {
	out := map[*types.Func]bool{}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			fn, _ := info.Defs[fd.Name].(*types.Func)
			if fn == nil || out[fn] {
				continue
			}
			if firstCheck(info, fd.Body, out).IsValid() {
				out[fn] = true
				changed = true
			}
		}
	}
	return out
}

// firstCheck returns the position of the first deadline read in body, or
// of the first call of a function that reads it.
func firstCheck(info *types.Info, body ast.Node, checks map[*types.Func]bool) token.Pos {
	at := token.NoPos
	ast.Inspect(body, func(n ast.Node) bool {
		if at.IsValid() || n == nil {
			return false
		}
		if isCheck(info, n) {
			at = n.Pos()
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && checks[api.Callee(info, call)] {
			at = call.Pos()
			return false
		}
		return true
	})
	return at
}

// hookReach returns the package's functions that a cetp.Provider hook
// reaches: the functions wired to a Provider's Execute, Authorize or
// Session (in a literal or by assignment), functions and literals that
// take the *cetp.Tool Handle passes (hooks by their shape), and every
// function of the package they call or take as a value, transitively.
func hookReach(info *types.Info, files []*ast.File, idx *flow.Index, decls []*ast.FuncDecl) map[*types.Func]bool {
	refs := map[*types.Func][]*types.Func{} // function → the package's functions its body names
	named := func(body ast.Node) []*types.Func {
		var out []*types.Func
		ast.Inspect(body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if g, ok := info.Uses[id].(*types.Func); ok && idx.Func(g) != nil {
					out = append(out, g)
				}
			}
			return true
		})
		return out
	}
	var roots []*types.Func
	for _, fd := range decls {
		fn, _ := info.Defs[fd.Name].(*types.Func)
		if fn == nil {
			continue
		}
		refs[fn] = named(fd.Body)
		if takesTool(fn.Type().(*types.Signature)) {
			roots = append(roots, fn)
		}
	}
	hook := func(x ast.Expr) {
		_, body, fn, ok := idx.FuncOf(x)
		switch {
		case !ok:
		case fn != nil:
			roots = append(roots, fn)
		case body != nil:
			roots = append(roots, named(body)...)
		}
	}
	isHookField := func(obj types.Object) bool {
		return api.IsField(obj, "Provider", "Execute") || api.IsField(obj, "Provider", "Authorize") ||
			api.IsField(obj, "Provider", "Session")
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				if sig, ok := info.TypeOf(n).(*types.Signature); ok && takesTool(sig) {
					roots = append(roots, named(n.Body)...)
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && isHookField(info.Uses[id]) {
					hook(n.Value)
				}
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					break
				}
				for i, l := range n.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						if s := info.Selections[sel]; s != nil && isHookField(s.Obj()) {
							hook(n.Rhs[i])
						}
					}
				}
			}
			return true
		})
	}
	reached := map[*types.Func]bool{}
	for len(roots) > 0 {
		fn := roots[len(roots)-1]
		roots = roots[:len(roots)-1]
		if reached[fn] {
			continue
		}
		reached[fn] = true
		roots = append(roots, refs[fn]...)
	}
	return reached
}

// takesTool reports whether a signature has a cetp.Tool parameter: the
// shape of Execute and Authorize hooks.
func takesTool(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if api.IsType(sig.Params().At(i).Type(), "Tool") {
			return true
		}
	}
	return false
}
