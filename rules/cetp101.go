package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP101",
		Name:      "ToolAuthorityMissing",
		Level:     finding.Error,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "A tool-provider service does not advertise a ContentProvider authority.",
		Full: "A service whose intent filter has the action " + cetp.ActionToolProvider +
			" must name the ContentProvider that serves its calls in the " + cetp.MetaAuthority +
			" meta-data. Without it, or with an empty or non-string value, Consumers discover the" +
			" provider but cannot call it.",
		Fix: "Add <meta-data android:name=\"" + cetp.MetaAuthority + "\" android:value=\"AUTHORITY\"/>" +
			" to the service, where AUTHORITY is one of the authorities of a <provider> in the same app.",
		Example: "```xml\n<service android:name=\".cetp.ToolProviderService\" android:exported=\"true\">\n" +
			"    <intent-filter>\n        <action android:name=\"" + cetp.ActionToolProvider + "\" />\n    </intent-filter>\n" +
			"    <meta-data android:name=\"" + cetp.MetaAuthority + "\"\n        android:value=\"com.example.app.clawseed.tools\" />\n</service>\n```",
		CWE:      1188, // insecure default initialization of resource: discovery without an endpoint
		Manifest: checkAuthorityMissing,
	})
}

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
