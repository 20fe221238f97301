package rules

func init() {
	register(&Rule{
		ID:        "CETP619",
		Name:      "DeadlineNotChecked",
		Level:     Warning,
		Precision: Medium,
		Section:   "4.1",
		Applies:   "X, G",
		Short:     "Code that handles execute_tool itself starts a side effect without checking the request's deadline.",
		Full: "A Provider that handles execute_tool itself — not through the SDK base class or cetp.Provider.Handle, " +
			"which check the deadline before running a tool — reaches a side effect (a database or file write, a " +
			"non-GET HTTP request, a process start) on a path that has not read deadline_at_ms (Go: " +
			"Request.Deadline or Request.Expired). §4.1 requires the deadline check before a business side effect " +
			"starts: the Consumer has already given up and will retry with the same request_id, so a late effect " +
			"races the retry. Only code that can serve execute_tool counts: a branch taken when the method name is " +
			"negotiate (or another v2 method), or is not execute_tool, is not judged (the comparison tested where it is " +
			"made, kept in a local, or kept in a boolean field every store into which is that comparison); a body handed " +
			"to an executor, a Handler, a thread or a coroutine is followed, its side effects counting wherever they run; " +
			"an object of a class R8 merged from several (by $r8$classId) runs only the case of its class id, and when " +
			"that id cannot be told and the cases differ, a note says so. At an interface or virtual call, only the " +
			"implementations the receiver can be there are followed (an object made before the call, returned by a " +
			"helper or kept in a field filled with such objects; otherwise every live override). A helper that reads " +
			"deadline_at_ms is a check only when it reads it before its own side effects (a coroutine's body, whose later " +
			"states resume past the read, is taken whole); a call is a check only when every implementation it may run " +
			"checks (one tool of a dispatch table reading the deadline checks nothing for the others), and where the " +
			"implementation reading it goes on to the effects (an interceptor of a chain), a note says the order is not " +
			"followed. A function value a helper is given as its parameter (Rows.each(ids, id -> db.delete(…))) runs " +
			"the bodies its callers pass, followed two calls up through at most eight callers each. Where a helper " +
			"cannot be judged (a body no code of the APK names, a helper past the depth bound), the note names the first " +
			"place the search stopped. The order is judged in source " +
			"order, so precision is medium.",
		Fix: "Check the deadline first and answer DEADLINE_EXCEEDED when it has passed, or serve the call through " +
			"the SDK base class (Go: cetp.Provider.Handle).",
		Example: "```go\nif req.Expired(time.Now()) {\n\treturn nil, cetp.NewError(cetp.ErrDeadlineExceeded, \"the request deadline has passed\")\n}\n```",
	})
}
