package rules

func init() {
	register(&Rule{
		ID: "CETP309", Name: "OpenWorldLowRisk", Level: Note, Precision: Medium,
		Section: "3.4", Applies: "T, G",
		Short: "A mutating tool that affects systems outside the provider's control is declared low risk.",
		Full: "open_world means the tool affects systems outside the Provider's control (absent means " +
			"true). A mutation that reaches the outside world — sending a message, placing an order " +
			"elsewhere — is rarely low risk: it cannot be undone by the Provider (§3.4).",
		Fix:     "Raise risk to moderate or high, or declare \"open_world\": false when the effect stays inside the Provider.",
		Example: "```json\n\"annotations\": {\"effect\": \"create\", \"risk\": \"low\", \"confirmation\": \"never\"}   // note: open_world defaults to true\n```",
	})
}
