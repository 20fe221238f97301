package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID: "CETP302", Name: "ScopeInvalid", Level: Error, Precision: VeryHigh,
		Section: "3.2", Applies: "P, G",
		Short: "A scope in the provider's catalog has an invalid or duplicate name, or an unknown access or sensitivity.",
		Full: "Scope names must be stable and match " + cetp.ScopeNamePattern + "; access is read or write; " +
			"sensitivity is public, personal, financial, health, device or other (§3.2). Consumers must " +
			"not ignore an unknown security enum value, so a scope with one cannot be presented for a grant.",
		Fix:      "Give each scope a unique name matching the pattern, access \"read\" or \"write\", and one of the spec's sensitivities.",
		Example:  "```json\n{\"name\": \"alerts.write\", \"access\": \"readwrite\", \"sensitivity\": \"money\"}   // bad\n{\"name\": \"alerts.write\", \"access\": \"write\", \"sensitivity\": \"financial\"}   // good\n```",
		CWE:      20,
		Silences: []string{"CETP307", "CETP308"},
	})
}
