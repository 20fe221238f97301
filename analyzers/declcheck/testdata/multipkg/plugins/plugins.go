// Package plugins registers a tool into registry when it is linked: the
// tool's defect against the descriptor of the Provider that serves the
// registry is reported here, at its own line, when app is analyzed.
package plugins

import (
	"example.com/alerts/registry"
	"github.com/clawseed/cetpaudit/cetp"
)

func init() {
	registry.Register(cetp.Tool{
		Name:         "mute_alert",
		Description:  "Mute an alert",
		InputSchema:  `{"type": "object", "additionalProperties": false}`,
		OutputSchema: `{"type": "object", "properties": {"muted": {"type": "boolean"}}}`,
		Scopes:       []string{"alerts.mute"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
}
