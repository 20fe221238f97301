// Package notes keeps its schemas in .json files embedded with
// //go:embed, or joins them from constants: the schema rules read them
// and report at the offending key, inside the .json file or inside the
// operand of the concatenation that holds it. A schema computed at run
// time is not checked, and a note says so.
package notes

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/clawseed/cetpaudit/cetp"
)

//go:embed schemas/create.json
var createSchema string

//go:embed schemas/update.json
var updateSchema []byte

//go:embed schemas/output.json
var outputSchema json.RawMessage

//go:embed schemas/broken.json
var brokenSchema string

const head = `{"type": "object", `

func props(n int) string {
	return fmt.Sprintf(`"properties": {"n%d": {"type": "integer"}}}`, n)
}

var annotations = cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever}

// Tools: the errors of the embedded files are reported in them, at the
// offending key (TestEmbeddedSchemas lists every finding of the package).
var Tools = []cetp.Tool{{
	Name:         "create_note",
	Description:  "Create a note",
	InputSchema:  cetp.Schema(createSchema),
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}, {
	Name:         "update_note",
	Description:  "Update a note",
	InputSchema:  cetp.Schema(updateSchema),
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}, {
	Name:         "broken_note",
	Description:  "Broken",
	InputSchema:  cetp.Schema(brokenSchema),
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}, {
	Name:        "tag_note",
	Description: "Tag a note",
	InputSchema: head +
		`"additionalProperties": false,
		"properties": {"n": {"type": "integer", "minimum": "x"}}}`,
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}, {
	// near miss CETP402: the same concatenation, valid.
	Name:        "label_note",
	Description: "Label a note",
	InputSchema: head +
		`"additionalProperties": false,
		"properties": {"n": {"type": "integer", "minimum": 0}}}`,
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}, {
	Name:         "count_note",
	Description:  "Count notes",
	InputSchema:  cetp.Schema(head + props(1)),
	OutputSchema: cetp.Schema(outputSchema),
	Scopes:       []string{"notes.write"},
	Annotations:  annotations,
}}
