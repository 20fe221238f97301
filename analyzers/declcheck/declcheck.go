package declcheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/cetp"
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
	Name:       "declcheck",
	Doc:        api.Doc("check cetp.ProviderDescriptor, cetp.Scope and cetp.Tool declarations", Rules()...),
	URL:        version.DocURL("docs/go-providers.md"),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:        run,
	FactTypes:  []analysis.Fact{new(DeclFact), new(RegisterFact), new(RegistrationsFact)},
	ResultType: reflect.TypeFor[*Result](),
}

// Result is what declcheck evaluated, for the analyzers that judge code
// against the declarations (CETP608, CETP621). It is empty for a package
// that does not import cetp.
type Result struct {
	// Providers maps each cetp.Provider literal to its declarations, other
	// packages' included.
	Providers map[*ast.CompositeLit]*descriptor.Set
	// Tools are the tools the package declares or serves, by name.
	Tools map[string]*descriptor.Tool
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
	res := &Result{Providers: map[*ast.CompositeLit]*descriptor.Set{}, Tools: map[string]*descriptor.Tool{}}
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return res, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	b := &builder{pass: pass, fset: pass.Fset, ev: decleval.New(pass.TypesInfo, pass.Files, idx), used: map[*ast.CompositeLit]bool{}}
	// Facts first: what this package declares, for its importers. The
	// evaluation marks nothing as used.
	b.regs = b.findRegistries()
	b.exportFacts()
	b.exportRegistrations()
	clear(b.used)
	b.exprs, b.roots = map[token.Pos]ast.Expr{}, map[token.Pos]*descriptor.Node{}

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
	useSite := map[*descriptor.Set]ast.Node{} // where a Provider uses declarations of other packages
	for _, p := range providers {
		b.used[p] = true
		root := roots[p]
		set := &descriptor.Set{}
		if dn := b.descriptorOf(b.ev.Field(p, "Descriptor"), root+"/descriptor"); dn != nil {
			set.Provider = descriptor.ProviderFromNode(dn)
		}
		set.Tools = descriptor.ToolListFromNode(b.toolList(b.ev.Field(p, "Tools"), p, root))
		sets = append(sets, set)
		useSite[set] = p
		res.Providers[p] = set
	}
	for _, d := range descriptors {
		if !b.used[d] {
			set := &descriptor.Set{Provider: descriptor.ProviderFromNode(b.descriptor(d, roots[d]))}
			sets = append(sets, set)
			useSite[set] = d
		}
	}
	for _, l := range toolSlices {
		if !b.used[l] {
			b.used[l] = true
			set := &descriptor.Set{Tools: descriptor.ToolListFromNode(b.toolList(l, l, roots[l]))}
			sets = append(sets, set)
			useSite[set] = l
		}
	}
	for _, t := range tools {
		if !b.used[t] {
			set := &descriptor.Set{Tools: descriptor.ToolListFromNode(b.toolElems([]ast.Expr{t}, true, t, t, roots[t]))}
			sets = append(sets, set)
			useSite[set] = t
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
		if set.Tools == nil {
			continue
		}
		for _, t := range set.Tools.Tools.Items {
			if t != nil && t.Name.OK() && t.Name.Value != "" {
				res.Tools[t.Name.Value] = t
			}
		}
	}
	for _, n := range b.notes {
		ignore.ReportLimit(pass, listRules(), n.g.at,
			"the tool list %s is not checked: %s, so cetpaudit cannot see its tools (the descriptor, schema and scope rules, "+
				"CETP301-309 and 401-407, and the code rules that read the declarations, CETP608 and 621, are skipped for them). "+
				"Build the list from slice literals, package-level variables, functions without parameters, appends in "+
				"straight-line code and registries filled by init functions, in this package or another (§3.3)", api.Render(n.list), n.g.why)
	}
	noted := map[[2]any]bool{}
	for _, n := range b.limits {
		if key := [2]any{n.at.Pos(), n.msg}; !noted[key] {
			noted[key] = true
			ignore.ReportLimit(pass, n.rules, n.at, "%s", n.msg)
		}
	}
	for _, set := range sets {
		// What the declaring packages already reported, checked on their
		// own, is not reported again where they are used.
		already := map[string]bool{}
		for _, imported := range importedOnly(set) {
			for _, f := range descriptorrules.CheckDecl(imported, nil) {
				already[findingKey(f)] = true
			}
		}
		for _, f := range descriptorrules.CheckDecl(set, nil) {
			if already[findingKey(f)] {
				continue
			}
			pos := position(pass, f.Location)
			msg := f.Message
			if !pos.IsValid() && useSite[set] != nil && f.Location.Path != "" {
				// Declared in a file that cannot be read (see
				// api.FilePos): report where it is used, naming the
				// declaration.
				pos = useSite[set].Pos()
				msg += fmt.Sprintf(" [declared at %s:%d]", filepath.Base(f.Location.Path), f.Location.Line)
			}
			key := [3]any{f.RuleID, pos, msg}
			if !pos.IsValid() || reported[key] {
				continue
			}
			reported[key] = true
			if f.Level == finding.Note {
				// A text budget the rule hit (descriptorrules.Text.Cut).
				ignore.ReportNote(pass, f.RuleID, rng{pos}, "%s", msg)
				continue
			}
			ignore.ReportFix(pass, f.RuleID, rng{pos}, b.fix(f, pos), "%s", msg)
		}
	}
	return res, nil
}

// fix returns the mechanical fix of a declaration finding, or nil:
// CETP305, a destructive tool's confirmation raised to always; CETP403, an
// object input schema closed with "additionalProperties": false.
func (b *builder) fix(f finding.Finding, pos token.Pos) *analysis.SuggestedFix {
	q := api.Qualifier(b.pass.Files, pos)
	switch f.RuleID {
	case "CETP305":
		x := b.exprs[pos]
		if x == nil || q == "" || !strings.HasSuffix(f.Location.Logical, "/"+cetp.FieldAnnotations+"/"+cetp.FieldConfirmation) {
			return nil
		}
		return &analysis.SuggestedFix{
			Message:   "require confirmation always",
			TextEdits: []analysis.TextEdit{{Pos: x.Pos(), End: x.End(), NewText: []byte(q + ".ConfirmAlways")}},
		}
	case "CETP403":
		root := b.roots[pos]
		if root == nil || root.Kind != descriptor.KindObject || root.Get("additionalProperties") != nil ||
			root.Get("unevaluatedProperties") != nil {
			return nil
		}
		if t := root.Get("type"); t == nil || t.Kind != descriptor.KindString || t.Str != "object" {
			return nil
		}
		text := `"additionalProperties": false`
		if len(root.Members) > 0 {
			text += ", "
		}
		return &analysis.SuggestedFix{
			Message:   "close the input schema with \"additionalProperties\": false",
			TextEdits: []analysis.TextEdit{{Pos: pos + 1, End: pos + 1, NewText: []byte(text)}},
		}
	}
	return nil
}

// listRules are the rules a tool list that cannot be evaluated hides: the
// declaration rules, and the code rules that judge code against the
// declared tools (executor's CETP608, readwrite's CETP621).
func listRules() []string {
	return append(Rules(), "CETP608", "CETP621")
}

func findingKey(f finding.Finding) string {
	return fmt.Sprintf("%s\x00%s\x00%d\x00%d\x00%s", f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column, f.Message)
}

// importedOnly returns the declarations in set that other packages
// evaluated (their file positions have no token.Pos), each as it was
// checked there: the tools on their own, the descriptor on its own.
func importedOnly(set *descriptor.Set) []*descriptor.Set {
	var tools []*descriptor.Node
	if set.Tools != nil && set.Tools.Node != nil {
		if arr := set.Tools.Node.Get(cetp.FieldTools); arr != nil {
			for _, t := range arr.Elems {
				if t != nil && !t.At.Pos.IsValid() {
					tools = append(tools, t)
				}
			}
		}
	}
	var prov *descriptor.Provider
	if set.Provider != nil && set.Provider.Node != nil && !set.Provider.Node.At.Pos.IsValid() {
		prov = set.Provider
	}
	var out []*descriptor.Set
	if prov != nil {
		out = append(out, &descriptor.Set{Provider: prov})
	}
	if tools != nil {
		list := &descriptor.Node{Kind: descriptor.KindObject}
		member(list, cetp.FieldRevision, &descriptor.Node{Kind: descriptor.KindDynamic})
		member(list, cetp.FieldTools, &descriptor.Node{Kind: descriptor.KindArray, Elems: tools})
		out = append(out, &descriptor.Set{Tools: descriptor.ToolListFromNode(list)})
	}
	return out
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
	if p := api.FilePos(pass.Fset, at.Path, at.Line, at.Column); p.IsValid() {
		return p
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
