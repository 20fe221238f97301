package session

import (
	"fmt"
	"go/ast"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/sharedvar"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP625"

// ReadsToken is the fact of a package that reads Request.SessionToken
// where the value can decide something (decides.go): a comparison, a
// lookup, a call that may validate it.
type ReadsToken struct{}

// AFact marks ReadsToken as an analysis fact.
func (*ReadsToken) AFact() {}

func (*ReadsToken) String() string { return "reads cetp.Request.SessionToken" }

// LogsToken is the fact of a package whose reads of Request.SessionToken
// all decide nothing (they log it, print it or discard it).
type LogsToken struct {
	// Where is the first such read's file (base name) and line.
	Where string
}

// AFact marks LogsToken as an analysis fact.
func (*LogsToken) AFact() {}

func (f *LogsToken) String() string { return "only logs cetp.Request.SessionToken (" + f.Where + ")" }

// NoSession is the fact of an exported function that returns a
// cetp.Provider with no Session hook from a package where nothing reads
// the session token: whether the transport that serves it checks the
// token is for the packages that call the function to show.
type NoSession struct {
	// Where is the Provider literal's file (base name) and line.
	Where string
}

// AFact marks NoSession as an analysis fact.
func (*NoSession) AFact() {}

func (f *NoSession) String() string {
	return "returns the Provider at " + f.Where + " with no Session hook"
}

// SetsSession is the package fact of a package that sets the Session hook
// of other packages' exported Provider variables (app.P.Session = f):
// main gives the verdict only on variables no package of its program
// sets (and that the program serves: sharedvar.Analyzer).
type SetsSession struct {
	// Vars are the variables' keys (sharedvar.Key).
	Vars []string
}

// AFact marks SetsSession as an analysis fact.
func (*SetsSession) AFact() {}

func (f *SetsSession) String() string {
	return "sets the Session hook of " + strings.Join(f.Vars, ", ")
}

// SessionParam is the fact of a function that sets the Session hook of
// the Providers it is handed (func Setup(p *cetp.Provider, …) {
// p.Session = … }), directly or through the helpers it calls.
type SessionParam struct {
	// Params are the indexes of those parameters.
	Params []int
}

// AFact marks SessionParam as an analysis fact.
func (*SessionParam) AFact() {}

func (f *SessionParam) String() string {
	return fmt.Sprintf("sets the Session hook of parameters %v", f.Params)
}

// Analyzer reports CETP625.
var Analyzer = &analysis.Analyzer{
	Name:      "session",
	Doc:       api.Doc("report CETP Providers that never read the request's session token", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, sharedvar.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ReadsToken), new(LogsToken), new(NoSession), new(SetsSession), new(SessionParam)},
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	info := pass.TypesInfo
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	reads := false
	var logged []ast.Node // reads that decide nothing
	dec := &decider{info: info, files: pass.Files}
	var providers []*ast.CompositeLit
	sessionSet := false  // some Provider's Session is assigned after construction
	var setOn []ast.Expr // the Providers whose Session is assigned
	ins.Preorder([]ast.Node{(*ast.SelectorExpr)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if s := info.Selections[n]; s != nil && api.IsField(s.Obj(), "Request", "SessionToken") {
				if dec.decides(n) {
					reads = true
				} else {
					logged = append(logged, n)
				}
			}
		case *ast.CompositeLit:
			if api.IsType(info.TypeOf(n), "Provider") {
				providers = append(providers, n)
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if s := info.Selections[sel]; s != nil && api.IsField(s.Obj(), "Provider", "Session") {
						sessionSet = true
						setOn = append(setOn, sel.X)
					}
				}
			}
		}
	})
	// Functions that set the Session hook of a Provider they are handed:
	// a fact for other packages; here a call of another package's such
	// function sets the hook of what it passes (the package's own helpers
	// are followed by Trace through their parameters).
	imported := func(fn *types.Func) []int {
		var f SessionParam
		if pass.ImportObjectFact(fn, &f) {
			return f.Params
		}
		return nil
	}
	nonNil := func(x ast.Expr) bool { tv, ok := info.Types[x]; return !ok || !tv.IsNil() }
	for fn, ps := range sharedvar.ParamFields(pass, "Session", nonNil, imported) {
		if len(ps) > 0 && fn.Exported() {
			pass.ExportObjectFact(fn, &SessionParam{Params: ps})
		}
	}
	ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := api.Callee(info, call)
		if fn == nil || fn.Pkg() == pass.Pkg {
			return
		}
		for _, j := range imported(fn.Origin()) {
			if j < len(call.Args) {
				sessionSet = true
				setOn = append(setOn, call.Args[j])
			}
		}
	})
	// onlyLogged says where the token is read without deciding anything,
	// in this package or the first import that does so, for the message.
	onlyLogged := ""
	if reads {
		pass.ExportPackageFact(&ReadsToken{})
	} else if len(logged) > 0 {
		onlyLogged = where(pass, logged[0])
		pass.ExportPackageFact(&LogsToken{Where: onlyLogged})
	}
	// Other packages' shared Provider variables whose hook this package
	// sets: a package fact, for the program's main package.
	sets := map[string]bool{}
	for _, x := range setOn {
		if v := sharedvar.ForeignVar(pass, x); v != nil {
			sets[sharedvar.Key(v)] = true
		} else if idx != nil {
			idx.Trace(x, func(e ast.Expr) bool {
				if v := sharedvar.ForeignVar(pass, e); v != nil {
					sets[sharedvar.Key(v)] = true
				}
				return true
			})
		}
	}
	serving := pass.ResultOf[sharedvar.Analyzer].(*sharedvar.Result)
	if len(sets) > 0 {
		pass.ExportPackageFact(&SetsSession{Vars: slices.Sorted(maps.Keys(sets))})
	}
	programReads := reads
	for _, f := range pass.AllPackageFacts() {
		switch fact := f.Fact.(type) {
		case *ReadsToken:
			programReads = true
		case *LogsToken:
			if onlyLogged == "" {
				onlyLogged = f.Package.Name() + "/" + fact.Where
			}
		}
	}
	nothing := "nothing in this package or its imports reads req.SessionToken"
	if onlyLogged != "" {
		nothing = "nothing in this package or its imports uses req.SessionToken to decide anything (the reads, such as at " +
			onlyLogged + ", only log or discard it)"
	}
	if sharedvar.IsMain(pass) && !programReads {
		// The program is this package and its imports: a shared
		// Provider none of them gives a Session hook is served unchecked.
		done := sharedvar.Configured(pass, func(f *SetsSession) []string { return f.Vars })
		vars, facts := sharedvar.Marked[*NoSession](pass)
		program := strings.Replace(nothing, "this package or its imports", "the program", 1)
		for i, v := range vars {
			if done[sharedvar.Key(v)] || sets[sharedvar.Key(v)] {
				continue
			}
			site, ok := sharedvar.Judge(pass, v, serving.ServedBy, serving.ServesOf)
			if !ok {
				continue // the program only reads its fields: no server of it
			}
			if site.Use == sharedvar.Unknown {
				ignore.ReportNote(pass, Rule, site.At,
					"%s, the provider declared at %s, has no Session hook, no package of the program sets %s.Session, and "+
						"%s; here it goes where its type no longer shows whether it is served, so the analysis cannot tell "+
						"whether this program serves it: if it does, set its Session hook to check the token negotiate issued "+
						"to req.Caller (§2.2, §4.1)", sharedvar.Name(v), facts[i].Where, sharedvar.Name(v), program)
				continue
			}
			ignore.Report(pass, Rule, site.At,
				"the program serves %s, the provider declared at %s, which has no Session hook; no package of the program "+
					"sets %s.Session, and %s: a call without a valid session is served instead of answered "+
					"NEGOTIATION_REQUIRED. Set its Session hook to check the token negotiate issued to req.Caller (§2.2, §4.1)",
				sharedvar.Name(v), facts[i].Where, sharedvar.Name(v), program)
		}
	}
	uses := unresolvedUses(pass)
	if idx == nil {
		// A package that does not import cetp may still serve a
		// Provider another package returns (and read the token through
		// a field of a request it got from elsewhere).
		if len(uses) == 0 {
			return nil, nil
		}
		idx = flow.NewIndex(info, pass.Files)
	}
	// Every Session hook the package sets, in a literal or assigned
	// afterwards (app.P.Session = func…), is judged the same way.
	seen := map[*ast.BlockStmt]bool{}
	for _, x := range api.HookValues(info, pass.Files, "Session") {
		ft, body, _, ok := idx.FuncOf(x)
		if ok && body != nil && !seen[body] && ignoresToken(info, ft, body, dec) {
			seen[body] = true
			ignore.Report(pass, Rule, x,
				"the Session hook accepts every call without reading req.SessionToken; look the token up, check it "+
					"belongs to req.Caller.UID and has not expired, and fail otherwise (§2.2, §4.1)")
		}
	}
	if (len(providers) == 0 && len(uses) == 0) || sessionSet {
		return nil, nil
	}
	returners := idx.Returners(func(fn *types.Func) bool { return fn.Exported() && flow.ReturnsType(fn, "Provider") })
	// leaves exports fact for the exported functions that return e and
	// reports whether there is one: the verdict is their callers'.
	leaves := func(e ast.Expr, fact *NoSession) bool {
		for _, fn := range returners[e] {
			pass.ExportObjectFact(fn, &NoSession{Where: fact.Where})
		}
		return len(returners[e]) > 0
	}
	ev := decleval.New(info, pass.Files, idx)
	for _, p := range providers {
		x := ev.Field(p, "Session")
		if x == nil || ev.IsNil(x) {
			v := sharedvar.HeldBy(pass, p)
			switch {
			case programReads:
			case v != nil:
				// Other packages may set its Session hook: main decides.
				pass.ExportObjectFact(v, &NoSession{Where: where(pass, p)})
				ignore.ReportNote(pass, Rule, p,
					"no finding here: provider %s has no Session hook and %s; as an exported variable any package can set "+
						"%s.Session, so whether calls are checked is judged in each main package that serves it (a run over that "+
						"main package reports it if nothing checks them); a run that analyses no such main package cannot tell "+
						"(§2.2, §4.1)", sharedvar.Name(v), nothing, sharedvar.Name(v))
			case leaves(p, &NoSession{Where: where(pass, p)}):
				// Facts reach only the packages that import this one: a run
				// without them (a provider library alone) would say nothing.
				ignore.ReportNote(pass, Rule, p,
					"no finding here: provider has no Session hook and %s; it leaves the package through %s, so whether calls "+
						"are checked is judged where it is served (a run over that caller reports it if nothing checks them); a "+
						"run that analyses no caller cannot tell (§2.2, §4.1)", nothing, returners[p][0].Name())
			default:
				ignore.Report(pass, Rule, p,
					"provider has no Session hook and %s: "+
						"a call without a valid session is served instead of answered NEGOTIATION_REQUIRED. Set Session "+
						"to check the token negotiate issued to req.Caller (§2.2, §4.1)", nothing)
			}
			continue
		}
	}
	if programReads {
		// This package, or one it imports, reads the token: the
		// transport that serves those Providers checks sessions.
		return nil, nil
	}
	for _, u := range uses {
		if leaves(u.call, &u.fact) || u.use == sharedvar.Inspects {
			continue // returned on, or only read (lib.Build().Tools)
		}
		if u.use == sharedvar.Unknown {
			ignore.ReportNote(pass, Rule, u.call,
				"%s returns the provider declared at %s, which has no Session hook, and %s; the value goes where its type no "+
					"longer shows whether it is served, so the analysis cannot tell: if it is, set its Session hook to check the "+
					"token negotiate issued to req.Caller (§2.2, §4.1)", u.name, u.fact.Where, nothing)
			continue
		}
		ignore.Report(pass, Rule, u.call,
			"%s returns the provider declared at %s, which has no Session hook, and %s: a call without a valid session is "+
				"served instead of answered NEGOTIATION_REQUIRED. Set its Session hook, or check the token negotiate issued "+
				"to req.Caller before calling Handle (§2.2, §4.1)",
			u.name, u.fact.Where, nothing)
	}
	return nil, nil
}

