package descriptorrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// TestPropertyDepthBudget: properties nested past the property walk's 8
// levels end in a note of each rule that walks them (CETP405, 406, 407)
// at the schema where the walk stopped; a deep schema with no property
// below the budget makes no note.
func TestPropertyDepthBudget(t *testing.T) {
	nested := func(n int, leaf string) string {
		return strings.Repeat(`{"type": "object", "properties": {"p": `, n) + leaf + strings.Repeat(`}}`, n)
	}
	deep := nested(10, `{"type": "object", "properties": {"caller_id": {"type": "string"}}}`)
	tests := []struct {
		name, schema string
		notes        bool
	}{
		{"deep", deep, true},
		{"deep without properties", nested(7, strings.Repeat(`{"type": "array", "items": `, 5)+`{"type": "string"}`+strings.Repeat(`}`, 5)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := `{"revision": "r", "tools": [{"name": "set_alert", "description": "Sets an alert.",
			  "input_schema": ` + tt.schema + `, "output_schema": {"type": "string"}, "scopes": [],
			  "annotations": {"effect": "write", "risk": "low", "confirmation": "always"}}]}`
			f, err := capture.Parse([]byte(list), "l.json", capture.Options{})
			if err != nil {
				t.Fatal(err)
			}
			at := "/tools/0/input_schema" + strings.Repeat("/properties/p", 9)
			notes := map[string]int{}
			for _, fd := range engine.Run(&engine.Targets{Captures: capture.Sets([]*capture.File{f})}, check.Options{}) {
				if fd.Level != finding.Note || !strings.Contains(fd.Message, "property walk") {
					continue
				}
				notes[fd.RuleID]++
				want := `tool "set_alert" input_schema: findings of this rule may be incomplete: its properties nest deeper than 8 levels, the property walk's depth budget, and the properties below this schema were not checked (§`
				if fd.Location.Logical != at || !strings.HasPrefix(fd.Message, want) {
					t.Errorf("note %s at %s: %s", fd.RuleID, fd.Location.Logical, fd.Message)
				}
			}
			for _, rule := range []string{"CETP405", "CETP406", "CETP407"} {
				if want := map[bool]int{true: 1}[tt.notes]; notes[rule] != want {
					t.Errorf("%s: %d notes, want %d", rule, notes[rule], want)
				}
			}
		})
	}
}
