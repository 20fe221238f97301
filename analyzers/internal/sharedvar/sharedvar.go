// Package sharedvar handles Providers kept in exported package-level
// variables (var P = &cetp.Provider{…}). Any package that imports the
// variable's package can configure it (app.P.Executor = x in main), out of
// sight of the declaring package, so a rule about what the Provider lacks
// cannot be decided there. The declaring package notes it and exports a
// fact on the variable; each package records, in a package fact, which
// such variables it configures; and the program's main package — whose
// imports are every package that can configure the variable — gives the
// verdict. go vet and cetpaudit go see the same packages at each step.
package sharedvar

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Key names a package-level variable across packages: path.Name.
func Key(v *types.Var) string { return v.Pkg().Path() + "." + v.Name() }

// Name renders a variable for a message: pkg.Name.
func Name(v *types.Var) string { return v.Pkg().Name() + "." + v.Name() }

// HeldBy returns the exported package-level variable whose initializer is
// lit (or &lit), outside package main; nil when there is none.
func HeldBy(pass *analysis.Pass, lit *ast.CompositeLit) *types.Var {
	if pass.Pkg.Name() == "main" {
		return nil
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				if len(vs.Names) != len(vs.Values) {
					continue
				}
				for i, val := range vs.Values {
					x := ast.Unparen(val)
					if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
						x = ast.Unparen(u.X)
					}
					if x != lit || !vs.Names[i].IsExported() {
						continue
					}
					if v, ok := pass.TypesInfo.Defs[vs.Names[i]].(*types.Var); ok {
						return v
					}
				}
			}
		}
	}
	return nil
}

// ForeignVar returns the package-level variable of another package that
// x names (pkg.V), or nil.
func ForeignVar(pass *analysis.Pass, x ast.Expr) *types.Var {
	var id *ast.Ident
	switch e := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		if pass.TypesInfo.Selections[e] != nil {
			return nil
		}
		id = e.Sel
	case *ast.Ident:
		id = e // a dot import
	default:
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Pkg() == pass.Pkg || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// IsMain reports whether the package is a program's main package, the
// place where the verdict on shared variables falls.
func IsMain(pass *analysis.Pass) bool { return pass.Pkg.Name() == "main" }

// Configured gathers the keys of shared variables that the packages the
// current one imports configure, from their package facts (of type F,
// read through keys).
func Configured[F analysis.Fact](pass *analysis.Pass, keys func(F) []string) map[string]bool {
	out := map[string]bool{}
	for _, pf := range pass.AllPackageFacts() {
		if f, ok := pf.Fact.(F); ok {
			for _, k := range keys(f) {
				out[k] = true
			}
		}
	}
	return out
}

// Marked returns the variables of other packages that carry a fact of
// type F, with the fact, in a stable order.
func Marked[F analysis.Fact](pass *analysis.Pass) ([]*types.Var, []F) {
	var vars []*types.Var
	var facts []F
	for _, of := range pass.AllObjectFacts() {
		v, ok := of.Object.(*types.Var)
		if !ok || v.Pkg() == pass.Pkg {
			continue
		}
		if f, ok := of.Fact.(F); ok {
			vars = append(vars, v)
			facts = append(facts, f)
		}
	}
	idx := make([]int, len(vars))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return strings.Compare(Key(vars[a]), Key(vars[b])) })
	sv, sf := make([]*types.Var, len(idx)), make([]F, len(idx))
	for i, j := range idx {
		sv[i], sf[i] = vars[j], facts[j]
	}
	return sv, sf
}

// Where returns the node in main at which to report about v: its first
// use outside _test.go files, else the import of the package through
// which the program links v's package, else the first file's package
// name.
func Where(pass *analysis.Pass, v *types.Var) ast.Node {
	var first ast.Node
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		if first == nil {
			first = f.Name
		}
		var use ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if use != nil {
				return false
			}
			if id, ok := n.(*ast.Ident); ok && pass.TypesInfo.Uses[id] == v {
				use = id
			}
			return true
		})
		if use != nil {
			return use
		}
	}
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		for _, imp := range f.Imports {
			var pkg *types.Package
			if obj := pass.TypesInfo.Implicits[imp]; obj != nil {
				pkg = obj.(*types.PkgName).Imported()
			} else if imp.Name != nil {
				if pn, ok := pass.TypesInfo.Defs[imp.Name].(*types.PkgName); ok {
					pkg = pn.Imported()
				}
			}
			if pkg != nil && links(pkg, v.Pkg(), map[*types.Package]bool{}) {
				return imp
			}
		}
	}
	return first
}

// links reports whether pkg is target or imports it, transitively.
func links(pkg, target *types.Package, seen map[*types.Package]bool) bool {
	if pkg == target {
		return true
	}
	if seen[pkg] {
		return false
	}
	seen[pkg] = true
	for _, p := range pkg.Imports() {
		if links(p, target, seen) {
			return true
		}
	}
	return false
}
