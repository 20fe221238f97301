package alerts

import "github.com/clawseed/cetpaudit/cetp"

// Scope names.
const (
	scopeRead  = "alerts.read"
	scopeWrite = "alerts.write"
)

// Descriptor is the provider's identity and scope catalog.
var Descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.alerts",
	ProviderName: "Example Alerts",
	Description:  "Manage price alerts",
	Scopes: []cetp.Scope{
		{Name: scopeRead, Title: "Read price alerts", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityFinancial},
		{Name: scopeWrite, Title: "Manage price alerts", Description: "Create and delete alerts",
			Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityFinancial},
	},
}

// Tools are the provider's tools.
var Tools = []cetp.Tool{
	{
		Name:        "create_alert",
		Title:       "Create price alert",
		Description: "Create a price alert for a security",
		InputSchema: `{
			"type": "object",
			"properties": {
				"symbol": {"type": "string", "pattern": "^[A-Z.]{1,10}$"},
				"price": {"type": "number", "exclusiveMinimum": 0}
			},
			"required": ["symbol", "price"],
			"additionalProperties": false
		}`,
		OutputSchema: `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]}`,
		Scopes:       []string{scopeWrite},
		Annotations: cetp.Annotations{
			Effect:       cetp.EffectCreate,
			Risk:         cetp.RiskModerate,
			Idempotent:   cetp.False,
			OpenWorld:    cetp.False,
			Confirmation: cetp.ConfirmProviderPolicy,
		},
	},
	{
		Name:        "delete_alert",
		Title:       "Delete price alert",
		Description: "Delete one price alert by its ID",
		InputSchema: `{
			"type": "object",
			"properties": {"alert_id": {"type": "string"}},
			"required": ["alert_id"],
			"additionalProperties": false
		}`,
		OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "boolean"}}, "required": ["deleted"]}`,
		Scopes:       []string{scopeWrite},
		Annotations: cetp.Annotations{
			Effect:       cetp.EffectDelete,
			Risk:         cetp.RiskModerate,
			Destructive:  cetp.True,
			OpenWorld:    cetp.False,
			Confirmation: cetp.ConfirmAlways,
		},
	},
	{
		Name:         "list_alerts",
		Title:        "List price alerts",
		Description:  "List the caller's price alerts",
		InputSchema:  `{"type": "object", "properties": {}, "additionalProperties": false}`,
		OutputSchema: `{"type": "object", "properties": {"alerts": {"type": "array"}}, "required": ["alerts"]}`,
		Scopes:       []string{scopeRead},
		Annotations: cetp.Annotations{
			Effect:       cetp.EffectRead,
			Risk:         cetp.RiskLow,
			OpenWorld:    cetp.False,
			Confirmation: cetp.ConfirmNever,
		},
	},
}
