// Package decleval evaluates Go declarations of cetp types — composite
// literals of cetp.Tool, cetp.Scope, cetp.ProviderDescriptor and
// cetp.Provider — statically: fields by name, constant values, and simple
// indirection through package-level and local variables.
//
// What it cannot evaluate (values computed at run time, values from other
// packages' variables) it reports as unknown, and the checks built on it
// skip unknown values instead of guessing.
package decleval

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
)

// maxDepth bounds indirection chains (a = b; b = c; ...).
const maxDepth = 8

// Eval evaluates declarations of one package.
type Eval struct {
	info   *types.Info
	idx    *flow.Index
	consts map[*types.Const]ast.Expr
}

// New returns an evaluator over a package's files.
func New(info *types.Info, files []*ast.File, idx *flow.Index) *Eval {
	e := &Eval{info: info, idx: idx, consts: map[*types.Const]ast.Expr{}}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				if len(vs.Values) != len(vs.Names) {
					continue
				}
				for i, id := range vs.Names {
					if c, ok := info.Defs[id].(*types.Const); ok {
						e.consts[c] = vs.Values[i]
					}
				}
			}
		}
	}
	return e
}

// Assigned returns the expressions assigned to v in the package.
func (e *Eval) Assigned(v *types.Var) []ast.Expr { return e.idx.Assigned(v) }

// ConstInit returns the expression a package constant is declared with, or
// nil (iota-derived and other packages' constants included).
func (e *Eval) ConstInit(c *types.Const) ast.Expr { return e.consts[c] }

// Info returns the type information the evaluator uses.
func (e *Eval) Info() *types.Info { return e.info }

// Literals resolves x to the composite literals it denotes: x itself, &lit,
// a variable with exactly one assignment anywhere in the package, or
// append(a, b, c...) of those. ok is false when some part is unknown.
func (e *Eval) Literals(x ast.Expr) (lits []*ast.CompositeLit, ok bool) {
	return e.literals(x, 0)
}

func (e *Eval) literals(x ast.Expr, depth int) ([]*ast.CompositeLit, bool) {
	if depth > maxDepth || x == nil {
		return nil, false
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.CompositeLit:
		return []*ast.CompositeLit{x}, true
	case *ast.UnaryExpr:
		return e.literals(x.X, depth+1)
	case *ast.Ident, *ast.SelectorExpr:
		v := e.variable(x)
		if v == nil {
			return nil, false
		}
		srcs := e.idx.Assigned(v)
		if len(srcs) != 1 {
			return nil, false
		}
		return e.literals(srcs[0], depth+1)
	case *ast.CallExpr:
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
			if b, ok := e.info.Uses[id].(*types.Builtin); ok && b.Name() == "append" {
				var out []*ast.CompositeLit
				all := true
				for _, a := range x.Args {
					ls, ok := e.literals(a, depth+1)
					all = all && ok
					out = append(out, ls...)
				}
				return out, all
			}
		}
	}
	return nil, false
}

func (e *Eval) variable(x ast.Expr) *types.Var {
	switch x := x.(type) {
	case *ast.Ident:
		v, _ := e.info.Uses[x].(*types.Var)
		return v
	case *ast.SelectorExpr:
		v, _ := e.info.Uses[x.Sel].(*types.Var)
		if v != nil && v.IsField() {
			return nil // a field of some value: not one declaration
		}
		return v
	}
	return nil
}

// Elements resolves x to a slice literal and returns its element
// expressions (across append). ok is false when some part is unknown.
func (e *Eval) Elements(x ast.Expr) (elems []ast.Expr, ok bool) {
	lits, ok := e.Literals(x)
	for _, l := range lits {
		if _, isSlice := e.under(l).(*types.Slice); isSlice {
			elems = append(elems, l.Elts...)
			continue
		}
		if _, isArray := e.under(l).(*types.Array); isArray {
			elems = append(elems, l.Elts...)
			continue
		}
		elems = append(elems, l) // an element passed to append directly
	}
	return elems, ok
}

func (e *Eval) under(l *ast.CompositeLit) types.Type {
	t := e.info.TypeOf(l)
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// Struct resolves x to a struct literal. It returns nil when x is not one
// known literal.
func (e *Eval) Struct(x ast.Expr) *ast.CompositeLit {
	lits, ok := e.Literals(x)
	if !ok || len(lits) != 1 {
		return nil
	}
	if _, ok := e.under(lits[0]).(*types.Struct); !ok {
		return nil
	}
	return lits[0]
}

// Field returns the expression given for the named field of a struct
// literal, keyed or positional, or nil when the field is left out.
func (e *Eval) Field(lit *ast.CompositeLit, name string) ast.Expr {
	st, _ := e.under(lit).(*types.Struct)
	if st == nil {
		return nil
	}
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Name() == name {
			return el
		}
	}
	return nil
}

// String returns the constant string value of x, through variables with a
// single assignment. ok is false when it is not a known constant.
func (e *Eval) String(x ast.Expr) (string, bool) {
	c := e.Constant(x)
	if c == nil || c.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c), true
}

// Constant returns the constant value of x, through variables with a single
// assignment, or nil.
func (e *Eval) Constant(x ast.Expr) constant.Value {
	for depth := 0; depth <= maxDepth && x != nil; depth++ {
		if tv, ok := e.info.Types[x]; ok && tv.Value != nil {
			return tv.Value
		}
		v := e.variable(ast.Unparen(x))
		if v == nil {
			return nil
		}
		srcs := e.idx.Assigned(v)
		if len(srcs) != 1 {
			return nil
		}
		x = srcs[0]
	}
	return nil
}

// IsNil reports whether x is the untyped nil.
func (e *Eval) IsNil(x ast.Expr) bool {
	tv, ok := e.info.Types[x]
	return ok && tv.IsNil()
}

// Func returns the declaration of one of the package's functions, or nil.
func (e *Eval) Func(fn *types.Func) *ast.FuncDecl { return e.idx.Func(fn) }
