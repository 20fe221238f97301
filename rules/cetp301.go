package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP301", Name: "ToolNameInvalid", Level: finding.Error, Precision: VeryHigh,
		Section: "3.1", Applies: "T, G",
		Short: "A tool name does not match [a-z][a-z0-9_]{0,63}, or two tools share a name.",
		Full: "Consumers route calls by (provider_id, tool name), so a tool name must match " +
			cetp.ToolNamePattern + " and be unique within its provider (§3.1). A name that is not a " +
			"string, breaks the pattern, or repeats another tool's name makes routing ambiguous or fails " +
			"Consumers that validate it.",
		Fix:     "Rename the tool to lowercase letters, digits and underscores, starting with a letter, at most 64 characters, unique in the provider.",
		Example: "```json\n{\"name\": \"Delete-Alert\"}   // bad\n{\"name\": \"delete_alert\"}   // good\n```",
		CWE:     20,
		Decl:    checkToolNames,
	})
}

func checkToolNames(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	seen := map[string]bool{}
	for _, t := range p.Set.Tools.Tools.Items {
		n := t.Name
		switch {
		case n.Kind == descriptor.KindAbsent || n.Kind == descriptor.KindDynamic:
			// Missing names are CETP303's.
		case n.Wrong():
			p.Report(n.At, Subject(n.At), n.Node.Canonical(),
				"tool #%d has a name that is a JSON %s, not a string; name it with %s (§3.1)", t.Index, n.Kind, cetp.ToolNamePattern)
		case !cetp.ValidToolName(n.Value):
			p.Report(n.At, Subject(n.At), n.Value,
				"tool name %s does not match %s; use lowercase letters, digits and underscores (§3.1)", finding.Quote(n.Value), cetp.ToolNamePattern)
		case seen[n.Value]:
			p.Report(n.At, Subject(n.At), n.Value,
				"tool name %s is declared twice; tool names must be unique within a provider (§3.1)", finding.Quote(n.Value))
		}
		if n.OK() {
			seen[n.Value] = true
		}
	}
}
