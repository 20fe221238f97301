// Package unlinked registers into registry too, but app does not link it:
// near miss CETP308, its tool is not served by app's Provider.
package unlinked

import (
	"example.com/alerts/registry"
	"github.com/clawseed/cetpaudit/cetp"
)

func init() {
	registry.Register(cetp.Tool{
		Name:         "snooze_alert",
		Description:  "Snooze an alert",
		InputSchema:  `{"type": "object", "additionalProperties": false}`,
		OutputSchema: `{"type": "object", "properties": {"until": {"type": "string"}}}`,
		Scopes:       []string{"alerts.snooze"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
}
