package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP102", checkAuthorityNotInPackage) }

func checkAuthorityNotInPackage(p *ManifestPass) {
	m := p.Manifest
	for _, svc := range toolServices(m) {
		a := advertisedAuthority(svc)
		if a.state != authorityOK {
			continue // CETP101's, or unresolvable: nothing to compare
		}
		providers := m.ProvidersWithAuthority(a.value)
		if len(providers) == 0 {
			p.Report(atMeta(svc, a.meta), svc.Path, a.value,
				"tool-provider service %s advertises authority %s, but no <provider> in this app declares it; another app could own it — declare it on the tool provider (§2.1)",
				svc.Class, finding.Quote(a.value))
			continue
		}
		enabled := false
		for _, prov := range providers {
			if prov.IsEnabled() {
				enabled = true
			}
		}
		if !enabled {
			p.Report(atMeta(svc, a.meta), svc.Path, a.value,
				"tool-provider service %s advertises authority %s, but the provider declaring it (%s) is android:enabled=\"false\"; enable it or advertise an enabled provider's authority (§2.1)",
				svc.Class, finding.Quote(a.value), providers[0].Class)
		}
	}
}
