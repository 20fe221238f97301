package rules

func init() {
	register(&Rule{
		ID: "CETP508", Name: "ResolutionIncomplete", Level: Error, Precision: VeryHigh,
		Section: "4.3", Applies: "E, X",
		Short: "An AUTH_REQUIRED or USER_ACTION_REQUIRED error lacks its resolution or resume_token.",
		Full: "When login, scope authorization or confirmation is needed, the error Bundle must carry both " +
			"resolution, the Provider's explicit immutable PendingIntent, and resume_token, the single-use " +
			"token bound to the original call (§4.3). Without the PendingIntent the Consumer cannot open the " +
			"Provider's UI; without the token it cannot resume the same execution, and retries with a new " +
			"request_id risk duplicate effects. In captures, the keys of the response are checked (a null " +
			"value counts as absent); one finding per response names what is missing. Responses to calls " +
			"recorded as v1 (no protocol_version) are not held to this v2 contract. In dex, a Bundle or JSON object " +
			"given one of these codes in code reachable from the tool provider's entry points, on which neither " +
			"the method, the code it hands the object to, nor its callers up to four levels up (the object returned " +
			"from method to method toward the entry point; a method that only returns a call's result — javac's bridge, " +
			"a visitor's accept(v) returning v.visit(this) — is passed without counting, up to four such methods) put both keys; " +
			"when the object travels further up, a note. A code that is a helper's parameter (an error(code) helper given " +
			"a string or an enum constant) is judged as each resolved caller runs the helper, with the constants " +
			"that caller passes — through kotlinc's f$default bridges and wrappers that pass their own parameter on " +
			"(`fail(code, message = …, resolution = null)` calling the helper), up to three methods up and 64 callers " +
			"each, each method analysed with its caller's constants, so keys a wrapper puts only when it is given them " +
			"count only on the paths that give them; a method passing the helper a constant code (a refusal helper's " +
			"switch arm calling error(rid, \"AUTH_REQUIRED\", …)) is where such a response is made: it is judged with " +
			"each of its own callers as the caller — a caller passing an enum constant whose case of a switch (javac's $SwitchMap, " +
			"kotlinc's WhenMappings) never reaches that arm is not judged through it — and reported at its call of the helper, " +
			"as is a direct caller that names the code as a string constant (a refusal override's error(rid, \"AUTH_REQUIRED\", …)); " +
			"keys put on the response at different levels (resolution in the helper, resume_token by the caller it returns " +
			"to) count together; a caller passing a value the analysis does not know, or a wrapper " +
			"past those bounds, gives a note, and so does a " +
			"helper no call of which is resolved in the APK (a lambda run through its method handle, a framework callback). " +
			"Puts a method makes under keys its caller passes (R8's outline of `new Bundle()` and its puts, a put helper) " +
			"are read at each call, with that call's keys and values, on the Bundle the method returns or is given, up to two calls deep. " +
			"A code read from a String field is the literals stored into it: a Kotlin object's or companion's val set in " +
			"<clinit>, or a data class's or record's property, followed from its constructor to what the constructions pass " +
			"(kotlinc's default-argument constructor included), up to three calls back and 16 call sites: all needing a " +
			"resolution is an error; a field that also holds other codes, or whose stores or " +
			"constructions the analysis cannot all follow, gives a note, since the field is known per class, not per object.",
		Fix:     "Return resolution (a PendingIntent from PendingIntent.getActivity with FLAG_IMMUTABLE, explicit target) and a resume_token with every AUTH_REQUIRED and USER_ACTION_REQUIRED error.",
		Example: "```json\n{\"status\": \"error\", \"error_code\": \"USER_ACTION_REQUIRED\", \"error_message\": \"Confirm in the app\", \"retryable\": false, \"protocol_version\": 2, \"request_id\": \"…\"}   // bad: no resolution, no resume_token\n```",
		CWE:     696,
	})
}
