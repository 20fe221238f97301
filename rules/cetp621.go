package rules

func init() {
	register(&Rule{
		ID:        "CETP621",
		Name:      "ReadToolWrites",
		Level:     Error,
		Precision: Medium,
		Section:   "3.4",
		Applies:   "X+T, G",
		Short:     "A tool declared effect read reaches a write.",
		Full: "A tool annotated effect: read — which Consumers run without confirmation and v1 lists may expose — " +
			"has a handler that reaches a write: SQLite insert/update/delete/execSQL, a SharedPreferences commit or " +
			"apply, ContentResolver insert/update/delete, a file output stream or a network POST (dex); database/sql " +
			"Exec, a file-system write or an HTTP method other than GET and HEAD (Go). §3.4: a read tool must not " +
			"mutate business state beyond logging, caching and metering. The message names the write and the calls " +
			"that lead to it (followed into the lambdas and Runnables the handler hands to an Executor, Handler or coroutine, with a note for one it cannot resolve); caches and logs look like writes, so precision is medium. In an APK the declared effect " +
			"comes from the CetpProviderTool declarations in the code — followed through the app's factories, " +
			"builders and mapping helpers to a constant name and effect (an effect a boolean chooses, such as " +
			"readOnly(true) on a builder or tool(name, readOnly = true), is read where the flag is a constant, a " +
			"Kotlin default included; a name read from an enum constant's one String field, HomeworkTool.GRADE_SUMMARY.wire, " +
			"is the string that constant is built with), with a note where a declaration cannot be read — or, for a provider that does not use the SDK, from the list_tools JSON its code builds: a method putting \"name\" and \"effect\" (on the tool or its \"annotations\"), whose values are constants, the parameters of a helper its callers give constants, or fields of the tool object that only constructors fill (an enum of tools, a record), read at each construction, with a note where the name or effect is a property set after construction or one of several values (a DSL builder's) — or from a captured list_tools paired with the APK, and the handler is the code that runs only when the tool name equals the tool's (an if, a Kotlin " +
			"when or a Java switch on it, or on an enum whose constants stand for tools, R8-unboxed ones and R8's if-chains on " +
			"ordinal() included, or on the case of a sealed class a parse helper makes from the name) (code another name's comparison also reaches, such as a membership guard followed by every tool's code, is not the tool's), the code of the class constructed for the tool (an enum constant's body) or the function object its construction passes, or an object registered under the name; a read tool the dispatch of its sibling " +
			"tools does not name runs that dispatch's default branch (else, default:, the handler getOrDefault falls back to, " +
			"the null path of a registry lookup), judged the same way; a read tool whose dispatch cannot " +
			"be found gets a note when the provider's code writes. Code of classes named for logging, caching or " +
			"metering, and of methods named for logging, auditing or caching (logAccess), is not followed: §3.4 allows those writes; " +
			"a handler that opens a ParcelFileDescriptor hands over a file result (§4.5), and its file writes are not counted; " +
			"setDoOutput in a transport whose HTTP method is the request's data (setRequestMethod of a variable) is no POST by itself.",
		Fix: "Declare the tool's real effect (with the confirmation and scopes that go with it), or move the write " +
			"out of the read tool.",
		Severity: 8.5,
	})
}
