package effects

import (
	"go/ast"
	"go/types"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// A function that calls a function value whose targets its package cannot
// see (a table another package fills, an exported func variable main
// assigns) may run anything there. Its callers, in its package or another,
// cannot see those targets either, so the summary carries the call to them
// (Fact.Values) and the rules say so in a note, as they do for the call
// itself.
//
// Two kinds of call are not carried:
//   - the hook fields of the SDK's own types (cetp.Provider's Session,
//     Authorize, Execute): the rules judge each hook where a Provider is
//     wired with it, so Provider.Handle calling them hides nothing, and
//     every Handle call would otherwise look incomplete;
//   - a call of a parameter (a callback, `fn(tx)`): its targets are what
//     the callers pass, which their own code holds and is scanned with
//     (a function literal counts for the function that holds it).

// Value is a call of a function value whose targets the package making it
// cannot see.
type Value struct {
	// Pkg is the import path of the package whose code makes the call.
	Pkg string
	// Func names the function holding the call: pkg.Func, pkg.T.Method.
	Func string
	// Expr renders the called value: "hooks[name]", "Fetch".
	Expr string
}

// valuesIn returns the unseen function-value calls reached inside the body
// of fn, at most maxHidden: its own calls and those its callees carry.
func (r *Result) valuesIn(fn *types.Func, body ast.Node) []Value {
	var out []Value
	add := func(v Value) {
		if len(out) < maxHidden && !containsValue(out, v) {
			out = append(out, v)
		}
	}
	holder := api.FuncName(fn)
	ast.Inspect(body, func(x ast.Node) bool {
		if len(out) >= maxHidden {
			return false
		}
		call, ok := x.(*ast.CallExpr)
		if !ok {
			return true
		}
		if r.unseenValue(call) {
			add(Value{Pkg: r.pass.Pkg.Path(), Func: holder, Expr: types.ExprString(call.Fun)})
			return true
		}
		for _, v := range r.valuesOf(call) {
			add(v)
		}
		return true
	})
	return out
}

func containsValue(list []Value, v Value) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// unseenValue reports whether call calls a function value whose targets
// the package cannot see and that is carried to callers: not an SDK hook
// field, not a parameter.
func (r *Result) unseenValue(call *ast.CallExpr) bool {
	if r.fv == nil || !r.fv.Dynamic(call) || sdkHook(r.pass.TypesInfo, call) || param(r.pass.TypesInfo, call) {
		return false
	}
	ts, _ := r.fv.Targets(call)
	return len(ts) == 0
}

// sdkHook reports whether call calls a func field of one of the SDK's
// types (p.Execute(ctx, req, tool) on a cetp.Provider).
func sdkHook(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := info.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && s.Obj().Pkg() != nil && s.Obj().Pkg().Path() == api.Path
}

// param reports whether call calls a parameter of the function or literal
// that holds it.
func param(info *types.Info, call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.Kind() == types.ParamVar
}

// valuesOf returns the unseen function-value calls a call of a declared
// function carries: from this package's summary, or from another
// package's fact when the call it names is in the analysed module (as
// interfaces are followed only there: another module's callbacks are
// that module's business).
func (r *Result) valuesOf(call *ast.CallExpr) []Value {
	fn := api.Callee(r.pass.TypesInfo, call)
	if fn == nil || interfaceMethod(fn) {
		return nil
	}
	return r.ValuesFunc(fn)
}

// ValuesFunc returns the unseen function-value calls a function reaches.
func (r *Result) ValuesFunc(fn *types.Func) []Value {
	if fn == nil {
		return nil
	}
	if v, ok := r.values[fn]; ok {
		return v
	}
	if fn.Pkg() == nil || fn.Pkg() == r.pass.Pkg {
		return nil
	}
	var f Fact
	if !r.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil
	}
	var out []Value
	for _, v := range f.Values {
		if r.inModule(v.Pkg) {
			out = append(out, v)
		}
	}
	return out
}

// ValueNote is the sentence a rule's note uses for a call of fn that
// reaches the unseen function-value call v.
func (r *Result) ValueNote(fn *types.Func, v Value) string { return r.valueText(api.FuncName(fn), v) }

// valueText is ValueNote for a callee named for a message.
func (r *Result) valueText(callee string, v Value) string {
	where := "which calls " + v.Expr
	if v.Func != callee {
		where = "which reaches " + v.Func + "'s call of " + v.Expr
	}
	if v.Pkg == r.pass.Pkg.Path() {
		return "calls " + callee + ", " + where + ", a function value whose targets this package does not store or take " +
			"(filled in another package, or handed in), so side effects behind it are not visible"
	}
	return "calls " + callee + ", " + where + ", a function value called in package " + v.Pkg + " whose targets cannot be " +
		"seen there (filled in another package, or handed in), so side effects behind it are not visible"
}
