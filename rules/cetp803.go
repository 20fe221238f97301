package rules

func init() {
	register(&Rule{
		ID: "CETP803", Name: "CapabilityNotNegotiated", Level: Error, Precision: VeryHigh,
		Section: "2.3, 4.4, 4.5", Applies: "R, O + N",
		Short: "A response uses an optional capability the set's negotiation did not grant.",
		Full: "Optional capabilities exist only when negotiate granted them (§2.3): execute_tool may answer " +
			"status \"accepted\" only with async_operations (§4.4), a kind \"file\" result only with " +
			"large_results (§4.5), get_operation works only with async_operations and cancel_operation only " +
			"with cancellation. A Consumer that did not negotiate them cannot handle such answers, and a " +
			"Provider without large_results must answer RESULT_TOO_LARGE instead. Compared with the " +
			"negotiate responses of the same capture set; without one, nothing is checked.",
		Fix:     "Answer within what negotiate granted: a synchronous result, an inline result or RESULT_TOO_LARGE, and UNSUPPORTED_CAPABILITY for operation methods that were not negotiated.",
		Example: "```json\n// negotiate granted [\"cancellation\"]\n{\"status\": \"accepted\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"operation_id\": \"op_1\", \"poll_after_ms\": 1000}}   // bad: no async_operations\n```",
		CWE:     573,
	})
}
