// Package effects finds where Go code reaches a side effect: a database
// write, a file-system change, an HTTP request that is not a read, or a
// process start. Functions that reach one export a fact, so that a
// Provider's handler is judged through the helper packages it calls — a
// store package that writes SQL need not import cetp to be seen.
//
// Reaching is flow-insensitive and conservative about closures: code inside
// a function literal counts for the function that holds it. A call through
// an interface reaches what its implementations visible to the package
// reach (iface.go); one with no visible implementation is hidden, and the
// rules built on this package report that as a note. Only interfaces of
// the analysed module are followed so; calls through other modules'
// interfaces are not. A call of a function value (a handler map, a func
// field) reaches what the functions the package stores there reach
// (package funcvals); one whose targets the package cannot see is carried
// to the function's callers, here and in other packages (values.go).
package effects

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"

	"github.com/clawseed/cetpaudit/analyzers/internal/funcvals"

	"github.com/clawseed/cetpaudit/internal/version"
)

// Kind is what a side effect touches.
type Kind uint8

// Kinds of side effect.
const (
	// Store is a persistent write: database/sql Exec, a file created,
	// written, renamed or removed.
	Store Kind = 1 << iota
	// Network is an outgoing request that is not a read: an HTTP method
	// other than GET and HEAD, mail.
	Network
	// Process starts another program.
	Process
)

// Writes are the kinds that change state (CETP621: a read tool must not).
const Writes = Store | Network

// Any is every kind.
const Any = Store | Network | Process

// Effect is a side effect a function reaches, with its evidence.
type Effect struct {
	Kind Kind
	// Sink names the call that has the effect: "(*database/sql.DB).ExecContext".
	Sink string
	// Where is the sink's file (base name) and line: "store.go:42".
	Where string
	// Via lists the functions from the reaching function down to the
	// sink, outermost first (at most maxVia).
	Via []string
}

const maxVia = 4

// String renders the evidence for a message: the sink, where it is, and
// the calls that lead there.
func (e *Effect) String() string {
	s := e.Sink + " at " + e.Where
	if len(e.Via) > 0 {
		s += " (through " + strings.Join(e.Via, " → ") + ")"
	}
	return s
}

// Fact is exported for a function that reaches a side effect, one fact per
// kind it reaches (the first found), an interface method whose
// implementations are not visible (Hidden), or a function value whose
// targets its package cannot see (Values).
type Fact struct {
	Effects []Effect
	// Hidden names interface methods the function calls that no type
	// visible to its package implements: "p.Notes.Delete".
	Hidden []string
	// Values are the calls of function values the function reaches whose
	// targets the package making the call cannot see (values.go).
	Values []Value
}

// AFact marks Fact as an analysis fact.
func (*Fact) AFact() {}

func (f *Fact) String() string {
	var parts []string
	for i := range f.Effects {
		parts = append(parts, f.Effects[i].String())
	}
	out := "reaches " + strings.Join(parts, "; ")
	if len(f.Hidden) > 0 {
		if len(parts) == 0 {
			out = "reaches"
		} else {
			out += ";"
		}
		out += " hidden " + strings.Join(f.Hidden, ", ")
	}
	for _, v := range f.Values {
		if out != "reaches" {
			out += ";"
		}
		out += " value " + v.Expr + " in " + v.Func
	}
	return out
}

// Analyzer computes which functions of a package reach side effects and
// exports them as facts. Its result is *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "cetpeffects",
	Doc:        "find the functions that reach database, file, network or process side effects, for cetpaudit's rules",
	URL:        version.DocURL("docs/go-providers.md"),
	Run:        run,
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(Fact)},
}

