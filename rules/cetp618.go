package rules

func init() {
	register(&Rule{
		ID:        "CETP618",
		Name:      "VolatileDeduplication",
		Level:     Error,
		Precision: Medium,
		Section:   "4.4, 6",
		Applies:   "X, G",
		Short:     "The mutation executor keeps its deduplication records or operation state only in memory.",
		Full: "The code that deduplicates mutations stores what it has executed in process memory only: in Go, a " +
			"cetp.MutationExecutor whose records live in a map, sync.Map or slice field while none of its methods " +
			"writes a database, a file or another persistent store; in dex, a HashMap or ConcurrentHashMap field as " +
			"the only store. §4.4 requires deduplication records and operation state to be durable, and §6 the same " +
			"terminal outcome for the whole idempotency window: after a Provider restart (which Android does at " +
			"will) a Consumer's retry with the same request_id runs the mutation a second time. In dex, a field " +
			"that may be a store itself (a library's type), a call into code the APK does not contain, or a write " +
			"search stopped at its budget turns the report into a note that names it. " +
			"Precision is medium.",
		Fix: "Persist the request reservation, the business mutation and its result in one transaction of the " +
			"business database (or an equally durable journal), and answer retries from it.",
		CWE: 837,
	})
}
