package report

import (
	"encoding/json"
	"io"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/version"
)

// JSONFormatVersion is the version of the JSON output format
// (docs/output.md, docs/output.schema.json).
const JSONFormatVersion = 1

type jsonDoc struct {
	FormatVersion int                  `json:"formatVersion"`
	Tool          jsonTool             `json:"tool"`
	Findings      []finding.Finding    `json:"findings"`
	Errors        []finding.InputError `json:"errors"`
	Summary       jsonSummary          `json:"summary"`
	// Suppressed is present with --show-suppressed.
	Suppressed []jsonSuppressedFinding `json:"suppressed,omitempty"`
	// Inputs lists every input with its outcome, clean ones included.
	Inputs []finding.ScannedInput `json:"inputs,omitempty"`
}

type jsonSuppressedFinding struct {
	finding.Finding
	Suppression jsonSuppression `json:"suppression"`
}

// jsonSuppression says how a finding was suppressed.
type jsonSuppression struct {
	Kind   string            `json:"kind"`
	Reason string            `json:"reason"`
	By     *finding.Location `json:"by,omitempty"`
}

func suppressionOf(s finding.Suppressed) jsonSuppression {
	js := jsonSuppression{Kind: s.Kind, Reason: s.Reason}
	if s.By.Path != "" {
		by := s.By
		js.By = &by
	}
	return js
}

func summaryOf(r *finding.Result) jsonSummary {
	c := r.Counts()
	return jsonSummary{Inputs: r.Inputs, Findings: len(r.Findings), Errors: c[finding.Error],
		Warnings: c[finding.Warning], Notes: c[finding.Note], Unreadable: len(r.Errors), Suppressed: r.Suppressed}
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
func WriteJSON(w io.Writer, r *finding.Result) error {
	doc := jsonDoc{
		FormatVersion: JSONFormatVersion,
		Tool:          jsonTool{Name: "cetpaudit", Version: version.String()},
		Findings:      r.Findings,
		Errors:        r.Errors,
		Summary:       summaryOf(r),
		Inputs:        r.Scanned,
	}
	for _, s := range r.SuppressedFindings {
		doc.Suppressed = append(doc.Suppressed, jsonSuppressedFinding{s.Finding, suppressionOf(s)})
	}
	if doc.Findings == nil {
		doc.Findings = []finding.Finding{}
	}
	if doc.Errors == nil {
		doc.Errors = []finding.InputError{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
