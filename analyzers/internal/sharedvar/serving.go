package sharedvar

import (
	"fmt"
	"go/ast"
	"go/types"
	"maps"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Which code serves a Provider is one question for CETP608 and CETP625
// alike, so one analyzer answers it and both rules require it:
//   - FuncServes, on a function: the shared Provider variables it serves when
//     called (calls their Handle, hands them on to code that serves them),
//     itself or through its callees;
//   - ServesAlways, on a package: those its initializers and init
//     functions serve whenever it is linked;
//   - ParamUses, on a function that takes a Provider (a *cetp.Provider, or
//     an interface asking for Handle): what it does with each such
//     parameter — serves it, only reads its fields, or hands it where that
//     cannot be seen. A call is judged by that, not by the parameter's
//     type: a helper that prints a Provider's tools serves nothing.

// FuncServes is the fact of a function that, when called, serves other
// packages' (or its own package's) exported Provider variables: it calls
// their Handle or hands them on to code that serves them, itself or
// through the functions it calls. A main package that calls it serves
// them.
type FuncServes struct {
	// Vars are the variables' keys (Key).
	Vars []string
}

// AFact marks FuncServes as an analysis fact.
func (*FuncServes) AFact() {}

func (f *FuncServes) String() string { return "serves " + strings.Join(f.Vars, ", ") }

// ServesAlways is the package fact of a package whose initializers or
// init functions serve exported Provider variables: linking it serves
// them.
type ServesAlways struct {
	Vars []string
}

// AFact marks ServesAlways as an analysis fact.
func (*ServesAlways) AFact() {}

func (f *ServesAlways) String() string { return "serves when linked " + strings.Join(f.Vars, ", ") }

// ParamUses is the fact of a function with Provider parameters: what it
// does with the Provider handed to each. A slice sorted by parameter index,
// not a map: gob encodes a map in iteration order, and a fact's encoding
// must be deterministic.
type ParamUses struct {
	Uses []ParamUse
}

// ParamUse is what a function does with the Provider of parameter Index.
type ParamUse struct {
	Index int
	Use   Use
}

// AFact marks ParamUses as an analysis fact.
func (*ParamUses) AFact() {}

func (f *ParamUses) String() string {
	var parts []string
	for _, u := range f.Uses {
		parts = append(parts, fmt.Sprintf("%d %s", u.Index, u.Use))
	}
	return "parameters: " + strings.Join(parts, ", ")
}

func (u Use) String() string {
	switch u {
	case Inspects:
		return "inspected"
	case Serves:
		return "served"
	case Returns:
		return "returned"
	}
	return "out of sight"
}

// paramUses judges what fn does with the Provider handed as its i-th
// parameter; ok is false when that is not known (a function value, an
// interface method, a function without a summary).
type paramUses func(fn *types.Func, i int) (u Use, ok bool)

// Analyzer computes the serving facts for the rules that judge shared
// Providers (executor, session). Its result is *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "cetpserving",
	Doc:        "find the code that serves CETP Providers (calls Handle, hands them on to code that does), for cetpaudit's rules",
	URL:        version.DocURL("docs/go-providers.md"),
	Run:        runServing,
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(FuncServes), new(ServesAlways), new(ParamUses)},
}

// Result answers which code of the package and of its imports serves
// Providers.
type Result struct {
	pass   *analysis.Pass
	params map[*types.Func]map[int]Use
	// Serving is the package's own: what its functions serve, and what
	// linking it serves.
	Serving Serving
	// ServedBy maps the keys of shared variables to a package linked
	// into the program that serves them whenever linked.
	ServedBy map[string]*types.Package
}

// ServesOf returns the shared variables a function of another package (or
// this one) serves when called.
func (r *Result) ServesOf(fn *types.Func) []string {
	if fn.Pkg() == r.pass.Pkg {
		return r.Serving.Funcs[fn]
	}
	var f FuncServes
	if r.pass.ImportObjectFact(fn, &f) {
		return f.Vars
	}
	return nil
}

// CallsServes reports whether the package names another package's
// function that serves a shared Provider variable.
func (r *Result) CallsServes() bool {
	for _, obj := range r.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg && len(r.ServesOf(fn.Origin())) > 0 {
			return true
		}
	}
	return false
}

