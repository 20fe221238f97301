package rules

func init() {
	register(&Rule{
		ID:        "CETP620",
		Name:      "TokenNotBoundToCaller",
		Level:     Warning,
		Precision: Medium,
		Section:   "2.2, 4.3, 4.4",
		Applies:   "X, G",
		Short:     "A session token, resume token or operation id is looked up by the token alone, or a resume token is reusable.",
		Full: "The Provider finds a session, a pending confirmation or an operation by its token and nothing else: no " +
			"path compares the calling UID stored with it to the current caller's; or a resume token stays valid " +
			"after its first use. §2.2 binds the session token to the calling UID, §4.3 makes the resume token " +
			"single-use and bound to its caller, and §4.4 makes an operation id unavailable to other callers. A " +
			"token that leaks (logs, another app's memory, a shared clipboard) then works for anyone, and a " +
			"confirmation can be replayed. The binding may be checked in code the analysis does not connect, so " +
			"precision is medium. In an APK, a token read from the request extras or arguments by its key (or from " +
			"an SDK getter), passed on to helpers, and used as a key of a map, a set or SharedPreferences " +
			"(prefs.getInt(token, -1)) is reported when nothing compares the " +
			"caller's identity (Binder's calling UID, the provider's calling package, a field or getter named for " +
			"them, or a parameter its callers fill with one) with a stored value: not the lookup's method, not a " +
			"helper it calls whose result it uses or that throws (isOwner(entry, uid), a Kotlin extension or " +
			"check()), not the calls that passed the token down on their path through that call — each path of a " +
			"lookup helper shared by several callers judged on its own (where one caller's path binds it and another's " +
			"does not, the finding is at the last call of the unbound path, counted from the lookup, that no bound path " +
			"makes: cancel's call of find(id), not the helper), and a helper's comparison there counting only " +
			"when it is given the token, the entry found or a value derived from them (a session check before an " +
			"operation id is handed down binds the session, not the operation). A field of the entry counts " +
			"through every type the entry is cast to, the classes those extend (R8 rebinds a field read to the " +
			"class that declares it) and the app objects the entry holds, read through the entry (entry.session.ownerUid; " +
			"another Session's ownerUid binds nothing, even when the entry declares a Session field). The token looked " +
			"up is one read from the request under its key, a getter of the app or the SDK named for it, or a field of the " +
			"app named for it (a record's resumeToken read through its accessor). A resume token " +
			"is reported when no such place removes its key from the map (consume(token) included; for SharedPreferences, " +
			"an Editor's remove(token), which the analysis cannot tie to one preferences file; Kotlin's `map - token` " +
			"when the copy replaces the store, a field or a StateFlow, whose value is then the store) or flips an " +
			"AtomicBoolean of its entry once. A map key built from the token and other values (uid + \":\" + token, " +
			"Pair(uid, token), a data class, a helper that builds it) binds the token when one of those values is " +
			"the caller's identity — for an app class whose equals is the app's (its own or a superclass's), one that " +
			"equals compares (a key whose equals looks at the token alone binds nothing); a boxed UID (Integer.valueOf) counts as the UID. A row of the app's own database " +
			"is a store too: SQLiteDatabase's and SupportSQLiteDatabase's query and rawQuery, SQLiteQueryBuilder's query, and Room's " +
			"generated reads (RoomSQLiteQuery.acquire, its bind calls, DBUtil.query), with a constant selection (or SQL text " +
			"built by concatenation, a value spliced in after `column = ` being that column's placeholder, or a query " +
			"helper's selection parameter, read at each call of the helper with the constant that call passes) " +
			"whose placeholder is given a token read from the request (the extras, the arguments' JSON or the SDK's " +
			"request; an id the app's own job reads back from WorkManager's Data or a record of its own is not one) " +
			"are lookups, bound when another placeholder compares a column named for the caller (owner_uid = ?) " +
			"with the caller's identity as the token's own path passes it, or when the row's owner is compared as " +
			"above — on the paths from the call that hands the token down, so a dispatcher's session check before " +
			"it binds no row, unless that method looked the row up itself first; a resume token's row is spent by " +
			"a delete, or an update marking it, whose selection names its column, on a path through the lookup. A " +
			"session or operation looked up again after the caller has looked the same token up in the same map and " +
			"compared its owner on every path before (screen(request), then dispatch(request)) is bound for that request. " +
			"A predicate given to Optional.filter or a Stream's filter / anyMatch whose result is used binds the lookup when it " +
			"compares the caller's identity it reads or captured (`find(token).filter(s -> s.uid() == uid)`, uid Binder's); a " +
			"Kotlin `map - token` spends the token when the smaller map, itself or inside a data class's copy, is written back " +
			"to a store the method read (`state.update { it.copy(tickets = it.tickets - token) }`). A " +
			"helper the analysis cannot follow gives a note instead.",
		Fix: "Store the caller's UID (and the tool and argument digest, for resume tokens) with each token, compare " +
			"them on every lookup, and delete a resume token when it is used.",
		Example: "```go\np, ok := pending[req.ResumeToken]\ndelete(pending, req.ResumeToken)\n" +
			"if !ok || p.UID != req.Caller.UID || p.ArgsDigest != req.ArgsDigest() {\n" +
			"\treturn nil, cetp.NewError(cetp.ErrInvalidRequest, \"unknown resume token\")\n}\n```",
		CWE: 639,
	})
}
