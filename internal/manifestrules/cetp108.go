package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP108", checkDuplicateAuthority) }

func checkDuplicateAuthority(p *ManifestPass) {
	m := p.Manifest
	if !isToolProviderApp(m) {
		return // like every CETP rule, silent on apps that provide no tools
	}
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
	// The tool provider is the provider that declares an advertised
	// authority; a repeated authority of any other provider is not ours.
	for _, c := range m.Components {
		count := map[string]int{}
		for _, auth := range c.Authorities {
			if _, advertised := first[auth]; advertised {
				count[auth]++
			}
		}
		for _, auth := range c.Authorities {
			if count[auth] > 1 {
				p.Report(atComponent(c), c.Path, auth,
					"tool provider %s lists authority %s %d times in android:authorities; list it once (§2.1)",
					c.Class, finding.Quote(auth), count[auth])
				count[auth] = 0 // one finding per authority
			}
		}
	}
}
