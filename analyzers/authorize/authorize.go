package authorize

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP617"

// AllowsAll is the fact of a function shaped like an Authorize hook (it
// takes a *cetp.Tool and returns an error) that returns nil on every path
// without reading the caller or the tool's scopes: wired as another
// package's Authorize, it allows every call.
type AllowsAll struct {
	// Where is the function's file (base name) and line.
	Where string
}

// AFact marks AllowsAll as an analysis fact.
func (*AllowsAll) AFact() {}

func (f *AllowsAll) String() string { return "allows every call (" + f.Where + ")" }

// ReturnsNil is the fact of an exported function with one error result
// that returns nil on every path (directly, or by returning the result of
// another such function): a hook that hands its decision to it — return
// deny(req.Caller.UID, tool.Scopes) — decides nothing.
type ReturnsNil struct {
	// Where is the function's file (base name) and line.
	Where string
}

// AFact marks ReturnsNil as an analysis fact.
func (*ReturnsNil) AFact() {}

func (f *ReturnsNil) String() string { return "returns nil on every path (" + f.Where + ")" }

// Analyzer reports CETP617.
var Analyzer = &analysis.Analyzer{
	Name:      "authorize",
	Doc:       api.Doc("report cetp.Provider.Authorize hooks that allow every call without reading the caller or scopes", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(AllowsAll), new(ReturnsNil)},
}

// nilFuncs knows the functions that return nil on every path: the
// package's own (by fixpoint) and other packages' (ReturnsNil facts).
type nilFuncs struct {
	pass *analysis.Pass
	own  map[*types.Func]string // function → where it is declared
}

// of returns where fn is declared when it returns nil on every path.
func (nf *nilFuncs) of(fn *types.Func) (string, bool) {
	if fn == nil {
		return "", false
	}
	if w, ok := nf.own[fn]; ok {
		return w, true
	}
	var f ReturnsNil
	if fn.Pkg() != nil && fn.Pkg() != nf.pass.Pkg && nf.pass.ImportObjectFact(fn.Origin(), &f) {
		return f.Where, true
	}
	return "", false
}

// findNilFuncs finds the package's functions with one error result that
// return nil on every path, and exports ReturnsNil for the exported ones.
func findNilFuncs(pass *analysis.Pass) *nilFuncs {
	nf := &nilFuncs{pass: pass, own: map[*types.Func]string{}}
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			res := fn.Type().(*types.Signature).Results()
			if res.Len() == 1 && types.Identical(res.At(0).Type(), types.Universe.Lookup("error").Type()) {
				decls[fn] = fd
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for fn, fd := range decls {
			if _, ok := nf.own[fn]; ok {
				continue
			}
			if ok, _ := nf.alwaysNil(fd.Body); ok {
				p := pass.Fset.Position(fd.Pos())
				nf.own[fn] = fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
				changed = true
			}
		}
	}
	for fn, where := range nf.own {
		if fn.Exported() {
			pass.ExportObjectFact(fn, &ReturnsNil{Where: where})
		}
	}
	return nf
}

// delegate is a call a hook returns whose callee returns nil on every
// path.
type delegate struct {
	call  *ast.CallExpr
	name  string // pkg.Func or pkg.Type.Method
	where string
}

// alwaysNil reports whether every return statement of a body (not of its
// closures) returns the untyped nil or the result of a call of a function
// that returns nil on every path, and there is one; with those calls.
func (nf *nilFuncs) alwaysNil(body *ast.BlockStmt) (bool, []delegate) {
	info := nf.pass.TypesInfo
	n, allNil := 0, true
	var via []delegate
	ast.Inspect(body, func(x ast.Node) bool {
		if !allNil {
			return false
		}
		switch x := x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			n++
			if len(x.Results) != 1 {
				allNil = false
				return false
			}
			if tv, ok := info.Types[x.Results[0]]; ok && tv.IsNil() {
				return true
			}
			if call, ok := ast.Unparen(x.Results[0]).(*ast.CallExpr); ok {
				fn := api.Callee(info, call)
				if where, ok := nf.of(fn); ok {
					via = append(via, delegate{call, fn.Pkg().Name() + "." + recvPrefix(fn) + fn.Name(), where})
					return true
				}
			}
			allNil = false
		}
		return true
	})
	return n > 0 && allNil, via
}

