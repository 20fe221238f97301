package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// Calls through an interface (s.notes.Delete with notes a repository
// interface) are resolved to the implementations the analysis can see: the
// concrete types of this package (not of its _test.go files) and of the
// packages of its module it imports, whose methods are summarised here or carried by
// their Fact. The call reaches what any of them reaches. When none is
// visible — the interface is implemented in a package this one does not
// import, wired in main — the call is hidden: the rules built on this
// package say so in a note instead of taking it as harmless.

// maxHidden bounds how many hidden interface methods a function's summary
// and Fact carry.
const maxHidden = 2

// Hidden is a call inside analysed code that reaches an interface method
// no visible type implements.
type Hidden struct {
	// Call is the call in the code the rule looked at: the interface call
	// itself, or a call of a function that reaches one.
	Call *ast.CallExpr
	// Method names the interface method: "p.Notes.Delete".
	Method string
	// Value, set instead of Method, renders a called function value
	// whose targets the package does not store or take (a handler table
	// filled in another package): "hooks[name]".
	Value string
	// Via, set with Value, names the function Call calls that reaches the
	// function value's call (carried by a summary or fact); Carried is
	// that call.
	Via     string
	Carried *Value
	r       *Result
}

// Pos and End make a Hidden the range of a note: its call.
func (h *Hidden) Pos() token.Pos { return h.Call.Pos() }
func (h *Hidden) End() token.Pos { return h.Call.End() }

// interfaceMethod reports whether fn is a method of an interface declared
// outside the standard library (whose interfaces — io.Writer, error — the
// sinks already classify by their concrete calls) and outside the cetp
// package (cetp.MutationExecutor is the deduplication contract
// Provider.Handle calls after its own deadline check, not application
// code whose effects a rule could be missing).
func interfaceMethod(fn *types.Func) bool {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
		return false
	}
	return fn.Pkg() != nil && !isStd(fn.Pkg().Path()) && fn.Pkg().Path() != api.Path
}

// ifaceName renders an interface method for a message: pkg.Iface.Method.
func ifaceName(fn *types.Func) string {
	t := fn.Type().(*types.Signature).Recv().Type()
	name := "interface"
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name = n.Obj().Name()
	}
	return fn.Pkg().Name() + "." + name + "." + fn.Name()
}

// implementations returns the visible concrete methods that implement the
// interface method m (cached per method).
func (r *Result) implementations(m *types.Func) []*types.Func {
	r.mu.Lock()
	defer r.mu.Unlock()
	if impls, ok := r.impls[m]; ok {
		return impls
	}
	if r.byName == nil {
		r.indexMethods()
	}
	iface, _ := m.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface)
	var out []*types.Func
	if iface != nil {
		for _, c := range r.byName[m.Name()] {
			if types.Implements(c.recv, iface) {
				out = append(out, c.fn)
			}
		}
	}
	r.impls[m] = out
	return out
}

// candidate is a concrete method and the receiver whose method set holds
// it.
type candidate struct {
	recv types.Type
	fn   *types.Func
}

// indexMethods indexes, by name, the methods of the concrete named types
// of this package (outside _test.go files) and of the packages of its
// module it imports, directly or not. Staying in the module keeps the cost
// to the application's own types: the implementation of an application's
// repository interface is the application's, and indexing every type of a
// large dependency graph (client-go's thousands) for each package would
// not be.
func (r *Result) indexMethods() {
	r.byName = map[string][]candidate{}
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if seen[p] || isStd(p.Path()) || (p != r.pass.Pkg && !r.inModule(p.Path())) {
			return
		}
		seen[p] = true
		scope := p.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			n, ok := tn.Type().(*types.Named)
			if !ok || types.IsInterface(n) || n.TypeParams().Len() > 0 || r.inTestFile(tn.Pos()) {
				continue
			}
			ptr := types.NewPointer(n)
			ms := r.msets.MethodSet(ptr)
			for i := 0; i < ms.Len(); i++ {
				if fn, ok := ms.At(i).Obj().(*types.Func); ok {
					r.byName[fn.Name()] = append(r.byName[fn.Name()], candidate{ptr, fn})
				}
			}
		}
		for _, imp := range p.Imports() {
			visit(imp)
		}
	}
	visit(r.pass.Pkg)
}

// inModule reports whether an import path is in the analysed package's
// module (every path, when the driver names no module).
func (r *Result) inModule(path string) bool {
	if r.pass.Module == nil || r.pass.Module.Path == "" {
		return true
	}
	m := r.pass.Module.Path
	return path == m || strings.HasPrefix(path, m+"/")
}

