package rules

func init() {
	register(&Rule{
		ID:        "CETP617",
		Name:      "AuthorizeAlwaysAllows",
		Level:     Error,
		Precision: Medium,
		Section:   "3.4, 7.2",
		Applies:   "G, X",
		Short:     "The Provider's authorization hook allows every call without looking at the caller or the scopes.",
		Full: "The authorization hook — the authorize override of the SDK's CetpV2ContentProvider (or of a base " +
			"class of the app's own that plays the SDK's role: it declares authorize(request) and calls it before a tool " +
			"runs), or a Go cetp.Provider's Authorize function — returns an allow decision on every path and never reads the " +
			"caller's identity or the scopes the tool requires, or hands them only to a helper that itself allows " +
			"on every path (Go: return deny(req.Caller.UID, tool.Scopes) where deny returns nil everywhere). The SDK denies by default precisely so that this " +
			"decision is made: §7.2 requires scopes to be checked on every execution and §3.4 makes a missing scope " +
			"AUTH_REQUIRED or PERMISSION_DENIED. An always-allow hook lets any installed app run every tool, " +
			"destructive ones included. Dex: an authorize(request) override in a CetpV2ContentProvider subclass, " +
			"or the authorize(request) a provider runs when an app base class above it declares and calls one, " +
			"that reads neither the caller nor the scopes of its request (its caller or scope getters and fields; the " +
			"tool name, the arguments or the request id decide nothing; a helper it hands the request to counts only " +
			"if it reads them, and one the analysis cannot follow gets a note) nor the Binder caller and returns, on every " +
			"path, a value named as a grant (CetpAccessDecision.Allow, allow(), GRANTED ...) or, for a boolean hook, " +
			"true; precision medium.",
		Fix: "Look up the grants of the caller's UID (and signing certificate), compare them with the tool's scopes on " +
			"each call, and return AUTH_REQUIRED or PERMISSION_DENIED for anything not granted; deny shared UIDs.",
		Example: "```go\n// Bad\nAuthorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { return nil },\n\n" +
			"// Good\nAuthorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {\n" +
			"\tfor _, s := range tool.Scopes {\n\t\tif !grants.Has(req.Caller.UID, s) {\n" +
			"\t\t\treturn cetp.NewError(cetp.ErrAuthRequired, \"grant access first\")\n\t\t}\n\t}\n\treturn nil\n},\n```",
		CWE:      862,
		Severity: 8.5,
	})
}
