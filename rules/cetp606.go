package rules

func init() {
	register(&Rule{
		ID:        "CETP606",
		Name:      "IdentityFromArgs",
		Level:     Error,
		Precision: High,
		Section:   "7.1",
		Applies:   "X, G",
		Short:     "Caller identity is taken from request arguments or extras.",
		Full: "The Provider reads who is calling from data the caller sent: a request extra " +
			"(`extras.getString(\"calling_package\")`), an entry of the decoded arguments " +
			"(`args[\"caller_package\"]`), directly or through a getter that takes the key as a parameter (a Kotlin " +
			"extension on Bundle), or a field of the arguments struct whose name or JSON tag marks the " +
			"caller (in dex, a String field of a class the request's JSON is decoded into by Gson, Moshi or " +
			"kotlinx.serialization, judged by the JSON key the decoder fills it from: Gson's @SerializedName and its " +
			"alternates, Moshi's @Json on the field or on a Kotlin constructor parameter, the name a generated Moshi " +
			"adapter's fromJson stores into the field (matched by its position in JsonReader.Options), the element names of the " +
			"generated $$serializer, else the field's own name; the class parsed into is named by the Class argument, a cast of the result, " +
			"or the class a reflective Moshi adapter was made for (moshi.adapter(X::class.java), made at the parse or kept in a property); " +
			"where a decoder's keys or the class parsed into cannot be read, a note; a read in a getter, or in code the compiler " +
			"made such as the field array behind a D8-desugared record's equals, hashCode or toString, is reported where the app " +
			"calls it). An object read under such a key " +
			"(getBinder, getParcelable, getSerializable and their typed API 33 forms) is a claimed identity only when what it " +
			"answers decides: a String or an integer returned by a method or field of it (or of what Stub.asInterface or a cast " +
			"makes of it) tested by a branch or handed to an identity API or a helper, directly or as the key of a map or set lookup " +
			"whose result is (a uid boxed with Integer.valueOf), or the object passed on where its use is not followed (a null " +
			"check, Kotlin's !! included and told by its body where R8 renamed it, is not a use); the Consumer's own callback binder or ResultReceiver, only called back, is not. A Kotlin property " +
			"delegated to a map (`val callerPackage by args`) reads the map under its own name; a read of a map the app keeps " +
			"itself (a `var` delegated to a map the app made empty and hands to nothing else, a state map the app puts that key " +
			"into) is not a claim of its own: the value is what the app stored, and a request read that filled it is reported " +
			"where it happened. In dex, a claim the method compares with the caller's real identity (the SDK request's " +
			"callerPackage, getCallingPackage(), a value named for the caller: `if (claimed != caller) Log.w(…)`) and " +
			"otherwise only logged is checked, not trusted, whether read directly or through a helper that takes the key " +
			"(a claim compared and then granted is reported); a provider on the SDK is read from its hooks (authorize, executeTool), which the SDK's call() runs. " +
			"Arguments and extras are written by the Consumer, and by the agent behind it, so any app " +
			"can claim to be any other. §7.1: package names, caller fields in args and self-reported Consumer " +
			"identity are untrusted; the only identity is Binder.getCallingUid() captured at the call() entry.",
		Fix: "Authorize with the identity captured at the entry point (Binder.getCallingUid() in call(); " +
			"cetp.Request.Caller in Go) and drop the identity argument from the input schema.",
		Example: "```go\n// Bad: the agent chooses who it is.\nif args[\"caller_package\"] == trustedPkg { ... }\n\n" +
			"// Good: the transport captured the UID at the entry point.\nif !policy.Allows(req.Caller.UID, req.Caller.Packages) { ... }\n```",
		CWE:      290,
		Severity: 8.5,
	})
}
