package rules

func init() {
	register(&Rule{
		ID:        "CETP611",
		Name:      "CallingUidAfterClearIdentity",
		Level:     Error,
		Precision: High,
		Section:   "7.1",
		Applies:   "X",
		Short:     "The caller's identity is read after Binder.clearCallingIdentity().",
		Full: "In code reachable from the tool provider's entry points, Binder.getCallingUid/getCallingPid or " +
			"ContentProvider.getCallingPackage is read, directly or in a helper the method calls (any implementation an " +
			"interface call can reach — on a private, static or constructor helper's parameter, only the classes " +
			"its callers pass — or in a coroutine body runBlocking, withContext without a dispatcher, " +
			"coroutineScope or supervisorScope runs on the same thread before returning, and in launch/async children " +
			"of runBlocking's own scope that bring no dispatcher, which its event loop runs before it returns), on a path after Binder.clearCallingIdentity() and before " +
			"restoreCallingIdentity(): in that window the calls return the provider's own identity, so the check " +
			"that follows authorizes the provider itself instead of the app that called it (§7.1). A coroutine " +
			"builder in the window whose context or scope the analysis cannot judge, with a body that reads the " +
			"caller (or cannot be resolved), is a note: it may run the body in the window or on another thread (CETP603).",
		Fix:     "Read the calling UID and package before clearCallingIdentity() and use the saved values inside the cleared block.",
		Example: "```kotlin\nval uid = Binder.getCallingUid()\nval token = Binder.clearCallingIdentity()\ntry { doWork(uid) } finally { Binder.restoreCallingIdentity(token) }\n```",
		CWE:     285,
	})
}
