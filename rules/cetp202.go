package rules

func init() {
	register(&Rule{
		ID: "CETP202", Name: "WeakSessionToken", Level: Error, Precision: High,
		Section: "2.2", Applies: "N",
		Short: "The negotiated session_token is empty, too long, or guessable.",
		Full: "session_token must be opaque and unpredictable, at most 256 bytes, and bound to the " +
			"calling UID, version and capabilities (§2.2). A token that is missing or empty, all digits, " +
			"shorter than 16 bytes, a timestamp, contains the provider id or package name, or repeats " +
			"across captures of one set can be guessed or replayed by another app.",
		Fix:     "Issue tokens from a CSPRNG (e.g. 32 random bytes, base64url-encoded) per negotiation, and bind them server-side to the UID, version and capabilities.",
		Example: "```json\n\"session_token\": \"1764412800\"   // bad: a timestamp\n\"session_token\": \"q3Jx0tV6m2Yl8cPzA1rK4w9sNfE5hUoB\"   // good\n```",
		CWE:     330,
	})
}
