// Package joined writes its input schemas as constants joined with + where
// they are declared. A finding about the whole schema (CETP403, an object
// left open) is reported where the schema's text starts — the opening
// brace in the shared head — not at the tool that uses the constant; the
// schema closed in its own operand is a near miss.
package joined

import "github.com/clawseed/cetpaudit/cetp"

const head = `{"type": "object", ` // want `CETP403: tool "delete_note" has effect "delete" but its input_schema is permissive`

const open = head + `"properties": {"id": {"type": "string"}}}`

const closed = head + `"properties": {"id": {"type": "string"}}, "additionalProperties": false}`

var del = cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskModerate, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways}

var Tools = []cetp.Tool{ // want Tools:"declares 2 tools"
	{Name: "delete_note", Description: "Delete a note", InputSchema: open, OutputSchema: `{"type": "object"}`, Scopes: []string{"notes.write"}, Annotations: del},
	{Name: "delete_draft", Description: "Delete a draft", InputSchema: closed, OutputSchema: `{"type": "object"}`, Scopes: []string{"notes.write"}, Annotations: del},
}
