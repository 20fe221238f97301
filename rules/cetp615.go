package rules

func init() {
	register(&Rule{
		ID:        "CETP615",
		Name:      "ForeignPendingIntentTarget",
		Level:     Error,
		Precision: Medium,
		Section:   "7.2",
		Applies:   "M+X",
		Short:     "A resolution PendingIntent targets a component outside the Provider.",
		Full: "A PendingIntent the provider puts under the response key \"resolution\" wraps an Intent that names " +
			"another app's component — setPackage, setClassName or a ComponentName with a package other than the " +
			"manifest's — or a class the app's manifest does not declare. The Consumer launches the resolution " +
			"with the Provider's identity (§7.2): aimed elsewhere, it lets another app collect the user's " +
			"confirmation or run with the Provider's grants, and an undeclared class fails to start, so the user " +
			"can never resolve the error. The manifest gives the app's package and its components; the bytecode " +
			"gives the Intent's target on every path that builds it, through helpers and code R8 moved into outlines: " +
			"a package a helper passes to setClassName or setPackage is the one each call gives it, a builder's Intent field " +
			"is the one the last setter each caller calls on its own builder object stores, a package a helper reads from its " +
			"own object's field (a Confirmer built with a package and an Activity) is what the constructors of the objects the " +
			"site reaches the helper on store there — followed through the fields and constructor arguments that carried the " +
			"object, up to 3 steps, with what the setters called on those objects store (`confirmer.confirmIn(pkg, …)` through the " +
			"object's local, a field holding it, a helper's parameter one call up, or a loop over a collection a private field keeps, " +
			"on the objects its own class adds to it; a setter call in a private helper nothing calls never runs); past them, or where " +
			"a setter is called on an object the analysis cannot place, every store's — a ComponentName read from a field names " +
			"the package its writers construct it with (an injector's parameter followed to its callers' provides-method) — " +
			"a helper that makes the PendingIntent " +
			"from the Intent its caller passes and puts it under \"resolution\" itself makes each caller's a resolution, and a put under " +
			"\"resolution\" inside a helper given the key and the PendingIntent (an outlined Bundle build) counts at " +
			"those calls (past the callers the analysis follows back, a note names the first call not checked).",
		Fix:      "Build the resolution Intent with Intent(context, YourConfirmActivity::class.java), for an Activity declared in your own manifest.",
		Example:  "```kotlin\n// bad\nIntent().setClassName(\"com.other.app\", \"com.other.app.Confirm\")\n// good\nIntent(context, ConfirmActivity::class.java)\n```",
		CWE:      441,
		Severity: 8.5,
	})
}