func (r *Result) paramUse(fn *types.Func, i int) (Use, bool) {
	fn = fn.Origin()
	if fn.Pkg() == r.pass.Pkg {
		u, ok := r.params[fn][i]
		return u, ok
	}
	var f ParamUses
	if fn.Pkg() != nil && r.pass.ImportObjectFact(fn, &f) {
		for _, u := range f.Uses {
			if u.Index == i {
				return u.Use, true
			}
		}
	}
	return 0, false
}

func runServing(pass *analysis.Pass) (any, error) {
	r := &Result{pass: pass, params: map[*types.Func]map[int]Use{}, Serving: Serving{Funcs: map[*types.Func][]string{}},
		ServedBy: map[string]*types.Package{}}
	if api.IsStd(pass.Pkg.Path()) {
		return r, nil
	}
	r.paramFixpoint()
	for fn, uses := range r.params {
		if fn.Exported() || fn.Type().(*types.Signature).Recv() != nil {
			f := &ParamUses{}
			for _, i := range slices.Sorted(maps.Keys(uses)) {
				f.Uses = append(f.Uses, ParamUse{i, uses[i]})
			}
			pass.ExportObjectFact(fn, f)
		}
	}
	imported := func(fn *types.Func) []string {
		var f FuncServes
		if pass.ImportObjectFact(fn, &f) {
			return f.Vars
		}
		return nil
	}
	r.Serving = served(pass, imported, r.paramUse)
	for fn, keys := range r.Serving.Funcs {
		if fn.Exported() || fn.Type().(*types.Signature).Recv() != nil {
			pass.ExportObjectFact(fn, &FuncServes{Vars: keys})
		}
	}
	if len(r.Serving.Always) > 0 {
		pass.ExportPackageFact(&ServesAlways{Vars: r.Serving.Always})
	}
	r.ServedBy = ServedBy(pass, func(f *ServesAlways) []string { return f.Vars })
	return r, nil
}

// paramFixpoint computes what each of the package's functions (outside
// _test.go files) does with its Provider parameters. A use that serves
// wins over one out of sight, which wins over reading fields; starting
// from "reads" and growing, handing the parameter to another of the
// package's functions takes that function's answer, to a fixed point.
func (r *Result) paramFixpoint() {
	info := r.pass.TypesInfo
	type decl struct {
		fd     *ast.FuncDecl
		fn     *types.Func
		params map[*types.Var]int
	}
	var decls []decl
	funcDecls(r.pass, true, func(fd *ast.FuncDecl, fn *types.Func) {
		ps := map[*types.Var]int{}
		sig := fn.Type().(*types.Signature)
		for i := 0; i < sig.Params().Len(); i++ {
			// A variadic ...*cetp.Provider is a slice here: its
			// calls stay judged by the type.
			if v := sig.Params().At(i); place(v.Type()) == Serves {
				ps[v] = i
			}
		}
		if len(ps) == 0 {
			return
		}
		decls = append(decls, decl{fd, fn, ps})
		r.params[fn] = map[int]Use{}
		for _, i := range ps {
			r.params[fn][i] = Inspects
		}
	})
	rank := func(u Use) int {
		switch u {
		case Serves:
			return 3
		case Unknown:
			return 2
		case Returns:
			return 1
		}
		return 0
	}
	for changed := true; changed; {
		changed = false
		for _, d := range decls {
			stack := []ast.Node{d.fd}
			ast.Inspect(d.fd.Body, func(n ast.Node) bool {
				if n == nil {
					stack = stack[:len(stack)-1]
					return true
				}
				if id, ok := n.(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						if i, ok := d.params[v]; ok {
							u := classify(info, id, stack, 0, r.paramUse)
							if returned(id, stack) {
								u = Returns // the caller's use decides
							}
							if rank(u) > rank(r.params[d.fn][i]) {
								r.params[d.fn][i] = u
								changed = true
							}
						}
					}
				}
				stack = append(stack, n)
				return true
			})
		}
	}
}

// returned reports whether id (stack holds its ancestors) is a result of
// a return statement of the declared function itself, not of a literal
// inside it.
func returned(id *ast.Ident, stack []ast.Node) bool {
	var e ast.Node = id
	for i := len(stack) - 1; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			e = p
			continue
		case *ast.ReturnStmt:
			for _, r := range p.Results {
				if r == e {
					for j := i - 1; j >= 0; j-- {
						if _, ok := stack[j].(*ast.FuncLit); ok {
							return false
						}
					}
					return true
				}
			}
		}
		return false
	}
	return false
}
