package declcheck

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// Registries: a package-level []cetp.Tool that init functions fill, as
// plugin-style Providers do —
//
//	var registry []cetp.Tool
//	func Register(t ...cetp.Tool) { registry = append(registry, t...) }
//	func init() { Register(noteTool) }        // here or in any other package
//
// Go runs every init before main, so the registry holds, once the program
// runs, its initializer, the appends at the top level of init functions,
// and the tools passed to its registration functions at the top level of
// init functions, in this package and in every package linked with it.
// Each package exports what it registers (RegistrationsFact), and a
// registration function says which registry it fills (RegisterFact); a
// package that uses the registry gathers them. Anything else that writes
// the registry (an append under an if, in a loop, or outside init) makes
// it a run-time value, said in the note.

// RegisterFact marks a registration function: a call appends its argument
// Param (all of them from Param on, for a variadic one) to the registry
// named Registry.
type RegisterFact struct {
	Registry string
	Param    int
	// Spread is set when the parameter is a []cetp.Tool appended with
	// "...".
	Spread bool
}

// AFact marks RegisterFact as an analysis fact.
func (*RegisterFact) AFact() {}

func (f *RegisterFact) String() string { return "registers tools into " + f.Registry }

// RegistrationsFact is what a package's init functions add to the
// registries of other packages (and its own), by registry, and where it
// adds tools at run time.
type RegistrationsFact struct {
	Adds map[string][]*descriptor.Node
	// Dynamic gives, by registry, the place ("file.go:12") of a
	// registration the analysis cannot follow.
	Dynamic map[string]string
}

// AFact marks RegistrationsFact as an analysis fact.
func (*RegistrationsFact) AFact() {}

// registrationsWire is RegistrationsFact with its maps as slices sorted by
// registry: gob encodes a map in iteration order, and a fact's encoding
// must be deterministic (the vet driver and analysistest compare it).
type registrationsWire struct {
	Adds    []registryAdds
	Dynamic [][2]string
}

type registryAdds struct {
	Registry string
	Nodes    []*descriptor.Node
}

// GobEncode writes the fact with its registries in sorted order.
func (f *RegistrationsFact) GobEncode() ([]byte, error) {
	var w registrationsWire
	for _, k := range slices.Sorted(maps.Keys(f.Adds)) {
		w.Adds = append(w.Adds, registryAdds{k, f.Adds[k]})
	}
	for _, k := range slices.Sorted(maps.Keys(f.Dynamic)) {
		w.Dynamic = append(w.Dynamic, [2]string{k, f.Dynamic[k]})
	}
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(&w)
	return buf.Bytes(), err
}

// GobDecode reads what GobEncode wrote.
func (f *RegistrationsFact) GobDecode(b []byte) error {
	var w registrationsWire
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&w); err != nil {
		return err
	}
	f.Adds, f.Dynamic = map[string][]*descriptor.Node{}, map[string]string{}
	for _, a := range w.Adds {
		f.Adds[a.Registry] = a.Nodes
	}
	for _, d := range w.Dynamic {
		f.Dynamic[d[0]] = d[1]
	}
	return nil
}

func (f *RegistrationsFact) String() string {
	n := 0
	for _, a := range f.Adds {
		n += len(a)
	}
	return fmt.Sprintf("registers %d tools", n)
}

// registry is one package-level []cetp.Tool of this package that is
// written outside its initializer.
type registry struct {
	v    *types.Var
	init ast.Expr // the initializer, or nil
	// dynamic is a write the analysis cannot follow, or nil.
	dynamic ast.Node
}

// regFunc is a registration function of this package.
type regFunc struct {
	fact RegisterFact
	v    *types.Var
}

// registration is one straight-line registration in an init function of
// this package: the expressions of the tools it adds.
type registration struct {
	key    string
	call   *ast.CallExpr // the call of the registration function, or nil
	args   []ast.Expr    // tool expressions
	spread ast.Expr      // a []cetp.Tool expression, added whole
}

