package readwrite

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/effects"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP621"

// Analyzer reports CETP621.
var Analyzer = &analysis.Analyzer{
	Name:     "readwrite",
	Doc:      api.Doc("report tools declared effect read whose handler writes", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, effects.Analyzer, declcheck.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	info := pass.TypesInfo
	ev := decleval.New(info, pass.Files, idx)

	reads := ReadTools(info, ev, ins)
	// Tools declared in other packages and served here count too.
	for name, t := range pass.ResultOf[declcheck.Analyzer].(*declcheck.Result).Tools {
		if t.Annotations.EffectValue() == cetp.EffectRead && reads[name] == nil {
			reads[name] = ast.NewIdent(name)
		}
	}
	if len(reads) == 0 {
		return nil, nil
	}
	c := &checker{pass: pass, idx: idx, eff: eff, reads: reads, reported: map[token.Pos]bool{}}
	filter := []ast.Node{(*ast.SwitchStmt)(nil), (*ast.IfStmt)(nil), (*ast.CompositeLit)(nil)}
	ins.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.SwitchStmt:
			if n.Tag == nil || !c.isToolName(n.Tag) {
				return
			}
			for _, s := range n.Body.List {
				cc := s.(*ast.CaseClause)
				for _, e := range cc.List {
					c.handler(e, &ast.BlockStmt{List: cc.Body})
				}
			}
		case *ast.IfStmt:
			b, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr)
			if !ok || b.Op != token.EQL {
				return
			}
			switch {
			case c.isToolName(b.X):
				c.handler(b.Y, n.Body)
			case c.isToolName(b.Y):
				c.handler(b.X, n.Body)
			}
		case *ast.CompositeLit:
			m, ok := types.Unalias(info.TypeOf(n)).Underlying().(*types.Map)
			if !ok {
				return
			}
			if _, isFunc := m.Elem().Underlying().(*types.Signature); !isFunc {
				return
			}
			for _, el := range n.Elts {
				kv, ok := el.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				c.handlerFunc(kv.Key, kv.Value)
			}
		}
	})
	return nil, nil
}

// ReadTools returns the names of the tools the package declares with
// effect read, mapped to their declaration.
func ReadTools(info *types.Info, ev *decleval.Eval, ins *inspector.Inspector) map[string]ast.Node {
	out := map[string]ast.Node{}
	ins.Preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if !api.IsType(info.TypeOf(lit), "Tool") {
			return
		}
		name, ok := ev.String(ev.Field(lit, "Name"))
		if !ok || name == "" {
			return
		}
		ann := ev.Struct(ev.Field(lit, "Annotations"))
		if ann == nil {
			return
		}
		if effect, ok := ev.String(ev.Field(ann, "Effect")); ok && cetp.Effect(effect) == cetp.EffectRead {
			out[name] = lit
		}
	})
	return out
}

type checker struct {
	pass     *analysis.Pass
	idx      *flow.Index
	eff      *effects.Result
	reads    map[string]ast.Node
	reported map[token.Pos]bool
}

// isToolName reports whether e is the name of the tool being run:
// tool.Name of a cetp.Tool, req.ToolName of a cetp.Request, or a variable
// holding one.
func (c *checker) isToolName(e ast.Expr) bool {
	found := false
	cut := c.idx.Trace(e, func(x ast.Expr) bool {
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if s := c.pass.TypesInfo.Selections[sel]; s != nil &&
				(api.IsField(s.Obj(), "Tool", "Name") || api.IsField(s.Obj(), "Request", "ToolName")) {
				found = true
			}
		}
		return !found
	})
	flow.ReportCut(c.pass, Rule, cut)
	return found
}

// handler checks the code that runs for the tool named by key.
func (c *checker) handler(key ast.Expr, body ast.Node) {
	name, ok := api.ConstString(c.pass.TypesInfo, key)
	if !ok || c.reads[name] == nil {
		return
	}
	call, e := c.eff.FirstCall(body, effects.Writes)
	if call == nil {
		if h := c.eff.FirstHidden(body, token.NoPos); h != nil {
			c.note(h, name, h.NoteText())
		}
		return
	}
	c.report(call, name, e)
}

// note says that the read tool's handler reaches code whose writes the
// analysis cannot see.
func (c *checker) note(at analysis.Range, tool, what string) {
	if c.reported[at.Pos()] {
		return
	}
	c.reported[at.Pos()] = true
	ignore.ReportNote(c.pass, Rule, at,
		"tool %s is declared effect read, and its handler %s; if that code writes, declare the tool's real effect "+
			"(and confirmation) (§3.4)", ignore.Quote(tool), what)
}

// handlerFunc checks a handler function registered under the tool name.
func (c *checker) handlerFunc(key, fn ast.Expr) {
	name, ok := api.ConstString(c.pass.TypesInfo, key)
	if !ok || c.reads[name] == nil {
		return
	}
	_, body, f, ok := c.idx.FuncOf(fn)
	if ok && body != nil {
		c.handler(key, body)
		return
	}
	for _, e := range c.eff.Func(f) {
		if e.Kind&effects.Writes != 0 {
			c.report(fn, name, &e)
			return
		}
	}
	if h := c.eff.HiddenFunc(f); len(h) > 0 {
		c.note(fn, name, "calls through interface method "+h[0]+", which no type in its package or the packages of its module that package imports implements, "+
			"so side effects behind it are not visible")
		return
	}
	if vs := c.eff.ValuesFunc(f); len(vs) > 0 {
		c.note(fn, name, c.eff.ValueNote(f, vs[0]))
	}
}

func (c *checker) report(at ast.Node, tool string, e *effects.Effect) {
	if c.reported[at.Pos()] {
		return
	}
	c.reported[at.Pos()] = true
	ignore.Report(c.pass, Rule, at,
		"tool %s is declared effect read, so Consumers run it without confirmation, but its handler writes: %s. "+
			"Declare its real effect (and confirmation), or move the write out of the read tool (§3.4)",
		ignore.Quote(tool), e)
}
