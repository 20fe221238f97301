package weaktoken

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/funcvals"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP613"

// Analyzer reports CETP613.
var Analyzer = &analysis.Analyzer{
	Name:      "weaktoken",
	Doc:       api.Doc("report CETP session, resume and operation tokens built from math/rand, time.Now or counters", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(PredictableFact)},
}

// kind is what a sink holds, for messages.
type kind string

const (
	session   kind = "session token"
	resume    kind = "resume token"
	operation kind = "operation ID"
)

// kindOf classifies an identifier as a token name, or "".
func kindOf(name string) kind {
	toks := ident.Tokens(name)
	switch {
	case ident.Has(toks, "session", "sess") && ident.Has(toks, "token", "tok"):
		return session
	case ident.Has(toks, "resume", "confirmation") && ident.Has(toks, "token", "tok"):
		return resume
	case ident.Has(toks, "operation", "op") && ident.Has(toks, "id", "token"):
		return operation
	case ident.Has(toks, "opid"):
		return operation
	}
	return ""
}

// wire keys that hold tokens.
var wireKinds = map[string]kind{
	cetp.KeySessionToken: session,
	cetp.KeyResumeToken:  resume,
	cetp.KeyOperationID:  operation,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		// A package that does not use cetp may still mint the tokens
		// another package hands out: summarise its functions for them.
		if !api.IsStd(pass.Pkg.Path()) {
			c := &checker{pass: pass, idx: flow.NewIndex(pass.TypesInfo, pass.Files), reported: map[token.Pos]bool{}, counters: counters(pass), fv: funcvals.New(pass.TypesInfo, pass.Files)}
			c.exportFacts()
		}
		return nil, nil
	}
	c := &checker{pass: pass, idx: idx, reported: map[token.Pos]bool{}, counters: counters(pass), fv: funcvals.New(pass.TypesInfo, pass.Files)}
	c.exportFacts()
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	// Token-minting functions first: a predictable value built in one is
	// reported there with its fix, before a use elsewhere reaches the
	// same source (one finding per source, the first wins).
	ins.Preorder([]ast.Node{(*ast.FuncDecl)(nil)}, func(n ast.Node) { c.funcDecl(n.(*ast.FuncDecl)) })
	filter := []ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)}
	ins.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			c.compositeLit(n)
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					c.target(l, n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, id := range n.Names {
					c.target(id, n.Values[i])
				}
			}
		}
	})
	return nil, nil
}

type checker struct {
	pass     *analysis.Pass
	idx      *flow.Index
	reported map[token.Pos]bool
	counters map[*types.Var]bool
	fv       *funcvals.Index
	inValue  map[ast.Node]bool // bodies being traced through a function value
}

func (c *checker) compositeLit(lit *ast.CompositeLit) {
	t := c.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	_, isMap := t.Underlying().(*types.Map)
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if isMap {
			if s, ok := api.ConstString(c.pass.TypesInfo, kv.Key); ok && wireKinds[s] != "" {
				c.sink(kv.Value, wireKinds[s])
			}
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok {
			c.field(c.pass.TypesInfo.Uses[id], kv.Value)
		}
	}
}

// field checks a value given to a struct field.
func (c *checker) field(obj types.Object, value ast.Expr) {
	switch {
	case obj == nil:
	case api.IsField(obj, "Operation", "ID"):
		c.sink(value, operation)
	case api.IsField(obj, "Error", "ResumeToken"):
		c.sink(value, resume)
	case obj.Pkg() != nil && obj.Pkg().Path() == api.Path:
		// Other cetp fields are not tokens.
	default:
		if k := kindOf(obj.Name()); k != "" && isString(obj.Type()) {
			c.sink(value, k)
		}
	}
}

func (c *checker) target(lhs, value ast.Expr) {
	info := c.pass.TypesInfo
	switch l := ast.Unparen(lhs).(type) {
	case *ast.Ident:
		obj := info.Defs[l]
		if obj == nil {
			obj = info.Uses[l]
		}
		if obj != nil {
			c.field(obj, value)
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[l]; sel != nil {
			c.field(sel.Obj(), value)
		}
	case *ast.IndexExpr:
		if s, ok := api.ConstString(info, l.Index); ok && wireKinds[s] != "" {
			if _, isMap := info.TypeOf(l.X).Underlying().(*types.Map); isMap {
				c.sink(value, wireKinds[s])
			}
		}
	}
}

// funcDecl treats the results of newSessionToken-like functions as sinks.
func (c *checker) funcDecl(fd *ast.FuncDecl) {
	k := kindOf(fd.Name.Name)
	if k == "" || fd.Body == nil {
		return
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 && isString(c.pass.TypesInfo.TypeOf(n.Results[0])) {
				c.sink(n.Results[0], k)
			}
		}
		return true
	})
}