// followed reports whether calls of the interface method m are resolved
// to implementations: interfaces of the analysed module. Another module's
// interface (a logging or client library's) is implemented in that
// module, whose types are not indexed; its calls stay unfollowed, as
// calls of that module's concrete code without facts are.
func (r *Result) followed(m *types.Func) bool {
	return interfaceMethod(m) && (m.Pkg() == r.pass.Pkg || r.inModule(m.Pkg().Path()))
}

func (r *Result) inTestFile(pos token.Pos) bool {
	return pos.IsValid() && strings.HasSuffix(r.pass.Fset.Position(pos).Filename, "_test.go")
}

// viaInterface returns what a call of the interface method m reaches
// through its visible implementations, one effect per kind, and whether
// any implementation is visible.
func (r *Result) viaInterface(m *types.Func) ([]Effect, bool) {
	impls := r.implementations(m)
	var out []Effect
	var have Kind
	for _, impl := range impls {
		for _, e := range r.Func(impl) {
			if have&e.Kind == 0 {
				have |= e.Kind
				out = append(out, e)
			}
		}
	}
	return out, len(impls) > 0
}

// hiddenOf returns the hidden interface methods a call reaches: its own
// callee when that is an interface method no visible type implements, or
// what the called function reaches.
func (r *Result) hiddenOf(call *ast.CallExpr) []string {
	fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if interfaceMethod(fn) {
		if !r.followed(fn) {
			return nil
		}
		if _, visible := r.viaInterface(fn); !visible {
			return []string{ifaceName(fn)}
		}
		return nil
	}
	if h, ok := r.hidden[fn]; ok {
		return h
	}
	if fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg {
		var f Fact
		if r.pass.ImportObjectFact(fn.Origin(), &f) {
			return f.Hidden
		}
	}
	return nil
}

// hiddenIn returns the hidden interface methods reached inside n, at most
// maxHidden.
func (r *Result) hiddenIn(n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(x ast.Node) bool {
		if len(out) >= maxHidden {
			return false
		}
		if call, ok := x.(*ast.CallExpr); ok {
			for _, m := range r.hiddenOf(call) {
				if len(out) < maxHidden && !contains(out, m) {
					out = append(out, m)
				}
			}
		}
		return true
	})
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// FirstHidden returns the first call inside n that starts at or after
// from (token.NoPos: anywhere) and reaches an interface method no visible
// type implements, or nil: where a rule that found no effect must say
// that effects behind the interface were not visible. A call of a function
// value whose targets cannot be seen is returned too (Hidden.Value).
func (r *Result) FirstHidden(n ast.Node, from token.Pos) *Hidden {
	var at *Hidden
	ast.Inspect(n, func(x ast.Node) bool {
		if at != nil || x == nil || x.End() < from {
			return false
		}
		if call, ok := x.(*ast.CallExpr); ok && call.Pos() >= from {
			if h := r.hiddenOf(call); len(h) > 0 {
				at = &Hidden{Call: call, Method: h[0]}
				return false
			}
			if vs := r.valuesOf(call); len(vs) > 0 {
				v := vs[0]
				at = &Hidden{Call: call, Value: v.Expr, Via: api.FuncName(api.Callee(r.pass.TypesInfo, call)), Carried: &v, r: r}
				return false
			}
			if r.fv != nil && r.fv.Dynamic(call) {
				if ts, _ := r.fv.Targets(call); len(ts) == 0 {
					at = &Hidden{Call: call, Value: types.ExprString(call.Fun)}
					return false
				}
			}
		}
		return true
	})
	return at
}

// HiddenFunc returns the hidden interface methods a function reaches.
func (r *Result) HiddenFunc(fn *types.Func) []string {
	if fn == nil {
		return nil
	}
	if h, ok := r.hidden[fn]; ok {
		return h
	}
	if fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg {
		var f Fact
		if r.pass.ImportObjectFact(fn.Origin(), &f) {
			return f.Hidden
		}
	}
	return nil
}

// NoteText is the sentence a rule's note uses for a hidden call.
func (h *Hidden) NoteText() string {
	if h.Carried != nil {
		return h.r.valueText(h.Via, *h.Carried)
	}
	if h.Value != "" {
		return "calls " + h.Value + ", a function value whose targets this package does not store or take (filled in " +
			"another package, or handed in), so side effects behind it are not visible"
	}
	return "calls through interface method " + h.Method + ", which no type in this package or the packages of its module " +
		"it imports implements, so side effects behind it are not visible"
}

// HiddenMethod reports whether fn is an interface method that no type
// visible to the package implements, and names it for a message.
func (r *Result) HiddenMethod(fn *types.Func) (string, bool) {
	if fn == nil || !r.followed(fn) {
		return "", false
	}
	if _, visible := r.viaInterface(fn); visible {
		return "", false
	}
	return ifaceName(fn), true
}
