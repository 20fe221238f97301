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
			"enforcement on any path. A permission counts only when it identifies trusted apps: signature, " +
			"signatureOrSystem or knownSigner level (or declared by another app, where its level cannot be seen); " +
			"com.clawseed.permission.ACCESS_TOOLS, which every Consumer holds, and the normal or dangerous " +
			"permissions of the app or of the platform (android.permission.INTERNET, CAMERA: any app may hold them) " +
			"are discovery markers, and the message names such a check. A signature-level " +
			"android:permission, readPermission or writePermission of the provider is enforced by the platform " +
			"before query (read), insert, update and delete (write) and openFile (both) run, so those entry points " +
			"are not reported; call() is never covered by them. Calls are followed into the provider's own class, its helpers and its " +
			"superclasses present in the dex, so an invoke-super into an SDK base class that checks counts. Any " +
			"app on the device can reach an exported provider: without a caller check, §7.1's identity binding and " +
			"§7.2's per-execution scope checks cannot happen. Stub entry points that only return a constant or " +
			"throw are not reported. When the chain leaves the APK (a base class or helper that is not in the " +
			"dex) the finding is a note: the check may live there.",
		Fix:     "Capture Binder.getCallingUid() and verify the caller at the start of the entry point (or enforce a signature-level permission, or delegate to a base class that does).",
		Example: "```kotlin\noverride fun call(method: String, arg: String?, extras: Bundle?): Bundle {\n    val uid = Binder.getCallingUid()\n    authorize(uid, method)\n    ...\n}\n```",
		CWE:     862,
	})
}
