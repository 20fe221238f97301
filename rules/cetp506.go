package rules

func init() {
	register(&Rule{
		ID: "CETP506", Name: "SensitiveErrorContent", Level: Warning, Precision: High,
		Section: "5", Applies: "E",
		Short: "A captured error message or error_details exposes stack traces, exception names, file paths or SQL.",
		Full: "error_message must be safely displayable and INTERNAL_ERROR carries no stacks or sensitive " +
			"details (§5). Stack frames, exception class names, file system paths, SQL statements and raw " +
			"exception text reveal the Provider's internals to every caller — and to the agent, which " +
			"may repeat them. (Code that builds such messages is CETP607.)",
		Fix:     "Return a fixed, human-readable message per error code; log the exception on the device instead, redacted.",
		Example: "```json\n\"error_message\": \"java.lang.IllegalStateException: at com.example.db.AlertDao.insert(AlertDao.java:42)\"   // bad\n\"error_message\": \"The alert could not be saved. Try again later.\"   // good\n```",
		CWE:     209,
	})
}
