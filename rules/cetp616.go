package rules

func init() {
	register(&Rule{
		ID:        "CETP616",
		Name:      "LegacySignatureCheck",
		Level:     Warning,
		Precision: Medium,
		Section:   "7.1",
		Applies:   "X",
		Short:     "The caller's signature is checked only through the legacy GET_SIGNATURES API.",
		Full: "Code reachable from the tool provider's entry points looks up signatures with " +
			"PackageManager.GET_SIGNATURES or reads PackageInfo.signatures, and does not fall back to it from a check that " +
			"uses GET_SIGNING_CERTIFICATES, SigningInfo or hasSigningCertificate (one in the same class, or made by a caller " +
			"of the reading method at another of its calls, as in an SDK_INT >= 28 branch; another provider's verifier, or " +
			"another implementation the provider may be wired with, covers nothing). The legacy array holds one " +
			"certificate and no rotation history: after an APK Signature Scheme v3 key rotation it returns the " +
			"original signer, so a pinned digest either rejects a legitimately rotated Consumer or keeps " +
			"trusting a retired key, and with several signers only the first is compared (§7.1).",
		Fix:     "Use PackageManager.hasSigningCertificate(packageName, digest, CERT_INPUT_SHA256), or getPackageInfo with GET_SIGNING_CERTIFICATES and SigningInfo (rotation history included).",
		Example: "```kotlin\n// bad\npm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures[0]\n// good\npm.hasSigningCertificate(pkg, trustedSha256, PackageManager.CERT_INPUT_SHA256)\n```",
		CWE:     347,
	})
}
