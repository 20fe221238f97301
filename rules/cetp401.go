package rules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/schemacheck"
)

func init() {
	Register(&Rule{
		ID: "CETP401", Name: "RemoteSchemaRef", Level: finding.Error, Precision: VeryHigh,
		Section: "3.2", Applies: "T, G", Severity: 8.5,
		Short: "A schema references something outside its own document: a remote, file, relative or URN $ref, or a re-basing $id.",
		Full: "A schema must not reference network resources; $ref may resolve only to fragments within " +
			"the same schema document (§3.2). A $ref or $dynamicRef that is not \"#...\" makes a Consumer " +
			"fetch (or fail on) something the Provider does not control — an attacker can swap the schema " +
			"under a stable tool — and an $id with a URI re-bases the fragment references inside it. " +
			"cetpaudit never fetches any of them.",
		Fix:      "Inline the referenced schema under $defs and point at it with \"#/$defs/name\"; drop $id URIs.",
		Example:  "```json\n{\"properties\": {\"account\": {\"$ref\": \"https://schemas.example.com/account.json\"}}}   // bad\n{\"$defs\": {\"account\": {...}}, \"properties\": {\"account\": {\"$ref\": \"#/$defs/account\"}}}   // good\n```",
		CWE:      829,
		Silences: []string{"CETP402"},
		Decl:     checkRemoteRefs,
	})
}

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
				// The subject is the schema: CETP402 then stays silent on it.
				p.Report(r.Node.At, Subject(s.At), r.Node.Str,
					"tool %s: %s %s %s; $ref may resolve only to \"#...\" fragments of the same schema (§3.2)",
					finding.Quote(t.Label()), lastToken(s.At.Logical), r.Keyword, what)
			}
		}
	}
}
