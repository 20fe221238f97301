// Package capturerules holds the checks of the rules that read a capture
// set as a whole: what needs capture-only context such as the negotiation,
// v1 lists, error responses, a baseline or a paired manifest (sources N, P,
// T, T1, E and B in the catalog). The checks of one provider's declarations
// alone are in descriptorrules, which serves Go code too.
package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// Checks are the capture-set checks, by rule.
var Checks = check.NewRegistry[*CapturePass]("capture")

func register(id string, fn func(*CapturePass)) { Checks.Register(id, fn) }

// Run runs rule r's capture check, if it has one, on the set; baseline is
// the --baseline-tools capture set or nil, b the finding budget (nil for
// none).
func Run(r *rules.Rule, s *capture.Set, baseline *capture.Baseline, b *check.Budget) []finding.Finding {
	return RunInScan(r, s, []*capture.Set{s}, baseline, b)
}

// RunInScan is Run for a set among the scan's sets (which hold s).
func RunInScan(r *rules.Rule, s *capture.Set, scan []*capture.Set, baseline *capture.Baseline, b *check.Budget) []finding.Finding {
	fn := Checks.Lookup(r.ID)
	if fn == nil {
		return nil
	}
	p := &CapturePass{Set: s, Baseline: baseline, Scan: scan, Reporter: check.NewReporter(r, b)}
	fn(p)
	return p.Findings()
}
