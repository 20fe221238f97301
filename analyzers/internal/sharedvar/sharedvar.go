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
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
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
	linked := Linked(pass)
	for _, pf := range pass.AllPackageFacts() {
		if !linked(pf.Package) {
			continue
		}
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
	linked := Linked(pass)
	for _, of := range pass.AllObjectFacts() {
		v, ok := of.Object.(*types.Var)
		if !ok || v.Pkg() == pass.Pkg || !linked(v.Pkg()) {
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

// Site is where the main package's verdict on a shared variable falls.
type Site struct {
	At ast.Node
	// Use is Serves for a verdict, Unknown for a note: main hands the
	// Provider to a place where whether it is served is out of sight.
	Use Use
}

// Judge returns where the program's main package gives its verdict on
// v: at main's first call of a function that serves it (calls reads the
// functions' facts), or at its first use in main that serves it; else,
// when a package the program links serves it whenever linked (servedBy,
// from package facts: initializers), at the import through which main
// links that package; else at main's first use that
// is out of sight (a note). ok is false when the program only inspects
// v (prints app.P.Tools, as a docs generator does) or never touches it:
// such a program is no server of it.
func Judge(pass *analysis.Pass, v *types.Var, servedBy map[string]*types.Package, calls func(*types.Func) []string) (site Site, ok bool) {
	var unknown ast.Node
	if call := servingCall(pass, Key(v), calls); call != nil {
		return Site{call, Serves}, true
	}
	for _, u := range Uses(pass, func(e ast.Expr) bool { return PkgVar(pass, e) == v }) {
		switch u.Use {
		case Serves:
			return Site{u.Node, Serves}, true
		case Unknown:
			if unknown == nil {
				unknown = u.Node
			}
		}
	}
	if by := servedBy[Key(v)]; by != nil {
		for _, f := range pass.Files {
			if isTest(pass, f) {
				continue
			}
			for _, imp := range f.Imports {
				if pn := importName(pass, imp); pn != nil && links(pn.Imported(), by, map[*types.Package]bool{}) {
					return Site{imp, Serves}, true
				}
			}
		}
	}
	if unknown != nil {
		return Site{unknown, Unknown}, true
	}
	return Site{}, false
}

// servingCall returns main's first call (outside tests) of another
// package's function that serves the variable key, or its first use of
// it as a function value, or nil.
func servingCall(pass *analysis.Pass, key string, calls func(*types.Func) []string) ast.Node {
	var found ast.Node
	for _, f := range pass.Files {
		if isTest(pass, f) || found != nil {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			// Called or handed on as a function value.
			var id *ast.Ident
			switch n := n.(type) {
			case *ast.SelectorExpr:
				id = n.Sel
			case *ast.Ident:
				id = n
			default:
				return true
			}
			if fn, ok := pass.TypesInfo.Uses[id].(*types.Func); ok && fn.Pkg() != pass.Pkg && slices.Contains(calls(fn.Origin()), key) {
				found = n
				return false
			}
			return true
		})
	}
	return found
}

// PkgVar returns the package-level variable of Provider type that x
// names (V or pkg.V), outside package main, or nil.
func PkgVar(pass *analysis.Pass, x ast.Expr) *types.Var {
	var id *ast.Ident
	switch e := x.(type) {
	case *ast.SelectorExpr:
		if pass.TypesInfo.Selections[e] != nil {
			return nil
		}
		id = e.Sel
	case *ast.Ident:
		id = e
	default:
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Pkg().Name() == "main" || v.Parent() != v.Pkg().Scope() ||
		!v.Exported() || !api.IsType(v.Type(), "Provider") {
		return nil
	}
	return v
}

// ServedBy maps the keys of shared variables to a package linked into
// the program that serves them, from package facts of type F (read
// through keys).
func ServedBy[F analysis.Fact](pass *analysis.Pass, keys func(F) []string) map[string]*types.Package {
	out := map[string]*types.Package{}
	linked := Linked(pass)
	for _, pf := range pass.AllPackageFacts() {
		if !linked(pf.Package) || pf.Package == pass.Pkg {
			continue
		}
		if f, ok := pf.Fact.(F); ok {
			for _, k := range keys(f) {
				if out[k] == nil {
					out[k] = pf.Package
				}
			}
		}
	}
	return out
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

// Use says what a place does with a Provider value.
type Use int

const (
	// Inspects: it only reads or sets the Provider's fields (a catalog
	// generator printing app.P.Tools), compares it, or drops it.
	Inspects Use = iota
	// Serves: it calls Handle (or takes the method value), or hands the
	// Provider to a place of Provider type — a variable, a field, a list,
	// a result, a function that serves it — from where it can be served.
	Serves
	// Unknown: the value goes where its type no longer says it is a
	// Provider (an interface such as any, its address, a conversion), so
	// whether it is served there is out of sight.
	Unknown
	// Returns (a function's use of a parameter only, in ParamUses): it
	// gives the Provider back to its caller (func defaults(p) *Provider {
	// …; return p }), so the call is judged by what the caller does with
	// its result.
	Returns
)

// Found is one use of a Provider value in a package's non-test files.
type Found struct {
	Node ast.Expr
	Use  Use
}

// Uses returns, for the package's non-test files (tests build Providers
// to look at them), the expressions match accepts, each classified by
// what its place does with the Provider.
func Uses(pass *analysis.Pass, match func(ast.Expr) bool) []Found {
	var params paramUses
	if r, ok := pass.ResultOf[Analyzer].(*Result); ok && r != nil {
		params = r.paramUse
	}
	return uses(pass, match, params)
}

// uses is Uses with the judge of what called functions do with the
// Provider handed to them.
func uses(pass *analysis.Pass, match func(ast.Expr) bool, params paramUses) []Found {
	var out []Found
	for _, f := range pass.Files {
		if isTest(pass, f) {
			continue
		}
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			if e, ok := n.(ast.Expr); ok && match(e) {
				out = append(out, Found{e, classify(pass.TypesInfo, e, stack, 0, params)})
				return false // not again as the selector's identifier
			}
			stack = append(stack, n)
			return true
		})
	}
	return out
}

// classify says what the place of e (stack holds its ancestors) does
// with the Provider it evaluates to.
func classify(info *types.Info, e ast.Expr, stack []ast.Node, depth int, params paramUses) Use {
	for i := len(stack) - 1; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			e = p
			continue
		case *ast.StarExpr:
			e = p // *app.P: the Provider itself, wherever it goes
			continue
		case *ast.SelectorExpr:
			if p.X != e {
				return Inspects
			}
			if s := info.Selections[p]; s != nil && s.Kind() != types.FieldVal {
				return Serves // Handle, called or as a method value
			}
			return Inspects
		case *ast.UnaryExpr:
			return Unknown // &app.P: a pointer to the variable escapes
		case *ast.CallExpr:
			if p.Fun == e {
				return Inspects
			}
			if tv, ok := info.Types[p.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
				if id, ok := ast.Unparen(p.Fun).(*ast.Ident); ok && id.Name == "append" && tv.IsBuiltin() &&
					len(p.Args) > 0 && p.Args[0] != e {
					// Registered in a list: the list's element type.
					return place(elem(info.TypeOf(p)))
				}
				return Unknown
			}
			sig, _ := types.Unalias(info.TypeOf(p.Fun)).Underlying().(*types.Signature)
			if sig == nil {
				return Unknown
			}
			for j, a := range p.Args {
				if a != e {
					continue
				}
				// A declared function is judged by what it does with the
				// Provider (serving.go), not by its parameter's type.
				if fn := api.Callee(info, p); fn != nil && params != nil {
					k := j
					if sig.Variadic() && k >= sig.Params().Len()-1 {
						k = sig.Params().Len() - 1
					}
					if u, ok := params(fn, k); ok {
						if u == Returns {
							return classify(info, p, stack[:i], depth, params)
						}
						return u
					}
				}
				var t types.Type
				switch {
				case sig.Variadic() && j >= sig.Params().Len()-1 && !p.Ellipsis.IsValid():
					t = sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice).Elem()
				case j < sig.Params().Len():
					t = sig.Params().At(j).Type()
				}
				return place(t)
			}
			return Unknown
		case *ast.AssignStmt:
			for j, r := range p.Rhs {
				if r == e && len(p.Lhs) == len(p.Rhs) {
					if id, ok := p.Lhs[j].(*ast.Ident); ok && id.Name == "_" {
						return Inspects // dropped
					}
					if u, ok := viaLocal(info, p.Lhs[j], stack[:i], depth, params); ok {
						return u
					}
					return place(info.TypeOf(p.Lhs[j]))
				}
			}
			return Inspects // the left side: app.P = x sets the variable
		case *ast.ValueSpec:
			for j, val := range p.Values {
				if val == e && j < len(p.Names) {
					if u, ok := viaLocal(info, p.Names[j], stack[:i], depth, params); ok {
						return u
					}
				}
			}
			if p.Type == nil {
				return Serves // var q = app.P: a Provider-typed variable
			}
			return place(info.TypeOf(p.Type))
		case *ast.KeyValueExpr:
			if p.Key == e {
				return Inspects
			}
			if id, ok := p.Key.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() {
					return place(v.Type())
				}
			}
			if i > 0 {
				if cl, ok := stack[i-1].(*ast.CompositeLit); ok {
					return place(elem(info.TypeOf(cl)))
				}
			}
			return Unknown
		case *ast.CompositeLit:
			t := types.Unalias(info.TypeOf(p))
			if t != nil {
				if st, ok := t.Underlying().(*types.Struct); ok {
					for j, el := range p.Elts {
						if el == e && j < st.NumFields() {
							return place(st.Field(j).Type())
						}
					}
				}
			}
			return place(elem(t))
		case *ast.ReturnStmt:
			for j := i - 1; j >= 0; j-- {
				var ft *ast.FuncType
				switch fn := stack[j].(type) {
				case *ast.FuncDecl:
					ft = fn.Type
				case *ast.FuncLit:
					ft = fn.Type
				default:
					continue
				}
				if ft.Results == nil {
					return Unknown
				}
				k := 0
				for _, fl := range ft.Results.List {
					n := max(1, len(fl.Names))
					for range n {
						if k < len(p.Results) && p.Results[k] == e {
							return place(info.TypeOf(fl.Type))
						}
						k++
					}
				}
				return Unknown
			}
			return Unknown
		case *ast.SendStmt:
			if ch, ok := types.Unalias(info.TypeOf(p.Chan)).Underlying().(*types.Chan); ok {
				return place(ch.Elem())
			}
			return Unknown
		case *ast.TypeAssertExpr, *ast.IndexExpr, *ast.IndexListExpr:
			return Unknown
		default:
			// Comparisons, statements that drop it, if/switch tags.
			return Inspects
		}
	}
	return Inspects
}

