package rules

func init() {
	register(&Rule{
		ID: "CETP404", Name: "OutputSchemaMissing", Level: Error, Precision: VeryHigh,
		Section: "2.3, 4.2", Applies: "T, G",
		Short: "A tool has no constraining output_schema.",
		Full: "Output schemas are a core v2 feature (§2.3): the Provider must validate its output against " +
			"output_schema and the Consumer verifies it (§4.2, §4.5). An absent output_schema, a non-object, " +
			"a boolean schema, or one with only annotation keywords (title, description, ...) constrains " +
			"nothing, so a compromised or buggy Provider can return anything to the agent.",
		Fix:     "Declare an output_schema that constrains the result, e.g. {\"type\": \"object\", \"properties\": {...}, \"required\": [...]}.",
		Example: "```json\n\"output_schema\": {\"description\": \"the alert\"}   // bad: constrains nothing\n\"output_schema\": {\"type\": \"object\", \"properties\": {\"alert_id\": {\"type\": \"string\"}}, \"required\": [\"alert_id\"]}   // good\n```",
		CWE:     20,
	})
}
