package errleak

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP607"

// Analyzer reports CETP607.
var Analyzer = &analysis.Analyzer{
	Name:      "errleak",
	Doc:       api.Doc("report CETP error messages built from err.Error(), formatted errors, or stack traces", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ErrTextFact)},
}

// ErrTextFact is exported for a function whose text result carries an
// error's text, so that a message built by a helper in another package
// (which need not import cetp) is found where the message is made, and
// reported at the call that puts the text there.
type ErrTextFact struct {
	// Params are the parameters whose error text the result carries.
	Params []int
	// Internal, when set, is an error's text the result carries whatever
	// the arguments: the expression, and where it is.
	Internal     string
	Path         string
	Line, Column int
}

// AFact marks ErrTextFact as an analysis fact.
func (*ErrTextFact) AFact() {}

func (f *ErrTextFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, fmt.Sprintf("parameter %d", p))
	}
	if f.Internal != "" {
		parts = append(parts, f.Internal)
	}
	return "result carries the error text of " + strings.Join(parts, ", ")
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		// A package that does not use cetp may still build the message
		// text another package puts in an error: summarise its
		// functions for them.
		if !api.IsStd(pass.Pkg.Path()) {
			c := &checker{pass: pass, idx: flow.NewIndex(pass.TypesInfo, pass.Files), reported: map[ast.Expr]bool{}}
			c.exportFacts()
		}
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, idx: idx, reported: map[ast.Expr]bool{}}
	c.exportFacts()
	filter := []ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)}
	ins.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			c.compositeLit(n)
		case *ast.AssignStmt:
			c.assign(n)
		case *ast.CallExpr:
			c.call(n)
		}
	})
	return nil, nil
}

type checker struct {
	pass     *analysis.Pass
	idx      *flow.Index
	reported map[ast.Expr]bool
}

