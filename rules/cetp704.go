package rules

func init() {
	register(&Rule{
		ID: "CETP704", Name: "MutatingV1Extension", Level: Warning, Precision: Medium,
		Section: "8", Applies: "M+T1",
		Short: "A v1-only provider lists tools whose name or description marks a mutation.",
		Full: "CETP v1 is a read-only data bridge. A Provider whose manifest advertises only v1 but whose " +
			"v1 list has tools that create, delete, send or pay is a side-effecting v1 extension: it is " +
			"not v1-conformant and should migrate to v2, where mutations carry annotations, confirmation " +
			"and deduplication (§8). Tools are recognised by a leading mutation verb in the name or " +
			"description; precision is medium.",
		Fix:      "Migrate the tool to v2 (add versions=\"1,2\", annotations, scopes and confirmation) and drop it from the v1 list.",
		Example:  "```xml\n<meta-data android:name=\"com.clawseed.tools.version\" android:value=\"1\" />\n<!-- v1 list: {\"name\": \"send_message\", ...}  -> flagged -->\n```",
		CWE:      284,
		Silences: []string{"CETP705"},
	})
}
