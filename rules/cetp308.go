package rules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP308", Name: "ScopeUndeclared", Level: finding.Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T+P, G",
		Short: "A tool requires a scope missing from the provider's scope catalog, or a mutating tool requires no scope.",
		Full: "A tool's scopes are the complete set required to execute it (§3.4), and the Consumer " +
			"presents grants from the provider's scope catalog (§3.2). A scope the catalog does not " +
			"declare cannot be granted knowingly; a mutating tool with no scope needs no grant at all.",
		Fix:     "Declare every scope a tool uses in get_provider_info's scopes, and give every mutating tool at least one (write) scope.",
		Example: "```json\n{\"name\": \"create_alert\", \"scopes\": [], \"annotations\": {\"effect\": \"create\", ...}}   // bad\n{\"name\": \"create_alert\", \"scopes\": [\"alerts.write\"], ...}   // good\n```",
		CWE:     862,
		Decl:    checkScopeDeclared,
	})
}

func checkScopeDeclared(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	var catalog map[string]bool
	if pr := p.Set.Provider; pr != nil && pr.Scopes.Kind == descriptor.KindArray {
		catalog = map[string]bool{}
		for _, s := range pr.Scopes.Items {
			if s.Name.OK() {
				catalog[s.Name.Value] = true
			}
			if s.Kind == descriptor.KindDynamic || s.Name.Kind == descriptor.KindDynamic {
				catalog = nil // cannot know the catalog
				break
			}
		}
	}
	for _, t := range p.Set.Tools.Tools.Items {
		if !t.Scopes.OK() {
			continue
		}
		tool := finding.Quote(t.Label())
		if len(t.Scopes.Items) == 0 && t.Annotations.EffectValue().Mutating() {
			p.Report(t.Scopes.At, Subject(t.Scopes.At), t.Label(),
				"tool %s has effect %s but requires no scope; require a write scope from the catalog (§3.4)",
				tool, finding.Quote(string(t.Annotations.EffectValue())))
			continue
		}
		if catalog == nil {
			continue
		}
		for _, s := range t.Scopes.Items {
			switch {
			case s.Kind == descriptor.KindDynamic:
			case !s.OK():
				p.Report(s.At, Subject(s.At), s.Node.Canonical(), "tool %s lists a scope that is a JSON %s, not a scope name (§3.4)", tool, s.Kind)
			case !catalog[s.Value]:
				p.Report(s.At, Subject(s.At), s.Value,
					"tool %s requires scope %s, which the provider's scope catalog does not declare; declare it in get_provider_info (§3.2, §3.4)",
					tool, finding.Quote(s.Value))
			}
		}
	}
}
