// Package looped builds tools whose names are not constants: in a loop
// over names, and by a builder from its parameter. Their messages name
// them by where the literal is and what the name comes from, not by an
// index ("#0") that says nothing about a literal outside any list; a tool
// with a constant name is still named by it (near miss).
package looped

import "github.com/clawseed/cetpaudit/cetp"

const closed = `{"type": "object", "additionalProperties": false}`

func wipers() []cetp.Tool {
	var ts []cetp.Tool
	for _, n := range []string{"purge_notes", "wipe_cache"} {
		ts = append(ts, cetp.Tool{
			Name: n, Description: "Delete everything", InputSchema: closed, OutputSchema: `{"type": "object"}`, Scopes: []string{"notes.write"},
			Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever}, // want `CETP305: tool built at looped.go:15 \(name from n\): its effect is delete`
		})
	}
	return ts
}

func archiver() cetp.Tool {
	return cetp.Tool{
		Name: "archive_notes", Description: "Archive everything", InputSchema: closed, OutputSchema: `{"type": "object"}`, Scopes: []string{"notes.write"},
		Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever}, // want `CETP305: tool "archive_notes": its effect is delete`
	}
}

func stub(name string) cetp.Tool {
	return cetp.Tool{Name: name, Description: "Not finished"} // want `CETP303: tool built at looped.go:31 \(name from name\) has no confirmation` `CETP303: tool built at looped.go:31 \(name from name\) has no effect` `CETP303: tool built at looped.go:31 \(name from name\) has no input_schema` `CETP303: tool built at looped.go:31 \(name from name\) has no risk` `CETP303: tool built at looped.go:31 \(name from name\) has no scopes` `CETP404: tool built at looped.go:31 \(name from name\) has no output_schema`
}

var _, _, _ = wipers, archiver, stub
