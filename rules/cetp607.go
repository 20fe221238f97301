package rules

func init() {
	register(&Rule{
		ID:        "CETP607",
		Name:      "ErrorLeaksInternals",
		Level:     Warning,
		Precision: High,
		Section:   "5",
		Applies:   "X, G",
		Short:     "An error_message is built from exception or error text, or a stack trace.",
		Full: "The displayable error message of a structured error is built from internal failure text: an " +
			"exception's message or `toString()`, `Log.getStackTraceString`/`printStackTrace` output (Guava's `Throwables.getStackTraceAsString` and Commons Lang's `ExceptionUtils` too), Go's " +
			"`err.Error()`, an error formatted with `%v`/`%s`, or `debug.Stack()`. §5 requires error_message to be " +
			"safely displayable and INTERNAL_ERROR to carry no stacks or sensitive details: such text exposes " +
			"file paths, SQL, hosts and library versions to every caller, and to the agent reading it. On dex, a " +
			"message read from a field that a constructor or setter fills from its parameter (a sealed " +
			"Failure(message)), or text built from one, carries what the code constructing the object passes (judged " +
			"per object when the method reading it constructs the object itself; per call site, reported at the call " +
			"passing exception text, when it only reads an object it is given; when the message is read from the result " +
			"a reply helper is handed (the SDK's toBundle, an app's render(outcome)), at the tool's call that puts the " +
			"text into the result, where it is fixed; otherwise the finding says the answer is per field). Kotlin's kotlin.Result is followed through its inline operators: the exception " +
			"exceptionOrNull gives back (fold, onFailure) and text a recover {} block makes of it, carried by " +
			"Result.constructor-impl to what getOrThrow returns. A helper that returns text built from its parameter, or puts such text into a " +
			"Bundle it is given, under its own key or one its callers pass, is judged at its callers by what " +
			"they pass.",
		Fix: "Write a fixed, displayable message per failure (\"could not save the alert\"), pick the error code " +
			"from the failure kind, and log the internal error (cetp.Error.Cause in Go) instead of sending it.",
		Example: "```go\n// Bad\nreturn cetp.Errorf(cetp.ErrInternalError, \"save failed: %v\", err)\n\n" +
			"// Good\nreturn &cetp.Error{Code: cetp.ErrInternalError, Message: \"could not save the alert\", Cause: err}\n```",
		CWE: 209,
	})
}
