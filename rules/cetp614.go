package rules

func init() {
	register(&Rule{
		ID:        "CETP614",
		Name:      "ConsumerConfirmationTrusted",
		Level:     Error,
		Precision: Medium,
		Section:   "4.3",
		Applies:   "X, G",
		Short:     "Provider code lets a confirmation flag sent by the Consumer decide whether a side effect runs.",
		Full: "The Provider reads a flag such as confirmed, user_confirmed, approved or force from the request (the " +
			"args JSON or the extras; names matched like CETP405) and that value gates a side effect: a database or " +
			"file write, a non-GET HTTP request, a process start. §4.3 puts high-risk confirmation in Provider UI and " +
			"calls a Consumer-provided \"confirmed\" boolean invalid: the agent, or text injected into it, sets the flag " +
			"and the user is never asked. This is the code-side twin of CETP405. The analysis follows the flag into the " +
			"condition that guards the effect (in an APK also through app objects built from the request, or parsed " +
			"from its text by Gson, Moshi or kotlinx.serialization, and their getters and `by lazy` properties (read under the key their " +
			"initializer uses), through helpers and R8 outlines that read it by the key " +
			"their caller passes (getBundle(\"args\").getBoolean(key) is read under key), and into the lambdas and Runnables handed to an Executor, Handler or Thread; a body it cannot " +
			"resolve after such a branch gets a note; a flag that only chooses what a boolean hook returns (`boolean askFirst(args) { " +
			"return !args.optBoolean(\"force\"); }`, an enum constant's override) decides its callers' branches on that result, and so does one " +
			"that forces an int verdict (`if (approved) return APPROVED;`) for its callers' tests of the verdict against that constant; the guard of a Java 21 pattern switch case, `when confirmed`, decides its case body even though a failed guard re-enters the switch), so precision is medium; the message names the sink it guards. " +
			"A flag that lets the call skip the check of the resume token is reported too, although both of its values can reach the effect: " +
			"`if (!confirmed && token == null) return askUser(); if (token != null && !take(token)) return error(); delete()` and " +
			"`confirmed || redeem(token)` run the delete unconfirmed when the flag is set and no token is sent (paths are followed " +
			"consistently with the null tests they pass, so the path that saw a token cannot then take the no-token branch; a method whose paths are more than " +
			"that walk follows gets a note). So is a flag that short-circuits whatever else the effect waits for: in " +
			"`confirmed || resumed ? cancel() : askUser()` every path from the flag's true edge runs the cancel and a " +
			"path from its false edge does not (exception edges do not count as such paths). A flag whose set edge only makes the tool " +
			"refuse, while its other edge reaches the effect only through a check of the resume token (`if (!askFirst(args)) return " +
			"invalid(); if (!spend(token)) return askUser(); delete()`), stands in for no confirmation and is not reported — " +
			"unless the check's answer is thrown away on the way (`spend(token); delete()` gates nothing). A field is read " +
			"per object where the object can be placed: one class wrapping both the args and the Provider's own decision " +
			"record reads a request value only from the args, and a value built by a builder or a factory holds what that " +
			"caller's setters or arguments gave it.",
		Fix: "Ignore confirmation flags in arguments. Answer USER_ACTION_REQUIRED with an explicit, immutable resolution " +
			"PendingIntent and a single-use resume_token, confirm in the Provider's own UI, and run the effect only when " +
			"the call comes back with that token.",
		Example: "```go\n// Bad\nif !args.Confirmed {\n\treturn nil, cetp.NewError(cetp.ErrUserActionRequired, \"confirm first\")\n}\n" +
			"db.ExecContext(ctx, \"DELETE FROM alerts WHERE id = ?\", args.ID)\n\n// Good: the Provider's own confirmation\n" +
			"if !confirmations.Consume(req.ResumeToken, req.Caller.UID, req.ArgsDigest()) {\n" +
			"\treturn nil, &cetp.Error{Code: cetp.ErrUserActionRequired, Message: \"confirm in the app\", ResumeToken: cetp.NewResumeToken()}\n}\n```",
		CWE:      807,
		Severity: 8.5,
	})
}
