package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP102",
		Name:      "AuthorityNotInPackage",
		Level:     finding.Error,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "The advertised tool authority is not served by an enabled provider of the same app.",
		Full: "Consumers must verify that the discovered service and the authority's ContentProvider belong" +
			" to the same package, and reject the provider otherwise. An authority that no <provider> of the" +
			" app declares (or that only a disabled provider declares) can be registered by another app, which" +
			" then receives the agent's tool calls; at best Consumers reject the provider.",
		Fix: "Declare the authority in android:authorities of an enabled <provider> in the same manifest," +
			" or correct the " + cetp.MetaAuthority + " value to one the app's provider declares.",
		CWE:      346, // origin validation error
		Severity: 8.5,
		Manifest: checkAuthorityNotInPackage,
	})
}

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