// maxLocalHops bounds how many local variables a classification follows
// (p := app.P; q := p; q.Handle(…)).
const maxLocalHops = 3

// viaLocal classifies a Provider stored in a local variable by that
// variable's uses in the enclosing function (stack holds the ancestors
// of the store): p := app.P; p.Executor = x configures, p.Handle serves.
// ok is false when lhs is no local variable or the hops run out.
func viaLocal(info *types.Info, lhs ast.Expr, stack []ast.Node, depth int, params paramUses) (Use, bool) {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok || depth >= maxLocalHops {
		return 0, false
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	if v == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() || v.IsField() {
		return 0, false
	}
	var body ast.Node
	for j := len(stack) - 1; j >= 0 && body == nil; j-- {
		switch fn := stack[j].(type) {
		case *ast.FuncDecl:
			body = fn.Body
		case *ast.FuncLit:
			body = fn.Body
		}
	}
	if body == nil {
		return 0, false
	}
	use := Inspects
	var inner []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			inner = inner[:len(inner)-1]
			return true
		}
		if x, ok := n.(*ast.Ident); ok && x != id && info.Uses[x] == v {
			// The ancestors from the function down: enough for classify.
			full := append(append([]ast.Node{}, stack...), inner...)
			// Serving anywhere decides; out of sight beats inspecting.
			if u := classify(info, x, full, depth+1, params); u == Serves || (u == Unknown && use == Inspects) {
				use = u
			}
			return false
		}
		inner = append(inner, n)
		return true
	})
	return use, true
}

