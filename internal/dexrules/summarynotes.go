package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// incompleteSummary says, for a note, that what helper t does with its
// parameters may be missing from its summary, and why (a call inside it,
// or in a helper it calls, with more targets than summaries are merged
// for; an analysis that did not converge).
func incompleteSummary(t *dex.Method, s *program.Summary) string {
	return fmt.Sprintf("the summary of %s may be incomplete: %s", Short(t), finding.Sanitize(s.Incomplete))
}