func isString(t types.Type) bool {
	if t == nil {
		return false
	}
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&types.IsString != 0
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		b, ok := s.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

type weak struct {
	at   ast.Expr
	what string
	// from is set for a source in another package: where it is.
	from *PredictableFact
}

// PredictableFact is exported for a function whose string, byte-slice or
// integer result comes from a predictable source, or from where the
// analysis cannot see, and from no secure one, so that a token minted by a
// helper package — which need not import cetp — is found where it is
// used: a predictable source is reported at its own line, an unseen one is
// noted at the token that uses the helper's result. Either part may be
// empty, not both.
type PredictableFact struct {
	What string // "math/rand", "the clock", "a counter"; "" when no predictable source was seen
	Expr string // the source expression, rendered
	// Path, Line and Column locate the source in its file.
	Path         string
	Line, Column int

	// Unseen says where part of the result comes from out of the
	// analysis' sight, when it does (see unseen.go).
	Unseen
}

// AFact marks PredictableFact as an analysis fact.
func (*PredictableFact) AFact() {}

func (f *PredictableFact) String() string {
	var parts []string
	if f.What != "" {
		parts = append(parts, "returns a value built from "+f.What+" ("+f.Expr+")")
	}
	if u := f.Unseen.String(); u != "" {
		parts = append(parts, u)
	}
	return strings.Join(parts, "; ")
}

// exportFacts summarises the package's functions that return predictable
// values.
func (c *checker) exportFacts() {
	info := c.pass.TypesInfo
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := info.Defs[fd.Name].(*types.Func)
			if !ok || !fn.Exported() {
				continue // only other packages need the summary
			}
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() == 0 || !idLike(sig.Results().At(0).Type()) {
				continue
			}
			var weaks []weak
			var limits []limit
			strong := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.ReturnStmt:
					if len(n.Results) > 0 {
						w, l, st := c.classify(n.Results[0])
						weaks, limits = append(weaks, w...), append(limits, l...)
						strong = strong || st
					}
				}
				return true
			})
			// A limit met here is not reported here: this may be any
			// helper (a formatter, a logger) whose result is never a
			// token. The fact carries it to the packages that make a
			// token of the result, which note it there.
			if strong || len(weaks) == 0 && len(limits) == 0 {
				continue
			}
			fact := &PredictableFact{}
			if len(weaks) > 0 {
				if w := weaks[0]; w.from != nil {
					fact.What, fact.Expr, fact.Path, fact.Line, fact.Column = w.from.What, w.from.Expr, w.from.Path, w.from.Line, w.from.Column
				} else {
					p := c.pass.Fset.Position(w.at.Pos())
					fact.What, fact.Expr, fact.Path, fact.Line, fact.Column = w.what, types.ExprString(w.at), p.Filename, p.Line, p.Column
				}
			}
			if len(limits) > 0 {
				fact.Unseen = c.unseen(limits[0])
			}
			c.pass.ExportObjectFact(fn, fact)
		}
	}
}

