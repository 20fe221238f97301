package rules

func init() {
	register(&Rule{
		ID:        "CETP605",
		Name:      "EntryPointWithoutCallerCheck",
		Level:     Warning,
		Precision: High,
		Section:   "7.1, 7.2",
		Applies:   "X",
		Short:     "An entry point of the exported tool provider never checks its caller.",
		Full: "An overridden entry point of the exported tool provider — call, query, insert, update, delete, " +
			"openFile or openAssetFile — reaches no read of the calling UID or package and no permission " +
			"enforcement on any path. Calls are followed into the provider's own class, its helpers and its " +
			"superclasses present in the dex, so an invoke-super into an SDK base class that checks counts. Any " +
			"app on the device can reach an exported provider: without a caller check, §7.1's identity binding and " +
			"§7.2's per-execution scope checks cannot happen. Stub entry points that only return a constant or " +
			"throw are not reported. When the chain leaves the APK (a base class or helper that is not in the " +
			"dex) the finding is a note: the check may live there.",
		Fix:     "Capture Binder.getCallingUid() (or enforce a permission) at the start of the entry point, or delegate to a base class that does.",
		Example: "```kotlin\noverride fun call(method: String, arg: String?, extras: Bundle?): Bundle {\n    val uid = Binder.getCallingUid()\n    authorize(uid, method)\n    ...\n}\n```",
		CWE:     862,
	})
}
