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
			"PackageManager.GET_SIGNATURES or reads PackageInfo.signatures, and nowhere uses " +
			"GET_SIGNING_CERTIFICATES, SigningInfo or hasSigningCertificate. The legacy array holds one " +
			"certificate and no rotation history: after an APK Signature Scheme v3 key rotation it returns the " +
			"original signer, so a pinned digest either rejects a legitimately rotated Consumer or keeps " +
			"trusting a retired key, and with several signers only the first is compared (§7.1).",
		Fix:     "Use PackageManager.hasSigningCertificate(packageName, digest, CERT_INPUT_SHA256), or getPackageInfo with GET_SIGNING_CERTIFICATES and SigningInfo (rotation history included).",
		Example: "```kotlin\n// bad\npm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures[0]\n// good\npm.hasSigningCertificate(pkg, trustedSha256, PackageManager.CERT_INPUT_SHA256)\n```",
		CWE:     347,
	})
}
