package rules

func init() {
	register(&Rule{
		ID:        "CETP608",
		Name:      "MutationWithoutExecutor",
		Level:     Error,
		Precision: High,
		Section:   "6, 10",
		Applies:   "G, X",
		Short:     "A Provider declares a mutating tool but wires no durable mutation executor.",
		Full: "The Provider declares at least one tool whose effect is not read, yet no MutationExecutor " +
			"(durable deduplication store) is set. §6: every tool with effect other than read must deduplicate " +
			"by request_id, return the same terminal outcome for the idempotency window, and survive a Provider " +
			"restart without executing twice; §10: the SDK rejects mutation tools without an executor. Without " +
			"one, a Consumer's retry after a timeout repeats the side effect. Go: judged per Provider value. Dex: a " +
			"CetpV2ContentProvider subclass whose tool declarations use a ToolEffect other than READ while no class " +
			"between it and the SDK overrides mutationExecutor with a non-null value (reported at the effect); the " +
			"override is the getter the SDK's class declares when it is in the APK, else getMutationExecutor() (the " +
			"JVM getter of §10's `override val mutationExecutor`): a Java method named mutationExecutor() beside it " +
			"overrides nothing, and the finding names it; " +
			"when no ToolEffect constant is visible in its code (tools loaded from JSON or resources), a note.",
		Fix: "Set Provider.Executor to a cetp.MutationExecutor that persists the request reservation, the " +
			"business mutation and its result within one reliable boundary (the business database's transaction).",
		Example: "```go\nprovider := &cetp.Provider{\n\tDescriptor: descriptor,\n\tTools:      tools, // create_alert: effect create\n" +
			"\tExecutor:   store.MutationExecutor(db), // durable, same transaction as the alert\n}\n```",
		CWE: 837,
	})
}
