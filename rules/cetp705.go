package rules

func init() {
	register(&Rule{
		ID: "CETP705", Name: "LikelySideEffectInV1List", Level: Warning, Precision: Medium,
		Section: "8", Applies: "T1",
		Short: "With no v2 list to compare, a v1 tool's name or description marks a mutation.",
		Full: "A v1 list_tools answer must hold only read-only tools (§2.1, §8). When the capture set has " +
			"no v2 list (which would settle it, CETP701), a v1 tool whose name or description starts with " +
			"a mutation verb — create_, delete_, send_, update_, set_, transfer, buy, pay, ... — is " +
			"probably a side effect offered without v2's controls. Precision is medium.",
		Fix:     "Remove the tool from the v1 list and expose it through v2 with annotations and confirmation; or capture the v2 list so CETP701 can decide.",
		Example: "```json\n{\"tools\": [{\"name\": \"delete_alert\", \"description\": \"Delete an alert\"}]}   // flagged\n```",
		CWE:     284,
	})
}