// place classifies a destination by its type.
func place(t types.Type) Use {
	if t == nil {
		return Unknown
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if api.IsType(t, "Provider") {
		return Serves
	}
	// An interface that asks for Handle is how a transport takes what it
	// serves (type handler interface{ Handle(…) }).
	if it, ok := types.Unalias(t).Underlying().(*types.Interface); ok {
		for m := range it.Methods() {
			if m.Name() == "Handle" {
				return Serves
			}
		}
	}
	return Unknown
}

// elem returns a slice's, array's or map's element type, or nil.
func elem(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	case *types.Pointer:
		return elem(u.Elem())
	}
	return nil
}

func isTest(pass *analysis.Pass, f *ast.File) bool {
	return strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go")
}

// Linked returns a test of whether a package is linked into the program
// by the package's non-test files: a _test.go file's imports (and the
// facts they bring into a test variant) are no part of the binary.
func Linked(pass *analysis.Pass) func(*types.Package) bool {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, q := range p.Imports() {
			walk(q)
		}
	}
	for _, f := range pass.Files {
		if isTest(pass, f) {
			continue
		}
		for _, imp := range f.Imports {
			if pn := importName(pass, imp); pn != nil {
				walk(pn.Imported())
			}
		}
	}
	return func(p *types.Package) bool { return p == pass.Pkg || seen[p] }
}

