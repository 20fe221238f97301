package declcheck

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
)

// straightLine evaluates a local []cetp.Tool variable at the point use
// reads it, when the function builds it step by step without branching:
//
//	ts := base()
//	ts = append(ts, deleteTool)
//	return ts
//
// Every write of the variable must be a statement of the block that
// declares it (not under an if, a loop or a closure), so that the writes
// before use are exactly those that ran; they are applied in order.
func (b *builder) straightLine(v *types.Var, use ast.Expr, depth int) ([]item, *gaveUp) {
	body := b.enclosingBody(v.Pos())
	if body == nil {
		// Declared outside any body: a parameter or a named result.
		return nil, &gaveUp{use, fmt.Sprintf("%s is a parameter or result, set by each caller at run time", v.Name())}
	}
	block := declaringBlock(body, v.Pos())
	if block == nil {
		return nil, &gaveUp{use, fmt.Sprintf("%s is not declared in a block", v.Name())}
	}
	direct := map[ast.Stmt]bool{}
	declared := false
	for _, s := range block {
		direct[s] = true
		declared = declared || b.declares(s, v)
	}
	if !declared {
		return nil, &gaveUp{use, fmt.Sprintf("%s is a parameter or result, set by each caller at run time", v.Name())}
	}
	// Every write of v must be a direct statement of the block.
	var bad ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if bad != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if b.writes(l, v) && (!direct[n] || ast.Unparen(l) != l || !isIdent(l)) {
					bad = n
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && b.writes(n.X, v) {
				bad = n
			}
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN && (b.writes(n.Key, v) || b.writes(n.Value, v)) {
				bad = n
			}
		}
		return true
	})
	if bad != nil {
		return nil, &gaveUp{use, fmt.Sprintf("%s is changed under a condition, in a loop or through a pointer (%s at %s); only tool lists built in straight-line code are evaluated",
			v.Name(), nodeWhat(bad), b.where(bad))}
	}
	if b.env == nil {
		b.env = map[*types.Var][]item{}
	}
	saved, had := b.env[v]
	defer func() {
		if had {
			b.env[v] = saved
		} else {
			delete(b.env, v)
		}
	}()
	var cur []item
	for _, s := range block {
		if s.End() > use.Pos() {
			break
		}
		rhs, found, g := b.stmtValue(s, v, use)
		if g != nil {
			return nil, g
		}
		if !found {
			continue
		}
		if rhs == nil {
			cur = nil
			continue
		}
		b.env[v] = cur
		got, g := b.toolItems(rhs, depth+1)
		if g != nil {
			return nil, g
		}
		cur = got
	}
	return cur, nil
}

func isIdent(e ast.Expr) bool {
	_, ok := e.(*ast.Ident)
	return ok
}

// writes reports whether e names v (or an element of v, b[i]).
func (b *builder) writes(e ast.Expr, v *types.Var) bool {
	if e == nil {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return b.info().Defs[e] == v || b.info().Uses[e] == v
	case *ast.IndexExpr:
		return b.writes(e.X, v)
	case *ast.SelectorExpr:
		return b.writes(e.X, v)
	}
	return false
}

// stmtValue returns the value statement s assigns to v: found is false
// when s does not assign v, rhs nil for a declaration without a value.
func (b *builder) stmtValue(s ast.Stmt, v *types.Var, use ast.Expr) (rhs ast.Expr, found bool, g *gaveUp) {
	switch s := s.(type) {
	case *ast.AssignStmt:
		for i, l := range s.Lhs {
			if !b.writes(l, v) {
				continue
			}
			if len(s.Lhs) != len(s.Rhs) || s.Tok != token.ASSIGN && s.Tok != token.DEFINE {
				return nil, true, &gaveUp{use, fmt.Sprintf("%s is assigned a result of a call with several results at %s", v.Name(), b.where(s))}
			}
			return s.Rhs[i], true, nil
		}
	case *ast.DeclStmt:
		g, ok := s.Decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			return nil, false, nil
		}
		for _, sp := range g.Specs {
			vs := sp.(*ast.ValueSpec)
			for i, id := range vs.Names {
				if b.info().Defs[id] != v {
					continue
				}
				switch {
				case len(vs.Values) == 0:
					return nil, true, nil
				case len(vs.Values) != len(vs.Names):
					return nil, true, &gaveUp{use, fmt.Sprintf("%s is assigned a result of a call with several results at %s", v.Name(), b.where(s))}
				}
				return vs.Values[i], true, nil
			}
		}
	}
	return nil, false, nil
}

// enclosingBody returns the body of the innermost function (declaration
// or literal) of the package that contains pos.
func (b *builder) enclosingBody(pos token.Pos) *ast.BlockStmt {
	var body *ast.BlockStmt
	for _, f := range b.pass.Files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body != nil && pos >= n.Body.Pos() {
					body = n.Body
				}
			case *ast.FuncLit:
				if pos >= n.Body.Pos() {
					body = n.Body
				}
			}
			return true
		})
	}
	return body
}

// declaringBlock returns the statement list of the innermost block of body
// that holds pos.
func declaringBlock(body *ast.BlockStmt, pos token.Pos) []ast.Stmt {
	list := body.List
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.CommClause:
			list = n.Body
		}
		return true
	})
	return list
}

// declares reports whether statement s declares v.
func (b *builder) declares(s ast.Stmt, v *types.Var) bool {
	switch s := s.(type) {
	case *ast.AssignStmt:
		for _, l := range s.Lhs {
			if id, ok := l.(*ast.Ident); ok && s.Tok == token.DEFINE && b.info().Defs[id] == v {
				return true
			}
		}
	case *ast.DeclStmt:
		if g, ok := s.Decl.(*ast.GenDecl); ok {
			for _, sp := range g.Specs {
				if vs, ok := sp.(*ast.ValueSpec); ok {
					for _, id := range vs.Names {
						if b.info().Defs[id] == v {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