// registries finds the package's registries, registration functions and
// straight-line registrations (into its own registries and those of other
// packages, through their RegisterFact).
type registries struct {
	byVar   map[*types.Var]*registry
	funcs   map[*types.Func]*regFunc
	regs    []registration
	dynamic map[string]ast.Node // by registry key: a registration not followed
}

func registryKey(v *types.Var) string { return v.Pkg().Path() + "." + v.Name() }

func (b *builder) findRegistries() *registries {
	r := &registries{byVar: map[*types.Var]*registry{}, funcs: map[*types.Func]*regFunc{}, dynamic: map[string]ast.Node{}}
	info := b.info()
	pkgVar := func(e ast.Expr) *types.Var {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return nil
		}
		v, _ := info.Uses[id].(*types.Var)
		if v == nil || v.Pkg() != b.pass.Pkg || v.Parent() != b.pass.Pkg.Scope() || !isToolSlice(v.Type()) {
			return nil
		}
		return v
	}
	get := func(v *types.Var) *registry {
		if r.byVar[v] == nil {
			r.byVar[v] = &registry{v: v}
		}
		return r.byVar[v]
	}
	// Initializers.
	inits := map[*types.Var]ast.Expr{}
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if v, ok := info.Defs[id].(*types.Var); ok && i < len(vs.Values) && len(vs.Values) == len(vs.Names) {
						inits[v] = vs.Values[i]
					}
				}
			}
		}
	}
	// Writes of package-level tool slices inside functions.
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			isInit := fd.Name.Name == "init" && fd.Recv == nil
			fn, _ := info.Defs[fd.Name].(*types.Func)
			top := map[ast.Stmt]bool{}
			for _, s := range fd.Body.List {
				top[s] = true
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for i, l := range n.Lhs {
						target := l
						if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok {
							target = ix.X
						}
						v := pkgVar(target)
						if v == nil {
							continue
						}
						reg := get(v)
						call, isAppend := b.appendTo(v, n, i)
						switch {
						case !isAppend || !top[n] || target != l:
							reg.dynamic = cmpNode(reg.dynamic, n)
						case isInit:
							r.regs = append(r.regs, regOf(registryKey(v), nil, call.Args[1:], call.Ellipsis.IsValid()))
						default:
							rf, ok := b.regFuncOf(fn, v, call)
							if !ok {
								reg.dynamic = cmpNode(reg.dynamic, n)
								continue
							}
							r.funcs[fn] = rf
						}
					}
				case *ast.UnaryExpr:
					if v := pkgVar(n.X); v != nil && n.Op == token.AND {
						get(v).dynamic = cmpNode(get(v).dynamic, n)
					}
				case *ast.RangeStmt:
					for _, e := range []ast.Expr{n.Key, n.Value} {
						if v := pkgVar(e); v != nil && n.Tok == token.ASSIGN {
							get(v).dynamic = cmpNode(get(v).dynamic, n)
						}
					}
				}
				return true
			})
		}
	}
	for v, reg := range r.byVar {
		reg.init = inits[v]
	}
	// Calls of registration functions, this package's or others': one at
	// init time (at the top level of init, or a package-level initializer
	// that is the call: var _ = Register(t)) registers; any other is
	// dynamic.
	visit := func(root ast.Node, atInit func(*ast.CallExpr) bool) {
		ast.Inspect(root, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := api.Callee(info, call)
			if fn == nil {
				return true
			}
			var fact RegisterFact
			if rf := r.funcs[fn]; rf != nil {
				fact = rf.fact
			} else if fn.Pkg() == nil || fn.Pkg() == b.pass.Pkg || !b.pass.ImportObjectFact(fn, &fact) {
				return true
			}
			if !atInit(call) {
				r.dynamic[fact.Registry] = cmpNode(r.dynamic[fact.Registry], call)
				return true
			}
			r.regs = append(r.regs, b.callRegistration(fact, fn, call))
			return true
		})
	}
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok && d.Body != nil {
				isInit := d.Name.Name == "init" && d.Recv == nil
				top := map[ast.Node]bool{}
				for _, s := range d.Body.List {
					if es, ok := s.(*ast.ExprStmt); ok {
						top[ast.Unparen(es.X)] = true
					}
				}
				visit(d.Body, func(call *ast.CallExpr) bool { return isInit && top[call] })
			}
		}
	}
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			if d, ok := d.(*ast.GenDecl); ok && d.Tok == token.VAR {
				for _, sp := range d.Specs {
					for _, val := range sp.(*ast.ValueSpec).Values {
						visit(val, func(call *ast.CallExpr) bool { return call == ast.Unparen(val) })
					}
				}
			}
		}
	}
	for _, reg := range r.byVar {
		if reg.dynamic != nil {
			r.dynamic[registryKey(reg.v)] = cmpNode(r.dynamic[registryKey(reg.v)], reg.dynamic)
		}
	}
	return r
}

