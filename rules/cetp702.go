package rules

func init() {
	register(&Rule{
		ID: "CETP702", Name: "RevisionNotBumped", Level: Error, Precision: VeryHigh,
		Section: "3.3", Applies: "T+B",
		Short: "Against the baseline, the tool set, a schema, scopes or annotations changed but revision did not.",
		Full: "revision must change whenever the tool set, a schema or security semantics change (§3.3): " +
			"Consumers cache a list by revision, so an unchanged revision over changed tools keeps them " +
			"presenting stale risk, confirmation and scopes. Compared with --baseline-tools: tool names, " +
			"canonicalized input and output schemas, scopes and annotations.",
		Fix:     "Change revision whenever the tool list's tools, schemas, scopes or annotations change.",
		Example: "```json\n// baseline: {\"revision\": \"tools-42\", ... \"risk\": \"high\"}\n// now:      {\"revision\": \"tools-42\", ... \"risk\": \"low\"}   -> flagged\n```",
		CWE:     672,
	})
}
