package rules

func init() {
	register(&Rule{
		ID: "CETP403", Name: "InputSchemaPermissive", Level: Warning, Precision: High,
		Section: "3.3, 7.3", Applies: "T, G",
		Short: "A mutating tool's input schema is not a closed object.",
		Full: "Arguments come from an agent and are untrusted (§7.3). A mutating tool's input_schema " +
			"should be \"type\": \"object\" with \"additionalProperties\": false (or " +
			"\"unevaluatedProperties\": false), so that arguments the Provider does not expect are " +
			"rejected by validation instead of reaching business code — or being smuggled along.",
		Fix:     "Declare \"type\": \"object\" and \"additionalProperties\": false on the input schema of every tool whose effect is not read.",
		Example: "```json\n\"input_schema\": {\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\"}}}   // bad\n\"input_schema\": {\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\"}}, \"additionalProperties\": false}   // good\n```",
		CWE:     20,
	})
}
