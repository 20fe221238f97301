package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

// CapturePass is what a capture check sees: one capture set (with its paired
// manifest, if any) and the baseline tool list given for comparison.
type CapturePass struct {
	Set *capture.Set
	// Baseline is the --baseline-tools capture set; nil when none was
	// given.
	Baseline *capture.Baseline
	// Scan holds every capture set of the scan, Set among them: the tools
	// and providers of the others are "another tool or provider" for
	// CETP505.
	Scan []*capture.Set
	check.Reporter
}

// Report reports a finding at a captured value; see DeclPass.Report.
func (p *CapturePass) Report(at descriptor.Loc, subject, content, format string, args ...any) {
	p.Add(descriptorrules.ValueFinding(at, subject, content, format, args...))
}

// ReportNote is Report at note level, for texts or values the check could
// not read in full.
func (p *CapturePass) ReportNote(at descriptor.Loc, subject, content, format string, args ...any) {
	p.AddNote(descriptorrules.ValueFinding(at, subject, content, format, args...))
}
