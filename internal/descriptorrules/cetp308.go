package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP308", checkScopeDeclared) }

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
		tool := t.Ref()
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
				p.Last().About = scopeSubjects(p.Set.Provider, t)
			}
		}
	}
}