// Result answers which side effects calls and code of the package reach.
type Result struct {
	pass  *analysis.Pass
	funcs map[*types.Func][]Effect
	decls map[*types.Func]*ast.FuncDecl
	// hidden holds the interface methods without visible implementations
	// each function reaches (iface.go).
	hidden map[*types.Func][]string
	// values holds the unseen function-value calls each function reaches
	// (values.go).
	values map[*types.Func][]Value
	impls  map[*types.Func][]*types.Func
	byName map[string][]candidate
	msets  typeutil.MethodSetCache
	// fv resolves calls of function values (handler maps, func fields).
	fv *funcvals.Index
	// mu guards the caches the rules fill while they run (impls): the
	// analyzers that share this result may run at once.
	mu sync.Mutex
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{pass: pass, funcs: map[*types.Func][]Effect{}, decls: map[*types.Func]*ast.FuncDecl{},
		hidden: map[*types.Func][]string{}, values: map[*types.Func][]Value{}, impls: map[*types.Func][]*types.Func{}}
	r.fv = funcvals.New(pass.TypesInfo, pass.Files)
	if isStd(pass.Pkg.Path()) {
		// The standard library's sinks are known by name; its own
		// functions are not summarised (net/http.Get is not a write).
		return r, nil
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					r.decls[fn] = fd
				}
			}
		}
	}
	// Fixpoint over the package's call graph: a function reaches what
	// its sinks and callees reach. Effects only grow, per kind, so it
	// ends within len(decls)*3 rounds.
	for changed := true; changed; {
		changed = false
		for fn, fd := range r.decls {
			got := r.scan(fd.Body, fn)
			if len(got) > len(r.funcs[fn]) {
				r.funcs[fn] = got
				changed = true
			}
		}
	}
	// The same for hidden interface methods: they only grow, up to
	// maxHidden per function.
	for changed := true; changed; {
		changed = false
		for fn, fd := range r.decls {
			if got := r.hiddenIn(fd.Body); len(got) > len(r.hidden[fn]) {
				r.hidden[fn] = got
				changed = true
			}
		}
	}
	// And for function values out of sight, up to maxHidden per
	// function.
	for changed := true; changed; {
		changed = false
		for fn, fd := range r.decls {
			if got := r.valuesIn(fn, fd.Body); len(got) > len(r.values[fn]) {
				r.values[fn] = got
				changed = true
			}
		}
	}
	for fn := range r.decls {
		effs, hidden, values := r.funcs[fn], r.hidden[fn], r.values[fn]
		if len(effs) > 0 || len(hidden) > 0 || len(values) > 0 {
			pass.ExportObjectFact(fn, &Fact{Effects: effs, Hidden: hidden, Values: values})
		}
	}
	return r, nil
}

// isStd reports whether path is a standard-library package (no dot in its
// first element).
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".") && path != "command-line-arguments"
}

// scan returns the effects reached inside n, one per kind. self names the
// function being summarised, for the Via chain.
func (r *Result) scan(n ast.Node, self *types.Func) []Effect {
	return r.scanWith(n, self, true)
}

// scanWith is scan; dyn says whether calls of function values are
// followed (not from inside a literal reached through one, which keeps
// the recursion finite without shared state).
func (r *Result) scanWith(n ast.Node, self *types.Func, dyn bool) []Effect {
	var out []Effect
	var have Kind
	ast.Inspect(n, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || have == Any {
			return have != Any
		}
		for _, e := range r.call(call, dyn) {
			if have&e.Kind != 0 {
				continue
			}
			have |= e.Kind
			if self != nil && len(e.Via) < maxVia {
				e.Via = append([]string{api.FuncName(self)}, e.Via...)
			}
			out = append(out, e)
		}
		return true
	})
	return out
}

// In returns the effects reached inside a node (a statement, a function
// body), one per kind.
func (r *Result) In(n ast.Node) []Effect { return r.scan(n, nil) }

// First returns the first effect of a kind in kinds reached inside n, or
// nil.
func (r *Result) First(n ast.Node, kinds Kind) *Effect {
	for _, e := range r.In(n) {
		if e.Kind&kinds != 0 {
			return &e
		}
	}
	return nil
}

