package report

import (
	"encoding/json"
	"io"
	"sync"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/version"
)

// JSONL streams a scan as JSON Lines (docs/output.md): one object per line,
// written as soon as the input it belongs to is done, so a fleet scan can be
// consumed while it runs. Every line has a "type": "start" first, then
// "finding", "suppressed" and "error" lines in any interleaving, and
// "summary" last. It is safe for concurrent use; each line is written with
// one Write call.
type JSONL struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// NewJSONL starts a JSON Lines stream on w and writes its "start" line.
func NewJSONL(w io.Writer) *JSONL {
	j := &JSONL{w: w}
	j.line(struct {
		Type          string   `json:"type"`
		FormatVersion int      `json:"formatVersion"`
		Tool          jsonTool `json:"tool"`
	}{"start", JSONFormatVersion, jsonTool{Name: "cetpaudit", Version: version.String()}})
	return j
}

type jsonlFinding struct {
	Type string `json:"type"`
	finding.Finding
}

type jsonlSuppressed struct {
	Type string `json:"type"`
	finding.Finding
	Suppression jsonSuppression `json:"suppression"`
}

type jsonlError struct {
	Type string `json:"type"`
	finding.InputError
}

// Findings writes one "finding" line per finding.
func (j *JSONL) Findings(fs []finding.Finding) {
	for _, f := range fs {
		j.line(jsonlFinding{"finding", f})
	}
}

// Suppressed writes one "suppressed" line per suppressed finding.
func (j *JSONL) Suppressed(ss []finding.Suppressed) {
	for _, s := range ss {
		j.line(jsonlSuppressed{"suppressed", s.Finding, suppressionOf(s)})
	}
}

// InputError writes an "error" line for an input that could not be read.
func (j *JSONL) InputError(e finding.InputError) { j.line(jsonlError{"error", e}) }

// Summary writes an "input" line per input (its outcome), then the closing
// "summary" line, and returns the first write error of the stream.
func (j *JSONL) Summary(r *finding.Result) error {
	for _, in := range r.Scanned {
		j.line(struct {
			Type string `json:"type"`
			finding.ScannedInput
		}{"input", in})
	}
	j.line(struct {
		Type string `json:"type"`
		jsonSummary
	}{"summary", summaryOf(r)})
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.err
}

func (j *JSONL) line(v any) {
	b, err := json.Marshal(v)
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.err != nil {
		return
	}
	if err != nil {
		j.err = err
		return
	}
	_, j.err = j.w.Write(append(b, '\n'))
}