// cmpNode keeps the first of two nodes in the file, for a stable note.
func cmpNode(a ast.Node, b ast.Node) ast.Node {
	if a == nil || b != nil && b.Pos() < a.Pos() {
		return b
	}
	return a
}

func regOf(key string, call *ast.CallExpr, args []ast.Expr, spread bool) registration {
	if spread && len(args) == 1 {
		return registration{key: key, call: call, spread: args[0]}
	}
	return registration{key: key, call: call, args: args}
}

// callRegistration maps a call of a registration function to the tools it
// adds.
func (b *builder) callRegistration(fact RegisterFact, fn *types.Func, call *ast.CallExpr) registration {
	sig := fn.Type().(*types.Signature)
	if fact.Param >= len(call.Args) {
		return registration{key: fact.Registry, call: call}
	}
	variadic := sig.Variadic() && fact.Param == sig.Params().Len()-1
	switch {
	case variadic && call.Ellipsis.IsValid(), !variadic && fact.Spread:
		return registration{key: fact.Registry, call: call, spread: call.Args[fact.Param]}
	case variadic:
		return registration{key: fact.Registry, call: call, args: call.Args[fact.Param:]}
	}
	return registration{key: fact.Registry, call: call, args: call.Args[fact.Param : fact.Param+1]}
}

// appendTo reports whether the i-th assignment of as is v = append(v, …).
func (b *builder) appendTo(v *types.Var, as *ast.AssignStmt, i int) (*ast.CallExpr, bool) {
	if len(as.Lhs) != len(as.Rhs) || as.Tok != token.ASSIGN {
		return nil, false
	}
	call, ok := ast.Unparen(as.Rhs[i]).(*ast.CallExpr)
	if !ok || len(call.Args) < 1 {
		return nil, false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil, false
	}
	if bi, ok := b.info().Uses[id].(*types.Builtin); !ok || bi.Name() != "append" {
		return nil, false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	if !ok || b.info().Uses[first] != v {
		return nil, false
	}
	return call, true
}

// regFuncOf recognises fn as a registration function of v: the append adds
// exactly one of fn's parameters.
func (b *builder) regFuncOf(fn *types.Func, v *types.Var, call *ast.CallExpr) (*regFunc, bool) {
	if fn == nil || len(call.Args) != 2 {
		return nil, false
	}
	id, ok := ast.Unparen(call.Args[1]).(*ast.Ident)
	if !ok {
		return nil, false
	}
	p, _ := b.info().Uses[id].(*types.Var)
	sig := fn.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == p {
			return &regFunc{v: v, fact: RegisterFact{Registry: registryKey(v), Param: i, Spread: call.Ellipsis.IsValid() && !sig.Variadic()}}, true
		}
	}
	return nil, false
}

