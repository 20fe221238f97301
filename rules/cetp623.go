package rules

func init() {
	register(&Rule{
		ID:        "CETP623",
		Name:      "ConfirmationActivityNeverFinishes",
		Level:     Note,
		Precision: Medium,
		Section:   "4.3",
		Applies:   "X",
		Short:     "The Activity a resolution PendingIntent opens never finishes or sets a result.",
		Full: "The Activity named by a PendingIntent the provider puts under \"resolution\" (directly, or through a helper or " +
			"R8 outline given the key and the PendingIntent; past the callers followed back, a note names the first " +
			"call not checked) has no call to finish(), " +
			"finishAndRemoveTask(), finishAffinity() or setResult(...) in its class, its nested classes (click " +
			"listeners, lambdas) or its superclasses present in the dex. §4.3 has the Consumer launch the " +
			"resolution and resume with the resume_token once the user is done: an Activity that never " +
			"returns leaves the Consumer waiting. An activity-alias is judged by its targetActivity's code. " +
			"When the Activity is not in the dex the finding is a note saying so.",
		Fix:     "Call setResult(RESULT_OK or RESULT_CANCELED) and finish() when the user confirms or declines.",
		Example: "```kotlin\nconfirmButton.setOnClickListener {\n    approve(operationId)\n    setResult(RESULT_OK)\n    finish()\n}\n```",
	})
}
