package rules

func init() {
	register(&Rule{
		ID: "CETP304", Name: "AnnotationValueUnknown", Level: Error, Precision: VeryHigh,
		Section: "3.2, 3.4", Applies: "T, G",
		Short: "A tool annotation has a value outside the spec's, or a boolean annotation is not a JSON boolean.",
		Full: "effect is read, create, update, delete or transaction; risk is low, moderate or high; " +
			"confirmation is never, provider_policy or always; execution is sync or sync_or_async; " +
			"destructive, idempotent and open_world are JSON booleans (§3.4). Consumers must not ignore " +
			"an unknown security enum value (§3.2): a tool carrying one cannot be presented or policed.",
		Fix:      "Use one of the spec's values, spelled exactly, and JSON true/false for the booleans (not \"true\").",
		Example:  "```json\n\"annotations\": {\"effect\": \"remove\", \"risk\": \"medium\", \"destructive\": \"yes\", \"confirmation\": \"always\"}   // bad\n\"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"destructive\": true, \"confirmation\": \"always\"}   // good\n```",
		CWE:      20,
		Silences: []string{"CETP305", "CETP306", "CETP307", "CETP308", "CETP309", "CETP403", "CETP404", "CETP405"},
	})
}
