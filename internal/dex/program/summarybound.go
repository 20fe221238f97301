package program

import "github.com/clawseed/cetpaudit/internal/dex/regflow"

// SummaryTargetBound is the number of targets of one call whose summaries
// are merged into the caller's analysis and summary: SummaryTargets when
// set, else MaxSummaryTargets.
func (p *Program) SummaryTargetBound() int {
	if p.SummaryTargets > 0 {
		return p.SummaryTargets
	}
	return maxSummaryTargets
}

// passesParams reports whether some argument of a call is, or was built
// from, a parameter of the calling method: only then can what the callee
// does change the caller's summary (which speaks of its parameters).
func passesParams(args []regflow.Value) bool {
	for _, a := range args {
		if paramBits(a) != 0 {
			return true
		}
	}
	return false
}
