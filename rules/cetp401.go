package rules

func init() {
	register(&Rule{
		ID: "CETP401", Name: "RemoteSchemaRef", Level: Error, Precision: VeryHigh,
		Section: "3.2", Applies: "T, G", Severity: 8.5,
		Short: "A schema references something outside its own document: a remote, file, relative or URN $ref, or a re-basing $id.",
		Full: "A schema must not reference network resources; $ref may resolve only to fragments within " +
			"the same schema document (§3.2). A $ref or $dynamicRef that is not \"#...\" makes a Consumer " +
			"fetch (or fail on) something the Provider does not control — an attacker can swap the schema " +
			"under a stable tool — and an $id with a URI re-bases the fragment references inside it. " +
			"cetpaudit never fetches any of them.",
		Fix:      "Inline the referenced schema under $defs and point at it with \"#/$defs/name\"; drop $id URIs.",
		Example:  "```json\n{\"properties\": {\"account\": {\"$ref\": \"https://schemas.example.com/account.json\"}}}   // bad\n{\"$defs\": {\"account\": {...}}, \"properties\": {\"account\": {\"$ref\": \"#/$defs/account\"}}}   // good\n```",
		CWE:      829,
		Silences: []string{"CETP402"},
	})
}
