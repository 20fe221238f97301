package rules

func init() {
	register(&Rule{
		ID: "CETP706", Name: "ScopeDrift", Level: Warning, Precision: High,
		Section: "3.2", Applies: "P+B",
		Short: "Against the baseline, a scope was removed or renamed, turned from read to write, or lowered in sensitivity.",
		Full: "Scope names must be stable (§3.2): grants, Consumer policy and reviews are keyed on them, so a " +
			"removed or renamed scope silently orphans what users granted, and a scope that turns from read " +
			"to write, or whose sensitivity drops, changes what an existing grant means without a new review. " +
			"Provider info is compared with the --baseline-tools set's provider info. Sensitivity is ranked " +
			"public < personal, device, other < financial, health; a move to a lower rank is flagged. Values " +
			"outside the spec's enums are CETP302's and are not compared.",
		Fix:     "Keep scope names stable and add new scopes for new powers; if a scope's access or sensitivity must change, give it a new name so existing grants do not carry over.",
		Example: "```json\n// baseline: {\"name\": \"alerts.read\", \"access\": \"read\", \"sensitivity\": \"financial\"}\n// now:      {\"name\": \"alerts.read\", \"access\": \"write\", \"sensitivity\": \"public\"}   -> flagged twice\n```",
		CWE:     284,
	})
}
