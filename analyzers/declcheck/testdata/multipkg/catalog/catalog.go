// Package catalog declares a Provider's descriptor and tools for another
// package to serve; the defects that only show once they are put together
// are reported here, at their own lines, while that package is analyzed.
package catalog

import (
	"example.com/alerts/schemas"
	"github.com/clawseed/cetpaudit/cetp"
)

// Descriptor has a read scope only.
var Descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.alerts",
	ProviderName: "Alerts",
	Description:  "Price alerts",
	Scopes:       []cetp.Scope{{Name: "alerts.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityFinancial}},
}

// Tools are the base tools.
var Tools = []cetp.Tool{{
	Name:         "list_alerts",
	Description:  "List your price alerts",
	InputSchema:  `{"type": "object", "additionalProperties": false}`,
	OutputSchema: schemas.AlertOutput,
	Scopes:       []string{"alerts.list"},
	Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
}}

// MoreTools adds the mutating ones.
func MoreTools() []cetp.Tool {
	return []cetp.Tool{{
		Name:         "create_alert",
		Description:  "Create a price alert",
		InputSchema:  schemas.CreateAlertInput,
		OutputSchema: schemas.AlertOutput,
		Scopes:       []string{"alerts.read"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectCreate, Risk: cetp.RiskModerate, OpenWorld: cetp.False, Confirmation: cetp.ConfirmProviderPolicy},
	}, {
		Name:         "find_alerts_near",
		Description:  "Find alerts near a place",
		InputSchema:  schemas.RemoteInput,
		OutputSchema: schemas.AlertOutput,
		Scopes:       []string{"alerts.read"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	}}
}
