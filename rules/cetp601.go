package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP601",
		Name:      "MutablePendingIntent",
		Level:     Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "X",
		Short:     "A PendingIntent on the CETP surface is mutable.",
		Full: "A PendingIntent created in code reachable from the tool provider's call(...), or put into the response under " +
			"the key \"" + cetp.KeyResolution + "\", is created without FLAG_IMMUTABLE (0x04000000) or with FLAG_MUTABLE " +
			"(0x02000000), or through PendingIntentCompat with isMutable = true. The Consumer that receives it can fill " +
			"in the Intent's unset fields and make the Provider's confirmation UI act on data of its choosing. " +
			"`SDK_INT >= 23 ? FLAG_IMMUTABLE : 0` counts as immutable. A helper that picks FLAG_MUTABLE or " +
			"FLAG_IMMUTABLE by its own argument (`confirm(op, editable = false)`) is judged by its calls in the APK, each " +
			"analysed with the constants it passes (through kotlinc's $default bridge too, up to 16 calls): when none picks " +
			"the mutable flags the PendingIntent is immutable; otherwise, or when a call cannot be decided, it is reported. " +
			"A builder whose build() reads the flags from a field its constructor and setters store (`updating() { flags = " +
			"FLAG_UPDATE_CURRENT }`) is judged per builder object, by the setters each caller that makes the builder calls on " +
			"it: immutable when none stores a mutable flag, else reported naming that caller. " +
			"Flags read from an int field only its class's constructors set (a record's component, an anonymous class's " +
			"captured value, a Kotlin data class's default or copy()) are the constants the constructions the providers' " +
			"code runs pass: reported naming a construction that passes mutable flags. " +
			"Flags that are not a constant on every path are reported at note level (cannot prove immutable).",
		Fix: "Pass FLAG_IMMUTABLE (combined with FLAG_UPDATE_CURRENT if needed), or isMutable = false for PendingIntentCompat.",
		Example: "```kotlin\n// bad\nPendingIntent.getActivity(ctx, 0, intent, PendingIntent.FLAG_UPDATE_CURRENT)\n" +
			"// good\nPendingIntent.getActivity(ctx, 0, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)\n```",
		CWE:      927,
		Severity: 8.5,
	})
}
