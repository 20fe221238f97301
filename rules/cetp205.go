package rules

func init() {
	register(&Rule{
		ID: "CETP205", Name: "ProviderIdMismatch", Level: Error, Precision: VeryHigh,
		Section: "3.1", Applies: "N, P, M",
		Short: "provider_id differs between captures of one provider, or lies outside the app's package namespace.",
		Full: "provider_id must be stable, defaults to the Android package name, and a custom value must " +
			"remain within that package's namespace (§3.1). Consumers route by (provider_id, tool_name): " +
			"an id that changes between responses, or that claims another app's namespace, lets one app " +
			"impersonate or shadow another's tools.",
		Fix:     "Use the package name as provider_id, or a name under \"<package>.\", and return the same value from negotiate and get_provider_info.",
		Example: "```json\n// APK package com.example.app\n\"provider_id\": \"com.bank.app\"   // bad\n\"provider_id\": \"com.example.app\"   // good\n```",
		CWE:     290,
	})
}
