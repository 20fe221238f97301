package rules

// CETP001 has no check of its own: package suppress reports it after
// matching configuration and tools:ignore suppressions against every input's
// findings, and the analyzers/suppress analyzer reports it for
// //cetpaudit:ignore directives in Go code.
func init() {
	register(&Rule{
		ID:        "CETP001",
		Name:      "UnusedSuppression",
		Level:     Warning,
		Precision: VeryHigh,
		Applies:   "all",
		Short:     "A suppression matches no finding, or gives no reason.",
		Full: "A suppression — tools:ignore on a source manifest element, a //cetpaudit:ignore comment in Go" +
			" code, or an entry in .cetpaudit.json — must silence at least one finding and say why. One that" +
			" matches nothing is stale: the defect was fixed or moved, and the suppression would silently hide" +
			" the next one. One without a reason is not applied, so the finding it meant to silence is still" +
			" reported: an accepted risk needs a recorded justification that reviewers can audit.",
		Fix: "Delete a suppression that matches nothing. Give every suppression a reason: an XML comment" +
			" directly before the element with tools:ignore, the text after \" -- \" in //cetpaudit:ignore CETPnnn -- reason," +
			" or the \"reason\" of a configuration entry.",
		Example: "```xml\n<!-- cetpaudit: the provider ships disabled until the security review (JIRA-123) -->\n" +
			"<service android:name=\".ToolService\" android:exported=\"false\" tools:ignore=\"CETP105\">\n```\n\n" +
			"```go\n//cetpaudit:ignore CETP613 -- test fixture: tokens must be reproducible\n```\n\n" +
			"```json\n{\"suppressions\": [{\"rule\": \"CETP504\", \"path\": \"captures/list.json\", \"reason\": \"documentation link reviewed\"}]}\n```",
	})
}
