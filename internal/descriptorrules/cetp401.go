package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/schemacheck"
)

func init() { register("CETP401", checkRemoteRefs) }

// toolSchemas lists a tool's schemas that are JSON values.
func toolSchemas(t *descriptor.Tool) []descriptor.Schema {
	var out []descriptor.Schema
	for _, s := range []descriptor.Schema{t.InputSchema, t.OutputSchema} {
		if s.Node != nil {
			out = append(out, s)
		}
	}
	return out
}

func checkRemoteRefs(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		for _, s := range toolSchemas(t) {
			for _, r := range schemacheck.ExternalRefs(s.Node) {
				what := "references " + finding.Quote(r.Node.Str) + ", outside the schema document"
				if r.Keyword == "$id" {
					what = "re-bases its references to " + finding.Quote(r.Node.Str)
				}
				// The subject is the reference itself: CETP402 compiles the
				// schema with it stubbed out, so only errors the reference
				// would cause are silenced, not the schema's others.
				p.Report(r.Node.At, Subject(r.Node.At), r.Node.Str,
					"tool %s: %s %s %s; $ref may resolve only to \"#...\" fragments of the same schema (§3.2)",
					t.Ref(), lastToken(s.At.Logical), r.Keyword, what)
			}
		}
	}
}
