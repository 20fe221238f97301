// Package fix has declaration defects with mechanical quick fixes.
package fix

import "github.com/clawseed/cetpaudit/cetp"

// Tools are served by some Provider.
var Tools = []cetp.Tool{{ // want Tools:"declares 2 tools"
	Name:         "delete_alert",
	Description:  "Delete a price alert",
	InputSchema:  `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]}`, // want `CETP403: tool "delete_alert" has effect "delete" but its input_schema is permissive`
	OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "boolean"}}, "required": ["deleted"]}`,
	Scopes:       []string{"alerts.write"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectDelete,
		Risk:         cetp.RiskModerate,
		OpenWorld:    cetp.False,
		Confirmation: cetp.ConfirmProviderPolicy, // want `CETP305: tool "delete_alert"`
	},
}, {
	Name:         "clear_alerts",
	Description:  "Delete every price alert",
	InputSchema:  `{"type": "object"}`, // want `CETP403: tool "clear_alerts"`
	OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "integer"}}, "required": ["deleted"]}`,
	Scopes:       []string{"alerts.write"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectDelete,
		Risk:         cetp.RiskHigh,
		OpenWorld:    cetp.False,
		Confirmation: "never", // want `CETP305: tool "clear_alerts"`
	},
}}
