package rules

func init() {
	register(&Rule{
		ID:        "CETP624",
		Name:      "AmbiguousPackageAccepted",
		Level:     Warning,
		Precision: Medium,
		Section:   "7.1",
		Applies:   "X",
		Short:     "A caller UID shared by several packages is accepted when any one of them matches.",
		Full: "Code reachable from the tool provider's entry points walks the packages " +
			"PackageManager.getPackagesForUid(uid) returned (a loop over the array, contains() or any(), or the packages narrowed to the allowed ones with retainAll, either way round, Kotlin's intersect or a filter (a stream's, a Sequence's " +
			"or a Flow's), and accepted when one of what is left is taken or any are left — not when what is left is compared with the whole, retainAll's \"changed\" result is tested, or a denylist denies on any) without " +
			"first rejecting a UID that holds more than one package. Apps that share a UID " +
			"(android:sharedUserId) share its Binder identity: a match on one package then authorizes code of " +
			"the others. A helper the unguarded packages are handed to (an app's own anyMatch(packages, test) is judged " +
			"in its body, not by its name) is reported at the call that hands them over, since callers that guard " +
			"first may share it. §7.1 asks Providers to deny or re-authorize ambiguous UID-to-package mappings. Reading " +
			"only index 0 is CETP604.",
		Fix:     "Reject the call when getPackagesForUid returns more than one package, then check the single package.",
		Example: "```kotlin\nval pkgs = pm.getPackagesForUid(uid).orEmpty()\nif (pkgs.size != 1) return deny(\"ambiguous caller\")\nauthorize(pkgs[0])\n```",
		CWE:     863,
	})
}
