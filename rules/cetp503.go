package rules

func init() {
	register(&Rule{
		ID: "CETP503", Name: "OversizedText", Level: Warning, Precision: VeryHigh,
		Section: "7.3", Applies: "P, T, T1, E",
		Short: "A description over 2,048 bytes, a title over 128, or a whole response over the inline limit.",
		Full: "Consumers must enforce length limits on Provider text (§7.3); long descriptions are where " +
			"poisoned instructions hide and they crowd the agent's context. Descriptions over 2,048 bytes, " +
			"titles over 128 bytes and error messages over 2,048 bytes are flagged, as is a whole " +
			"provider-info or tool-list response larger than the negotiated max_inline_result_bytes " +
			"(or its 262,144-byte minimum when no negotiation was captured), measured as compact JSON. " +
			"v1 tool lists are measured the same way.",
		Fix:     "Shorten the text: describe what the tool does and its arguments, nothing else.",
		Example: "```json\n\"description\": \"Create a price alert. <2,000 more bytes of text>\"   // flagged\n```",
		CWE:     400,
	})
}
