package rules

func init() {
	register(&Rule{
		ID: "CETP204", Name: "VersionSelectionWrong", Level: Error, Precision: VeryHigh,
		Section: "2.2", Applies: "N, M",
		Short: "negotiate did not select the highest version common to the Consumer's offer and the manifest.",
		Full: "The Provider selects the highest common version (§2.2) of the request's consumer_versions " +
			"and the versions its manifest advertises (§2.1); with no common version it must return " +
			"UNSUPPORTED_VERSION and must not silently interpret the request as another version. A " +
			"selected_version that is missing, not offered by the Consumer, or not the highest common " +
			"one is flagged (the manifest comparison needs the capture set paired with the APK).",
		Fix:     "Select max(consumer_versions ∩ manifest versions); return UNSUPPORTED_VERSION when the intersection is empty.",
		Example: "```json\n// consumer_versions [2, 1], manifest versions \"1,2\"\n\"selected_version\": 1   // bad: 2 is common\n```",
		CWE:     757,
	})
}
