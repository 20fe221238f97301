package rules

func init() {
	register(&Rule{
		ID:        "CETP608",
		Name:      "MutationWithoutExecutor",
		Level:     Error,
		Precision: High,
		Section:   "6, 10",
		Applies:   "G",
		Short:     "A Go Provider declares a mutating tool but wires no durable mutation executor.",
		Full: "The Provider declares at least one tool whose effect is not read, yet no MutationExecutor " +
			"(durable deduplication store) is set. §6: every tool with effect other than read must deduplicate " +
			"by request_id, return the same terminal outcome for the idempotency window, and survive a Provider " +
			"restart without executing twice; §10: the SDK rejects mutation tools without an executor. Without " +
			"one, a Consumer's retry after a timeout repeats the side effect.",
		Fix: "Set Provider.Executor to a cetp.MutationExecutor that persists the request reservation, the " +
			"business mutation and its result within one reliable boundary (the business database's transaction).",
		Example: "```go\nprovider := &cetp.Provider{\n\tDescriptor: descriptor,\n\tTools:      tools, // create_alert: effect create\n" +
			"\tExecutor:   store.MutationExecutor(db), // durable, same transaction as the alert\n}\n```",
		CWE: 837,
	})
}
