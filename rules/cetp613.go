package rules

func init() {
	register(&Rule{
		ID:        "CETP613",
		Name:      "PredictableToken",
		Level:     Error,
		Precision: Medium,
		Section:   "2.2, 4.3",
		Applies:   "X, G",
		Short:     "A session, resume or operation token is built from a predictable source.",
		Full: "A session_token, resume_token or operation_id is generated from java.util.Random, Math.random, " +
			"a clock (currentTimeMillis, nanoTime, SystemClock, java.time, Date, Calendar) or a counter (dex), or " +
			"from math/rand, time.Now or a counter (Go), with no " +
			"cryptographically secure randomness in it. §2.2 requires session tokens to be opaque and " +
			"unpredictable and §4.3 binds resume tokens to one caller and call: a guessable token lets another " +
			"app hijack a session, replay a confirmation or read someone else's operation. The analysis follows " +
			"values through variables and the package's own functions, so precision is medium. On dex, a token " +
			"read from a field that a constructor or setter fills from its parameter (a Kotlin property with a " +
			"default value, a data class) is judged by what the code constructing the object passes, followed " +
			"a few calls back; a note says where that search stopped. When the method putting the token made " +
			"the object itself, or got it from a factory and then called its setter, that object's own " +
			"constructor and setter calls decide; otherwise the answer is kept per field, and a note says so " +
			"when objects of the class hold both secure and predictable tokens. A wrapper that takes the key " +
			"as well as the value (`fun Bundle.putText(key, value)`) is judged at each call site by the key " +
			"and value passed there. " +
			"A session_token or operation_id written " +
			"by hand into the data JSON text (by string concatenation, or as the argument String.format prints at the " +
			"specifier right after the key, not through a JSONObject) is read too (a note says when that argument " +
			"cannot be read), and " +
			"a Random kept in a ThreadLocal (withInitial) or an AtomicReference is followed to where it was made. " +
			"A Random reached through a library interface the app implements (javax.inject.Provider.get of Dagger's " +
			"factories) is the one the receiver's own factory makes when the receiver is kept in a field whose writers " +
			"store a known factory; when the receiver may be any implementation, one of them secure, and the field the " +
			"token is built from is filled predictably elsewhere, a note says the analysis cannot tell.",
		Fix: "Generate tokens with a CSPRNG: java.security.SecureRandom on Android, cetp.NewToken (crypto/rand) " +
			"in Go; keep timestamps and counters beside the token, not instead of it.",
		Example: "```go\n// Bad\nsess.Token = strconv.FormatInt(time.Now().UnixNano(), 36)\n\n// Good\nsess.Token = cetp.NewSessionToken()\n```",
		CWE:     330,
	})
}
