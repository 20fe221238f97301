// Package steps builds its tool lists the way constructors do: a base list,
// then appends, one statement after another. The appended tools are checked
// against the descriptor (CETP307, CETP308) like those of a literal; a list
// that grows under a condition is not evaluated and a note says so.
package steps

import "github.com/clawseed/cetpaudit/cetp"

var descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.notes",
	ProviderName: "Notes",
	Description:  "Personal notes",
	Scopes: []cetp.Scope{
		{Name: "notes.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityPersonal},
		{Name: "notes.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityPersonal},
	},
}

const closed = `{"type": "object", "additionalProperties": false}`
const out = `{"type": "object", "properties": {"id": {"type": "string"}}}`

func base() []cetp.Tool {
	return []cetp.Tool{{
		Name: "get_note", Description: "Get a note", InputSchema: closed, OutputSchema: out,
		Scopes:      []string{"notes.read"},
		Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	}}
}

var archive = cetp.Tool{
	Name: "archive_note", Description: "Archive a note", InputSchema: closed, OutputSchema: out,
	Scopes:      []string{"notes.archive"}, // want `CETP308: tool "archive_note" requires scope "notes.archive", which the provider.s scope catalog does not declare`
	Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
}

// tools: a base list, one tool appended from a literal, one from a
// variable, in straight-line code.
func tools() []cetp.Tool {
	ts := base()
	ts = append(ts, cetp.Tool{
		Name: "erase_note", Description: "Erase a note", InputSchema: closed, OutputSchema: out,
		Scopes:      []string{"notes.read"},
		Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways}, // want `CETP307: tool "erase_note" has effect "delete" but its scopes "notes.read" are all read-access`
	})
	ts = append(ts, archive)
	return ts
}

var provider = &cetp.Provider{Descriptor: descriptor, Tools: tools()}

// declared: var first, appends after; the list is read after its last
// append, so every tool counts.
func declared() *cetp.Provider {
	var list []cetp.Tool
	list = append(list, base()...)
	list = append(list, cetp.Tool{
		Name: "pin_note", Description: "Pin a note", InputSchema: closed, OutputSchema: out,
		Scopes:      []string{"notes.pin"}, // want `CETP308: tool "pin_note" requires scope "notes.pin", which the provider.s scope catalog does not declare`
		Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
	return &cetp.Provider{Descriptor: descriptor, Tools: list}
}

// near miss CETP308: the tool appended after the Provider took the list is
// not part of it (the Provider holds the slice as it was).
func late() *cetp.Provider {
	ts := base()
	p := &cetp.Provider{Descriptor: descriptor, Tools: ts}
	ts = append(ts, cetp.Tool{
		Name: "late_note", Description: "Never served", InputSchema: closed, OutputSchema: out,
		Scopes:      []string{"notes.late"},
		Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
	_ = ts
	return p
}

// conditional grows its list under a condition: not evaluated, noted at
// the use, naming the append.
func conditional(admin bool) *cetp.Provider {
	ts := base()
	if admin {
		ts = append(ts, archive)
	}
	return &cetp.Provider{Descriptor: descriptor, Tools: ts} // want `the tool list "ts" is not checked: ts is changed under a condition, in a loop or through a pointer \(an assignment at steps.go:83\)`
}

// given serves the list its caller passes: not evaluated here.
func given(ts []cetp.Tool) *cetp.Provider {
	return &cetp.Provider{Descriptor: descriptor, Tools: ts} // want `the tool list "ts" is not checked: ts is a parameter or result, set by each caller at run time`
}

// wrap serves, from a closure, the list the closure is given.
func wrap() func([]cetp.Tool) *cetp.Provider {
	return func(list []cetp.Tool) *cetp.Provider {
		return &cetp.Provider{Descriptor: descriptor, Tools: list} // want `the tool list "list" is not checked: list is a parameter or result`
	}
}
