package rules

func init() {
	register(&Rule{
		ID: "CETP802", Name: "InlineResultTooLarge", Level: Error, Precision: High,
		Section: "4.5", Applies: "R+N",
		Short: "An inline result is larger than the negotiated max_inline_result_bytes.",
		Full: "When inline JSON exceeds the negotiated max_inline_result_bytes the Provider must not keep " +
			"putting it in the Bundle (§4.5): Binder transactions are small and shared, and an oversized " +
			"reply fails the call or the Consumer's memory budget. It returns a kind \"file\" result when " +
			"large_results was negotiated, else RESULT_TOO_LARGE. The size is that of the data document as " +
			"the Bundle carries it (the JSON string; an object recorded in a capture is measured as compact " +
			"JSON); the limit is the set's negotiated value, or the §2.2 minimum of 262144 bytes when the set " +
			"negotiated none. Operation results (a succeeded get_operation) are measured the same way.",
		Fix:     "Switch to a file result (with large_results) or answer RESULT_TOO_LARGE once the inline JSON would exceed max_inline_result_bytes.",
		Example: "```json\n// negotiated max_inline_result_bytes 262144\n{\"status\": \"success\", \"data\": \"{\\\"kind\\\":\\\"inline\\\",\\\"value\\\":[… 400 KB …]}\"}   // bad\n```",
		CWE:     400,
	})
}
