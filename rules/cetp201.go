package rules

func init() {
	register(&Rule{
		ID: "CETP201", Name: "LimitsBelowMinimum", Level: Error, Precision: VeryHigh,
		Section: "2.2", Applies: "N",
		Short: "A negotiated limit is missing, not an integer, or below the spec's minimum.",
		Full: "limits must satisfy max_request_bytes >= 65536, max_inline_result_bytes >= 262144, " +
			"max_concurrent_requests >= 1 and idempotency_window_seconds >= 86400 (§2.2). Lower values " +
			"break conforming Consumers, and a short idempotency window lets a retried mutation execute " +
			"twice (§6).",
		Fix:     "Return every limit as an integer at or above its minimum.",
		Example: "```json\n\"limits\": {\"max_request_bytes\": 4096, \"idempotency_window_seconds\": 3600, ...}   // bad\n```",
		CWE:     770,
	})
}
