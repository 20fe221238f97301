package rules

func init() {
	register(&Rule{
		ID: "CETP308", Name: "ScopeUndeclared", Level: Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T+P, G",
		Short: "A tool requires a scope missing from the provider's scope catalog, or a mutating tool requires no scope.",
		Full: "A tool's scopes are the complete set required to execute it (§3.4), and the Consumer " +
			"presents grants from the provider's scope catalog (§3.2). A scope the catalog does not " +
			"declare cannot be granted knowingly; a mutating tool with no scope needs no grant at all.",
		Fix:     "Declare every scope a tool uses in get_provider_info's scopes, and give every mutating tool at least one (write) scope.",
		Example: "```json\n{\"name\": \"create_alert\", \"scopes\": [], \"annotations\": {\"effect\": \"create\", ...}}   // bad\n{\"name\": \"create_alert\", \"scopes\": [\"alerts.write\"], ...}   // good\n```",
		CWE:     862,
	})
}
