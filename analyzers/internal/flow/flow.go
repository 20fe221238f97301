// Package flow traces where a value may come from within one package: the
// operands of an expression, the assignments to the variables it reads, and
// the results of the package's own functions it calls, with their parameters
// bound to the call's arguments.
//
// The tracing is flow-insensitive (every assignment to a variable counts)
// and bounded in depth and in the number of expressions visited, so it is
// cheap and never loops; what it cannot see (other packages, interfaces,
// closures) it leaves out, which keeps the rules built on it quiet rather
// than noisy. A trace its bounds cut short says so (Cut), and the rules
// report that as a note (ReportCut) rather than stay silent.
package flow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// Bounds on one trace (docs/budgets.md): calls into the package's own
// functions followed one inside another, and expressions visited.
const (
	MaxCallDepth = 4
	MaxVisits    = 4096
)

// Index holds a package's assignments and function bodies.
type Index struct {
	info    *types.Info
	assigns map[*types.Var][]source
	funcs   map[*types.Func]*ast.FuncDecl
	// filled maps a variable to the calls that take it, its address, or
	// it as a method receiver: rand.Read(b), sb.WriteString(s).
	filled map[*types.Var][]*ast.CallExpr
}

// source is an expression assigned to a variable; index selects one result
// of a multi-valued call (-1: the whole value).
type source struct {
	expr  ast.Expr
	index int
}

// NewIndex indexes the files of a package.
func NewIndex(info *types.Info, files []*ast.File) *Index {
	x := &Index{info: info, assigns: map[*types.Var][]source{}, funcs: map[*types.Func]*ast.FuncDecl{},
		filled: map[*types.Var][]*ast.CallExpr{}}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if fn, ok := info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
					x.funcs[fn] = n
				}
			case *ast.AssignStmt:
				x.assign(n.Lhs, n.Rhs)
			case *ast.CallExpr:
				x.fill(n)
			case *ast.CompositeLit:
				// Keyed struct fields are assignments too.
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() {
								x.assigns[v] = append(x.assigns[v], source{kv.Value, -1})
							}
						}
					}
				}
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				x.assign(lhs, n.Values)
			}
			return true
		})
	}
	return x
}

func (x *Index) fill(call *ast.CallExpr) {
	add := func(e ast.Expr) {
		if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = u.X
		}
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if v, ok := x.info.Uses[id].(*types.Var); ok && !v.IsField() && fillable(v.Type()) {
				x.filled[v] = append(x.filled[v], call)
			}
		}
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok && x.info.Selections[sel] != nil {
		add(sel.X)
	}
	for _, a := range call.Args {
		add(a)
	}
}

// fillable reports whether a call can write a value's content through it:
// byte slices and arrays, and buffers such as strings.Builder. Interfaces
// and basic values cannot be filled, only read.
func fillable(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array, *types.Struct:
		return true
	}
	return false
}

func (x *Index) assign(lhs, rhs []ast.Expr) {
	for i, l := range lhs {
		v := x.variable(l)
		if v == nil {
			continue
		}
		switch {
		case len(rhs) == len(lhs):
			x.assigns[v] = append(x.assigns[v], source{rhs[i], -1})
		case len(rhs) == 1:
			x.assigns[v] = append(x.assigns[v], source{rhs[0], i})
		}
	}
}

// variable returns the variable an assignment target names: a plain
// identifier, or a struct field selected from anything.
func (x *Index) variable(e ast.Expr) *types.Var {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := x.info.Defs[e].(*types.Var); ok {
			return v
		}
		v, _ := x.info.Uses[e].(*types.Var)
		return v
	case *ast.SelectorExpr:
		if sel := x.info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			v, _ := sel.Obj().(*types.Var)
			return v
		}
	case *ast.IndexExpr:
		// b[i] = v writes into b's content.
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
			v, _ := x.info.Uses[id].(*types.Var)
			return v
		}
	}
	return nil
}

// Func returns the declaration of a function of the package, or nil.
func (x *Index) Func(fn *types.Func) *ast.FuncDecl { return x.funcs[fn] }

// Assigned returns the expressions assigned to v anywhere in the package.
func (x *Index) Assigned(v *types.Var) []ast.Expr {
	var out []ast.Expr
	for _, s := range x.assigns[v] {
		out = append(out, s.expr)
	}
	return out
}

// Visit is called for each expression a traced value may come from. It
// returns false to stop descending into e.
type Visit func(e ast.Expr) bool

