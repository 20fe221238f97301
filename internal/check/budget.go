package check

import (
	"fmt"
	"strconv"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// DefaultMaxPerRule is how many findings one rule reports on one input by
// default (scan --max-findings-per-rule).
const DefaultMaxPerRule = 1000

// Budget caps how many findings one rule keeps on one input: a crafted
// input repeating a defect a million times must not build a million
// findings. Past the cap, reports are only counted, and Note stands for
// them. A Budget is shared by the reporters of one rule on every target of
// the input.
type Budget struct {
	max     int
	kept    map[dedupeKey]bool
	dropped int
	// at is where the note goes: the file of the first finding.
	at finding.Location
}

// admit reports whether f is kept. A repeat of a kept finding is dropped at
// once (Dedupe would drop it) and not counted; past the cap the rest are
// counted.
func (b *Budget) admit(f finding.Finding) bool {
	k := keyOf(f)
	if b.kept[k] {
		return false
	}
	if len(b.kept) == 0 {
		b.at = finding.Location{Path: f.Location.Path, FromDebugInfo: f.Location.FromDebugInfo}
	}
	if len(b.kept) >= b.max {
		b.dropped++
		return false
	}
	b.kept[k] = true
	return true
}

// Note is the one finding that stands for those the budget left out, or
// nil when it left none out. Its identity is the rule and file, not the
// count, so a baseline keeps recognising it.
func (b *Budget) Note(r *rules.Rule) *finding.Finding {
	if b == nil || b.dropped == 0 {
		return nil
	}
	at := b.at
	at.Logical, at.LogicalKind = "findings-budget", "budget"
	return &finding.Finding{
		RuleID: r.ID,
		Level:  finding.Note,
		Message: fmt.Sprintf("… and %s more %s in this file: the first %d are reported, the per-rule budget of one input; fix those and scan again, or raise it with --max-findings-per-rule",
			thousands(b.dropped), r.ID, b.max),
		Location: at,
		Identity: "findings-budget:" + r.ID,
	}
}

// dedupeKey is what makes two findings the same one.
type dedupeKey struct{ rule, path, logical, msg string }

func keyOf(f finding.Finding) dedupeKey {
	return dedupeKey{f.RuleID, f.Location.Path, f.Location.Logical, f.Message}
}

// thousands writes n with comma separators ("59,990").
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
