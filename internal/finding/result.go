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