// use is a call of another package's function with a NoSession fact.
type use struct {
	call *ast.CallExpr
	name string
	fact NoSession
	use  sharedvar.Use
}

// unresolvedUses returns the package's calls (outside _test.go files,
// which build Providers to look at them) of other packages' functions
// that return a Provider with no Session hook, with what their places do
// with it.
func unresolvedUses(pass *analysis.Pass) []use {
	var out []use
	match := func(e ast.Expr) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := api.Callee(pass.TypesInfo, call)
		return fn != nil && fn.Pkg() != pass.Pkg && pass.ImportObjectFact(fn.Origin(), new(NoSession))
	}
	for _, u := range sharedvar.Uses(pass, match) {
		call := u.Node.(*ast.CallExpr)
		fn := api.Callee(pass.TypesInfo, call)
		var fact NoSession
		pass.ImportObjectFact(fn.Origin(), &fact)
		out = append(out, use{call, fn.Pkg().Name() + "." + fn.Name(), fact, u.Use})
	}
	return out
}

func where(pass *analysis.Pass, n ast.Node) string {
	p := pass.Fset.Position(n.Pos())
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

// ignoresToken reports whether a Session hook returns nil everywhere and
// neither reads the token (to decide anything: a read that is only logged
// or discarded does not count) nor hands the request to other code.
func ignoresToken(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt, dec *decider) bool {
	params := map[types.Object]bool{}
	if ft.Params != nil {
		for _, f := range ft.Params.List {
			if api.IsType(info.TypeOf(f.Type), "Request") {
				for _, n := range f.Names {
					params[info.Defs[n]] = true
				}
			}
		}
	}
	allNil, returns, uses := true, 0, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			if s := info.Selections[n]; s != nil && api.IsField(s.Obj(), "Request", "SessionToken") && !dec.decides(n) {
				return false // a read that decides nothing is no use of the request
			}
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) != 1 {
				allNil = false
			} else if tv, ok := info.Types[n.Results[0]]; !ok || !tv.IsNil() {
				allNil = false
			}
		case *ast.Ident:
			if params[info.Uses[n]] {
				uses = true
			}
		}
		return true
	})
	return returns > 0 && allNil && !uses
}
