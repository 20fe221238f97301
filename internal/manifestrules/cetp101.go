package manifestrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP101", checkAuthorityMissing) }

func checkAuthorityMissing(p *ManifestPass) {
	for _, svc := range toolServices(p.Manifest) {
		a := advertisedAuthority(svc)
		switch a.state {
		case authorityMissing:
			p.Report(atComponent(svc), svc.Path, "missing",
				"tool-provider service %s has no %s meta-data; add one naming its ContentProvider authority (§2.1)",
				svc.Class, cetp.MetaAuthority)
		case authorityEmpty:
			p.Report(atMeta(svc, a.meta), svc.Path, "empty",
				"tool-provider service %s declares an empty %s; set android:value to its ContentProvider authority (§2.1)",
				svc.Class, cetp.MetaAuthority)
		case authorityNotString:
			v := a.meta.Value.Effective()
			p.Report(atMeta(svc, a.meta), svc.Path, v.Text,
				"tool-provider service %s declares %s as a %s (%s), which Consumers cannot read as a string; set android:value to the authority (§2.1)",
				svc.Class, cetp.MetaAuthority, v.Kind, finding.Quote(v.Text))
		}
	}
}