// Func returns the effects a function reaches: from this package's
// summary, another package's fact, or nothing.
func (r *Result) Func(fn *types.Func) []Effect {
	if fn == nil {
		return nil
	}
	if effs, ok := r.funcs[fn]; ok {
		return effs
	}
	if fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg {
		var f Fact
		if r.pass.ImportObjectFact(fn.Origin(), &f) {
			return f.Effects
		}
	}
	return nil
}

// Decl returns the declaration of one of the package's functions.
func (r *Result) Decl(fn *types.Func) *ast.FuncDecl { return r.decls[fn] }

// Call returns the effects of one call: a sink itself, or a function that
// reaches sinks.
func (r *Result) Call(call *ast.CallExpr) []Effect { return r.call(call, true) }

func (r *Result) call(call *ast.CallExpr, dyn bool) []Effect {
	info := r.pass.TypesInfo
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		if !dyn {
			return nil
		}
		return r.dynamic(call)
	}
	if k := r.sink(fn, call); k != 0 {
		return []Effect{{Kind: k, Sink: sinkName(fn), Where: r.where(call.Pos())}}
	}
	if interfaceMethod(fn) {
		if !r.followed(fn) {
			return nil
		}
		effs, _ := r.viaInterface(fn)
		return effs
	}
	return r.Func(fn)
}