// Trace calls visit for e and, recursively, every expression its value may
// come from. The Cut says whether a bound stopped it before it saw them
// all.
func (x *Index) Trace(e ast.Expr, visit Visit) Cut {
	t := &tracer{x: x, visit: visit, seen: map[visited]bool{}, cut: Cut{Root: e}}
	t.expr(e, -1, nil, 0)
	return t.cut
}

// Cut says where a trace stopped short of some expressions the value may
// come from, because of one of its bounds. The zero Cut (Hit false) is a
// complete trace.
type Cut struct {
	// Root is the traced expression.
	Root ast.Expr
	// Visits is set when the trace stopped after MaxVisits expressions.
	Visits bool
	// Deep is the first call into the package's own code that was not
	// followed because it was MaxCallDepth calls deep, or nil; its result
	// was taken as made of its receiver and arguments. DeepFunc is its
	// callee.
	Deep     *ast.CallExpr
	DeepFunc *types.Func
}

// Hit reports whether a bound cut the trace short.
func (c Cut) Hit() bool { return c.Visits || c.Deep != nil }

// Pos and End make a Cut the range of its note: the traced expression.
func (c Cut) Pos() token.Pos { return c.Root.Pos() }
func (c Cut) End() token.Pos { return c.Root.End() }

// String says which bound was hit, for a note.
func (c Cut) String() string {
	switch {
	case c.Visits:
		return fmt.Sprintf("the Go value tracer's budget of %d expressions per value ran out", MaxVisits)
	case c.Deep != nil:
		return fmt.Sprintf("the Go value tracer follows the package's own functions at most %d calls deep (its budget per value) "+
			"and took what %s returns as made of its arguments, without reading it", MaxCallDepth, c.DeepFunc.Name())
	}
	return ""
}

type tracer struct {
	x      *Index
	visit  Visit
	seen   map[visited]bool
	visits int
	cut    Cut
}

// visited is an expression reached under one binding (nil outside the
// package's calls): the same expression under another call's binding may
// mean something else, so it is traced again, but never twice under the
// same one, which would only loop (i := range b; b[i] = …).
type visited struct {
	e ast.Expr
	b *binding
}

// binding maps a traced function's parameters to one call's arguments,
// each with the binding of the caller it came from.
type binding struct {
	args map[*types.Var]arg
}

func (b *binding) arg(v *types.Var) (arg, bool) {
	if b == nil {
		return arg{}, false
	}
	a, ok := b.args[v]
	return a, ok
}

type arg struct {
	expr ast.Expr
	b    *binding
}

func (t *tracer) expr(e ast.Expr, index int, b *binding, depth int) {
	if e == nil {
		return
	}
	if t.visits >= MaxVisits {
		t.cut.Visits = true
		return
	}
	if t.seen[visited{e, b}] {
		return
	}
	t.seen[visited{e, b}] = true
	t.visits++
	if !t.visit(e) {
		return
	}
	info := t.x.info
	switch e := e.(type) {
	case *ast.ParenExpr:
		t.expr(e.X, index, b, depth)
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok {
			return
		}
		if a, ok := b.arg(v); ok {
			t.expr(a.expr, -1, a.b, depth)
			return
		}
		for _, s := range t.x.assigns[v] {
			t.expr(s.expr, s.index, b, depth)
		}
		for _, call := range t.x.filled[v] {
			t.expr(call, -1, b, depth)
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			t.expr(e.X, -1, b, depth)
			if v, ok := sel.Obj().(*types.Var); ok {
				for _, s := range t.x.assigns[v] {
					t.expr(s.expr, s.index, nil, depth)
				}
			}
			return
		}
		if _, ok := info.Uses[e.Sel].(*types.Var); ok { // qualified package var
			t.expr(e.Sel, index, b, depth)
		}
	case *ast.BinaryExpr:
		t.expr(e.X, -1, b, depth)
		t.expr(e.Y, -1, b, depth)
	case *ast.UnaryExpr:
		t.expr(e.X, -1, b, depth)
	case *ast.StarExpr:
		t.expr(e.X, -1, b, depth)
	case *ast.IndexExpr:
		t.expr(e.X, -1, b, depth)
	case *ast.SliceExpr:
		t.expr(e.X, -1, b, depth)
	case *ast.TypeAssertExpr:
		t.expr(e.X, -1, b, depth)
	case *ast.CompositeLit:
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			t.expr(el, -1, b, depth)
		}
	case *ast.CallExpr:
		t.call(e, index, b, depth)
	}
}

