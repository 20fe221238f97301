package rules

func init() {
	register(&Rule{
		ID: "CETP402", Name: "SchemaInvalid", Level: Error, Precision: VeryHigh,
		Section: "3.2", Applies: "T, P, G",
		Short: "A tool schema does not compile under the declared schema_dialect, or the dialect is unsupported.",
		Full: "schema_dialect (default JSON Schema Draft 2020-12) applies to every input and output " +
			"schema (§3.2). A schema that does not compile cannot be validated by the Consumer or the " +
			"Provider (§4.2, §7.3), and an unknown dialect leaves both sides guessing. cetpaudit compiles " +
			"each schema offline, refusing to load any URL.",
		Fix:     "Fix the schema so that it is valid under the dialect (e.g. \"type\": \"object\", \"required\" as an array), and declare a supported dialect.",
		Example: "```json\n{\"type\": \"object\", \"required\": \"symbol\"}   // bad: required must be an array\n{\"type\": \"object\", \"required\": [\"symbol\"]}   // good\n```",
		CWE:     20,
	})
}
