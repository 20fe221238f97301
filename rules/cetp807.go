package rules

func init() {
	register(&Rule{
		ID: "CETP807", Name: "UnknownMethodAccepted", Level: Error, Precision: VeryHigh,
		Section: "4", Applies: "Q+R",
		Short: "A call of a method CETP v2 does not define got an answer other than METHOD_NOT_FOUND.",
		Full: "An unknown method must return METHOD_NOT_FOUND (§4). A Provider that answers success, or " +
			"another error, for a method it does not define is dispatching on something other than the " +
			"method name — a catch-all branch that may run real code for a typo or a probe, and that tells " +
			"Consumers the method exists. Read from bundles, which record the method called (cetpaudit " +
			"capture calls one undefined method on purpose). A call recorded as v1 (no protocol_version) is " +
			"left alone: v1 may define methods v2 does not. An error with an unknown error_code here is " +
			"this rule's finding, not also CETP507's (CETP507 still checks the rest of the error contract).",
		Fix:     "Answer every method the Provider does not implement with status \"error\", error_code METHOD_NOT_FOUND and retryable false.",
		Example: "```json\n// call(\"frobnicate\")\n{\"status\": \"success\", \"data\": \"{}\"}   // bad\n{\"status\": \"error\", \"error_code\": \"METHOD_NOT_FOUND\", \"error_message\": \"Unknown method\", \"retryable\": false, \"protocol_version\": 2, \"request_id\": \"…\"}   // good\n```",
		CWE:     749,
	})
}
