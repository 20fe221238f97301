package executor

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/sharedvar"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP608"

// Unwired is the fact of an exported function that returns a cetp.Provider
// declaring mutating tools with no MutationExecutor wired to it: whether
// one is wired is for the packages that call the function to show, and
// the verdict is theirs.
type Unwired struct {
	// Tools lists the mutating tools for the message, already quoted:
	// `"delete_note" (delete)`, at most maxNamed, then "…".
	Tools string
	// Where is the Provider literal's file (base name) and line.
	Where string
}

// AFact marks Unwired as an analysis fact.
func (*Unwired) AFact() {}

func (f *Unwired) String() string {
	return "returns the Provider at " + f.Where + " with mutating tools " + f.Tools + " and no executor"
}

// NoExecutor is the fact of a package-level variable that could hold a
// MutationExecutor but is never assigned one in its package: using it as
// an Executor wires nothing.
type NoExecutor struct{}

// AFact marks NoExecutor as an analysis fact.
func (*NoExecutor) AFact() {}

func (*NoExecutor) String() string { return "never assigned a MutationExecutor" }

// WiresShared is the package fact of a package that assigns an executor
// to other packages' exported Provider variables (app.P.Executor = x):
// main gives the verdict only on variables no package of its program
// wires (and that the program serves: sharedvar.Analyzer).
type WiresShared struct {
	// Vars are the wired variables' keys (sharedvar.Key).
	Vars []string
}

// AFact marks WiresShared as an analysis fact.
func (*WiresShared) AFact() {}

func (f *WiresShared) String() string {
	return "wires an executor into " + strings.Join(f.Vars, ", ")
}

// WiresParam is the fact of a function that sets a MutationExecutor on
// the Providers it is handed (func Setup(p *cetp.Provider, …) {
// p.Executor = … }), directly or through the helpers it calls: a call
// wires the Providers it passes there.
type WiresParam struct {
	// Params are the indexes of those parameters.
	Params []int
}

// AFact marks WiresParam as an analysis fact.
func (*WiresParam) AFact() {}

func (f *WiresParam) String() string {
	return fmt.Sprintf("sets the Executor of parameters %v", f.Params)
}

// Analyzer reports CETP608.
var Analyzer = &analysis.Analyzer{
	Name:      "executor",
	Doc:       api.Doc("report CETP Providers that declare mutating tools without a MutationExecutor", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, declcheck.Analyzer, sharedvar.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(Unwired), new(NoExecutor), new(WiresShared), new(WiresParam)},
}

// maxNamed bounds how many tools a message lists.
const maxNamed = 3

// maxParamHops bounds how many times a wiring trace crosses from a
// parameter to the arguments of the package's calls (wire(p) setting
// p.Executor).
const maxParamHops = 4

type checker struct {
	pass   *analysis.Pass
	info   *types.Info
	idx    *flow.Index
	ev     *decleval.Eval
	params map[*types.Var]bool
	// assignedHere holds other packages' variables this package assigns
	// something that is not nil.
	assignedHere map[*types.Var]bool
	// calls maps each of the package's functions to the calls of it, for
	// wiring that goes through a parameter.
	calls map[*types.Func][]*ast.CallExpr
	// paramOf maps a parameter to its function and position.
	paramOf map[*types.Var]paramAt
}