// compositeLit finds cetp.Error{Message: ...} and map literals with an
// "error_message" key.
func (c *checker) compositeLit(lit *ast.CompositeLit) {
	t := c.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	isMap := false
	if _, ok := t.Underlying().(*types.Map); ok {
		isMap = true
	} else if !api.IsType(t, "Error") {
		return
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if isMap {
			if c.isErrorMessageKey(kv.Key) {
				c.sink(kv.Value)
			}
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok && api.IsField(c.pass.TypesInfo.Uses[id], "Error", "Message") {
			c.sink(kv.Value)
		}
	}
}

func (c *checker) isErrorMessageKey(key ast.Expr) bool {
	s, ok := api.ConstString(c.pass.TypesInfo, key)
	return ok && s == cetp.KeyErrorMessage
}

// assign finds e.Message = ... and m["error_message"] = ...
func (c *checker) assign(as *ast.AssignStmt) {
	if len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, lhs := range as.Lhs {
		switch l := ast.Unparen(lhs).(type) {
		case *ast.SelectorExpr:
			if sel := c.pass.TypesInfo.Selections[l]; sel != nil && api.IsField(sel.Obj(), "Error", "Message") {
				c.sink(as.Rhs[i])
			}
		case *ast.IndexExpr:
			if _, ok := c.pass.TypesInfo.TypeOf(l.X).Underlying().(*types.Map); ok && c.isErrorMessageKey(l.Index) {
				c.sink(as.Rhs[i])
			}
		}
	}
}

// call finds cetp.NewError(code, msg) and cetp.Errorf(code, format, ...).
func (c *checker) call(call *ast.CallExpr) {
	fn := api.Callee(c.pass.TypesInfo, call)
	switch {
	case api.IsFunc(fn, api.Path, "NewError") && len(call.Args) == 2:
		c.sink(call.Args[1])
	case api.IsFunc(fn, api.Path, "Errorf"):
		c.sink(call)
	}
}

// sink traces a message expression and reports every error text in it.
func (c *checker) sink(msg ast.Expr) {
	for _, l := range c.leaks(msg, nil, true) {
		c.report(l.at, "%s", l.what)
	}
}

// leak is a place where an error's text enters a traced value.
type leak struct {
	at   ast.Expr
	what string // for the message: what enters
	// param is the parameter of the summarised function whose text it
	// is, or -1.
	param int
}

// leaks traces a text value to the places where an error's text enters
// it. params, when summarising a function, maps its parameters to their
// positions; cuts says whether a cut trace is noted.
func (c *checker) leaks(msg ast.Expr, params map[*types.Var]int, cuts bool) []leak {
	info := c.pass.TypesInfo
	var out []leak
	cut := c.idx.Trace(msg, func(e ast.Expr) bool {
		if !text(info.TypeOf(e)) {
			return false
		}
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn := api.Callee(info, call)
		if fn != nil && fn.Name() == "Error" && len(call.Args) == 0 {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && api.IsError(info.TypeOf(sel.X)) {
				out = append(out, leak{call, fmt.Sprintf("%s, the error's internal text", api.Render(call)), c.paramOf(sel.X, params)})
				return false
			}
		}
		if api.IsFunc(fn, "runtime/debug", "Stack") {
			out = append(out, leak{call, fmt.Sprintf("a stack trace (%s)", api.Render(call)), -1})
			return false
		}
		for _, a := range api.FormattedErrors(info, call) {
			out = append(out, leak{a, fmt.Sprintf("the error %s formatted as text", api.Render(a)), c.paramOf(a, params)})
		}
		if fn != nil && fn.Pkg() != nil && fn.Pkg() != c.pass.Pkg && !api.IsStd(fn.Pkg().Path()) {
			var f ErrTextFact
			if c.pass.ImportObjectFact(fn, &f) {
				out = append(out, c.helperLeaks(call, fn, &f, params)...)
			}
		}
		return true
	})
	if cuts {
		flow.ReportCut(c.pass, Rule, cut)
	}
	return out
}

// helperLeaks are the error texts a call of another package's helper
// puts into its result, from its fact: reported at the call, naming the
// helper and where inside it the text is taken.
func (c *checker) helperLeaks(call *ast.CallExpr, fn *types.Func, f *ErrTextFact, params map[*types.Var]int) []leak {
	var out []leak
	where := ""
	if f.Path != "" {
		where = fmt.Sprintf(" at %s:%d", filepath.Base(f.Path), f.Line)
	}
	for _, i := range f.Params {
		if i >= len(call.Args) || !api.IsError(c.pass.TypesInfo.TypeOf(call.Args[i])) {
			continue
		}
		out = append(out, leak{call, fmt.Sprintf("%s, whose result carries the text of the error passed to %s (%s%s)",
			api.Render(call), fn.Name(), finding.QuoteN(f.Internal, 60), where), c.paramOf(call.Args[i], params)})
		return out
	}
	if f.Internal != "" && len(f.Params) == 0 {
		out = append(out, leak{call, fmt.Sprintf("%s, whose result carries an error's internal text (%s%s)",
			api.Render(call), finding.QuoteN(f.Internal, 60), where), -1})
	}
	return out
}

// paramOf returns the parameter (in params) that x's value comes from, or
// -1.
func (c *checker) paramOf(x ast.Expr, params map[*types.Var]int) int {
	if params == nil {
		return -1
	}
	found := -1
	c.idx.Trace(x, func(e ast.Expr) bool {
		if id, ok := e.(*ast.Ident); ok && found < 0 {
			if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok {
				if i, ok := params[v]; ok {
					found = i
				}
			}
		}
		return found < 0
	})
	return found
}

// exportFacts summarises the package's exported functions whose text
// result carries an error's text.
func (c *checker) exportFacts() {
	info := c.pass.TypesInfo
	for _, file := range c.pass.Files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Name.Name == "Error" {
				continue // an Error method is err.Error() itself
			}
			fn, ok := info.Defs[fd.Name].(*types.Func)
			if !ok || !fn.Exported() {
				continue // only other packages need the summary
			}
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() == 0 || !isText(sig.Results().At(0).Type()) {
				continue
			}
			params := map[*types.Var]int{}
			for i := 0; i < sig.Params().Len(); i++ {
				params[sig.Params().At(i)] = i
			}
			fact := &ErrTextFact{}
			for _, r := range returnsOf(fd) {
				if len(r.Results) != sig.Results().Len() {
					continue
				}
				for _, l := range c.leaks(r.Results[0], params, false) {
					switch {
					case l.param >= 0:
						if !slices.Contains(fact.Params, l.param) {
							fact.Params = append(fact.Params, l.param)
						}
						if fact.Internal == "" || fact.Path == "" {
							c.locate(fact, l)
						}
					case fact.Path == "" || fact.Internal == "":
						c.locate(fact, l)
					}
				}
			}
			if len(fact.Params) == 0 && fact.Internal == "" {
				continue
			}
			slices.Sort(fact.Params)
			c.pass.ExportObjectFact(fn, fact)
		}
	}
}

// locate records where a leak is, for the message at the call.
func (c *checker) locate(f *ErrTextFact, l leak) {
	p := c.pass.Fset.Position(l.at.Pos())
	f.Internal = types.ExprString(l.at)
	f.Path, f.Line, f.Column = p.Filename, p.Line, p.Column
}

// isText reports whether a result of type t can carry text: a string or
// a byte slice.
func isText(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&types.IsString != 0
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		b, ok := s.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

func returnsOf(decl *ast.FuncDecl) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			out = append(out, n)
		}
		return true
	})
	return out
}

func (c *checker) report(at ast.Expr, format string, args ...any) {
	if c.reported[at] {
		return
	}
	c.reported[at] = true
	args = append(args, cetp.ErrInternalError)
	ignore.Report(c.pass, Rule, at,
		"error message is built from "+format+"; callers and agents see it. "+
			"Write a fixed displayable message, choose the code (e.g. %s) from the failure, and keep the error in cetp.Error.Cause for logs (§5)",
		args...)
}

// text reports whether a value of type t can carry text into a message:
// booleans and numbers cannot, so tracing stops there.
func text(t types.Type) bool {
	if t == nil {
		return true
	}
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&(types.IsBoolean|types.IsNumeric) == 0
	}
	return true
}
