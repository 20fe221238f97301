package rules

func init() {
	register(&Rule{
		ID: "CETP406", Name: "SelfReportedIdentityField", Level: Warning, Precision: High,
		Section: "7.1", Applies: "T, G",
		Short: "An input property carries the caller's identity.",
		Full: "Package names, caller fields in args and self-reported Consumer identity are untrusted " +
			"(§7.1): the Provider must take the caller from Binder.getCallingUid() at call() entry. An " +
			"argument such as caller, caller_package, calling_uid or consumer_id (matched as normalized " +
			"name tokens) invites the Provider to trust it. A tool whose subject is some package or UID " +
			"(get_app_info with package_name) is not flagged.",
		Fix:     "Remove the argument; identify the caller from the Binder calling UID and its verified packages (§7.1).",
		Example: "```json\n\"properties\": {\"caller_package\": {\"type\": \"string\"}}   // bad\n```",
		CWE:     290,
	})
}
