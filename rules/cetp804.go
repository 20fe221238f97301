package rules

func init() {
	register(&Rule{
		ID: "CETP804", Name: "FileResultInvalid", Level: Error, Precision: VeryHigh,
		Section: "4.5", Applies: "R",
		Short: "A kind \"file\" result lacks what the Consumer needs to verify it.",
		Full: "A large result travels as a read-only ParcelFileDescriptor in result_fd, described by data " +
			"{\"kind\": \"file\", \"media_type\", \"size_bytes\", \"sha256\"} (§4.5). The Consumer must enforce a " +
			"read limit and verify size and digest before trusting the file: without media_type, a " +
			"non-negative integer size_bytes, a sha256 of 64 lowercase hex characters, or the result_fd " +
			"itself, it cannot. Each missing or malformed field is one finding.",
		Fix:     "Return result_fd with media_type, the exact size_bytes and the lowercase hex SHA-256 of the file's bytes.",
		Example: "```json\n{\"kind\": \"file\", \"media_type\": \"application/json\", \"size_bytes\": 1048576, \"sha256\": \"9F86D081…\"}   // bad: uppercase digest, and the response has no result_fd\n```",
		CWE:     354,
	})
}
