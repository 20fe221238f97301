package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP103",
		Name:      "VersionMetadataInvalid",
		Level:     finding.Error,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "The tool provider's version or versions meta-data is missing or malformed.",
		Full: "Consumers read " + cetp.MetaVersion + " as an integer greater than 0 and, when present, " +
			cetp.MetaVersions + " as an integer or a comma-separated list of positive integers (pattern " +
			cetp.VersionsPattern() + "). aapt compiles meta-data values by their text: \"1.0\" and very" +
			" large numbers become floats, \"0x2\" a hex integer, \"true\" a boolean and \"@string/x\" a" +
			" reference, none of which a Consumer reads as a version; a versions list with spaces, empty" +
			" items or duplicates is rejected. A provider with invalid version meta-data is not discovered" +
			" or is negotiated wrongly.",
		Fix: "Write the version as a plain decimal integer (android:value=\"1\" or \"2\") and versions as" +
			" \"1,2\" (dual stack) or \"2\" (v2 only), without spaces or repeats.",
		Example: "```xml\n<meta-data android:name=\"" + cetp.MetaVersion + "\" android:value=\"1\" />\n" +
			"<meta-data android:name=\"" + cetp.MetaVersions + "\" android:value=\"1,2\" />\n```",
		CWE:      20, // improper input validation
		Silences: []string{"CETP104", "CETP204"},
		Manifest: checkVersionMetadataInvalid,
	})
}

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
