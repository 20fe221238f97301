package rules

func init() {
	register(&Rule{
		ID:        "CETP108",
		Name:      "DuplicateAuthority",
		Level:     Warning,
		Precision: VeryHigh,
		Section:   "2.1",
		Applies:   "M",
		Short:     "An authority is advertised by two tool-provider services, or listed twice by one provider.",
		Full: "Routing uses (provider_id, tool_name) and must not depend on scan order (§3.1). Two" +
			" tool-provider services that advertise the same authority make Consumers discover one provider" +
			" twice, and a provider that lists an authority twice in android:authorities is a copy-paste" +
			" error that hides which authority was meant.",
		Fix: "Advertise each authority from exactly one tool-provider service, and list each authority once" +
			" in android:authorities.",
		CWE: 694, // use of multiple resources with duplicate identifier
	})
}