type paramAt struct {
	fn *types.Func
	i  int
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	serving := pass.ResultOf[sharedvar.Analyzer].(*sharedvar.Result)
	if idx == nil {
		// A package that does not import cetp can still call a function
		// that returns a Provider and wire its executor (p.Executor = x
		// needs no import), and a main package gives the verdict on
		// shared Provider variables: index it only then.
		if !callsUnwired(pass) && !sharedvar.IsMain(pass) && !callsWiresParam(pass) && !serving.CallsServes() && !usesShared(pass) {
			return nil, nil
		}
		idx = flow.NewIndex(pass.TypesInfo, pass.Files)
	}
	decls := pass.ResultOf[declcheck.Analyzer].(*declcheck.Result)
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, info: pass.TypesInfo, idx: idx, ev: decleval.New(pass.TypesInfo, pass.Files, idx),
		assignedHere: map[*types.Var]bool{}, calls: map[*types.Func][]*ast.CallExpr{}, paramOf: map[*types.Var]paramAt{}}
	c.params = params(c.info, pass.Files)
	c.index(ins)
	c.exportNoExecutor()

	// What an assignment to Executor wires: every Provider literal and
	// call its target may come from, and other packages' shared Provider
	// variables.
	wired := map[ast.Expr]bool{}
	wiresShared := map[string]bool{}
	visit := func(e ast.Expr) {
		wired[e] = true
		if v := sharedvar.ForeignVar(pass, e); v != nil {
			wiresShared[sharedvar.Key(v)] = true
		}
	}
	// Functions that set the Executor of a Provider they are handed: a
	// fact for other packages, and here each call wires its argument.
	imported := func(fn *types.Func) []int {
		var f WiresParam
		if pass.ImportObjectFact(fn, &f) {
			return f.Params
		}
		return nil
	}
	setters := sharedvar.ParamFields(pass, "Executor", func(x ast.Expr) bool { return !c.none(x) }, imported)
	for fn, ps := range setters {
		if len(ps) > 0 && fn.Exported() {
			pass.ExportObjectFact(fn, &WiresParam{Params: ps})
		}
	}
	ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := api.Callee(c.info, call)
		if fn == nil || fn.Pkg() == pass.Pkg {
			return // the package's own helpers: origins follows their parameters
		}
		for _, j := range imported(fn.Origin()) {
			if j < len(call.Args) {
				c.origins(call.Args[j], visit)
			}
		}
	})
	ins.Preorder([]ast.Node{(*ast.AssignStmt)(nil)}, func(n ast.Node) {
		as := n.(*ast.AssignStmt)
		if len(as.Lhs) != len(as.Rhs) {
			return
		}
		for i, l := range as.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			s := c.info.Selections[sel]
			if s == nil || !api.IsField(s.Obj(), "Provider", "Executor") || c.none(as.Rhs[i]) {
				continue
			}
			c.origins(sel.X, visit)
		}
	})

	// Who returns each literal and call: the package's functions whose
	// results may be it.
	returners := c.idx.Returners(func(fn *types.Func) bool { return flow.ReturnsType(fn, "Provider") })

	// Provider literals of this package.
	for p, set := range decls.Providers {
		if x := c.ev.Field(p, "Executor"); x != nil && !c.none(x) {
			continue
		}
		if wired[p] || set.Tools == nil {
			continue
		}
		tools := mutatingTools(set)
		if tools == "" {
			continue
		}
		if v := sharedvar.HeldBy(pass, p); v != nil {
			// Other packages may set its Executor: main decides.
			pass.ExportObjectFact(v, &Unwired{Tools: tools, Where: c.where(p.Pos())})
			ignore.ReportNote(pass, Rule, p,
				"no finding here: provider %s declares mutating tools %s, and as an exported variable any package can set "+
					"%s.Executor, so whether it gets a MutationExecutor is judged in each main package that serves it (a run "+
					"over that main package reports it if none is set); a run that analyses no such main package cannot tell (§6, §10)",
				sharedvar.Name(v), tools, sharedvar.Name(v))
			continue
		}
		if out := c.deferTo(returners[p], &Unwired{Tools: tools, Where: c.where(p.Pos())}); out != "" {
			// Facts reach only the packages that import this one: a run
			// without them (a provider library alone) would say nothing.
			ignore.ReportNote(pass, Rule, p,
				"no finding here: provider declares mutating tools %s and wires no MutationExecutor in this package; it leaves "+
					"the package through %s, so whether one is wired is judged where that is called (a run over the caller "+
					"reports it if none is); a run that analyses no caller cannot tell (§6, §10)",
				tools, out)
			continue
		}
		ignore.Report(pass, Rule, p,
			"provider declares mutating tools %s but wires no MutationExecutor; a retried request would run the mutation again. "+
				"Set Executor to a durable deduplication store that commits the request reservation, mutation and result together (§6, §10)",
			tools)
	}

	if len(wiresShared) > 0 {
		pass.ExportPackageFact(&WiresShared{Vars: slices.Sorted(maps.Keys(wiresShared))})
	}
	if sharedvar.IsMain(pass) {
		// The program's packages are this one and what its non-test
		// files import: a shared Provider the program serves and none of
		// them wires runs without an executor.
		done := sharedvar.Configured(pass, func(f *WiresShared) []string { return f.Vars })

		vars, facts := sharedvar.Marked[*Unwired](pass)
		for i, v := range vars {
			if done[sharedvar.Key(v)] || wiresShared[sharedvar.Key(v)] {
				continue
			}
			site, ok := sharedvar.Judge(pass, v, serving.ServedBy, serving.ServesOf)
			if !ok {
				continue // the program only reads its fields: no server of it
			}
			if site.Use == sharedvar.Unknown {
				ignore.ReportNote(pass, Rule, site.At,
					"%s, the provider declared at %s, has mutating tools %s and no package of the program sets %s.Executor; "+
						"here it goes where its type no longer shows whether it is served, so the analysis cannot tell whether "+
						"this program serves it: if it does, set its Executor to a durable deduplication store (§6, §10)",
					sharedvar.Name(v), facts[i].Where, facts[i].Tools, sharedvar.Name(v))
				continue
			}
			ignore.Report(pass, Rule, site.At,
				"the program serves %s, the provider declared at %s, whose mutating tools %s need a MutationExecutor, and no "+
					"package of the program sets %s.Executor; a retried request would run the mutation again. Set it to a "+
					"durable deduplication store that commits the request reservation, mutation and result together (§6, §10)",
				sharedvar.Name(v), facts[i].Where, facts[i].Tools, sharedvar.Name(v))
		}
	}

	// Calls of functions that return an unwired Provider: here is where
	// it is used, so here the verdict falls unless the value goes on out.
	// Tests build Providers to look at them, not to serve: Uses skips
	// _test.go files.
	unwiredCall := func(e ast.Expr) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok || wired[call] {
			return false
		}
		fn := api.Callee(c.info, call)
		return fn != nil && fn.Pkg() != pass.Pkg && pass.ImportObjectFact(fn.Origin(), new(Unwired))
	}
	for _, u := range sharedvar.Uses(pass, unwiredCall) {
		call := u.Node.(*ast.CallExpr)
		fn := api.Callee(c.info, call)
		var fact Unwired
		pass.ImportObjectFact(fn.Origin(), &fact)
		if c.deferTo(returners[call], &fact) != "" {
			continue
		}
		switch u.Use {
		case sharedvar.Inspects:
			continue // lib.Build().Tools: read, not served
		case sharedvar.Unknown:
			ignore.ReportNote(pass, Rule, call,
				"%s returns the provider declared at %s, whose mutating tools %s need a MutationExecutor, and none is wired "+
					"to it here; the value goes where its type no longer shows whether it is served, so the analysis cannot "+
					"tell: if it is, set its Executor to a durable deduplication store (§6, §10)",
				api.FuncName(fn), fact.Where, fact.Tools)
			continue
		}
		ignore.Report(pass, Rule, call,
			"%s returns the provider declared at %s, whose mutating tools %s need a MutationExecutor, and none is wired to it "+
				"here; a retried request would run the mutation again. Set its Executor to a durable deduplication store that "+
				"commits the request reservation, mutation and result together (§6, §10)",
			api.FuncName(fn), fact.Where, fact.Tools)
	}
	return nil, nil
}

