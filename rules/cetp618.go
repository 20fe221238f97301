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
			"writes a database, a file or another persistent store; in dex, a HashMap or ConcurrentHashMap field, or " +
			"a holder of one (an AtomicReference, a MutableStateFlow or LiveData whose value the code reads as a " +
			"collection), as the only store, with no durable write in the executor, the app code it calls, or the lambdas and " +
			"coroutines it hands to a library. Durable writes are recognised by library API family: SQLite " +
			"(SQLiteDatabase, SupportSQLiteDatabase and their statements), Room (EntityInsertionAdapter and the " +
			"other adapters of the Java code generator, EntityInsertAdapter and its kin of the Kotlin one, " +
			"runInTransaction, withTransaction, and a generated DAO's performBlocking or performSuspending " +
			"block that is not read-only), SQLDelight (SqlDriver.execute), Realm (io.realm and io.realm.kotlin " +
			"transactions and writes), Firebase Firestore and Realtime Database writes, SharedPreferences " +
			"(commit, apply), Jetpack DataStore (updateData, Preferences DataStore edit), MMKV (encode and its " +
			"put and remove calls) and file output; reading one of them is not a record. §4.4 requires deduplication records and operation state to be durable, and §6 the same " +
			"terminal outcome for the whole idempotency window: after a Provider restart (which Android does at " +
			"will) a Consumer's retry with the same request_id runs the mutation a second time. In dex, the records " +
			"may live in another object: a Kotlin object's map, or a repository the executor is given whose " +
			"implementations in the app hold the collection — an app type whose implementations call only the " +
			"platform and the app's own code (followed 3 calls down, 64 methods) is read through, not taken for a " +
			"store. A field that may be a store itself (a library's type, an app type with no implementation in the " +
			"APK or one reaching a library such as a network client), a call into code the APK does not contain, or a write " +
			"search stopped at its budget turns the report into a note that names it. A Provider that deduplicates " +
			"by hand, without the SDK's executor, is read too: the request_id (the \"request_id\" key or a " +
			"getRequestId() getter of the app or the SDK, or a field mRequestId; a friend_request_id or a library's getter is another " +
			"value) read from the request (through the helpers it is passed to) used as the key of a HashMap or " +
			"ConcurrentHashMap field (a `by lazy` one included) whose lookup decides a branch (get, putIfAbsent, " +
			"Kotlin's getOrPut, containsKey or a set's add tested, or returned to a caller that tests it, or " +
			"computeIfAbsent; a bare put of a cancellation registry is no deduplication) is reported when no code that keeps, looks up or passes down the request_id writes " +
			"it to a durable store: a database, preferences or file write or a ContentValues given a constant " +
			"naming the request id, or the request_id itself, or a value made from it (a key \"req_\" + id, a File " +
			"named by it, an entity constructed with it handed to a Room DAO), reaching such a write, followed 3 " +
			"app calls down (and through at most 8 implementations of a call): where the search stops there with the " +
			"id still handed on, a note says where instead of a finding; a message that names the id (\"done, ref \" + id), an audit or log table or file, a " +
			"ContentValues key that names no id, and a query by the id are no record. The mutation's own writes " +
			"keep no record of the request: for an executor, the writes of the mutation it runs (the body handed " +
			"to its execute, the SDK provider's executeTool, a function parameter it calls) are set aside, and the " +
			"finding names one; the mutations are taken for the record only when every one of them (each tool's path, " +
			"each provider the executor serves) makes a write, on a common path with the rest, whose table makes " +
			"request_id UNIQUE or a PRIMARY KEY (in the app's CREATE statements, Room's included, a Room entity " +
			"adapter's table read from its INSERT text) or whose store's code selects rows by request_id. Precision is medium.",
		Fix: "Persist the request reservation, the business mutation and its result in one transaction of the " +
			"business database (or an equally durable journal), and answer retries from it.",
		CWE: 837,
	})
}
