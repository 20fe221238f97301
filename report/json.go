package report

import (
	"encoding/json"
	"io"

	"github.com/clawseed/cetpaudit/finding"
	"github.com/clawseed/cetpaudit/version"
)

// JSONFormatVersion is the version of the JSON output format
// (docs/output.md, docs/output.schema.json).
const JSONFormatVersion = 1

type jsonDoc struct {
	FormatVersion int               `json:"formatVersion"`
	Tool          jsonTool          `json:"tool"`
	Findings      []finding.Finding `json:"findings"`
	Errors        []InputError      `json:"errors"`
	Summary       jsonSummary       `json:"summary"`
}

type jsonTool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type jsonSummary struct {
	Inputs     int `json:"inputs"`
	Findings   int `json:"findings"`
	Errors     int `json:"error"`
	Warnings   int `json:"warning"`
	Notes      int `json:"note"`
	Unreadable int `json:"unreadable"`
	Suppressed int `json:"suppressed"`
}

// WriteJSON writes the result as one JSON document (docs/output.md).
func WriteJSON(w io.Writer, r *Result) error {
	c := r.Counts()
	doc := jsonDoc{
		FormatVersion: JSONFormatVersion,
		Tool:          jsonTool{Name: "cetpaudit", Version: version.String()},
		Findings:      r.Findings,
		Errors:        r.Errors,
		Summary: jsonSummary{Inputs: r.Inputs, Findings: len(r.Findings), Errors: c[finding.Error],
			Warnings: c[finding.Warning], Notes: c[finding.Note], Unreadable: len(r.Errors), Suppressed: r.Suppressed},
	}
	if doc.Findings == nil {
		doc.Findings = []finding.Finding{}
	}
	if doc.Errors == nil {
		doc.Errors = []InputError{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