func (r *Result) where(pos token.Pos) string {
	p := r.pass.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

// sink classifies a call of a standard-library function or method.
func (r *Result) sink(fn *types.Func, call *ast.CallExpr) Kind {
	if fn.Pkg() == nil {
		return 0
	}
	path, name := fn.Pkg().Path(), fn.Name()
	recv := recvName(fn)
	switch path {
	case "database/sql":
		if (name == "Exec" || name == "ExecContext") && recv != "" {
			return Store
		}
	case "os":
		switch recv {
		case "":
			switch name {
			case "WriteFile", "Create", "CreateTemp", "Remove", "RemoveAll", "Rename", "Mkdir", "MkdirAll",
				"MkdirTemp", "Truncate", "Chmod", "Chown", "Lchown", "Chtimes", "Symlink", "Link", "CopyFS":
				return Store
			case "OpenFile":
				if len(call.Args) >= 2 && r.writeFlags(call.Args[1]) {
					return Store
				}
			case "StartProcess":
				return Process
			}
		case "File":
			switch name {
			case "Write", "WriteString", "WriteAt", "Truncate", "ReadFrom", "Chmod", "Chown":
				return Store
			}
		case "Root":
			switch name {
			case "Create", "Remove", "RemoveAll", "Rename", "Mkdir", "MkdirAll", "WriteFile", "Chmod", "Chown", "Symlink", "Link":
				return Store
			case "OpenFile":
				if len(call.Args) >= 2 && r.writeFlags(call.Args[1]) {
					return Store
				}
			}
		}
	case "io/ioutil":
		if name == "WriteFile" {
			return Store
		}
	case "net/http":
		switch name {
		case "Post", "PostForm":
			return Network
		case "NewRequest", "NewRequestWithContext":
			idx := 0
			if name == "NewRequestWithContext" {
				idx = 1
			}
			if len(call.Args) > idx {
				if m, ok := constString(r.pass.TypesInfo, call.Args[idx]); ok && !readMethod(m) {
					return Network
				}
			}
		}
	case "net/smtp":
		if name == "SendMail" || (recv == "Client" && name == "Data") {
			return Network
		}
	case "os/exec":
		if recv == "Cmd" && (name == "Run" || name == "Start" || name == "Output" || name == "CombinedOutput") {
			return Process
		}
	case "syscall":
		if name == "Exec" || name == "ForkExec" || name == "StartProcess" {
			return Process
		}
	}
	return 0
}

// readMethod reports whether an HTTP method only reads.
func readMethod(m string) bool {
	switch strings.ToUpper(m) {
	case "", "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// writeFlags reports whether os.OpenFile's flags may open for writing: a
// constant with a write bit, or flags not known statically.
func (r *Result) writeFlags(e ast.Expr) bool {
	tv, ok := r.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil {
		return true
	}
	v, ok := constant.Int64Val(constant.ToInt(tv.Value))
	if !ok {
		return true
	}
	// O_WRONLY, O_RDWR, O_APPEND, O_CREATE, O_TRUNC: any bit but the
	// access mode's read-only zero and O_CLOEXEC/O_SYNC-style options.
	const writeBits = 0x1 | 0x2 | 0x40 | 0x200 | 0x400
	return v&writeBits != 0
}

func constString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// recvName is the name of a method's receiver type, "" for a function.
func recvName(fn *types.Func) string {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return ""
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// sinkName renders a sink: os.WriteFile, (*sql.DB).Exec.
func sinkName(fn *types.Func) string {
	pkg := fn.Pkg().Name()
	if r := recvName(fn); r != "" {
		return "(*" + pkg + "." + r + ")." + fn.Name()
	}
	return pkg + "." + fn.Name()
}

// FirstCall returns the first call inside n, in source order, that has or
// reaches an effect of a kind in kinds, with that effect; nil when none.
func (r *Result) FirstCall(n ast.Node, kinds Kind) (*ast.CallExpr, *Effect) {
	var at *ast.CallExpr
	var eff *Effect
	ast.Inspect(n, func(x ast.Node) bool {
		if at != nil {
			return false
		}
		if call, ok := x.(*ast.CallExpr); ok {
			for _, e := range r.Call(call) {
				if e.Kind&kinds != 0 {
					at, eff = call, &e
					return false
				}
			}
		}
		return true
	})
	return at, eff
}

// FirstCallAfter is FirstCall restricted to the calls inside n that start
// at or after pos.
func (r *Result) FirstCallAfter(n ast.Node, pos token.Pos, kinds Kind) (*ast.CallExpr, *Effect) {
	var at *ast.CallExpr
	var eff *Effect
	ast.Inspect(n, func(x ast.Node) bool {
		if at != nil || x == nil || x.End() < pos {
			return false
		}
		if call, ok := x.(*ast.CallExpr); ok && call.Pos() >= pos {
			for _, e := range r.Call(call) {
				if e.Kind&kinds != 0 {
					at, eff = call, &e
					return false
				}
			}
		}
		return true
	})
	return at, eff
}

// FuncValues resolves the package's calls of function values.
func (r *Result) FuncValues() *funcvals.Index { return r.fv }

// dynamic returns the effects of a call of a function value: the union,
// one per kind, of what the functions stored where it is read from reach.
func (r *Result) dynamic(call *ast.CallExpr) []Effect {
	if r.fv == nil {
		return nil
	}
	ts, _ := r.fv.Targets(call)
	var out []Effect
	var have Kind
	for _, t := range ts {
		var effs []Effect
		switch {
		case t.Fn != nil:
			if k := r.sink(t.Fn, call); k != 0 {
				effs = []Effect{{Kind: k, Sink: sinkName(t.Fn), Where: r.where(call.Pos())}}
			} else if !interfaceMethod(t.Fn) {
				effs = r.Func(t.Fn)
			}
		case t.Lit != nil:
			effs = r.scanWith(t.Lit.Body, nil, false)
		}
		for _, e := range effs {
			if have&e.Kind == 0 {
				have |= e.Kind
				out = append(out, e)
			}
		}
	}
	return out
}

// FirstUnresolved returns the first call inside n of a function value
// whose targets cannot be seen, or nil.
func (r *Result) FirstUnresolved(n ast.Node) *ast.CallExpr {
	if r.fv == nil {
		return nil
	}
	var at *ast.CallExpr
	ast.Inspect(n, func(x ast.Node) bool {
		if at != nil {
			return false
		}
		if call, ok := x.(*ast.CallExpr); ok && r.fv.Dynamic(call) {
			if ts, _ := r.fv.Targets(call); len(ts) == 0 {
				at = call
				return false
			}
		}
		return true
	})
	return at
}
