package rules

func init() {
	register(&Rule{
		ID: "CETP203", Name: "CapabilityNotOffered", Level: Error, Precision: VeryHigh,
		Section: "2.2, 2.3", Applies: "N",
		Short: "The negotiate response selects a capability that is unknown or that the Consumer did not offer.",
		Full: "The Provider returns only optional capabilities supported by both sides (§2.2); the " +
			"optional capabilities are async_operations, cancellation and large_results (§2.3). An " +
			"unknown capability, or one the captured request's consumer_capabilities did not offer, " +
			"means the Provider will use semantics the Consumer never agreed to.",
		Fix:     "Return the intersection of consumer_capabilities and the capabilities the Provider supports, and nothing else.",
		Example: "```json\n// request consumer_capabilities: [\"cancellation\"]\n\"capabilities\": [\"cancellation\", \"large_results\"]   // bad: large_results not offered\n```",
		CWE:     20,
	})
}
