package dedup

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/effects"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP618"

// Analyzer reports CETP618.
var Analyzer = &analysis.Analyzer{
	Name:     "dedup",
	Doc:      api.Doc("report mutation executors whose deduplication records live only in memory", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, effects.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	if idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index); idx == nil {
		return nil, nil
	}
	iface := executorInterface(pass.Pkg)
	if iface == nil {
		return nil, nil
	}
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range g.Specs {
				ts, ok := s.(*ast.TypeSpec)
				if !ok {
					continue
				}
				tn, ok := pass.TypesInfo.Defs[ts.Name].(*types.TypeName)
				if !ok || tn.IsAlias() {
					continue
				}
				named, ok := tn.Type().(*types.Named)
				if !ok || (!types.Implements(named, iface) && !types.Implements(types.NewPointer(named), iface)) {
					continue
				}
				check(pass, eff, ts, named)
			}
		}
	}
	return nil, nil
}

// executorInterface returns cetp.MutationExecutor from the package's
// imports.
func executorInterface(pkg *types.Package) *types.Interface {
	for _, p := range pkg.Imports() {
		if p.Path() != api.Path {
			continue
		}
		if tn, ok := p.Scope().Lookup("MutationExecutor").(*types.TypeName); ok {
			i, _ := tn.Type().Underlying().(*types.Interface)
			return i
		}
	}
	return nil
}

func check(pass *analysis.Pass, eff *effects.Result, ts *ast.TypeSpec, named *types.Named) {
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return
	}
	var memory []*types.Var
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		switch classify(pass.Pkg, f.Type(), 0) {
		case inMemory:
			memory = append(memory, f)
		case maybeStore:
			return
		}
	}
	if len(memory) == 0 {
		return
	}
	ms := types.NewMethodSet(types.NewPointer(named))
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok {
			continue
		}
		for _, e := range eff.Func(fn) {
			if e.Kind&effects.Store != 0 {
				return
			}
		}
		if d := eff.Decl(fn); d != nil && callsOtherModule(pass, d) {
			return
		}
	}
	var names []string
	for _, f := range memory {
		names = append(names, f.Name()+" ("+kindOf(f.Type())+")")
	}
	ignore.Report(pass, Rule, ts.Name,
		"mutation executor %s keeps its deduplication records only in memory — %s — and no method writes a database or file: "+
			"a Provider restart forgets them and a retried request runs the mutation twice. Persist the reservation, the "+
			"mutation and its result in one durable transaction (§4.4, §6)", ts.Name.Name, strings.Join(names, ", "))
}

type storage int

const (
	plain storage = iota
	inMemory
	maybeStore
)

// classify says whether a field type holds records in memory, could be a
// persistent store, or is neither (a mutex, a counter, a clock).
func classify(pkg *types.Package, t types.Type, depth int) storage {
	if depth > 3 {
		return maybeStore
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		path := n.Obj().Pkg().Path()
		switch {
		case path == "sync" && n.Obj().Name() == "Map":
			return inMemory
		case path == "sync" || path == "time" || path == api.Path:
			return plain
		case n.Obj().Pkg() != pkg:
			// *sql.DB, *os.File, a client of another module: maybe a store.
			return maybeStore
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		return inMemory
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return plain
		}
		return inMemory
	case *types.Interface, *types.Signature, *types.Chan:
		return maybeStore
	case *types.Struct:
		out := plain
		for i := 0; i < u.NumFields(); i++ {
			switch classify(pkg, u.Field(i).Type(), depth+1) {
			case maybeStore:
				return maybeStore
			case inMemory:
				out = inMemory
			}
		}
		return out
	}
	return plain
}

func kindOf(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync" {
		return "sync." + n.Obj().Name()
	}
	switch t.Underlying().(type) {
	case *types.Map:
		return "map"
	case *types.Slice:
		return "slice"
	}
	return "struct of maps"
}

// callsOtherModule reports whether a method calls a function of a package
// outside the standard library, cetp and its own package: a store the
// analyzer cannot see into.
func callsOtherModule(pass *analysis.Pass, d *ast.FuncDecl) bool {
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fn := api.Callee(pass.TypesInfo, call)
		if fn == nil {
			// A call through an interface or function value: unknown.
			if _, isConv := pass.TypesInfo.Types[call.Fun]; isConv && pass.TypesInfo.Types[call.Fun].IsType() {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if s := pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
					if _, isIface := s.Recv().Underlying().(*types.Interface); isIface {
						found = true
					}
				}
			}
			return true
		}
		if p := fn.Pkg(); p != nil && p != pass.Pkg && p.Path() != api.Path && !isStd(p.Path()) {
			found = true
		}
		return true
	})
	return found
}

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
