package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP103",
		Name:      "VersionMetadataInvalid",
		Level:     Error,
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
	})
}
