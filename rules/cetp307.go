package rules

func init() {
	register(&Rule{
		ID: "CETP307", Name: "EffectScopeMismatch", Level: Warning, Precision: High,
		Section: "3.4, 7.2", Applies: "T+P, G",
		Short: "A read tool is destructive or needs a write scope, or a mutating tool needs only read scopes.",
		Full: "effect=read promises no mutation of business state (§3.4). A read tool that declares " +
			"destructive=true or requires a write-access scope contradicts itself; a mutating tool whose " +
			"scopes are all read-access lets a read grant authorize writes (§7.2). Consumers present " +
			"grants from these declarations, so they must agree.",
		Fix:     "Make the effect, destructive flag and the access of the tool's scopes agree: give mutating tools a write scope, and read tools read scopes.",
		Example: "```json\n// scopes catalog: alerts.read is access \"read\"\n{\"name\": \"delete_alert\", \"scopes\": [\"alerts.read\"], \"annotations\": {\"effect\": \"delete\", ...}}   // bad\n```",
		CWE:     285,
	})
}