func importName(pass *analysis.Pass, imp *ast.ImportSpec) *types.PkgName {
	if obj := pass.TypesInfo.Implicits[imp]; obj != nil {
		pn, _ := obj.(*types.PkgName)
		return pn
	}
	if imp.Name != nil {
		pn, _ := pass.TypesInfo.Defs[imp.Name].(*types.PkgName)
		return pn
	}
	return nil
}

// ParamFields returns, for each function the package declares, the
// indexes of its parameters whose Provider field `field` it sets to
// something set accepts: directly (p.Executor = x) or by handing the
// parameter on to a function that does — one of the package's, to a
// fixed point, or another package's, by imported (its fact). Callers
// apply the result at each call: wire.Setup(app.P, db) configures app.P.
func ParamFields(pass *analysis.Pass, field string, set func(ast.Expr) bool, imported func(*types.Func) []int) map[*types.Func][]int {
	info := pass.TypesInfo
	type decl struct {
		fn     *types.Func
		body   *ast.BlockStmt
		params map[*types.Var]int
	}
	var decls []decl
	funcDecls(pass, false, func(fd *ast.FuncDecl, fn *types.Func) {
		ps := map[*types.Var]int{}
		i := 0
		for _, fl := range fd.Type.Params.List {
			for _, n := range fl.Names {
				if v, ok := info.Defs[n].(*types.Var); ok {
					ps[v] = i
				}
				i++
			}
			if len(fl.Names) == 0 {
				i++
			}
		}
		decls = append(decls, decl{fn, fd.Body, ps})
	})
	out := map[*types.Func][]int{}
	param := func(d decl, e ast.Expr) (int, bool) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return 0, false
		}
		v, _ := info.Uses[id].(*types.Var)
		i, ok := d.params[v]
		return i, ok
	}
	for changed := true; changed; {
		changed = false
		for _, d := range decls {
			have := map[int]bool{}
			for _, i := range out[d.fn] {
				have[i] = true
			}
			n := len(have)
			ast.Inspect(d.body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if len(n.Lhs) != len(n.Rhs) {
						return true
					}
					for k, l := range n.Lhs {
						sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
						if !ok {
							continue
						}
						s := info.Selections[sel]
						if s == nil || !api.IsField(s.Obj(), "Provider", field) || !set(n.Rhs[k]) {
							continue
						}
						if i, ok := param(d, sel.X); ok {
							have[i] = true
						}
					}
				case *ast.CallExpr:
					callee := api.Callee(info, n)
					if callee == nil {
						return true
					}
					var sets []int
					if callee.Pkg() == pass.Pkg {
						sets = out[callee]
					} else {
						sets = imported(callee.Origin())
					}
					for _, j := range sets {
						if j < len(n.Args) {
							if i, ok := param(d, n.Args[j]); ok {
								have[i] = true
							}
						}
					}
				}
				return true
			})
			if len(have) != n {
				out[d.fn] = slices.Sorted(maps.Keys(have))
				changed = true
			}
		}
	}
	return out
}

