package rules

func init() {
	register(&Rule{
		ID:        "CETP609",
		Name:      "SignatureNotVerified",
		Level:     Note,
		Precision: Medium,
		Section:   "7.1",
		Applies:   "X",
		Short:     "The provider reads the caller's UID but never checks signing certificates.",
		Full: "Code reachable from a tool provider's entry points reads the calling UID or package, but nothing " +
			"reachable from them checks the caller's signing certificate (PackageManager.checkSignatures, " +
			"hasSigningCertificate, getPackageInfo with GET_SIGNING_CERTIFICATES or GET_SIGNATURES, SigningInfo). " +
			"A package name alone does not identify an app: another app can be installed under the name on a " +
			"device where the real one is absent. §7.1 asks Providers to verify current signing-certificate " +
			"digests and bind grants to them. The check may live where calls cannot be resolved, hence note level.",
		Fix:     "Verify the caller's signing certificate digest (PackageManager.hasSigningCertificate with CERT_INPUT_SHA256) before trusting a package name.",
		Example: "```kotlin\nval ok = pm.hasSigningCertificate(uid, expectedSha256, PackageManager.CERT_INPUT_SHA256)\n```",
		CWE:     290,
	})
}
