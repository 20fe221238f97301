// Package funcvals resolves calls of function values — a handler looked
// up in a map, a func kept in a struct field, a slice of hooks walked by
// range — to the functions and literals the package stores there, so the
// rules that follow calls (side effects, deadline checks, token sources)
// do not stop at the first table-driven dispatch.
//
// A called value is followed back through the variables, struct fields,
// maps and slices it is read from, to what the package stores in them:
// assignments, keyed struct literals, composite literals, m[k] = v and
// append. When that trail ends somewhere the package cannot see (a
// parameter, another package's variable, a function's result), the
// function values the package takes whose signature is the called one and
// mentions a cetp type are taken instead: a handler table is filled and
// called in the same package or program far more often than not. When
// neither finds anything the call is unresolved, and callers say so in a
// note.
package funcvals

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// maxDepth bounds how many variables, fields and containers one
// resolution goes through.
const maxDepth = 8

// Target is one function a call of a function value may run: a declared
// function or method (Fn), or a function literal (Lit).
type Target struct {
	Fn  *types.Func
	Lit *ast.FuncLit
}

// Index holds what a package stores into variables, fields and containers
// of function values.
type Index struct {
	info *types.Info
	// assigns holds the whole values stored into a variable or field.
	assigns map[*types.Var][]ast.Expr
	// elems holds the values stored as elements: m[k] = v, s[i] = v,
	// s = append(s, v).
	elems map[*types.Var][]ast.Expr
	// ranged maps a range loop's value variable to the ranged container.
	ranged map[*types.Var][]ast.Expr
	// taken lists the function values the package takes without calling
	// them on the spot.
	taken []Target
	// memo caches Targets: the rules ask again for each round of their
	// fixpoints. Several analyzers share one Index (the effects result)
	// and may run at once, hence the lock.
	mu   sync.Mutex
	memo map[*ast.CallExpr]resolved
}

type resolved struct {
	ts     []Target
	byType bool
}

// New indexes the files of a package.
func New(info *types.Info, files []*ast.File) *Index {
	x := &Index{info: info, assigns: map[*types.Var][]ast.Expr{}, elems: map[*types.Var][]ast.Expr{},
		ranged: map[*types.Var][]ast.Expr{}, memo: map[*ast.CallExpr]resolved{}}
	for _, f := range files {
		called := map[ast.Node]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				called[ast.Unparen(n.Fun)] = true
			case *ast.AssignStmt:
				x.assign(n.Lhs, n.Rhs)
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				x.assign(lhs, n.Values)
			case *ast.RangeStmt:
				if id, ok := n.Value.(*ast.Ident); ok && id != nil {
					if v := x.variable(id); v != nil {
						x.ranged[v] = append(x.ranged[v], n.X)
					}
				}
			case *ast.CompositeLit:
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() {
								x.assigns[v] = append(x.assigns[v], kv.Value)
							}
						}
					}
				}
			case *ast.FuncLit:
				if !called[n] {
					x.taken = append(x.taken, Target{Lit: n})
				}
			case *ast.SelectorExpr:
				if fn, ok := info.Uses[n.Sel].(*types.Func); ok {
					called[n.Sel] = true // the selector decides, not its name
					if !called[n] {
						x.taken = append(x.taken, Target{Fn: fn})
					}
				}
			case *ast.Ident:
				if fn, ok := info.Uses[n].(*types.Func); ok && !called[n] {
					x.taken = append(x.taken, Target{Fn: fn})
				}
			}
			return true
		})
	}
	return x
}

func (x *Index) assign(lhs, rhs []ast.Expr) {
	for i, l := range lhs {
		var r ast.Expr
		switch {
		case len(rhs) == len(lhs):
			r = rhs[i]
		case len(rhs) == 1 && i == 0:
			// v, ok := m[k] and v, ok := x.(T): the value is the first.
			switch ast.Unparen(rhs[0]).(type) {
			case *ast.IndexExpr, *ast.TypeAssertExpr:
				r = rhs[0]
			}
		}
		if r == nil {
			continue
		}
		if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok {
			if v := x.variable(ix.X); v != nil {
				x.elems[v] = append(x.elems[v], r)
			}
			continue
		}
		if v := x.variable(l); v != nil {
			x.assigns[v] = append(x.assigns[v], r)
		}
	}
}

// variable returns the variable or field an expression names.
func (x *Index) variable(e ast.Expr) *types.Var {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := x.info.Defs[e].(*types.Var); ok && v != nil {
			return v
		}
		v, _ := x.info.Uses[e].(*types.Var)
		return v
	case *ast.SelectorExpr:
		if s := x.info.Selections[e]; s != nil && s.Kind() == types.FieldVal {
			v, _ := s.Obj().(*types.Var)
			return v
		}
		v, _ := x.info.Uses[e.Sel].(*types.Var)
		return v
	}
	return nil
}

// Dynamic reports whether call calls a function value rather than a
// declared function, a method, a builtin or a conversion.
func (x *Index) Dynamic(call *ast.CallExpr) bool {
	if api.Callee(x.info, call) != nil {
		return false
	}
	tv, ok := x.info.Types[call.Fun]
	if !ok || tv.IsType() || tv.IsBuiltin() {
		return false
	}
	_, ok = tv.Type.Underlying().(*types.Signature)
	if !ok {
		return false
	}
	// A literal called on the spot is code inside the function already.
	_, lit := ast.Unparen(call.Fun).(*ast.FuncLit)
	return !lit
}

