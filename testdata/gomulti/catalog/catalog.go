// Package catalog declares the Provider's descriptor and tools; app serves
// them. The tool list is built step by step, as constructors do, and the
// defects that show only beside the descriptor are reported at these
// lines when app is analyzed.
package catalog

import (
	"example.com/notes/schemas"
	"github.com/clawseed/cetpaudit/cetp"
)

// Descriptor declares a read and a write scope.
var Descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.notes",
	ProviderName: "Notes",
	Description:  "Personal notes",
	Scopes: []cetp.Scope{
		{Name: "notes.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityPersonal},
		{Name: "notes.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityPersonal},
	},
}

func base() []cetp.Tool {
	return []cetp.Tool{{
		Name:         "get_note",
		Description:  "Get a note",
		InputSchema:  `{"type": "object", "additionalProperties": false, "properties": {"note_id": {"type": "string"}}}`,
		OutputSchema: cetp.Schema(schemas.NoteOutput),
		Scopes:       []string{"notes.read"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	}}
}

// All appends the delete tool to the base list. The delete tool asks only
// for the read scope (CETP307, reported here when app serves the list).
func All() []cetp.Tool {
	ts := base()
	ts = append(ts, cetp.Tool{
		Name:         "delete_note",
		Description:  "Delete a note",
		InputSchema:  cetp.Schema(schemas.DeleteInput),
		OutputSchema: cetp.Schema(schemas.NoteOutput),
		Scopes:       []string{"notes.read"},
		Annotations:  cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways},
	})
	return ts
}

// For adds an admin tool under a condition: not evaluated where it is
// used, which a note says.
func For(admin bool) []cetp.Tool {
	ts := All()
	if admin {
		ts = append(ts, cetp.Tool{
			Name:         "purge_notes",
			Description:  "Purge every note",
			InputSchema:  `{"type": "object", "additionalProperties": false}`,
			OutputSchema: cetp.Schema(schemas.NoteOutput),
			Scopes:       []string{"notes.write"},
			Annotations:  cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways},
		})
	}
	return ts
}
