package rules

func init() {
	register(&Rule{
		ID:        "CETP106",
		Name:      "ConfirmationActivityExported",
		Level:     Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "M+X",
		Short:     "The confirmation Activity a resolution PendingIntent targets is exported.",
		Full: "The bytecode shows a resolution PendingIntent (on the CETP surface) that launches an Activity, and the " +
			"manifest exports that Activity — explicitly or through an intent filter — so any app can open the " +
			"confirmation UI directly with forged extras and skip the Provider's flow. The Activity can stay " +
			"exported=\"false\": the Provider's own PendingIntent still launches it. The target is read from Intent(context, Class), " +
			"setClass/setClassName, or a ComponentName (its constructors or createRelative, a leading \".\" relative to " +
			"the app's package); when the analysis cannot tell which Activity a resolution PendingIntent opens, a note " +
			"says so.",
		Fix:     "Set android:exported=\"false\" on the confirmation Activity and remove its intent filters.",
		Example: "```xml\n<activity android:name=\".ConfirmActivity\" android:exported=\"false\" />\n```",
		CWE:     926,
	})
}
