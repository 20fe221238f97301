package descriptorrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/schemacheck"
)

func init() { register("CETP402", checkSchemasCompile) }

func checkSchemasCompile(p *DeclPass) {
	pr := p.Set.Provider
	dialect := pr.Dialect()
	if pr != nil && pr.SchemaDialect.OK() {
		if _, ok := schemacheck.Draft(dialect); !ok {
			p.Report(pr.SchemaDialect.At, Subject(pr.SchemaDialect.At), dialect,
				"provider declares unsupported schema_dialect %s; use %s (§3.2)", finding.Quote(dialect), finding.Quote(descriptor.DefaultDialect()))
			return
		}
	} else if pr != nil && pr.SchemaDialect.Wrong() {
		p.Report(pr.SchemaDialect.At, Subject(pr.SchemaDialect.At), "",
			"provider declares schema_dialect as a JSON %s; it must be a dialect URI string (§3.2)", pr.SchemaDialect.Kind)
		return
	}
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		for _, s := range toolSchemas(t) {
			field := lastToken(s.At.Logical)
			if s.Kind != descriptor.KindObject && s.Kind != descriptor.KindBool {
				if s.At.Logical == t.OutputSchema.At.Logical {
					continue // a non-schema output_schema is CETP404's
				}
				p.Report(s.At, Subject(s.At), s.Node.Canonical(),
					"tool %s: %s is a JSON %s; a schema is an object (or a boolean) (§3.2)", t.Ref(), field, s.Kind)
				continue
			}
			// External references are CETP401's: compiled stubbed out,
			// so that they hide no other error. The finding is on the
			// value the metaschema objects to.
			if bad, err := schemacheck.CompileAt(s.Node, dialect); err != nil {
				at := s.At
				if bad != nil && bad != s.Node && bad.At.Line > 0 {
					at = bad.At
				}
				p.Report(at, Subject(s.At), s.Node.Canonical(),
					"tool %s: %s does not compile under %s: %s (§3.2)", t.Ref(), field, dialect,
					finding.QuoteN(strings.TrimSpace(err.Error()), 300))
			}
		}
	}
}
