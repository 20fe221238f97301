package rules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP108",
		Name:      "DuplicateAuthority",
		Level:     finding.Warning,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "An authority is advertised by two tool-provider services, or listed twice by one provider.",
		Full: "Routing uses (provider_id, tool_name) and must not depend on scan order (§3.1). Two" +
			" tool-provider services that advertise the same authority make Consumers discover one provider" +
			" twice, and a provider that lists an authority twice in android:authorities is a copy-paste" +
			" error that hides which authority was meant.",
		Fix: "Advertise each authority from exactly one tool-provider service, and list each authority once" +
			" in android:authorities.",
		CWE:      694, // use of multiple resources with duplicate identifier
		Manifest: checkDuplicateAuthority,
	})
}

func checkDuplicateAuthority(p *ManifestPass) {
	m := p.Manifest
	first := map[string]string{} // authority -> first service class
	for _, svc := range toolServices(m) {
		a := advertisedAuthority(svc)
		if a.state != authorityOK {
			continue
		}
		if prev, ok := first[a.value]; ok {
			p.Report(atMeta(svc, a.meta), svc.Path, a.value,
				"tool-provider services %s and %s both advertise authority %s; advertise it from one service only (§2.1)",
				prev, svc.Class, finding.Quote(a.value))
			continue
		}
		first[a.value] = svc.Class
	}
	for _, c := range m.Components {
		seen := map[string]bool{}
		for _, auth := range c.Authorities {
			if seen[auth] {
				p.Report(atComponent(c), c.Path, auth,
					"provider %s lists authority %s twice in android:authorities; list it once (§2.1)",
					c.Class, finding.Quote(auth))
			}
			seen[auth] = true
		}
	}
}
