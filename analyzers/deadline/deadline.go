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
	"github.com/clawseed/cetpaudit/analyzers/internal/funcvals"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP619"

// ChecksDeadline is the fact of an exported function that reads the
// request deadline (req.Deadline or req.Expired), directly or through the
// functions of its package: calling it before a side effect checks the
// deadline in the caller's package too.
type ChecksDeadline struct{}

// AFact marks ChecksDeadline as an analysis fact.
func (*ChecksDeadline) AFact() {}

func (*ChecksDeadline) String() string { return "checks the request deadline" }

// Analyzer reports CETP619.
var Analyzer = &analysis.Analyzer{
	Name:      "deadline",
	Doc:       api.Doc("report execute_tool handlers that start a side effect before checking the request deadline", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, effects.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ChecksDeadline)},
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
	// A check is a read of the deadline here or a call of a function that
	// reads it, here or in another package (its fact).
	checks := checkers(pass, decls)
	for fn := range checks.own {
		if exportedHandler(pass.Pkg, fn) {
			pass.ExportObjectFact(fn, &ChecksDeadline{})
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
	for fn := range hookReach(info, pass.Files, idx, decls, eff.FuncValues()) {
		called[fn] = true
	}
	for fn, fd := range handlers {
		if called[fn] {
			continue
		}
		call, e := eff.FirstCall(fd.Body, effects.Any)
		if call != nil && exportedHandler(pass.Pkg, fn) {
			// Another package may call it from a Provider hook (the
			// deadline checked by Handle) or from a handler of its own;
			// only there can that be seen. The effect travels to those
			// callers in the effects fact, so a caller that handles the
			// request itself is reported at its call; here, a note.
			if at := firstCheck(info, fd.Body, checks); !at.IsValid() || at > call.Pos() {
				ignore.ReportNote(pass, Rule, call,
					"%s takes a request and reaches %s without checking req.Deadline first, and nothing in its package calls it: "+
						"it is exported, so whether it runs after the deadline check of cetp.Provider.Handle (called from a Provider "+
						"hook) or as an entry point is for its callers to show. A caller in another package that handles the request "+
						"itself is reported at its call; a run that analyses no caller cannot tell (§4.1)", api.FuncName(fn), e)
			}
			continue
		}
		if call == nil {
			// A function value whose targets cannot be seen (a handler
			// table filled in another package) may start one.
			if u := eff.FirstUnresolved(fd.Body); u != nil {
				if at := firstCheck(info, fd.Body, checks); !at.IsValid() || at > u.Pos() {
					ignore.ReportNote(pass, Rule, u,
						"%s handles the request itself and calls %s, a function value whose targets this package does not "+
							"store or take, before any check of req.Deadline; if what it runs has a side effect, answer "+
							"DEADLINE_EXCEEDED when req.Expired(now) before the call, or serve the call through "+
							"cetp.Provider.Handle (§4.1)", fn.Name(), api.Render(u.Fun))
					continue
				}
			}
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

// exportedHandler reports whether another package can call fn by name: an
// exported function, or an exported method of an exported type, outside
// package main.
func exportedHandler(pkg *types.Package, fn *types.Func) bool {
	if pkg.Name() == "main" || !fn.Exported() {
		return false
	}
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
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

// checks tells the functions whose call checks the deadline.
type checks struct {
	pass *analysis.Pass
	own  map[*types.Func]bool // the package's functions that read the deadline
}

// has reports whether calling fn checks the deadline: one of the
// package's checkers, or another package's function with ChecksDeadline.
func (c *checks) has(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if c.own[fn] {
		return true
	}
	return fn.Pkg() != nil && fn.Pkg() != c.pass.Pkg && c.pass.ImportObjectFact(fn.Origin(), new(ChecksDeadline))
}

// checkers finds the package's functions that read the deadline,
// directly or through each other and other packages' checkers.
func checkers(pass *analysis.Pass, decls []*ast.FuncDecl) *checks {
	c := &checks{pass: pass, own: map[*types.Func]bool{}}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || c.own[fn] {
				continue
			}
			if firstCheck(pass.TypesInfo, fd.Body, c).IsValid() {
				c.own[fn] = true
				changed = true
			}
		}
	}
	return c
}

// firstCheck returns the position of the first deadline read in body, or
// of the first call of a function that reads it.
func firstCheck(info *types.Info, body ast.Node, checks *checks) token.Pos {
	at := token.NoPos
	ast.Inspect(body, func(n ast.Node) bool {
		if at.IsValid() || n == nil {
			return false
		}
		if isCheck(info, n) {
			at = n.Pos()
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && checks.has(api.Callee(info, call)) {
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
func hookReach(info *types.Info, files []*ast.File, idx *flow.Index, decls []*ast.FuncDecl, fv *funcvals.Index) map[*types.Func]bool {
	refs := map[*types.Func][]*types.Func{} // function → the package's functions its body names
	var named func(body ast.Node) []*types.Func
	inLit := map[*ast.FuncLit]bool{}
	named = func(body ast.Node) []*types.Func {
		var out []*types.Func
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if g, ok := info.Uses[n].(*types.Func); ok && idx.Func(g) != nil {
					out = append(out, g)
				}
			case *ast.CallExpr:
				// A call through a handler map or a func field runs
				// what the package stores there (h.fns[tool.Name]).
				ts, _ := fv.Targets(n)
				for _, t := range ts {
					switch {
					case t.Fn != nil && idx.Func(t.Fn) != nil:
						out = append(out, t.Fn)
					case t.Lit != nil && !inLit[t.Lit]:
						inLit[t.Lit] = true
						out = append(out, named(t.Lit.Body)...)
					}
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
