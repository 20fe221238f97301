// Package schemas embeds the tools' JSON Schemas from .json files; a
// defect in one is reported inside the file, at its key, when a package
// that declares a tool with it is analyzed.
package schemas

import _ "embed"

// DeleteInput is the input of delete_note: its minLength is a string, not
// a number (CETP402, at that key in delete.json).
//
//go:embed delete.json
var DeleteInput string

// NoteOutput is every tool's output.
//
//go:embed output.json
var NoteOutput []byte
