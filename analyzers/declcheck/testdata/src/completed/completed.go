// Package completed builds its tools the way a constructor helper does: a
// literal with the name and description, finished by field assignments.
// Straight-line assignments are applied before the tool is judged (near
// misses for CETP303 and CETP404); a field still missing after them is a
// true positive, and one set under a condition is noted, not judged.
package completed

import "github.com/clawseed/cetpaudit/cetp"

const closed = `{"type": "object", "additionalProperties": false}`

// tool sets every field after the literal.
func tool(name, desc string, eff cetp.Effect, scope string) cetp.Tool {
	t := cetp.Tool{Name: name, Description: desc}
	t.InputSchema = closed
	t.OutputSchema = `{"type": "object", "properties": {"id": {"type": "string"}}}`
	t.Scopes = []string{scope}
	t.Annotations = cetp.Annotations{Effect: eff, Risk: cetp.RiskModerate, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways}
	return t
}

// reader forgets the output schema.
func reader(name string) cetp.Tool {
	var t = cetp.Tool{Name: name, Description: "Read a note"} // want `CETP404: tool .* has no output_schema`
	t.InputSchema = closed
	t.Scopes = []string{"notes.read"}
	t.Annotations = cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever}
	return t
}

// guarded sets the annotations only sometimes: not judged, noted.
func guarded(risky bool) cetp.Tool {
	t := cetp.Tool{Name: "purge_notes", Description: "Purge notes", InputSchema: closed, OutputSchema: `{"type": "object"}`,
		Scopes: []string{"notes.write"}}
	if risky {
		t.Annotations = cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways} // want `note: the Annotations field of the cetp.Tool literal at line 33 is written here`
	}
	return t
}

var Tools = []cetp.Tool{tool("archive_note", "Archive a note", cetp.EffectUpdate, "notes.write"), reader("get_note"), guarded(true)} // want Tools:"declares 3 tools"
