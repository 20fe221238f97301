package rules

func init() {
	register(&Rule{
		ID: "CETP801", Name: "ResultSchemaMismatch", Level: Error, Precision: VeryHigh,
		Section: "4.2", Applies: "R+T",
		Short: "An inline result does not validate against the tool's output_schema.",
		Full: "The Provider must validate its output against the tool's output_schema (§4.2); a Consumer " +
			"that validates too rejects the result, and one that does not passes the agent data of a shape " +
			"it was never promised. The value of an inline execute_tool success, or of a succeeded " +
			"get_operation's result, is validated against the output_schema of the tool that ran — named by " +
			"the recorded request's tool_name, or for an operation by the execute_tool call that created it — " +
			"taken from a v2 tool list in the same capture set, else from the --baseline-tools set. The " +
			"schema is compiled offline under the declared schema_dialect exactly as CETP402 does; nothing is " +
			"fetched, and a reference that leaves the document validates as true (CETP401 reports it). A " +
			"result the set cannot tie to a listed tool (no recorded request names its tool, or the tool is " +
			"not in any tool list) is not validated and gets a note saying so; a listed tool without an " +
			"output_schema has nothing to validate, and a schema that does not compile is CETP402's or CETP404's.",
		Fix:     "Return values that match the declared output_schema, or correct the schema so that it describes what the tool returns (and change the list's revision).",
		Example: "```json\n// output_schema: {\"type\": \"object\", \"properties\": {\"alert_id\": {\"type\": \"string\"}}, \"required\": [\"alert_id\"]}\n{\"kind\": \"inline\", \"value\": {\"id\": 17}}   // bad: no alert_id\n```",
		CWE:     20,
	})
}
