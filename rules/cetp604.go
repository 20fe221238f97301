package rules

func init() {
	register(&Rule{
		ID:        "CETP604",
		Name:      "FirstPackageForUid",
		Level:     Warning,
		Precision: High,
		Section:   "7.1",
		Applies:   "X",
		Short:     "Only the first package of the caller's UID is used.",
		Full: "Code reachable from the tool provider's entry points reads index 0 of the array " +
			"PackageManager.getPackagesForUid(uid) returned (or Kotlin's first()/firstOrNull() of it). A UID can " +
			"hold several packages (android:sharedUserId): taking one of them lets an app sharing a UID with a " +
			"trusted package be authorized as that package, or be denied by chance. §7.1 asks Providers to resolve " +
			"every package of the UID and to deny or re-authorize ambiguous mappings. The array is followed through " +
			"helpers that return it, through copies of it (Arrays.copyOf, System.arraycopy into a new array, sorted or " +
			"not), and into helpers that take its first entry (by index, first(), a stream's " +
			"findFirst() or an iterator's next() with no loop) — at an interface or virtual call, only the " +
			"implementations the receiver can be there (an object made before the call, returned by a helper or kept " +
			"in a field filled with such objects; otherwise every live override) — and through a Kotlin value class wrapping it, boxed and " +
			"unboxed again (box-impl, unbox-impl), and into the field of an object it is stored in (its constructor's or " +
			"setter's), read back directly or through a getter returning that field (or a copy or List view of it); index 0 behind a check that the " +
			"array holds one package (`length != 1` → deny) is fine.",
		Fix:     "Iterate over every package getPackagesForUid returns and require each to be authorized, or reject UIDs with more than one package.",
		Example: "```kotlin\n// bad\nval pkg = pm.getPackagesForUid(uid)!![0]\n// good\nval pkgs = pm.getPackagesForUid(uid).orEmpty()\nif (pkgs.size != 1 || !isTrusted(pkgs[0])) deny()\n```",
		CWE:     863,
	})
}
