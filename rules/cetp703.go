package rules

func init() {
	register(&Rule{
		ID: "CETP703", Name: "SecurityDowngrade", Level: Warning, Precision: High,
		Section: "3.3, 3.4", Applies: "T+B",
		Short: "Against the baseline, a tool's security declarations weakened or its descriptor was rewritten.",
		Full: "A \"rug pull\": a tool a reviewer approved changes under the same name. Flagged per tool: " +
			"risk lowered, confirmation weakened, destructive turned false, scopes dropped, a read tool " +
			"turned mutating, or any rewrite of the descriptor (description, schemas — compared as a hash " +
			"of the whole canonicalized descriptor, not the description alone). Reported even when " +
			"revision moved (§3.3, §3.4): revision tells Consumers to refresh, not that the change is safe.",
		Fix:     "Review the change; if it is intended, update the baseline (--baseline-tools) after review.",
		Example: "```json\n// baseline: \"annotations\": {\"effect\": \"delete\", \"risk\": \"high\", \"confirmation\": \"always\"}\n// now:      \"annotations\": {\"effect\": \"delete\", \"risk\": \"low\", \"confirmation\": \"never\"}   -> flagged\n```",
		CWE:     494,
	})
}
