// Package bad declares tools with descriptor, schema and annotation
// defects.
package bad

import "github.com/clawseed/cetpaudit/cetp"

const alertsWrite = "alerts.write"

var descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.alerts",
	ProviderName: "Example Alerts",
	Description:  "Manage price alerts",
	Scopes: []cetp.Scope{
		{Name: alertsWrite, Title: "Manage alerts", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityFinancial},
		{Name: "Alerts Read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityFinancial}, // want `CETP302`
	},
}

const deleteInput = `{
  "type": "object",
  "properties": {"alert_id": {"type": "string"}},
  "required": ["alert_id"],
  "additionalProperties": false
}`

var tools = []cetp.Tool{
	{
		Name:         "delete_alert",
		Description:  "Delete a price alert",
		InputSchema:  deleteInput,
		OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "boolean"}}}`,
		Scopes:       []string{alertsWrite},
		Annotations: cetp.Annotations{
			Effect:       cetp.EffectDelete,
			Risk:         cetp.RiskModerate,
			OpenWorld:    cetp.False,
			Confirmation: cetp.ConfirmProviderPolicy, // want `CETP305`
		},
	},
	{ // want `CETP404: tool "Create-Alert" has no output_schema`
		Name:        "Create-Alert", // want `CETP301`
		Description: "Create a price alert",
		InputSchema: `{"type": "object", "properties": {"symbol": {"$ref": "https://schemas.example.com/symbol.json"}}, "additionalProperties": false}`, // want `CETP401`
		Scopes:      []string{"alerts.admin"},                                                                                                           // want `CETP308`
		Annotations: cetp.Annotations{ // want `CETP303`
			Effect:    cetp.EffectCreate,
			Risk:      cetp.RiskLow,
			OpenWorld: cetp.False,
		},
	},
	{
		Name:         "get_alerts",
		Description:  "List price alerts",
		InputSchema:  `{"type": "object", "properties": {}`, // want `CETP402: tool .get_alerts.: input_schema is not valid JSON`
		OutputSchema: `{"type": "array", "items": {"type": "object"}}`,
		Scopes:       []string{"alerts.read"},
		Annotations: cetp.Annotations{
			Effect:       cetp.EffectRead,
			Risk:         "severe", // want `CETP304`
			Confirmation: cetp.ConfirmNever,
		},
	},
}

var provider = &cetp.Provider{
	Descriptor: descriptor,
	Tools:      tools,
}