// idLike reports whether a result type can carry a token or an ID.
func idLike(t types.Type) bool {
	if isString(t) {
		return true
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// sink traces a token value and reports its predictable sources, unless
// secure randomness is part of it.
func (c *checker) sink(value ast.Expr, k kind) {
	weaks, limits, strong := c.classify(value)
	if strong {
		return
	}
	for _, l := range limits {
		c.note(l, k)
	}
	fix := c.fix(value, k, weaks)
	for _, w := range weaks {
		at, msg := w.at.Pos(), ""
		if w.from != nil {
			// The source is in another package: at its own line when
			// that file can be found (api.FilePos), else here, naming it.
			if p := api.FilePos(c.pass.Fset, w.from.Path, w.from.Line, w.from.Column); p.IsValid() {
				at = p
			} else {
				msg = fmt.Sprintf(" [in %s at %s:%d]", api.Render(w.at), filepath.Base(w.from.Path), w.from.Line)
			}
		}
		if c.reported[at] {
			continue
		}
		c.reported[at] = true
		expr := api.Render(w.at)
		if w.from != nil {
			expr = finding.QuoteN(w.from.Expr, 60)
		}
		ignore.ReportFix(c.pass, Rule, pos{at}, fix,
			"%s is built from %s (%s), which is predictable; generate it with cetp.NewToken, which uses crypto/rand (§2.2, §4.3)%s",
			k, w.what, expr, msg)
		fix = nil // one fix per token value
	}
}

// newFuncs are the cetp constructors for each kind of token.
var newFuncs = map[kind]string{session: "NewSessionToken", resume: "NewResumeToken", operation: "NewOperationID"}

// fix replaces a token value built in place from predictable sources with
// the cetp constructor: only a string value whose sources all sit inside
// it (replacing a variable would leave its computation unused), in a file
// that imports cetp.
func (c *checker) fix(value ast.Expr, k kind, weaks []weak) *analysis.SuggestedFix {
	t := c.pass.TypesInfo.TypeOf(value)
	if t == nil || len(weaks) == 0 {
		return nil
	}
	if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return nil
	}
	for _, w := range weaks {
		if w.from != nil && w.at.Pos() >= value.Pos() && w.at.End() <= value.End() {
			continue
		}
		if w.at.Pos() < value.Pos() || w.at.End() > value.End() {
			return nil
		}
	}
	f := fileOf(c.pass, value.Pos())
	if f == nil {
		return nil
	}
	q, add, ok := cetpName(c.pass, f, value.Pos())
	if !ok {
		return nil
	}
	call := q + "." + newFuncs[k] + "()"
	if !types.Identical(t, types.Typ[types.String]) {
		call = types.TypeString(t, types.RelativeTo(c.pass.Pkg)) + "(" + call + ")"
	}
	// The fixed file must compile: imports only the replaced expression
	// used go, and cetp comes in when the file lacks it.
	edits := []analysis.TextEdit{{Pos: value.Pos(), End: value.End(), NewText: []byte(call)}}
	edits = append(edits, unusedImports(c.pass, f, value.Pos(), value.End())...)
	edits = append(edits, add...)
	return &analysis.SuggestedFix{
		Message:   "generate the " + string(k) + " with " + q + "." + newFuncs[k],
		TextEdits: edits,
	}
}

type pos struct{ p token.Pos }

func (r pos) Pos() token.Pos { return r.p }
func (r pos) End() token.Pos { return r.p }

// classify traces a value to its predictable sources, and says whether
// secure randomness is part of it; limits are where the trace could not
// see what the value is made of, for the caller to note (at a token) or
// carry (in a helper's fact).
func (c *checker) classify(value ast.Expr) (weaks []weak, limits []limit, strong bool) {
	info := c.pass.TypesInfo
	cut := c.idx.Trace(value, func(e ast.Expr) bool {
		if strong {
			return false
		}
		if t := info.TypeOf(e); t != nil {
			if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
				return false
			}
		}
		switch e := e.(type) {
		case *ast.CallExpr:
			fn := api.Callee(info, e)
			if fn == nil && c.fv != nil && c.fv.Dynamic(e) {
				// A token minted by a func kept in a field or a map
				// (newTok: ids.Weak; s.newTok()): what is stored there.
				w, l, st := c.viaValue(e)
				weaks, limits, strong = append(weaks, w...), append(limits, l...), strong || st
				return false
			}
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			if w, l, st, done := c.fromFunc(e, fn); done {
				weaks, limits, strong = append(weaks, w...), append(limits, l...), strong || st
				return false
			}
			return true
		case *ast.Ident:
			if v, ok := info.Uses[e].(*types.Var); ok && c.counters[v] {
				weaks = append(weaks, weak{e, "a counter", nil})
				return false
			}
		case *ast.SelectorExpr:
			if sel := info.Selections[e]; sel != nil {
				if v, ok := sel.Obj().(*types.Var); ok && c.counters[v] {
					weaks = append(weaks, weak{e, "a counter", nil})
					return false
				}
			}
		}
		return true
	})
	if cut.Hit() && cut.Root != nil {
		limits = append(limits, limit{at: value, cut: cut})
	}
	return weaks, limits, strong
}

