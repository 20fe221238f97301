package manifestrules

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP104", checkVersionMetadataInconsistent) }

func checkVersionMetadataInconsistent(p *ManifestPass) {
	for _, svc := range toolServices(p.Manifest) {
		v, vs := readVersion(svc), readVersions(svc)
		if v.problem != "" || vs.problem != "" || !vs.present {
			continue // CETP103's, or nothing to compare
		}
		version := v.versions[0]
		var reasons []string
		if contains(vs.versions, cetp.V1) && version != cetp.V1 {
			reasons = append(reasons, fmt.Sprintf("versions lists 1 but version is %d, so v1 Consumers lose discovery", version))
		}
		if len(vs.versions) == 1 && vs.versions[0] == cetp.V2 && version != cetp.V2 {
			reasons = append(reasons, fmt.Sprintf("versions is exactly 2 but version is %d", version))
		}
		if !contains(vs.versions, version) {
			reasons = append(reasons, fmt.Sprintf("version %d is not a member of versions %s", version, finding.Quote(vs.md.Value.Text)))
		}
		if len(reasons) == 0 {
			continue
		}
		fix := "set version to 1 for a dual-stack provider, or to 2 with versions \"2\" for a v2-only one"
		p.Report(atMeta(svc, v.md), svc.Path, fmt.Sprintf("%d|%v", version, vs.versions),
			"tool-provider service %s: %s; %s (§2.1)", svc.Class, strings.Join(reasons, "; "), fix)
	}
}
