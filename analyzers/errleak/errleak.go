package errleak

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP607"

// Analyzer reports CETP607.
var Analyzer = &analysis.Analyzer{
	Name:     "errleak",
	Doc:      api.Doc("report CETP error messages built from err.Error(), formatted errors, or stack traces", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil // does not import cetp
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, idx: idx, reported: map[ast.Expr]bool{}}
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
	info := c.pass.TypesInfo
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
				c.report(call, "%s, the error's internal text", api.Render(call))
				return false
			}
		}
		if api.IsFunc(fn, "runtime/debug", "Stack") {
			c.report(call, "a stack trace (%s)", api.Render(call))
			return false
		}
		for _, a := range api.FormattedErrors(info, call) {
			c.report(a, "the error %s formatted as text", api.Render(a))
		}
		return true
	})
	flow.ReportCut(c.pass, Rule, cut)
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
