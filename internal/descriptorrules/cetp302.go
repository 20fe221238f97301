package descriptorrules

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP302", checkScopes) }

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
