package rules

func init() {
	register(&Rule{
		ID:        "CETP105",
		Name:      "ToolEndpointNotExported",
		Level:     Warning,
		Precision: High,
		Section:   "2.1",
		Applies:   "M",
		Short:     "The tool-provider service or its ContentProvider is not exported.",
		Full: "Consumers in other apps discover the tool-provider service and call the authority's" +
			" ContentProvider; both must be exported. A component with an intent filter is exported unless" +
			" it says otherwise, while a provider is exported by default only when the target SDK is 16 or" +
			" lower. A source manifest that does not state the target SDK leaves the provider default to" +
			" the build, so nothing is inferred for it.",
		Fix: "Set android:exported=\"true\" on the tool-provider service and on the provider; protect the" +
			" provider by checking the caller (§7.1) rather than by hiding it.",
	})
}
