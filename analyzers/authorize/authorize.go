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

// Analyzer reports CETP617.
var Analyzer = &analysis.Analyzer{
	Name:      "authorize",
	Doc:       api.Doc("report cetp.Provider.Authorize hooks that allow every call without reading the caller or scopes", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(AllowsAll)},
}

// exportAllowsAll exports AllowsAll for the package's exported functions and
// methods shaped like an Authorize hook that allow every call.
func exportAllowsAll(pass *analysis.Pass) {
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
			if alwaysNil(pass.TypesInfo, fd.Body) && !readsDecisionInput(pass.TypesInfo, fd.Type, fd.Body) {
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
	exportAllowsAll(pass)
	seen := map[*ast.BlockStmt]bool{}
	for _, h := range hooks {
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
		if !alwaysNil(info, body) || readsDecisionInput(info, ft, body) {
			continue
		}
		what := "the Authorize hook"
		if fn != nil {
			what = "Authorize hook " + fn.Name()
		}
		ignore.Report(pass, Rule, h,
			"%s returns nil on every path without reading req.Caller or tool.Scopes: every app may run every tool. "+
				"Check the caller's granted scopes against tool.Scopes on each call, and deny what is not granted (§3.4, §7.2)", what)
	}
	return nil, nil
}

// alwaysNil reports whether every return statement of a body (not of its
// closures) returns the untyped nil, and there is one.
func alwaysNil(info *types.Info, body *ast.BlockStmt) bool {
	n, allNil := 0, true
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			n++
			if len(x.Results) != 1 {
				allNil = false
				return false
			}
			if tv, ok := info.Types[x.Results[0]]; !ok || !tv.IsNil() {
				allNil = false
			}
		}
		return true
	})
	return n > 0 && allNil
}

// readsDecisionInput reports whether the hook reads the caller or the
// tool's scopes, or hands the request or the tool to other code.
func readsDecisionInput(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt) bool {
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