// exportAllowsAll exports AllowsAll for the package's exported functions and
// methods shaped like an Authorize hook that allow every call.
func exportAllowsAll(pass *analysis.Pass, nf *nilFuncs) {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || !fn.Exported() || !hookShaped(fn.Type().(*types.Signature)) {
				continue
			}
			if ok, via := nf.alwaysNil(fd.Body); ok && !readsDecisionInput(pass.TypesInfo, fd.Type, fd.Body, via) {
				p := pass.Fset.Position(fd.Pos())
				pass.ExportObjectFact(fn, &AllowsAll{Where: fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)})
			}
		}
	}
}

// recvPrefix returns "T." for a method of the named type T, or "".
func recvPrefix(fn *types.Func) string {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name() + "."
	}
	return ""
}

// hookShaped reports whether a signature could be an Authorize hook's: a
// *cetp.Tool parameter and one error result.
func hookShaped(sig *types.Signature) bool {
	if sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Universe.Lookup("error").Type()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if api.IsType(sig.Params().At(i).Type(), "Tool") {
			return true
		}
	}
	return false
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	info := pass.TypesInfo
	var hooks []ast.Expr
	ins.Preorder([]ast.Node{(*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && api.IsField(info.Uses[id], "Provider", "Authorize") {
				hooks = append(hooks, n.Value)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return
			}
			for i, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if s := info.Selections[sel]; s != nil && api.IsField(s.Obj(), "Provider", "Authorize") {
						hooks = append(hooks, n.Rhs[i])
					}
				}
			}
		}
	})
	nf := findNilFuncs(pass)
	exportAllowsAll(pass, nf)
	seen := map[*ast.BlockStmt]bool{}
	for _, h := range hooks {
		if sel, ok := ast.Unparen(h).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal && types.IsInterface(s.Recv()) {
				ifaceHook(pass, idx, nf, h, sel, s.Obj().(*types.Func))
				continue
			}
		}
		ft, body, fn, ok := idx.FuncOf(h)
		var fact AllowsAll
		if !ok && fn != nil && fn.Pkg() != pass.Pkg && pass.ImportObjectFact(fn.Origin(), &fact) {
			ignore.Report(pass, Rule, h,
				"Authorize hook %s.%s (%s) returns nil on every path without reading req.Caller or tool.Scopes: every app may "+
					"run every tool. Check the caller's granted scopes against tool.Scopes on each call, and deny what is not "+
					"granted (§3.4, §7.2)", fn.Pkg().Name(), recvPrefix(fn)+fn.Name(), fact.Where)
			continue
		}
		if !ok || body == nil || seen[body] {
			continue
		}
		seen[body] = true
		allNil, via := nf.alwaysNil(body)
		if !allNil || readsDecisionInput(info, ft, body, via) {
			continue
		}
		what := "the Authorize hook"
		if fn != nil {
			what = "Authorize hook " + fn.Name()
		}
		if len(via) > 0 {
			d := via[0]
			ignore.Report(pass, Rule, h,
				"%s returns nil on every path: it returns %s, and %s (%s) returns nil on every path, so whatever it is given "+
					"(the caller, the tool's scopes) decides nothing and every app may run every tool. Make the helper deny what "+
					"the caller was not granted, or check the caller's granted scopes against tool.Scopes in the hook (§3.4, §7.2)",
				what, api.Render(d.call), d.name, d.where)
			continue
		}
		ignore.Report(pass, Rule, h,
			"%s returns nil on every path without reading req.Caller or tool.Scopes: every app may run every tool. "+
				"Check the caller's granted scopes against tool.Scopes on each call, and deny what is not granted (§3.4, §7.2)", what)
	}
	return nil, nil
}