// registryItems returns the tools of one of this package's registries, and
// a marker for what other packages register into it.
func (b *builder) registryItems(reg *registry, at ast.Expr, depth int) ([]item, *gaveUp) {
	key := registryKey(reg.v)
	if n := b.regs.dynamic[key]; n != nil {
		return nil, &gaveUp{at, fmt.Sprintf("%s is filled at run time (%s at %s, not a straight-line registration in an init function)",
			api.Render(at), nodeWhat(n), b.where(n))}
	}
	var out []item
	if reg.init != nil {
		got, g := b.toolItems(reg.init, depth+1)
		if g != nil {
			return nil, g
		}
		out = append(out, got...)
	}
	for _, r := range b.regs.regs {
		if r.key != key {
			continue
		}
		got, g := b.registrationItems(r, depth)
		if g != nil {
			return nil, g
		}
		out = append(out, got...)
	}
	return append(out, item{registry: key}), nil
}

func (b *builder) registrationItems(r registration, depth int) ([]item, *gaveUp) {
	if r.spread != nil {
		return b.toolItems(r.spread, depth+1)
	}
	var out []item
	for _, a := range r.args {
		out = append(out, item{expr: a})
	}
	return out, nil
}

func nodeWhat(n ast.Node) string {
	switch n := n.(type) {
	case *ast.CallExpr:
		return "a call of " + api.Render(n.Fun)
	case *ast.RangeStmt:
		return "a range loop"
	case *ast.UnaryExpr:
		return "its address taken"
	}
	return "an assignment"
}

