package rules

func init() {
	register(&Rule{
		ID: "CETP806", Name: "OperationStateInvalid", Level: Error, Precision: VeryHigh,
		Section: "4.4", Applies: "O",
		Short: "get_operation reports an unknown or incomplete state, or cancel_operation claims more than a request.",
		Full: "get_operation reports one of queued, running, succeeded, failed or cancelled; succeeded carries " +
			"the same result envelope as a synchronous success and failed a §5 error object (§4.4). " +
			"cancel_operation only acknowledges the request: it answers state \"cancellation_requested\", and " +
			"only a later get_operation may say cancelled. A cancel_operation that answers \"cancelled\" tells " +
			"the Consumer no later effect is expected when the operation may still commit.",
		Fix:     "Report only the five states; give succeeded a {\"kind\": …} result and failed an error with error_code, error_message and retryable; answer cancel_operation with state \"cancellation_requested\".",
		Example: "```json\n// cancel_operation\n{\"status\": \"success\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"operation_id\": \"op_1\", \"state\": \"cancelled\"}}   // bad\n{\"status\": \"success\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"operation_id\": \"op_1\", \"state\": \"cancellation_requested\"}}   // good\n```",
		CWE:     393,
	})
}
