package rules

func init() {
	register(&Rule{
		ID: "CETP206", Name: "AdvertisedV2NotNegotiable", Level: Error, Precision: High,
		Section: "8", Applies: "N+M",
		Short: "The manifest advertises v2 but the captured negotiate answer is an error.",
		Full: "A Provider advertising v2 must negotiate successfully or be disabled (§8), and a failed v2 " +
			"negotiation must not downgrade to v1. A manifest whose versions lists 2, or whose version is 2, " +
			"paired with a negotiate call answered with an error, is a Provider Consumers must disable. " +
			"Read from bundles, which record which method was called. A negotiate whose recorded request " +
			"did not offer 2 in an int[] consumer_versions (for example a String, which is all adb can " +
			"send) was not asked properly and is not held against the Provider.",
		Fix:     "Make negotiate succeed for a Consumer offering 2 (select the highest common version, §2.2), or stop advertising version 2 in the manifest.",
		Example: "```json\n// manifest versions \"1,2\"; negotiate with consumer_versions [2, 1]\n{\"status\": \"error\", \"error_code\": \"UNAVAILABLE\", \"error_message\": \"Try later\", \"retryable\": true}   // bad\n```",
		CWE:     757,
	})
}
