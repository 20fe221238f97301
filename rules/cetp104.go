package rules

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP104",
		Name:      "VersionMetadataInconsistent",
		Level:     finding.Error,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "The legacy version and the versions set disagree.",
		Full: "When both are present, " + cetp.MetaVersions + " is authoritative and " + cetp.MetaVersion +
			" serves legacy v1 Consumers only. A dual-stack provider (versions lists 1) must keep version=1" +
			" or v1 Consumers lose discovery; a v2-only provider (versions exactly 2) uses version=2; and" +
			" version must be one of the listed versions.",
		Fix: "For a dual-stack provider set version to 1 and versions to \"1,2\"; for a v2-only provider set" +
			" both to 2.",
		CWE:      1188,
		Manifest: checkVersionMetadataInconsistent,
	})
}

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