// callsUnwired reports whether the package calls another package's
// function that has an Unwired fact.
func callsUnwired(pass *analysis.Pass) bool {
	for _, f := range pass.AllObjectFacts() {
		if _, ok := f.Fact.(*Unwired); ok && f.Object.Pkg() != pass.Pkg {
			for _, obj := range pass.TypesInfo.Uses {
				if obj == f.Object {
					return true
				}
			}
		}
	}
	return false
}

// callsWiresParam reports whether the package calls another package's
// function that sets the Executor of a Provider it is handed.
func callsWiresParam(pass *analysis.Pass) bool {
	for _, f := range pass.AllObjectFacts() {
		if _, ok := f.Fact.(*WiresParam); ok && f.Object.Pkg() != pass.Pkg {
			for _, obj := range pass.TypesInfo.Uses {
				if obj == f.Object {
					return true
				}
			}
		}
	}
	return false
}

// usesShared reports whether the package names a shared Provider
// variable of another package.
func usesShared(pass *analysis.Pass) bool {
	for id := range pass.TypesInfo.Uses {
		if sharedvar.PkgVar(pass, id) != nil {
			return true
		}
	}
	return false
}

// deferTo exports fact for the exported functions among fns, and returns
// the first one's name ("" when there is none): the Provider leaves the
// package through them.
func (c *checker) deferTo(fns []*types.Func, fact *Unwired) string {
	out := ""
	for _, fn := range fns {
		if fn.Exported() {
			c.pass.ExportObjectFact(fn, &Unwired{Tools: fact.Tools, Where: fact.Where})
			if out == "" {
				out = api.FuncName(fn)
			}
		}
	}
	return out
}