// counters returns the integer variables and fields the package increments.
func counters(pass *analysis.Pass) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	mark := func(e ast.Expr) {
		var obj types.Object
		switch e := ast.Unparen(e).(type) {
		case *ast.Ident:
			obj = pass.TypesInfo.Uses[e]
		case *ast.SelectorExpr:
			obj = pass.TypesInfo.Uses[e.Sel]
		}
		if v, ok := obj.(*types.Var); ok {
			if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
				out[v] = true
			}
		}
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.IncDecStmt:
				mark(n.X)
			case *ast.AssignStmt:
				if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 {
					mark(n.Lhs[0])
				}
			}
			return true
		})
	}
	return out
}

// fromFunc judges a call of fn as a token source: weak (math/rand, the
// clock, a counter, another package's predictable helper), strong (crypto
// randomness, the SDK's minting functions), or neither (done false: trace
// on).
func (c *checker) fromFunc(e *ast.CallExpr, fn *types.Func) (weaks []weak, limits []limit, strong, done bool) {
	if fn.Pkg() == nil {
		return nil, nil, false, false
	}
	if fn.Pkg() != c.pass.Pkg && !api.IsStd(fn.Pkg().Path()) {
		var f PredictableFact
		if c.pass.ImportObjectFact(fn.Origin(), &f) {
			if f.What != "" {
				weaks = append(weaks, weak{e, f.What, &f})
			}
			if f.Unseen.Func != "" && c.inModule(f.Unseen.Pkg) {
				limits = append(limits, limit{at: e, callee: fn, from: &f})
			}
			return weaks, limits, false, true
		}
	}
	switch path := fn.Pkg().Path(); {
	case path == "crypto/rand", api.IsFunc(fn, api.Path, "NewToken"),
		api.IsFunc(fn, api.Path, "NewSessionToken"), api.IsFunc(fn, api.Path, "NewResumeToken"),
		api.IsFunc(fn, api.Path, "NewOperationID"):
		return nil, nil, true, true
	case path == "math/rand" || path == "math/rand/v2":
		return []weak{{e, "math/rand", nil}}, nil, false, true
	case api.IsFunc(fn, "time", "Now"):
		return []weak{{e, "the clock", nil}}, nil, false, true
	case path == "sync/atomic" && (fn.Name() == "Add" || len(fn.Name()) > 3 && fn.Name()[:3] == "Add"):
		return []weak{{e, "a counter", nil}}, nil, false, true
	}
	return nil, nil, false, false
}

// viaValue judges a call of a function value by what the package stores
// where it is read from: declared functions as if called, and the results
// of the package's own functions and literals traced. A value whose
// targets cannot be seen is a limit: noted at a token, carried by a
// helper's fact.
func (c *checker) viaValue(e *ast.CallExpr) (weaks []weak, limits []limit, strong bool) {
	ts, _ := c.fv.Targets(e)
	if len(ts) == 0 {
		return nil, []limit{{at: e, value: true}}, false
	}
	if c.inValue == nil {
		c.inValue = map[ast.Node]bool{}
	}
	// Each stored generator is judged on its own: one that is weak is
	// reported even if another stored there is strong.
	allStrong := true
	for _, t := range ts {
		var body *ast.BlockStmt
		switch {
		case t.Fn != nil:
			if w, l, st, done := c.fromFunc(e, t.Fn); done {
				weaks, limits, allStrong = append(weaks, w...), append(limits, l...), allStrong && st
				continue
			}
			if d := c.idx.Func(t.Fn); d != nil {
				body = d.Body
			}
		case t.Lit != nil:
			body = t.Lit.Body
		}
		if body == nil || c.inValue[body] {
			allStrong = false
			continue
		}
		st := false
		c.inValue[body] = true
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if len(n.Results) > 0 {
					w, l, s := c.classify(n.Results[0])
					weaks, limits, st = append(weaks, w...), append(limits, l...), st || s
				}
			}
			return true
		})
		delete(c.inValue, body)
		allStrong = allStrong && st
	}
	strong = allStrong && len(weaks) == 0
	return weaks, limits, strong
}