// Targets returns what a call of a function value may run. byType is set
// when the trail of stores ended out of sight and the targets are the
// package's function values of the called signature instead. An empty
// result for a Dynamic call means the targets cannot be seen.
func (x *Index) Targets(call *ast.CallExpr) (ts []Target, byType bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if r, ok := x.memo[call]; ok {
		return r.ts, r.byType
	}
	ts, byType = x.targets(call)
	x.memo[call] = resolved{ts, byType}
	return ts, byType
}

func (x *Index) targets(call *ast.CallExpr) (ts []Target, byType bool) {
	if !x.Dynamic(call) {
		return nil, false
	}
	r := resolver{x: x, seen: map[ast.Expr]bool{}, held: map[*types.Var]bool{}, targets: map[Target]bool{}}
	r.value(call.Fun, 0)
	if !r.open && len(r.out) > 0 {
		return r.out, false
	}
	sig := x.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if !mentionsCETP(sig) {
		return r.out, false
	}
	for _, t := range x.taken {
		if !r.targets[t] && types.Identical(stripRecv(x.signature(t)), sig) {
			r.targets[t] = true
			r.out = append(r.out, t)
		}
	}
	return r.out, len(r.out) > 0
}

func (x *Index) signature(t Target) *types.Signature {
	if t.Fn != nil {
		return t.Fn.Type().(*types.Signature)
	}
	s, _ := x.info.TypeOf(t.Lit).(*types.Signature)
	return s
}

func stripRecv(s *types.Signature) *types.Signature {
	if s == nil || s.Recv() == nil {
		return s
	}
	return types.NewSignatureType(nil, nil, nil, s.Params(), s.Results(), s.Variadic())
}

// mentionsCETP reports whether a parameter of sig is a cetp type (a
// request, a tool): the signatures of handler tables, for which a match
// by type alone is a fair guess.
func mentionsCETP(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == api.Path {
			return true
		}
	}
	return false
}

type resolver struct {
	x       *Index
	seen    map[ast.Expr]bool
	held    map[*types.Var]bool // containers already followed
	targets map[Target]bool
	out     []Target
	open    bool // some trail ended out of sight
}

func (r *resolver) add(t Target) {
	if !r.targets[t] {
		r.targets[t] = true
		r.out = append(r.out, t)
	}
}

// value follows an expression whose value is a function.
func (r *resolver) value(e ast.Expr, depth int) {
	e = ast.Unparen(e)
	if depth > maxDepth || r.seen[e] {
		r.open = r.open || depth > maxDepth
		return
	}
	r.seen[e] = true
	info := r.x.info
	switch e := e.(type) {
	case *ast.FuncLit:
		r.add(Target{Lit: e})
		return
	case *ast.Ident:
		if id := e; id.Name == "nil" {
			return
		}
		if fn, ok := info.Uses[e].(*types.Func); ok {
			r.add(Target{Fn: fn})
			return
		}
	case *ast.SelectorExpr:
		if fn, ok := info.Uses[e.Sel].(*types.Func); ok {
			r.add(Target{Fn: fn})
			return
		}
	case *ast.IndexExpr:
		if _, ok := info.TypeOf(e.X).Underlying().(*types.Signature); ok {
			break // a generic function instantiated: not followed
		}
		r.elements(e.X, depth+1)
		return
	}
	v := r.x.variable(e)
	if v == nil {
		r.open = true
		return
	}
	srcs, cont := r.x.assigns[v], r.x.ranged[v]
	if len(srcs) == 0 && len(cont) == 0 {
		r.open = true // a parameter, or stored out of sight
		return
	}
	for _, s := range srcs {
		r.value(s, depth+1)
	}
	for _, c := range cont {
		r.elements(c, depth+1)
	}
}

// elements follows a container (map, slice, array) to the function values
// stored in it.
func (r *resolver) elements(e ast.Expr, depth int) {
	e = ast.Unparen(e)
	if depth > maxDepth {
		r.open = true
		return
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			r.value(el, depth+1)
		}
		return
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if b, ok := r.x.info.Uses[id].(*types.Builtin); ok {
				switch b.Name() {
				case "make":
					return // empty until stored into
				case "append":
					if len(e.Args) > 0 {
						r.elements(e.Args[0], depth+1)
					}
					for i, a := range e.Args[1:] {
						if i == len(e.Args)-2 && e.Ellipsis != token.NoPos {
							r.elements(a, depth+1)
							continue
						}
						r.value(a, depth+1)
					}
					return
				}
			}
		}
	}
	v := r.x.variable(e)
	if v == nil {
		r.open = true
		return
	}
	if r.held[v] {
		return
	}
	r.held[v] = true
	srcs, els := r.x.assigns[v], r.x.elems[v]
	if len(srcs) == 0 && len(els) == 0 {
		r.open = true
		return
	}
	for _, s := range srcs {
		r.elements(s, depth+1)
	}
	for _, s := range els {
		r.value(s, depth+1)
	}
}