// readsDecisionInput reports whether the hook reads the caller or the
// tool's scopes, or hands the request or the tool to other code — apart
// from the calls in via, whose callees return nil whatever they get.
func readsDecisionInput(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt, via []delegate) bool {
	inert := map[*ast.CallExpr]bool{}
	for _, d := range via {
		inert[d.call] = true
	}
	params := map[types.Object]bool{}
	if ft != nil && ft.Params != nil {
		for _, f := range ft.Params.List {
			t := info.TypeOf(f.Type)
			if !api.IsType(t, "Request") && !api.IsType(t, "Tool") {
				continue
			}
			for _, n := range f.Names {
				if obj := info.Defs[n]; obj != nil {
					params[obj] = true
				}
			}
		}
	}
	found := false
	ast.Inspect(body, func(x ast.Node) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s != nil && (api.IsField(s.Obj(), "Request", "Caller") || api.IsField(s.Obj(), "Tool", "Scopes")) {
				found = true
			}
		case *ast.CallExpr:
			if inert[x] {
				return false
			}
			args := x.Args
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok && info.Selections[sel] != nil {
				args = append([]ast.Expr{sel.X}, args...)
			}
			for _, a := range args {
				if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok {
					a = u.X
				}
				if id, ok := ast.Unparen(a).(*ast.Ident); ok && params[info.Uses[id]] {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// ifaceHook judges an Authorize hook that is a method of an interface
// value (Authorize: pol.Check): the value is traced to the concrete types
// stored in it, and one whose method allows every call (in this package,
// or by its AllowsAll fact) is reported. When no concrete type can be
// seen — the value is a parameter filled by another package — a note.
func ifaceHook(pass *analysis.Pass, idx *flow.Index, nf *nilFuncs, h ast.Expr, sel *ast.SelectorExpr, m *types.Func) {
	info := pass.TypesInfo
	seen := false
	var allow ast.Expr
	var allowFn *types.Func
	where := ""
	cut := idx.Trace(sel.X, func(e ast.Expr) bool {
		if allow != nil {
			return false
		}
		t := info.TypeOf(e)
		if t == nil || types.IsInterface(t) {
			return true
		}
		seen = true
		obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
		impl, _ := obj.(*types.Func)
		if impl == nil {
			return false
		}
		var fact AllowsAll
		switch {
		case impl.Pkg() != pass.Pkg && pass.ImportObjectFact(impl.Origin(), &fact):
			allow, allowFn, where = e, impl, fact.Where
		case impl.Pkg() == pass.Pkg:
			if fd := idx.Func(impl); fd != nil && fd.Body != nil {
				if ok, via := nf.alwaysNil(fd.Body); ok && !readsDecisionInput(info, fd.Type, fd.Body, via) {
					p := pass.Fset.Position(fd.Pos())
					allow, allowFn, where = e, impl, fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
				}
			}
		}
		return false
	})
	flow.ReportCut(pass, Rule, cut)
	switch {
	case allow != nil:
		ignore.Report(pass, Rule, h,
			"the Authorize hook %s calls %s on an interface value that holds %s here, and %s.%s (%s) returns nil on every "+
				"path without reading req.Caller or tool.Scopes: every app may run every tool. Wire a policy that checks "+
				"the caller's granted scopes against tool.Scopes, and deny what is not granted (§3.4, §7.2)",
			api.Render(h), m.Name(), api.Render(allow), allowFn.Pkg().Name(), recvPrefix(allowFn)+allowFn.Name(), where)
	case !seen:
		ignore.ReportNote(pass, Rule, h,
			"the Authorize hook %s is a method of an interface value whose concrete type is chosen where the value is made, "+
				"out of this package's sight: if that implementation returns nil without checking the caller against "+
				"tool.Scopes, every app may run every tool. Keep the policy's type visible here, or make sure each "+
				"implementation denies what is not granted (§3.4, §7.2)", api.Render(h))
	}
}
