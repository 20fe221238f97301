// Package plugin registers a tool into toolreg; only the program's main
// package imports it (blank), not hub, which serves the registry.
package plugin

import (
	"example.com/gofacts/toolreg"
	"github.com/clawseed/cetpaudit/cetp"
)

func init() {
	toolreg.Register(cetp.Tool{
		Name:         "export_notes",
		Description:  "Export the user's notes to a file",
		InputSchema:  `{"type": "object", "additionalProperties": false}`,
		OutputSchema: `{"type": "object", "properties": {"path": {"type": "string"}}}`,
		Scopes:       []string{"notes.export"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectCreate, Risk: cetp.RiskModerate, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways},
	})
}
