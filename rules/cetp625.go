package rules

func init() {
	register(&Rule{
		ID:        "CETP625",
		Name:      "SessionTokenIgnored",
		Level:     Warning,
		Precision: Medium,
		Section:   "2.2, 4.1",
		Applies:   "G, X",
		Short:     "The Provider serves v2 calls without ever reading the session token.",
		Full: "The Provider serves v2 list_tools and execute_tool, but no path from its entry point reads " +
			"session_token (Go: a cetp.Provider without a Session hook, in a program where nothing uses " +
			"Request.SessionToken to decide anything — a read that only logs or discards it does not count; or a " +
			"Session hook that accepts every call; dex: code reachable from call() " +
			"dispatches \"list_tools\" or \"execute_tool\" and none reads \"session_token\" from the extras or JSON " +
			"arguments, CetpV2ContentProvider subclasses excepted since the SDK owns sessions, and Providers whose " +
			"TOOL_PROVIDER service advertises v1 only, since v1 has no sessions). §2.2 binds the session to the " +
			"negotiated caller, version and capabilities, and §4.1 requires the token on every call: an absent, " +
			"expired or lost session must be answered NEGOTIATION_REQUIRED, or capability and version checks made " +
			"at negotiation mean nothing. A transport in another layer may check it where the analysis does not " +
			"look, so precision is medium.",
		Fix: "Validate the token on every v2 call — issued by negotiate, to this caller's UID, not expired — and answer " +
			"NEGOTIATION_REQUIRED otherwise (Go: set Provider.Session).",
		Example: "```go\nprovider.Session = func(ctx context.Context, req *cetp.Request) error {\n" +
			"\treturn sessions.Check(req.SessionToken, req.Caller.UID)\n}\n```",
		CWE: 613,
	})
}
