package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP104",
		Name:      "VersionMetadataInconsistent",
		Level:     Error,
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
		CWE: 1188,
	})
}
