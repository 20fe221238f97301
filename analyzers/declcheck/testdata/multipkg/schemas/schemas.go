// Package schemas keeps the JSON Schemas of the tools apart from the
// declarations that use them: their defects are reported here, at their
// own keys, when a package that declares tools with them is analyzed.
package schemas

// CreateAlertInput is open: CETP403 for a mutating tool.
const CreateAlertInput = `{"type": "object", "properties": {"symbol": {"type": "string"}}, "required": ["symbol"]}`

// AlertOutput is fine.
const AlertOutput = `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]}`

// RemoteInput references a remote schema and has an unrelated error: the
// remote $ref (CETP401) does not hide it (CETP402, at its key).
const RemoteInput = `{
	"type": "object",
	"additionalProperties": false,
	"properties": {
		"where": {"$ref": "https://schemas.example.com/geo.json"}, "radius": {"type": "number", "minimum": "zero"}}}`
