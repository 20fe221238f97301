package rules

func init() {
	register(&Rule{
		ID:        "CETP109",
		Name:      "DebuggableProvider",
		Level:     Warning,
		Precision: VeryHigh,
		Section:   "7",
		Applies:   "M",
		Short:     "A tool-provider app is built with android:debuggable=\"true\".",
		Full: "A debuggable app lets anyone with adb attach a debugger, run code as the app (run-as) and read" +
			" its data: session tokens, grants and resume tokens of the tool provider (§7) are exposed, and" +
			" the Provider's confirmation and authorization can be bypassed from a debugger.",
		Fix: "Ship release builds: remove android:debuggable from the manifest and let the build type set it" +
			" (release builds are not debuggable).",
		CWE: 489, // active debug code
	})
}
