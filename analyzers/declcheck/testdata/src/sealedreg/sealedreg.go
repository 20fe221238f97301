// Package sealedreg fills a registry from its own init functions through
// an unexported registration function: no other package can add to it,
// so its list is complete here — near miss for the open-registry note.
package sealedreg

import "github.com/clawseed/cetpaudit/cetp"

var registry []cetp.Tool

func register(t cetp.Tool) { registry = append(registry, t) }

func init() {
	register(cetp.Tool{
		Name: "list_tasks", Description: "List tasks",
		InputSchema:  `{"type": "object", "additionalProperties": false}`,
		OutputSchema: `{"type": "object", "properties": {"id": {"type": "string"}}}`,
		Scopes:       []string{"tasks.read"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
}

// Provider serves the registry.
var Provider = &cetp.Provider{
	Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.tasks", ProviderName: "Tasks", Description: "Tasks",
		Scopes: []cetp.Scope{{Name: "tasks.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityPersonal}}},
	Tools: registry,
}