func (t *tracer) call(call *ast.CallExpr, index int, b *binding, depth int) {
	info := t.x.info
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() { // conversion
		for _, a := range call.Args {
			t.expr(a, -1, b, depth)
		}
		return
	}
	fn := typeutil.StaticCallee(info, call)
	decl := t.x.funcs[fn]
	if decl != nil && depth >= MaxCallDepth && t.cut.Deep == nil {
		t.cut.Deep, t.cut.DeepFunc = call, fn
	}
	if decl == nil || depth >= MaxCallDepth {
		// Outside the package (or too deep): assume the result is made
		// of the receiver and arguments, as fmt.Sprintf and strconv are.
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil {
				t.expr(sel.X, -1, b, depth)
			}
		}
		for _, a := range call.Args {
			t.expr(a, -1, b, depth)
		}
		return
	}
	inner := &binding{args: map[*types.Var]arg{}}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && decl.Recv != nil && len(decl.Recv.List) == 1 && len(decl.Recv.List[0].Names) == 1 {
			if rv, ok := info.Defs[decl.Recv.List[0].Names[0]].(*types.Var); ok {
				inner.args[rv] = arg{sel.X, b}
			}
		}
	}
	params := sig.Params()
	for i := 0; i < params.Len() && i < len(call.Args); i++ {
		if sig.Variadic() && i == params.Len()-1 {
			break
		}
		inner.args[params.At(i)] = arg{call.Args[i], b}
	}
	for _, r := range returns(decl) {
		switch {
		case len(r.Results) == 0:
			// Bare return: the named results.
			res := sig.Results()
			for i := 0; i < res.Len(); i++ {
				if index < 0 || index == i {
					for _, s := range t.x.assigns[res.At(i)] {
						t.expr(s.expr, s.index, inner, depth+1)
					}
				}
			}
		case len(r.Results) == 1 && sig.Results().Len() > 1:
			t.expr(r.Results[0], index, inner, depth+1)
		default:
			for i, res := range r.Results {
				if index < 0 || index == i {
					t.expr(res, -1, inner, depth+1)
				}
			}
		}
	}
}

// returns lists the return statements of decl, not of its closures.
func returns(decl *ast.FuncDecl) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			out = append(out, n)
		}
		return true
	})
	return out
}

// FuncOf resolves an expression used as a function value to the code it
// runs: a function literal, one of the package's functions, a method value
// (a.execute), or a variable assigned exactly once to one of these. fn is
// nil for a literal; ok is false when the code is not in this package.
func (x *Index) FuncOf(e ast.Expr) (ft *ast.FuncType, body *ast.BlockStmt, fn *types.Func, ok bool) {
	for range 8 {
		switch v := ast.Unparen(e).(type) {
		case *ast.FuncLit:
			return v.Type, v.Body, nil, true
		case *ast.Ident, *ast.SelectorExpr:
			var obj types.Object
			if id, isID := v.(*ast.Ident); isID {
				obj = x.info.Uses[id]
			} else {
				sel := v.(*ast.SelectorExpr)
				if s := x.info.Selections[sel]; s != nil {
					obj = s.Obj()
				} else {
					obj = x.info.Uses[sel.Sel]
				}
			}
			switch o := obj.(type) {
			case *types.Func:
				if d := x.funcs[o]; d != nil {
					return d.Type, d.Body, o, true
				}
				return nil, nil, o, false
			case *types.Var:
				srcs := x.assigns[o]
				if len(srcs) != 1 || srcs[0].index >= 0 {
					return nil, nil, nil, false
				}
				e = srcs[0].expr
				continue
			}
			return nil, nil, nil, false
		default:
			return nil, nil, nil, false
		}
	}
	return nil, nil, nil, false
}

// Returners maps every expression the results of the package's functions
// may come from (as Trace sees them) to the functions that return it,
// for the functions keep accepts. Rules use it to tell a value that leaves
// the package through an exported function, whose verdict belongs to the
// packages that call it.
func (x *Index) Returners(keep func(*types.Func) bool) map[ast.Expr][]*types.Func {
	out := map[ast.Expr][]*types.Func{}
	for fn, decl := range x.funcs {
		if !keep(fn) {
			continue
		}
		for _, r := range returns(decl) {
			for _, res := range r.Results {
				x.Trace(res, func(e ast.Expr) bool {
					if l := out[e]; len(l) == 0 || l[len(l)-1] != fn {
						out[e] = append(out[e], fn)
					}
					return true
				})
			}
		}
	}
	return out
}

// ReturnsType reports whether one of fn's results is cetp.<name> or a
// pointer to one.
func ReturnsType(fn *types.Func, name string) bool {
	res := fn.Type().(*types.Signature).Results()
	for i := 0; i < res.Len(); i++ {
		if api.IsType(res.At(i).Type(), name) {
			return true
		}
	}
	return false
}
