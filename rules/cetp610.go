package rules

func init() {
	register(&Rule{
		ID:        "CETP610",
		Name:      "MutableImplicitPendingIntent",
		Level:     Warning,
		Precision: High,
		Section:   "7.2",
		Applies:   "X",
		Short:     "A PendingIntent is both mutable and implicit.",
		Full: "Off the CETP surface, anywhere in a tool-provider app (libraries included), a PendingIntent is created " +
			"both mutable and with an implicit Intent: any app that gets hold of it can redirect it to a component " +
			"of its choosing and fill in the Intent, acting with the app's identity (Android Lint's " +
			"MutableImplicitPendingIntent). FLAG_NO_CREATE lookups are excepted. Library wrappers that pass the " +
			"flags through are summarised and reported where they are called. As for Android 14's restriction, an " +
			"Intent given a package on every path (setPackage) is not implicit here (it still is for CETP602).",
		Fix:     "Make the PendingIntent immutable (FLAG_IMMUTABLE), or make its Intent explicit; ideally both.",
		Example: "```kotlin\n// bad\nPendingIntent.getBroadcast(ctx, 0, Intent(\"com.example.SNOOZE\"), PendingIntent.FLAG_MUTABLE)\n```",
		CWE:     927,
	})
}
