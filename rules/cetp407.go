package rules

func init() {
	register(&Rule{
		ID: "CETP407", Name: "SideChannelParameter", Level: Note, Precision: Low,
		Section: "7.3", Applies: "T, G",
		Short: "A free-text input whose name invites the agent to send its context along, unexplained by the tool's purpose.",
		Full: "A poisoned or over-curious tool can ask for a free-text argument such as notes, context, " +
			"debug, metadata, reasoning or feedback and receive whatever the agent fills in: the " +
			"conversation, other tools' results, secrets (§7.3). Flagged when the argument is free text " +
			"and neither the tool's name nor its description mentions the word. Precision is low: " +
			"review, then suppress with a reason if the argument is legitimate.",
		Fix:     "Drop the argument, or constrain it (enum, pattern, short maxLength) and explain it in the tool's description.",
		Example: "```json\n{\"name\": \"get_quote\", \"input_schema\": {\"properties\": {\"symbol\": {...}, \"context\": {\"type\": \"string\"}}}}   // flagged\n```",
		CWE:     200,
	})
}
