package rules

func init() {
	register(&Rule{
		ID:        "CETP107",
		Name:      "SharedUserId",
		Level:     Warning,
		Precision: High,
		Section:   "7.1",
		Applies:   "M",
		Short:     "A tool-provider app declares android:sharedUserId.",
		Full: "Providers identify callers by UID (§7.1), and Consumers identify providers by package. With" +
			" android:sharedUserId several packages share one UID, so identity by UID becomes ambiguous:" +
			" grants and checks bound to the UID apply to every app in the shared user.",
		Fix: "Remove android:sharedUserId from the tool-provider app (it is deprecated since API 29), or move" +
			" the tool provider into an app that does not share its UID.",
		CWE: 287, // improper authentication
	})
}