// Serving says which shared Provider variables a package serves, and
// from where: Funcs maps each of its functions to the keys of those it
// serves when called (in its body, or through the functions it calls:
// the package's, to a fixed point, or others', by their facts); Always
// lists those served whenever the package is linked (package-level
// initializers, init functions).
type Serving struct {
	Funcs  map[*types.Func][]string
	Always []string
}

// served computes the package's Serving; imported reads another
// package's function fact, params judges what called functions do with a
// Provider handed to them.
func served(pass *analysis.Pass, imported func(*types.Func) []string, params paramUses) Serving {
	info := pass.TypesInfo
	type span struct {
		fn       *types.Func
		from, to token.Pos
	}
	var spans []span
	for _, f := range pass.Files {
		if isTest(pass, f) {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, _ := info.Defs[fd.Name].(*types.Func); fn != nil {
					spans = append(spans, span{fn, fd.Pos(), fd.End()})
				}
			}
		}
	}
	enclosing := func(pos token.Pos) *types.Func {
		for _, s := range spans {
			if s.from <= pos && pos < s.to {
				return s.fn
			}
		}
		return nil
	}
	direct := map[*types.Func]map[string]bool{}
	always := map[string]bool{}
	add := func(fn *types.Func, k string) {
		if fn == nil || (fn.Name() == "init" && fn.Type().(*types.Signature).Recv() == nil) {
			always[k] = true
			return
		}
		if direct[fn] == nil {
			direct[fn] = map[string]bool{}
		}
		direct[fn][k] = true
	}
	for _, u := range uses(pass, func(e ast.Expr) bool { return PkgVar(pass, e) != nil }, params) {
		if u.Use == Serves {
			add(enclosing(u.Node.Pos()), Key(PkgVar(pass, u.Node)))
		}
	}
	// Calls: who calls whom, for the fixed point, and calls of other
	// packages' serving functions.
	calls := map[*types.Func][]*types.Func{}
	var initCalls []*types.Func
	for _, f := range pass.Files {
		if isTest(pass, f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			// A function named, called or not: a function value handed to
			// a router (http.HandleFunc("/", srv.Serve)) runs it too.
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			callee, _ := info.Uses[id].(*types.Func)
			if callee == nil {
				return true
			}
			caller := enclosing(id.Pos())
			if callee.Pkg() != pass.Pkg {
				for _, k := range imported(callee.Origin()) {
					add(caller, k)
				}
				return true
			}
			if caller == nil || (caller.Name() == "init" && caller.Type().(*types.Signature).Recv() == nil) {
				initCalls = append(initCalls, callee)
			} else {
				calls[caller] = append(calls[caller], callee)
			}
			return true
		})
	}
	for changed := true; changed; {
		changed = false
		for caller, callees := range calls {
			for _, callee := range callees {
				for k := range direct[callee] {
					if !direct[caller][k] {
						add(caller, k)
						changed = true
					}
				}
			}
		}
	}
	for _, callee := range initCalls {
		for k := range direct[callee] {
			always[k] = true
		}
	}
	out := Serving{Funcs: map[*types.Func][]string{}, Always: slices.Sorted(maps.Keys(always))}
	for fn, ks := range direct {
		out.Funcs[fn] = slices.Sorted(maps.Keys(ks))
	}
	return out
}

// funcDecls calls visit for each function declared with a body in the
// package's files (outside _test.go files when skipTests).
func funcDecls(pass *analysis.Pass, skipTests bool, visit func(*ast.FuncDecl, *types.Func)) {
	for _, f := range pass.Files {
		if skipTests && isTest(pass, f) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func); fn != nil {
				visit(fd, fn)
			}
		}
	}
}
