package rules

func init() {
	register(&Rule{
		ID: "CETP306", Name: "AsyncNotNegotiated", Level: Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T+N",
		Short: "A tool declares execution sync_or_async although the captured negotiation did not select async_operations.",
		Full: "execution=sync_or_async is valid only when async_operations was negotiated (§3.4); a " +
			"Consumer must not invoke an unnegotiated capability (§2.3). A tool list that offers background " +
			"operations to a session without them will hand the Consumer operation ids it cannot poll.",
		Fix:     "List the tool with \"execution\": \"sync\" in sessions without async_operations, or negotiate async_operations.",
		Example: "```json\n// negotiate capabilities: [\"cancellation\"]\n\"annotations\": {..., \"execution\": \"sync_or_async\"}   // bad\n```",
	})
}
