package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP602",
		Name:      "ImplicitPendingIntent",
		Level:     Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "X",
		Short:     "A PendingIntent on the CETP surface wraps an Intent that names no component.",
		Full: "A PendingIntent created in code reachable from the tool provider's call(...), or put into the response under " +
			"the key \"" + cetp.KeyResolution + "\", wraps an implicit Intent. Only the (Context, Class) constructor, or " +
			"setComponent, setClass or setClassName on the way, make an Intent explicit; setPackage alone does not. " +
			"Whoever launches an implicit PendingIntent can have another app's component receive it with the " +
			"Provider's identity. A private or static helper that creates the PendingIntent from an Intent it gets by calling a " +
			"method of one of its parameters (an interface with several implementations) is judged at each of its callers, by " +
			"the implementation of the object that caller passes, and reported there; where the caller passes an object of " +
			"unknown class, every implementation counts. Intents whose origin the analysis cannot follow are reported at note level.",
		Fix: "Build the Intent with Intent(context, ConfirmActivity::class.java) or call setComponent/setClass before creating the PendingIntent.",
		Example: "```kotlin\n// bad\nval i = Intent(\"com.example.CONFIRM\").setPackage(packageName)\n" +
			"// good\nval i = Intent(context, ConfirmActivity::class.java)\n```",
		CWE:      927,
		Severity: 8.5,
	})
}
