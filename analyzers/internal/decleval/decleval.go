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
	// set holds, per struct literal kept in a local variable, the fields
	// straight-line assignments after its declaration set (t.Scopes = x):
	// the last one wins. unsure holds the fields written in a way the
	// evaluator cannot order (under a branch, a loop, a closure, or
	// deeper than the field itself), with the write.
	set    map[*ast.CompositeLit]map[string]ast.Expr
	unsure map[*ast.CompositeLit]map[string]ast.Node
}

// New returns an evaluator over a package's files.
func New(info *types.Info, files []*ast.File, idx *flow.Index) *Eval {
	e := &Eval{info: info, idx: idx, consts: map[*types.Const]ast.Expr{},
		set: map[*ast.CompositeLit]map[string]ast.Expr{}, unsure: map[*ast.CompositeLit]map[string]ast.Node{}}
	e.fieldWrites(files)
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
// literal, keyed or positional, or nil when the field is left out. A
// literal kept in a local variable and completed by field assignments in
// straight-line code after it (t := cetp.Tool{Name: n}; t.Scopes = s)
// has the last of those values; a field also written where the order
// cannot be told is returned as that write's target, which evaluates to
// unknown (see Unsure).
func (e *Eval) Field(lit *ast.CompositeLit, name string) ast.Expr {
	if w, ok := e.unsure[lit][name]; ok {
		if as, ok := w.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if root, field := fieldRoot(l); root != nil && field == name {
					return l
				}
			}
		}
		return nil
	}
	if x, ok := e.set[lit][name]; ok {
		return x
	}
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

// Unsure returns the fields of lit written after its declaration in a way
// the evaluator cannot order, each with the write: their values are
// unknown.
func (e *Eval) Unsure(lit *ast.CompositeLit) map[string]ast.Node { return e.unsure[lit] }

// fieldRoot returns the local variable a field write starts from and the
// field it writes first: t.Scopes → (t, "Scopes"), t.Annotations.Risk →
// (t, "Annotations").
func fieldRoot(l ast.Expr) (*ast.Ident, string) {
	sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
	if !ok {
		return nil, ""
	}
	for {
		switch x := ast.Unparen(sel.X).(type) {
		case *ast.Ident:
			return x, sel.Sel.Name
		case *ast.SelectorExpr:
			sel = x
		default:
			return nil, ""
		}
	}
}

// fieldWrites finds struct literals declared into a local variable and
// the assignments to their fields that follow.
func (e *Eval) fieldWrites(files []*ast.File) {
	type home struct {
		lit  *ast.CompositeLit
		list []ast.Stmt
		at   int
	}
	homes := map[*types.Var]home{}
	declared := func(list []ast.Stmt) {
		for i, st := range list {
			var id *ast.Ident
			var rhs ast.Expr
			switch st := st.(type) {
			case *ast.AssignStmt:
				if st.Tok == token.DEFINE && len(st.Lhs) == 1 && len(st.Rhs) == 1 {
					id, _ = st.Lhs[0].(*ast.Ident)
					rhs = st.Rhs[0]
				}
			case *ast.DeclStmt:
				if g, ok := st.Decl.(*ast.GenDecl); ok && g.Tok == token.VAR && len(g.Specs) == 1 {
					if vs := g.Specs[0].(*ast.ValueSpec); len(vs.Names) == 1 && len(vs.Values) == 1 {
						id, rhs = vs.Names[0], vs.Values[0]
					}
				}
			}
			if id == nil {
				continue
			}
			lit, ok := ast.Unparen(rhs).(*ast.CompositeLit)
			if !ok {
				continue
			}
			if _, ok := e.under(lit).(*types.Struct); !ok {
				continue
			}
			if v, ok := e.info.Defs[id].(*types.Var); ok {
				homes[v] = home{lit, list, i}
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BlockStmt:
				declared(n.List)
			case *ast.CaseClause:
				declared(n.Body)
			case *ast.CommClause:
				declared(n.Body)
			}
			return true
		})
	}
	if len(homes) == 0 {
		return
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, l := range as.Lhs {
				root, field := fieldRoot(l)
				if root == nil {
					continue
				}
				v, _ := e.info.Uses[root].(*types.Var)
				h, ok := homes[v]
				if !ok {
					continue
				}
				direct := false
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && ast.Unparen(sel.X) == ast.Expr(root) {
					direct = true
				}
				straight := false
				for _, st := range h.list[h.at+1:] {
					if st == ast.Stmt(as) {
						straight = true
						break
					}
				}
				if direct && straight && len(as.Lhs) == len(as.Rhs) && as.Tok == token.ASSIGN {
					if e.set[h.lit] == nil {
						e.set[h.lit] = map[string]ast.Expr{}
					}
					e.set[h.lit][field] = as.Rhs[i]
					continue
				}
				if e.unsure[h.lit] == nil {
					e.unsure[h.lit] = map[string]ast.Node{}
				}
				if _, seen := e.unsure[h.lit][field]; !seen {
					e.unsure[h.lit][field] = as
				}
			}
			return true
		})
	}
}
