package rules

func init() {
	register(&Rule{
		ID: "CETP509", Name: "V1AuthorizeIntentInV2", Level: Warning, Precision: VeryHigh,
		Section: "4.3", Applies: "E, R, X",
		Short: "A v2 response carries v1's authorize_intent key.",
		Full: "v2 does not use v1's implicit authorize_intent action string (§4.3): authorization and " +
			"confirmation travel only as an explicit, immutable resolution PendingIntent with a resume_token. " +
			"An authorize_intent in a v2 response invites Consumers to build an implicit Intent from a string " +
			"another app can answer. Flagged in error and execute_tool responses of calls known to be v2 (the " +
			"recorded request, the response's own protocol_version, or a v2-only method); v1 responses may " +
			"carry it. In dex, a put of the key (Bundle or JSON, or a pair of androidx bundleOf or JSONObject(mapOf(…)), " +
			"reported at the pair) in code reachable from the tool provider's entry " +
			"points, when the app advertises only v2, or (a dual-stack app) the same method also puts resolution or " +
			"resume_token on that response on a path through the authorize_intent put: a helper that puts the v2 " +
			"keys on one side of a protocol_version branch and authorize_intent on the other is not flagged.",
		Fix:     "Drop authorize_intent from v2 responses; return resolution and resume_token (§4.3).",
		Example: "```json\n{\"status\": \"error\", \"error_code\": \"AUTH_REQUIRED\", \"authorize_intent\": \"com.example.app.AUTHORIZE\", \"protocol_version\": 2, …}   // bad\n```",
		CWE:     927,
	})
}
