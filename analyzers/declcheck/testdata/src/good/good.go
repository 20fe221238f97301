// Package good declares a consistent provider that every declaration rule
// passes: near misses for CETP301, CETP302, CETP303, CETP304, CETP305,
// CETP308, CETP402 and CETP404 (a delete tool that confirms always, an
// output schema built at run time).
package good

import (
	"fmt"

	"github.com/clawseed/cetpaudit/cetp"
)

var descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.alerts",
	ProviderName: "Example Alerts",
	Description:  "Manage price alerts",
	Scopes: []cetp.Scope{
		{Name: "alerts.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityFinancial},
		{Name: "alerts.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityFinancial},
	},
}

var createAlert = cetp.Tool{
	Name:        "create_alert",
	Description: "Create a price alert for a security",
	InputSchema: `{
		"type": "object",
		"properties": {"symbol": {"type": "string"}, "price": {"type": "number", "exclusiveMinimum": 0}},
		"required": ["symbol", "price"],
		"additionalProperties": false
	}`,
	OutputSchema: `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]}`,
	Scopes:       []string{"alerts.write"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectCreate,
		Risk:         cetp.RiskModerate,
		Idempotent:   cetp.False,
		OpenWorld:    cetp.False,
		Confirmation: cetp.ConfirmProviderPolicy,
	},
}

var deleteAlert = cetp.Tool{
	Name:         "delete_alert",
	Description:  "Delete a price alert",
	InputSchema:  `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"], "additionalProperties": false}`,
	OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "boolean"}}, "required": ["deleted"]}`,
	Scopes:       []string{"alerts.write"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectDelete,
		Risk:         cetp.RiskHigh,
		Destructive:  cetp.True,
		OpenWorld:    cetp.False,
		Confirmation: cetp.ConfirmAlways,
	},
}

// listSchema is built at run time: dynamic, never guessed about.
var listSchema = cetp.Schema(fmt.Sprintf(`{"type": "array", "maxItems": %d}`, 100))

var listAlerts = cetp.Tool{
	Name:         "list_alerts",
	Description:  "List price alerts",
	InputSchema:  `{"type": "object", "properties": {}, "additionalProperties": false}`,
	OutputSchema: listSchema, // want `note: the output_schema of tool "list_alerts" is not checked: "listSchema" is not a constant`
	Scopes:       []string{"alerts.read"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectRead,
		Risk:         cetp.RiskLow,
		Confirmation: cetp.ConfirmNever,
	},
}

type store struct{}

func (store) Execute(ctx any, key cetp.MutationKey, mutate any) {}

var provider = cetp.Provider{
	Descriptor: descriptor,
	Tools:      []cetp.Tool{createAlert, deleteAlert, listAlerts},
}
