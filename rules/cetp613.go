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
		Full: "A session_token, resume_token or operation_id (or the same token put on the response Bundle under sessionToken, resumeToken or operationId) is generated from a predictable source with no " +
			"cryptographically secure randomness in it: java.util.Random, Math.random, SplittableRandom, kotlin.random " +
			"(Random.Default, and the standard library's random picks such as `ALPHABET.random()`), a clock " +
			"(currentTimeMillis, nanoTime, SystemClock, java.time, Date, Calendar) or a counter in dex, and " +
			"math/rand, time.Now or a counter in Go. §2.2 requires session tokens to be opaque and " +
			"unpredictable and §4.3 binds resume tokens to one caller and call, so a guessable token lets " +
			"another app hijack a session, replay a confirmation or read someone else's operation. The " +
			"analysis follows the value from where it is put back to where it is made, through variables, the " +
			"app's own helpers and fields, so its precision is medium. A put is one into a response Bundle or " +
			"JSON object, one through a wrapper that takes the value, or the key and the value, and is judged " +
			"at each call site by what is passed there, or one written by hand into the data JSON text: the " +
			"value appended after the key on any path (either branch of an if, a loop), or the argument that " +
			"String.format, directly or through a helper taking the format and its arguments, prints at the " +
			"specifier right after the key. A token read from a field is judged by what fills the field: the " +
			"constructor and setter calls on the object itself when the putting method made it or got it from a " +
			"factory; per call site of the putting method when it only reads an object it is given (neither storing it " +
			"nor handing it to other app code), the call passing a predictable one reported there, or, where the calls " +
			"cannot be told apart that way, by the objects its callers made (an error naming a caller whose object " +
			"holds only a predictable value); otherwise every writer of the field and what their callers pass, a few " +
			"calls back (Kotlin's synthetic constructors taking a DefaultConstructorMarker, with or without a defaults " +
			"mask, are followed to the constructor they call), and a value copied from another object's field (a command's " +
			"operation id handed to the reply object) is followed to the calls that filled that field; a token a reply " +
			"helper reads from the result it is handed, or one copied on that way, is reported at the call that made it; a " +
			"Random kept in a ThreadLocal or an AtomicReference is followed to where it was made, and one " +
			"reached through a library interface the app implements (javax.inject.Provider.get of Dagger's " +
			"factories) is the one made by the implementations the receiver's field is given. A helper that " +
			"calls a method of an object it is given (an interface with a predictable and a secure implementation) " +
			"is judged at each call by the class of the object that call makes and passes, and a Kotlin value class " +
			"boxed and unboxed again keeps the source of what it wraps. Where the " +
			"analysis cannot tell, a note says where it stopped: an argument it cannot read, a search cut at " +
			"its budget, objects of one class that hold secure tokens on some paths and predictable ones on " +
			"others, a helper given an object whose class the call does not decide, or a generator (a nextBytes " +
			"array included) it did not see made, such as one a type-keyed registry returns; such notes are one " +
			"per helper making the tokens, at its first put, naming the others.",
		Fix: "Generate tokens with a CSPRNG: java.security.SecureRandom on Android, cetp.NewToken (crypto/rand) " +
			"in Go; keep timestamps and counters beside the token, not instead of it.",
		Example: "```go\n// Bad\nsess.Token = strconv.FormatInt(time.Now().UnixNano(), 36)\n\n// Good\nsess.Token = cetp.NewSessionToken()\n```",
		CWE:     330,
	})
}
