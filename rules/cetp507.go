package rules

func init() {
	register(&Rule{
		ID: "CETP507", Name: "ErrorContractViolation", Level: Error, Precision: VeryHigh,
		Section: "5", Applies: "E",
		Short: "An error response breaks the §5 contract: unknown code, missing fields, or wrong retryable.",
		Full: "An error response must include status \"error\", a known error_code, a displayable " +
			"error_message, a Boolean retryable, and the echoed protocol_version and request_id (§5; " +
			"negotiate and v1 responses carry no echo, so the echo is required when the recorded request, " +
			"the response's own protocol_version or a v2-only method shows a v2 call); where a bundle records the request, " +
			"the echoed protocol_version and request_id must equal the request's. retryable must agree with the code's fixed " +
			"value where the table fixes one (Yes/No rows); error_details is JSON and retry_after_ms a " +
			"Long. Consumers decide retries from these fields: a NEGOTIATION_REQUIRED marked not " +
			"retryable, or a PERMISSION_DENIED marked retryable, drives them into loops or dead ends.",
		Fix:     "Return every required field with the spec's types, a code from the §5 table, and retryable as the table fixes it.",
		Example: "```json\n{\"status\": \"error\", \"error_code\": \"PERMISSION_DENIED\", \"error_message\": \"Not allowed\", \"retryable\": true, \"protocol_version\": 2, \"request_id\": \"…\"}   // bad: PERMISSION_DENIED is never retryable\n```",
		CWE:     703,
	})
}
