package rules

func init() {
	register(&Rule{
		ID: "CETP305", Name: "ConfirmationTooWeak", Level: Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T, G", Severity: 8.5,
		Short: "A delete, transaction, destructive or high-risk tool does not require confirmation always.",
		Full: "effect=delete, effect=transaction, destructive=true or risk=high requires " +
			"confirmation=always (§3.4): the Provider must confirm every such call in its own UI before " +
			"the side effect. An absent destructive counts as true for delete and transaction effects.",
		Fix:     "Set \"confirmation\": \"always\" and confirm each call in Provider UI (§4.3).",
		Example: "```json\n\"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"confirmation\": \"provider_policy\"}   // bad\n\"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"confirmation\": \"always\"}   // good\n```",
		CWE:     862,
	})
}
