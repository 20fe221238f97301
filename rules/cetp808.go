package rules

func init() {
	register(&Rule{
		ID: "CETP808", Name: "UnversionedCallServedAsV2", Level: Error, Precision: High,
		Section: "4, 8", Applies: "Q+T, Q+R",
		Short: "A call recorded without protocol_version was answered as a v2 call.",
		Full: "The Provider tells same-named v1 and v2 methods apart by the request's protocol_version, and " +
			"a dual-stack call without it is handled as v1 (§4); it must not silently interpret a request as " +
			"another version (§2.2). A v1 Consumer that gets a v2 tool list sees side-effecting tools the v1 " +
			"list must never show (§2.1, §8), and v2 envelope fields tell it nothing. Flagged: a call the " +
			"bundle records without protocol_version (negotiate excepted, which carries none) whose answer is " +
			"a v2 tool list, echoes protocol_version 2, or uses a v2-only envelope (status \"accepted\", a " +
			"data.kind result). When the paired manifest advertises v2 only, the Provider is not dual-stack " +
			"and nothing is flagged; undefined methods are CETP807's.",
		Fix:     "Dispatch on protocol_version: a call without it (or with 1) gets the v1 behaviour — the read-only v1 list, no v2 envelope.",
		Example: "```json\n// list_tools recorded with request {} (no protocol_version)\n{\"status\": \"success\", \"data\": {\"revision\": \"tools-42\", \"tools\": [… annotations …]}}   // bad: the v2 list\n```",
		CWE:     436,
	})
}
