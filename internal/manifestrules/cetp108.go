package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP108", checkDuplicateAuthority) }

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
