package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP102",
		Name:      "AuthorityNotInPackage",
		Level:     Error,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "The advertised tool authority is not served by an enabled provider of the same app.",
		Full: "Consumers must verify that the discovered service and the authority's ContentProvider belong" +
			" to the same package, and reject the provider otherwise. An authority that no <provider> of the" +
			" app declares (or that only a disabled provider declares) can be registered by another app, which" +
			" then receives the agent's tool calls; at best Consumers reject the provider.",
		Fix: "Declare the authority in android:authorities of an enabled <provider> in the same manifest," +
			" or correct the " + cetp.MetaAuthority + " value to one the app's provider declares.",
		CWE:      346, // origin validation error
		Severity: 8.5,
	})
}
