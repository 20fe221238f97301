package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP101",
		Name:      "ToolAuthorityMissing",
		Level:     Error,
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
		CWE: 1188, // insecure default initialization of resource: discovery without an endpoint
	})
}
