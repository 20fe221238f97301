package capturerules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptorrules"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/schemacheck"
)

func init() { register("CETP801", checkResultSchema) }

// outputSchema is a tool's output_schema and the dialect it is written in.
type outputSchema struct {
	node    *descriptor.Node
	dialect string
}

// outputSchemas maps tool names to their output schemas: the set's v2
// lists first, then the baseline's.
// declared holds every listed tool name, with an output schema or not.
func outputSchemas(s *capture.Set, b *capture.Baseline) (out map[string]outputSchema, declared map[string]bool) {
	out, declared = map[string]outputSchema{}, map[string]bool{}
	add := func(l *descriptor.ToolList, pr *descriptor.Provider) {
		for _, t := range l.Tools.Items {
			if !t.Name.OK() {
				continue
			}
			declared[t.Name.Value] = true
			if _, seen := out[t.Name.Value]; !seen && t.OutputSchema.Node != nil {
				out[t.Name.Value] = outputSchema{t.OutputSchema.Node, pr.Dialect()}
			}
		}
	}
	var pr *descriptor.Provider
	if infos := s.Of(capture.ProviderInfo); len(infos) > 0 {
		pr = infos[0].Provider()
	}
	for _, c := range s.Of(capture.ToolsV2) {
		add(c.ToolList(), pr)
	}
	if b != nil && b.Tools != nil {
		bp := b.Provider
		if bp == nil {
			bp = pr
		}
		add(b.Tools, bp)
	}
	return out, declared
}

func checkResultSchema(p *CapturePass) {
	schemas, declared := outputSchemas(p.Set, p.Baseline)
	if len(schemas) == 0 {
		return
	}
	execs := executions(p.Set)
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation) {
		env := resultEnvelope(c)
		if capture.Str(env.Get(cetp.FieldResultKind)) != cetp.ResultInline {
			continue
		}
		value := env.Get(cetp.FieldValue)
		tool := execs.toolOf(c)
		if value == nil {
			continue
		}
		sch, ok := schemas[tool]
		if !ok {
			// A result the set cannot tie to a listed tool is not checked;
			// say so rather than pass it silently. A listed tool without an
			// output_schema has nothing to check.
			switch {
			case tool == "":
				p.ReportNote(value.At, descriptorrules.Subject(value.At), "unmatched", "this inline result cannot be checked against an output_schema: no recorded execute_tool in this capture set names its tool (record the request, or the accepted call of its operation) (§4.2)")
			case !declared[tool]:
				p.ReportNote(value.At, descriptorrules.Subject(value.At), tool+" unlisted", "tool %s is not in this capture set's tool list, so its inline result cannot be checked against an output_schema; capture the tool list that declares it (§4.2)", finding.Quote(tool))
			}
			continue
		}
		if k := descriptor.KindOf(sch.node); k != descriptor.KindObject && k != descriptor.KindBool {
			continue // CETP404's
		}
		v, err := schemacheck.Validate(sch.node, sch.dialect, value)
		if err != nil || v == nil {
			continue // a schema that does not compile is CETP402's
		}
		at := value.At
		target := value
		for _, tok := range v.Path {
			next := childNode(target, tok)
			if next == nil {
				break
			}
			target, at = next, next.At
		}
		where := "the result"
		if len(v.Path) > 0 {
			where = "the result at /" + strings.Join(v.Path, "/")
		}
		p.Report(at, descriptorrules.Subject(at), tool+" "+v.Reason, "tool %s: %s does not match its output_schema: %s; return what the schema declares (§4.2)",
			finding.Quote(tool), where, finding.QuoteN(v.Reason, 200))
	}
}

// childNode is the member or element of n a JSON pointer token names.
func childNode(n *descriptor.Node, tok string) *descriptor.Node {
	switch descriptor.KindOf(n) {
	case descriptor.KindObject:
		return n.Get(tok)
	case descriptor.KindArray:
		i := 0
		for _, r := range tok {
			if r < '0' || r > '9' {
				return nil
			}
			i = i*10 + int(r-'0')
			if i >= len(n.Elems) {
				return nil
			}
		}
		if tok == "" {
			return nil
		}
		return n.Elems[i]
	}
	return nil
}
