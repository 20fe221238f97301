package executor

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP608"

// Analyzer reports CETP608.
var Analyzer = &analysis.Analyzer{
	Name:     "executor",
	Doc:      api.Doc("report CETP Providers that declare mutating tools without a MutationExecutor", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, declcheck.Analyzer},
	Run:      run,
}

// maxNamed bounds how many tools a message lists.
const maxNamed = 3

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	decls := pass.ResultOf[declcheck.Analyzer].(*declcheck.Result)
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	ev := decleval.New(pass.TypesInfo, pass.Files, idx)
	info := pass.TypesInfo
	ps := params(info, pass.Files)

	// The variable each Provider literal is bound to, and the Provider
	// variables whose Executor is set after construction.
	bound := map[*ast.CompositeLit]*types.Var{}
	setLater := map[*types.Var]bool{}
	ins.WithStack([]ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			if api.IsType(info.TypeOf(n), "Provider") {
				if v := bindingOf(info, n, stack); v != nil {
					bound[n] = v
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, l := range n.Lhs {
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok {
					continue
				}
				s := info.Selections[sel]
				if s == nil || !api.IsField(s.Obj(), "Provider", "Executor") || none(ev, info, ps, n.Rhs[i]) {
					continue
				}
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						setLater[v] = true
					}
				}
			}
		}
		return true
	})

	for p, set := range decls.Providers {
		if x := ev.Field(p, "Executor"); x != nil && !none(ev, info, ps, x) {
			continue
		}
		if v := bound[p]; v != nil && setLater[v] {
			continue
		}
		if set.Tools == nil {
			continue
		}
		var mutating []string
		for _, t := range set.Tools.Tools.Items {
			if t == nil {
				continue
			}
			effect := t.Annotations.EffectValue()
			if effect == "" || !effect.Mutating() {
				continue
			}
			mutating = append(mutating, ignore.Quote(t.Label())+" ("+string(effect)+")")
		}
		if len(mutating) == 0 {
			continue
		}
		list := strings.Join(mutating[:min(len(mutating), maxNamed)], ", ")
		if len(mutating) > maxNamed {
			list += ", …"
		}
		ignore.Report(pass, Rule, p,
			"provider declares mutating tools %s but wires no MutationExecutor; a retried request would run the mutation again. "+
				"Set Executor to a durable deduplication store that commits the request reservation, mutation and result together (§6, §10)",
			list)
	}
	return nil, nil
}

// bindingOf returns the variable a Provider literal (or its address) is
// assigned to where it is written, or nil.
func bindingOf(info *types.Info, lit *ast.CompositeLit, stack []ast.Node) *types.Var {
	var val ast.Node = lit
	i := len(stack) - 2
	if i >= 0 {
		if u, ok := stack[i].(*ast.UnaryExpr); ok && u.X == lit {
			val = u
			i--
		}
	}
	if i < 0 {
		return nil
	}
	var lhs []ast.Expr
	var rhs []ast.Expr
	switch st := stack[i].(type) {
	case *ast.AssignStmt:
		lhs, rhs = st.Lhs, st.Rhs
	case *ast.ValueSpec:
		for _, n := range st.Names {
			lhs = append(lhs, n)
		}
		rhs = st.Values
	default:
		return nil
	}
	for j, r := range rhs {
		if r != val || j >= len(lhs) {
			continue
		}
		if id, ok := lhs[j].(*ast.Ident); ok {
			if v, ok := info.Defs[id].(*types.Var); ok {
				return v
			}
			v, _ := info.Uses[id].(*types.Var)
			return v
		}
	}
	return nil
}

// none reports whether an Executor value is certainly no executor: nil, or
// a variable of the package that is never assigned anything but nil.
// Parameters and values from elsewhere count as executors.
func none(ev *decleval.Eval, info *types.Info, params map[*types.Var]bool, x ast.Expr) bool {
	if ev.IsNil(x) {
		return true
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || params[v] {
		return false
	}
	for _, src := range ev.Assigned(v) {
		if !ev.IsNil(src) {
			return false
		}
	}
	return true
}

// params returns the parameters and named results of the package's
// functions and function literals: values supplied from outside.
func params(info *types.Info, files []*ast.File) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	add := func(ft *ast.FuncType) {
		for _, fl := range []*ast.FieldList{ft.Params, ft.Results} {
			if fl == nil {
				continue
			}
			for _, f := range fl.List {
				for _, n := range f.Names {
					if v, ok := info.Defs[n].(*types.Var); ok {
						out[v] = true
					}
				}
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				add(n.Type)
			case *ast.FuncLit:
				add(n.Type)
			}
			return true
		})
	}
	return out
}