// where is a node's place for a message: file.go:12.
func (b *builder) where(n ast.Node) string {
	p := b.fset.Position(n.Pos())
	return filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// expandRegistry returns what other packages, and this package's init
// functions, register into the registry key of another package.
func (b *builder) expandRegistry(key string, at ast.Expr, depth int) ([]item, *gaveUp) {
	if n := b.regs.dynamic[key]; n != nil && !b.ownRegistry(key) {
		return nil, &gaveUp{at, fmt.Sprintf("the registry %s is also filled at run time (%s at %s)", key, nodeWhat(n), b.where(n))}
	}
	var out []item
	facts := b.pass.AllPackageFacts()
	slices.SortFunc(facts, func(x, y analysis.PackageFact) int {
		switch {
		case x.Package.Path() < y.Package.Path():
			return -1
		case x.Package.Path() > y.Package.Path():
			return 1
		}
		return 0
	})
	for _, pf := range facts {
		f, ok := pf.Fact.(*RegistrationsFact)
		if !ok || pf.Package == b.pass.Pkg {
			continue
		}
		if where, ok := f.Dynamic[key]; ok {
			return nil, &gaveUp{at, fmt.Sprintf("package %s fills the registry %s at run time (at %s)", pf.Package.Path(), key, where)}
		}
		for _, n := range f.Adds[key] {
			out = append(out, item{node: n})
		}
	}
	if b.ownRegistry(key) {
		return out, nil // this package's own registrations are in registryItems
	}
	for _, r := range b.regs.regs {
		if r.key != key {
			continue
		}
		got, g := b.registrationItems(r, depth)
		if g != nil {
			return nil, g
		}
		out = append(out, got...)
	}
	return out, nil
}

func (b *builder) ownRegistry(key string) bool {
	for v := range b.regs.byVar {
		if registryKey(v) == key {
			return true
		}
	}
	return false
}

// exportRegistrations exports the package's registration functions and
// what its init functions register into other packages' registries.
func (b *builder) exportRegistrations() {
	for fn, rf := range b.regs.funcs {
		if fn.Exported() && b.regs.dynamic[rf.fact.Registry] == nil {
			f := rf.fact
			b.pass.ExportObjectFact(fn, &f)
		}
	}
	fact := &RegistrationsFact{Adds: map[string][]*descriptor.Node{}, Dynamic: map[string]string{}}
	for key, n := range b.regs.dynamic {
		if !b.ownRegistry(key) { // an own registry's state travels in its DeclFact
			fact.Dynamic[key] = b.where(n)
		}
	}
	for _, r := range b.regs.regs {
		if b.ownRegistry(r.key) || fact.Dynamic[r.key] != "" {
			continue // an own registry's registrations travel in its DeclFact
		}
		items, g := b.registrationItems(r, 0)
		if g != nil {
			fact.Dynamic[r.key] = b.where(g.at)
			delete(fact.Adds, r.key)
			continue
		}
		for _, n := range b.toolNodes(items, b.pass.Pkg.Name()+".init/"+"tools") {
			portable(n, 0)
			fact.Adds[r.key] = append(fact.Adds[r.key], n)
		}
	}
	if len(fact.Adds) > 0 || len(fact.Dynamic) > 0 {
		b.pass.ExportPackageFact(fact)
	}
}

// expandMarkers replaces the registry markers of a list where it is used
// by the tools registered into each registry.
func (b *builder) expandMarkers(items []item, at ast.Expr) ([]item, *gaveUp) {
	seen := map[string]bool{}
	for range maxItemDepth {
		var out []item
		more := false
		for _, it := range items {
			if it.registry == "" {
				out = append(out, it)
				continue
			}
			if seen[it.registry] {
				continue
			}
			seen[it.registry] = true
			b.openRegs = append(b.openRegs, it.registry)
			got, g := b.expandRegistry(it.registry, at, 0)
			if g != nil {
				return nil, g
			}
			for _, n := range got {
				more = more || n.registry != ""
			}
			out = append(out, got...)
		}
		items = out
		if !more {
			return items, nil
		}
	}
	return nil, &gaveUp{at, fmt.Sprintf("its registries register each other more than %d levels deep", maxItemDepth)}
}

// registrar returns the name of an exported registration function of the
// registry key — this package's, or one another package's RegisterFact
// shows — or "" when there is none: then only the registry's own package
// can fill it.
func (b *builder) registrar(key string) string {
	best := ""
	for fn, rf := range b.regs.funcs {
		if rf.fact.Registry == key && fn.Exported() {
			if name := fn.Pkg().Name() + "." + fn.Name(); best == "" || name < best {
				best = name
			}
		}
	}
	if best != "" {
		return best
	}
	for _, of := range b.pass.AllObjectFacts() {
		if f, ok := of.Fact.(*RegisterFact); ok && f.Registry == key && of.Object.Pkg() != b.pass.Pkg {
			if name := of.Object.Pkg().Name() + "." + of.Object.Name(); best == "" || name < best {
				best = name
			}
		}
	}
	return best
}

// noteOpenRegistries notes, at a tool list that reads registries, each
// registry that packages this one does not import can fill: Go links and
// initialises every package the program imports, and a plugin registers
// through an exported function from a package only main imports. What
// they register is not visible here (facts reach only importers) — in
// go vet and in cetpaudit go alike — so the list is checked with the
// tools that are, and the note says so, all the more when there are none.
func (b *builder) noteOpenRegistries(keys []string, list ast.Expr, tools int) {
	for _, key := range keys {
		fn := b.registrar(key)
		if fn == "" {
			continue
		}
		seen := fmt.Sprintf("it holds %d tools here", tools)
		if tools == 0 {
			seen = "none does, so the list is read as empty here"
		}
		b.limits = append(b.limits, limitNote{at: list, rules: listRules(), msg: fmt.Sprintf(
			"the tool list %s reads the registry %s, which any package can fill through %s; cetpaudit sees the "+
				"registrations of this package and the packages it imports, and %s. A package it does not import — a "+
				"plugin that main blank-imports — may register more: those tools are checked where they are declared, "+
				"but not as part of this list (CETP608, 621, and the rules that compare tools with each other and with "+
				"the descriptor). Import the registering packages where the list is used, or register them in a package "+
				"this one imports (§3.3)", api.Render(list), shortKey(key), fn, seen)})
	}
}

// shortKey renders a registry key (import path.Var) with the package's
// last path element: tools.Registry.
func shortKey(key string) string {
	i := strings.LastIndex(key, "/")
	return key[i+1:]
}
