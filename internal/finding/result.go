package finding

// InputError is an input that could not be read.
type InputError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// Result is what one run produced, with paths already relative to the root.
type Result struct {
	Findings []Finding
	Errors   []InputError
	// Inputs counts the files that were scanned, failed ones included.
	Inputs int
	// Suppressed counts findings left out by suppressions or a baseline.
	Suppressed int
	// SuppressedFindings are those findings with why they were left out,
	// when the run keeps them (--show-suppressed).
	SuppressedFindings []Suppressed
	// Notes are what the run could not do as asked without failing (an
	// APK no --manifest-source matched): shown on standard error.
	Notes []string
	// NotesAt says where in the inputs each note points, by index into
	// Notes (a Go limit note sits on a line); a note with no place has
	// none. SARIF carries it as the notification's location.
	NotesAt map[int]Location
	// Scanned lists every input of the run with its outcome, in input
	// order, clean ones included.
	Scanned []ScannedInput
	// SkippedDirs are the directories a walk did not enter (VCS data,
	// dependencies), relative to the root, for the message of a walk that
	// found nothing.
	SkippedDirs []string
}

// ScannedInput is one input and what became of it.
type ScannedInput struct {
	Path string `json:"path"`
	// Kind is "APK", "manifest" or "capture".
	Kind string `json:"kind"`
	// Package is the application id of an APK or manifest, when known.
	Package    string `json:"package,omitempty"`
	Findings   int    `json:"findings"`
	Suppressed int    `json:"suppressed,omitempty"`
	// Error is why the input could not be read; empty when it was.
	Error string `json:"error,omitempty"`
}

// Suppressed is a finding a suppression or the baseline left out.
type Suppressed struct {
	Finding Finding
	// Kind is how it was suppressed: "tools:ignore", "//cetpaudit:ignore",
	// "config" or "baseline".
	Kind string
	// Reason is the suppression's justification.
	Reason string
	// By is where the suppression is written (empty for the baseline).
	By Location
}

// Counts returns the number of findings per level.
func (r *Result) Counts() map[Level]int {
	c := map[Level]int{}
	for _, f := range r.Findings {
		c[f.Level]++
	}
	return c
}

// AtOrAbove reports whether any finding has at least level min. None means
// nothing fails.
func (r *Result) AtOrAbove(min Level) bool {
	if min == None {
		return false
	}
	for _, f := range r.Findings {
		if f.Level >= min {
			return true
		}
	}
	return false
}
