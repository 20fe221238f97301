package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP105", checkToolEndpointNotExported) }

func checkToolEndpointNotExported(p *ManifestPass) {
	m := p.Manifest
	reported := map[*manifest.Component]bool{}
	for _, svc := range toolServices(m) {
		if m.ExportedState(svc) == manifest.NotExported {
			p.Report(atComponent(svc), svc.Path, "service",
				"tool-provider service %s is not exported, so no Consumer can discover it; set android:exported=\"true\" (§2.1)",
				svc.Class)
		}
		a := advertisedAuthority(svc)
		if a.state != authorityOK {
			continue
		}
		for _, prov := range m.ProvidersWithAuthority(a.value) {
			if reported[prov] || !prov.IsEnabled() {
				continue // a disabled provider is CETP102's
			}
			if m.ExportedState(prov) == manifest.NotExported {
				reported[prov] = true
				why := "android:exported=\"false\""
				if !prov.Exported.Present() {
					why = "not exported by default (target SDK above 16)"
				}
				p.Report(atComponent(prov), prov.Path, "provider",
					"provider %s serves tool authority %s but is %s, so Consumers cannot call it; set android:exported=\"true\" and check callers (§2.1, §7.1)",
					prov.Class, finding.Quote(a.value), why)
			}
		}
	}
}