func (c *checker) where(pos token.Pos) string {
	p := c.pass.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

// mutatingTools lists a Provider's mutating tools for a message, or "".
func mutatingTools(set *descriptor.Set) string {
	var mutating []string
	for _, t := range set.Tools.Tools.Items {
		if t == nil {
			continue
		}
		effect := t.Annotations.EffectValue()
		if effect == "" || !effect.Mutating() {
			continue
		}
		mutating = append(mutating, t.Ref()+" ("+string(effect)+")")
	}
	if len(mutating) == 0 {
		return ""
	}
	list := strings.Join(mutating[:min(len(mutating), maxNamed)], ", ")
	if len(mutating) > maxNamed {
		list += ", …"
	}
	return list
}

// index records the calls of the package's functions, its parameters'
// places, and the assignments to other packages' variables.
func (c *checker) index(ins *inspector.Inspector) {
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, _ := c.info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			i := 0
			for _, fl := range fd.Type.Params.List {
				if len(fl.Names) == 0 {
					i++
					continue
				}
				for _, n := range fl.Names {
					if v, ok := c.info.Defs[n].(*types.Var); ok {
						c.paramOf[v] = paramAt{fn, i}
					}
					i++
				}
			}
		}
	}
	ins.Preorder([]ast.Node{(*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CallExpr:
			if fn := api.Callee(c.info, n); fn != nil && fn.Pkg() == c.pass.Pkg {
				c.calls[fn] = append(c.calls[fn], n)
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok || c.info.Selections[sel] != nil {
					continue
				}
				v, ok := c.info.Uses[sel.Sel].(*types.Var)
				if ok && v.Pkg() != c.pass.Pkg && (len(n.Lhs) != len(n.Rhs) || !c.ev.IsNil(n.Rhs[i])) {
					c.assignedHere[v] = true
				}
			}
		}
	})
}

// exportNoExecutor marks the package-level variables that could hold a
// MutationExecutor and are only ever nil in this package.
func (c *checker) exportNoExecutor() {
	me := mutationExecutor(c.pass.Pkg)
	if me == nil {
		return
	}
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !types.AssignableTo(v.Type(), me) {
			continue
		}
		if c.onlyNil(v) {
			c.pass.ExportObjectFact(v, &NoExecutor{})
		}
	}
}

// mutationExecutor returns the cetp.MutationExecutor interface when pkg
// imports cetp, or nil.
func mutationExecutor(pkg *types.Package) types.Type {
	for _, p := range pkg.Imports() {
		if p.Path() == api.Path {
			if tn, ok := p.Scope().Lookup("MutationExecutor").(*types.TypeName); ok {
				return tn.Type().Underlying()
			}
		}
	}
	return nil
}

// onlyNil reports whether the package never assigns v anything but nil.
func (c *checker) onlyNil(v *types.Var) bool {
	for _, src := range c.ev.Assigned(v) {
		if !c.ev.IsNil(src) {
			return false
		}
	}
	return true
}

// none reports whether an Executor value is certainly no executor: nil, a
// variable of the package that is never assigned anything but nil, or
// another package's variable that its package never assigns (its
// NoExecutor fact) and this one does not either. Parameters and other
// values from elsewhere count as executors.
func (c *checker) none(x ast.Expr) bool {
	if c.ev.IsNil(x) {
		return true
	}
	var v *types.Var
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, _ = c.info.Uses[x].(*types.Var)
	case *ast.SelectorExpr:
		if c.info.Selections[x] == nil { // a qualified identifier
			v, _ = c.info.Uses[x.Sel].(*types.Var)
		}
	}
	if v == nil || c.params[v] || v.IsField() {
		return false
	}
	if v.Pkg() != c.pass.Pkg {
		return !c.assignedHere[v] && c.pass.ImportObjectFact(v, new(NoExecutor))
	}
	return c.onlyNil(v)
}

// origins calls visit for every expression the value of x may come from,
// within the package; where x is a parameter of one of the package's
// functions, it goes on with the arguments of that function's calls.
func (c *checker) origins(x ast.Expr, visit func(ast.Expr)) {
	todo := []ast.Expr{x}
	seen := map[*types.Var]bool{}
	for hop := 0; len(todo) > 0 && hop <= maxParamHops; hop++ {
		var next []ast.Expr
		for _, e := range todo {
			cut := c.idx.Trace(e, func(e ast.Expr) bool {
				visit(e)
				id, ok := e.(*ast.Ident)
				if !ok {
					return true
				}
				v, _ := c.info.Uses[id].(*types.Var)
				at, ok := c.paramOf[v]
				if !ok || seen[v] {
					return true
				}
				seen[v] = true
				for _, call := range c.calls[at.fn] {
					if at.i < len(call.Args) {
						next = append(next, call.Args[at.i])
					}
				}
				return true
			})
			flow.ReportCut(c.pass, Rule, cut)
		}
		todo = next
	}
}

// params returns the parameters and named results of the package's
// functions and function literals: values supplied from outside.
func params(info *types.Info, files []*ast.File) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	add := func(ft *ast.FuncType) {
		for _, fl := range []*ast.FieldList{ft.Params, ft.Results} {
			if fl == nil {
				continue
			}
			for _, f := range fl.List {
				for _, n := range f.Names {
					if v, ok := info.Defs[n].(*types.Var); ok {
						out[v] = true
					}
				}
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				add(n.Type)
			case *ast.FuncLit:
				add(n.Type)
			}
			return true
		})
	}
	return out
}
