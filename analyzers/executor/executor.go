package executor

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP608"

// Analyzer reports CETP608.
var Analyzer = &analysis.Analyzer{
	Name:     "executor",
	Doc:      api.Doc("report CETP Providers that declare mutating tools without a MutationExecutor", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:      run,
}

// maxNamed bounds how many tools a message lists.
const maxNamed = 3

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	ev := decleval.New(pass.TypesInfo, pass.Files, idx)

	var providers []*ast.CompositeLit
	assigned := false // some Provider's Executor is set after construction
	ins.Preorder([]ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if api.IsType(pass.TypesInfo.TypeOf(n), "Provider") {
				providers = append(providers, n)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return
			}
			for i, l := range n.Lhs {
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok {
					continue
				}
				if s := pass.TypesInfo.Selections[sel]; s != nil && api.IsField(s.Obj(), "Provider", "Executor") && !ev.IsNil(n.Rhs[i]) {
					assigned = true
				}
			}
		}
	})
	if assigned {
		return nil, nil
	}
	for _, p := range providers {
		if x := ev.Field(p, "Executor"); x != nil && !ev.IsNil(x) {
			continue
		}
		tools := ev.Field(p, "Tools")
		if tools == nil {
			continue
		}
		elems, _ := ev.Elements(tools)
		var mutating []string
		for _, e := range elems {
			lit := ev.Struct(e)
			if lit == nil || !api.IsType(pass.TypesInfo.TypeOf(lit), "Tool") {
				continue
			}
			ann := ev.Struct(ev.Field(lit, "Annotations"))
			if ann == nil {
				continue
			}
			effect, ok := ev.String(ev.Field(ann, "Effect"))
			if !ok || !cetp.Effect(effect).Mutating() {
				continue
			}
			name, ok := ev.String(ev.Field(lit, "Name"))
			if !ok {
				name = "(dynamic name)"
			}
			mutating = append(mutating, ignore.Quote(name)+" ("+effect+")")
		}
		if len(mutating) == 0 {
			continue
		}
		list := strings.Join(mutating[:min(len(mutating), maxNamed)], ", ")
		if len(mutating) > maxNamed {
			list += ", …"
		}
		ignore.Report(pass, Rule, p,
			"provider declares mutating tools %s but wires no MutationExecutor; a retried request would run the mutation again. "+
				"Set Executor to a durable deduplication store that commits the request reservation, mutation and result together (§6, §10)",
			list)
	}
	return nil, nil
}
