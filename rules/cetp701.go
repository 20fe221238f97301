package rules

func init() {
	register(&Rule{
		ID: "CETP701", Name: "SideEffectInV1List", Level: Error, Precision: VeryHigh,
		Section: "2.1, 8", Applies: "T1+T",
		Short: "The v1 list_tools answer includes a tool that the v2 list annotates as mutating.",
		Full: "A dual-stack Provider must not return side-effecting tools from its v1 list_tools call " +
			"(§2.1): v1 has no annotations, confirmation or deduplication, so a v1 Consumer would call " +
			"a mutation with none of v2's controls (§8). A tool in both lists whose v2 effect is not " +
			"read is flagged at its v1 entry.",
		Fix:      "Serve only read tools from v1 list_tools; expose mutations only through v2 with confirmation and deduplication.",
		Example:  "```json\n// v1: {\"tools\": [{\"name\": \"delete_alert\", ...}]}\n// v2: delete_alert has \"effect\": \"delete\"   -> flagged at the v1 entry\n```",
		CWE:      284,
		Silences: []string{"CETP705"},
	})
}
