package declcheck

import (
	"errors"
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/goname"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

// Analyzer checks Go Provider declarations.
var Analyzer = &analysis.Analyzer{
	Name:     "declcheck",
	Doc:      api.Doc("check cetp.ProviderDescriptor, cetp.Scope and cetp.Tool declarations", Rules()...),
	URL:      version.DocURL("docs/go-providers.md"),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:      run,
}

// Rules are the rules declcheck reports: those of the catalog that read Go
// code (source G) and are checked on declarations (descriptorrules).
func Rules() []string {
	var out []string
	for _, r := range descriptorrules.Checks.Rules() {
		if r.HasSource(rules.SrcGo) {
			out = append(out, r.ID)
		}
	}
	return out
}

// schemaRule reports schema text that is not JSON.
const schemaRule = "CETP402"

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	b := &builder{fset: pass.Fset, ev: decleval.New(pass.TypesInfo, pass.Files, idx), used: map[*ast.CompositeLit]bool{}}

	// Providers first: they tie a descriptor to its tools. Then the
	// declarations not part of one, each on its own.
	var providers, descriptors, toolSlices, tools []*ast.CompositeLit
	roots := map[*ast.CompositeLit]string{}
	ins.WithStack([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		lit := n.(*ast.CompositeLit)
		t := pass.TypesInfo.TypeOf(lit)
		switch {
		case api.IsType(t, "Provider"):
			providers = append(providers, lit)
		case api.IsType(t, "ProviderDescriptor"):
			descriptors = append(descriptors, lit)
		case api.IsType(t, "Tool"):
			tools = append(tools, lit)
		case isToolSlice(t):
			toolSlices = append(toolSlices, lit)
		default:
			return true
		}
		roots[lit] = rootName(pass.Pkg.Name(), stack)
		return true
	})

	var sets []*descriptor.Set
	for _, p := range providers {
		b.used[p] = true
		root := roots[p]
		set := &descriptor.Set{}
		if dn := b.descriptor(b.ev.Field(p, "Descriptor"), root+"/descriptor"); dn != nil {
			set.Provider = descriptor.ProviderFromNode(dn)
		}
		set.Tools = descriptor.ToolListFromNode(b.toolList(b.ev.Field(p, "Tools"), p, root))
		sets = append(sets, set)
	}
	for _, d := range descriptors {
		if !b.used[d] {
			sets = append(sets, &descriptor.Set{Provider: descriptor.ProviderFromNode(b.descriptor(d, roots[d]))})
		}
	}
	for _, l := range toolSlices {
		if !b.used[l] {
			b.used[l] = true
			sets = append(sets, &descriptor.Set{Tools: descriptor.ToolListFromNode(b.toolList(l, l, roots[l]))})
		}
	}
	for _, t := range tools {
		if !b.used[t] {
			sets = append(sets, &descriptor.Set{Tools: descriptor.ToolListFromNode(b.toolElems([]ast.Expr{t}, true, t, t, roots[t]))})
		}
	}

	reported := map[[3]any]bool{}
	for _, e := range b.schemaErrs {
		key := [3]any{schemaRule, e.at.Pos(), e.what}
		if reported[key] {
			continue
		}
		reported[key] = true
		ignore.Report(pass, schemaRule, e.at, "tool %s: %s is not valid JSON: %s (§3.2)",
			ignore.Quote(e.tool), e.what, finding.QuoteN(jsonReason(e.err), 200))
	}
	for _, set := range sets {
		for _, f := range descriptorrules.CheckDecl(set, nil) {
			pos := position(pass, f.Location)
			key := [3]any{f.RuleID, pos, f.Message}
			if !pos.IsValid() || reported[key] {
				continue
			}
			reported[key] = true
			ignore.Report(pass, f.RuleID, rng{pos}, "%s", f.Message)
		}
	}
	return nil, nil
}

type rng struct{ pos token.Pos }

func (r rng) Pos() token.Pos { return r.pos }
func (r rng) End() token.Pos { return r.pos }

// position is the token.Pos of a finding: its own, or one recovered from
// its file, line and column.
func position(pass *analysis.Pass, at finding.Location) token.Pos {
	if at.Pos.IsValid() {
		return at.Pos
	}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil || tf.Name() != at.Path || at.Line < 1 || at.Line > tf.LineCount() {
			continue
		}
		p := tf.LineStart(at.Line) + token.Pos(max(at.Column-1, 0))
		if int(p)-tf.Base() > tf.Size() {
			return tf.LineStart(at.Line)
		}
		return p
	}
	return token.NoPos
}

// jsonReason is the parse error without the file position jsonloc puts
// first: the diagnostic already points at the schema.
func jsonReason(err error) string {
	var je *jsonpos.Error
	if errors.As(err, &je) {
		return je.Msg
	}
	return err.Error()
}

// rootName is the logical name of a declaration: package.Var for a
// package-level variable, package.Func for a literal inside a function.
func rootName(pkg string, stack []ast.Node) string {
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncDecl:
			return pkg + "." + goname.Func(n)
		case *ast.ValueSpec:
			if len(n.Names) > 0 {
				return pkg + "." + n.Names[0].Name
			}
		}
	}
	return pkg
}
