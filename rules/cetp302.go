package rules

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP302", Name: "ScopeInvalid", Level: finding.Error, Precision: VeryHigh,
		Section: "3.2", Applies: "P, G",
		Short: "A scope in the provider's catalog has an invalid or duplicate name, or an unknown access or sensitivity.",
		Full: "Scope names must be stable and match " + cetp.ScopeNamePattern + "; access is read or write; " +
			"sensitivity is public, personal, financial, health, device or other (§3.2). Consumers must " +
			"not ignore an unknown security enum value, so a scope with one cannot be presented for a grant.",
		Fix:      "Give each scope a unique name matching the pattern, access \"read\" or \"write\", and one of the spec's sensitivities.",
		Example:  "```json\n{\"name\": \"alerts.write\", \"access\": \"readwrite\", \"sensitivity\": \"money\"}   // bad\n{\"name\": \"alerts.write\", \"access\": \"write\", \"sensitivity\": \"financial\"}   // good\n```",
		CWE:      20,
		Silences: []string{"CETP305", "CETP306", "CETP307", "CETP308", "CETP309", "CETP403", "CETP404", "CETP405"},
		Decl:     checkScopes,
	})
}

func checkScopes(p *DeclPass) {
	pr := p.Set.Provider
	if pr == nil || pr.Scopes.Kind != descriptor.KindArray {
		return
	}
	seen := map[string]bool{}
	for _, s := range pr.Scopes.Items {
		if s.Kind != descriptor.KindObject {
			if s.Kind.Concrete() {
				p.Report(s.At, Subject(s.At), s.Node.Canonical(), "scope #%d is a JSON %s, not an object with name, access and sensitivity (§3.2)", s.Index, s.Kind)
			}
			continue
		}
		label := "#" + strconv.Itoa(s.Index)
		switch n := s.Name; {
		case n.Kind == descriptor.KindDynamic:
		case !n.OK():
			p.Report(n.At, Subject(n.At), "", "scope %s has no name string (found %s); name it with %s (§3.2)", label, n.Kind, cetp.ScopeNamePattern)
		case !cetp.ValidScopeName(n.Value):
			label = finding.Quote(n.Value)
			p.Report(n.At, Subject(n.At), n.Value, "scope name %s does not match %s (§3.2)", label, cetp.ScopeNamePattern)
		case seen[n.Value]:
			label = finding.Quote(n.Value)
			p.Report(n.At, Subject(n.At), n.Value, "scope %s is declared twice in the scope catalog (§3.2)", label)
		default:
			label = finding.Quote(n.Value)
		}
		if s.Name.OK() {
			seen[s.Name.Value] = true
		}
		enumField(p, s.Access, "scope "+label, "access", cetp.Strings(cetp.Accesses), cetp.Access(s.Access.Value).Valid())
		enumField(p, s.Sensitivity, "scope "+label, "sensitivity", cetp.Strings(cetp.Sensitivities), cetp.Sensitivity(s.Sensitivity.Value).Valid())
	}
}

// enumField reports a security enum field that is absent, not a string, or
// outside its values.
func enumField(p *DeclPass, f descriptor.String, owner, field string, values []string, valid bool) {
	want := "one of " + strings.Join(values, ", ")
	switch {
	case f.Kind == descriptor.KindDynamic:
	case f.Kind == descriptor.KindAbsent:
		p.Report(f.At, Subject(f.At), "", "%s has no %s; set it to %s (§3.2)", owner, field, want)
	case !f.OK():
		p.Report(f.At, Subject(f.At), f.Node.Canonical(), "%s has %s that is a JSON %s; set it to %s (§3.2)", owner, field, f.Kind, want)
	case !valid:
		p.Report(f.At, Subject(f.At), f.Value, "%s has unknown %s %s; Consumers must not ignore unknown security values: use %s (§3.2)", owner, field, finding.Quote(f.Value), want)
	}
}
