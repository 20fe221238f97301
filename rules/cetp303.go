package rules

func init() {
	register(&Rule{
		ID: "CETP303", Name: "DescriptorFieldMissing", Level: Error, Precision: VeryHigh,
		Section: "3.2, 3.3", Applies: "P, T, G",
		Short: "A required descriptor field is absent or has the wrong JSON type.",
		Full: "Both sides must ignore unknown descriptor fields but must not ignore a missing required " +
			"field (§3.2). Required: provider_id, provider_name, description and scopes in provider info; " +
			"revision and tools in a tool list; name, description, input_schema, scopes and annotations " +
			"in each tool, and the annotation fields effect, risk and confirmation. A required field of " +
			"the wrong JSON type is as good as missing to a Consumer. A missing output_schema is CETP404's.",
		Fix:     "Declare the field with the type the spec gives it.",
		Example: "```json\n{\"name\": \"create_alert\", \"annotations\": {\"effect\": \"create\", \"risk\": \"moderate\"}}   // bad: no description, input_schema, scopes, confirmation\n```",
		CWE:     20,
		// CETP303 silences every other rule on the missing field; its
		// subject is the field, which covers findings on values below it.
		Silences: otherRules("CETP303"),
	})
}

// otherRules lists every descriptor, schema and content rule but self: a
// missing field silences them all on that field.
func otherRules(self string) []string {
	var out []string
	for _, id := range []string{"CETP301", "CETP302", "CETP304", "CETP305", "CETP306", "CETP307",
		"CETP308", "CETP309", "CETP401", "CETP402", "CETP403", "CETP404", "CETP405", "CETP406",
		"CETP407", "CETP501", "CETP502", "CETP503", "CETP504", "CETP505"} {
		if id != self {
			out = append(out, id)
		}
	}
	return out
}
