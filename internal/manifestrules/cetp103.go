package manifestrules

import (
	"github.com/clawseed/cetpaudit/cetp"
)

func init() { register("CETP103", checkVersionMetadataInvalid) }

func checkVersionMetadataInvalid(p *ManifestPass) {
	for _, svc := range toolServices(p.Manifest) {
		if v := readVersion(svc); v.problem != "" {
			at := atComponent(svc)
			if v.present {
				at = atMeta(svc, v.md)
			}
			p.Report(at, svc.Path, cetp.MetaVersion+":"+v.md.Value.Text,
				"tool-provider service %s: %s %s; set it to a decimal integer > 0 such as \"1\" (§2.1)",
				svc.Class, cetp.MetaVersion, v.problem)
		}
		if vs := readVersions(svc); vs.problem != "" {
			p.Report(atMeta(svc, vs.md), svc.Path, cetp.MetaVersions+":"+vs.md.Value.Text,
				"tool-provider service %s: %s %s; use a comma-separated list of positive integers such as \"1,2\" (§2.1)",
				svc.Class, cetp.MetaVersions, vs.problem)
		}
	}
}
