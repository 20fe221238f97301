package rules

func init() {
	register(&Rule{
		ID: "CETP805", Name: "ResponseEnvelopeInvalid", Level: Error, Precision: VeryHigh,
		Section: "4.2, 4.4", Applies: "R, O",
		Short: "An execute_tool, get_operation or cancel_operation response breaks the v2 envelope.",
		Full: "A v2 success or accepted response carries status, protocol_version 2 and the request's own " +
			"request_id (§4.2, §4.4); an execute_tool success carries data {\"kind\": \"inline\" | \"file\", ...}, " +
			"and an accepted one data {\"operation_id\", \"poll_after_ms\"}. Consumers match responses to calls " +
			"by request_id and read results by kind: a missing or foreign request_id, a missing version or an " +
			"unknown kind leaves them guessing which call this answers and how to read it. With the request " +
			"recorded in a bundle, the echoed request_id must equal the request's. Responses to v1 calls " +
			"(no protocol_version in the recorded request) carry no v2 envelope and are not checked; errors " +
			"are CETP507's.",
		Fix:     "Echo protocol_version 2 and the request's request_id on every v2 response; give data.kind on results, operation_id and poll_after_ms on accepted responses.",
		Example: "```json\n{\"status\": \"success\", \"protocol_version\": 2, \"data\": {\"value\": {\"alert_id\": \"al_1\"}}}   // bad: no request_id, no data.kind\n{\"status\": \"success\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"kind\": \"inline\", \"value\": {\"alert_id\": \"al_1\"}}}   // good\n```",
		CWE:     20,
	})
}
