package rules

func init() {
	register(&Rule{
		ID: "CETP405", Name: "ConsumerConfirmationField", Level: Error, Precision: High,
		Section: "4.3", Applies: "T, G",
		Short: "An input property lets the Consumer assert that the user confirmed, on a tool the Provider must confirm itself.",
		Full: "High-risk confirmation must occur in Provider UI; a Consumer-provided \"confirmed\" boolean " +
			"is invalid (§4.3). An argument such as confirmed, approved, user_confirmed or " +
			"skip_confirmation (matched as normalized name tokens) on a tool whose confirmation is " +
			"always or provider_policy lets the agent — or text injected into it — claim a confirmation " +
			"that never happened.",
		Fix:     "Remove the argument and confirm through USER_ACTION_REQUIRED with a Provider PendingIntent and resume_token (§4.3).",
		Example: "```json\n\"properties\": {\"alert_id\": {\"type\": \"string\"}, \"confirmed\": {\"type\": \"boolean\"}}   // bad\n```",
		CWE:     807,
	})
}
