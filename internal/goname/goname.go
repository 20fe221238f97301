package goname

import "go/ast"

// Func names a function declaration: "Func", or "Type.Method" for a method
// (type parameters and pointers dropped, "?" for a receiver type it cannot
// name).
func Func(d *ast.FuncDecl) string {
	if d.Recv != nil && len(d.Recv.List) == 1 {
		return recv(d.Recv.List[0].Type) + "." + d.Name.Name
	}
	return d.Name.Name
}

func recv(t ast.Expr) string {
	switch t := t.(type) {
	case *ast.ParenExpr:
		return recv(t.X)
	case *ast.StarExpr:
		return recv(t.X)
	case *ast.IndexExpr:
		return recv(t.X)
	case *ast.IndexListExpr:
		return recv(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}
