package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID: "CETP301", Name: "ToolNameInvalid", Level: Error, Precision: VeryHigh,
		Section: "3.1", Applies: "T, G",
		Short: "A tool name does not match [a-z][a-z0-9_]{0,63}, or two tools share a name.",
		Full: "Consumers route calls by (provider_id, tool name), so a tool name must match " +
			cetp.ToolNamePattern + " and be unique within its provider (§3.1). A name that is not a " +
			"string, breaks the pattern, or repeats another tool's name makes routing ambiguous or fails " +
			"Consumers that validate it.",
		Fix:     "Rename the tool to lowercase letters, digits and underscores, starting with a letter, at most 64 characters, unique in the provider.",
		Example: "```json\n{\"name\": \"Delete-Alert\"}   // bad\n{\"name\": \"delete_alert\"}   // good\n```",
		CWE:     20,
	})
}
