package poison

import "slices"

// Match is one suspicious span of a text.
type Match struct {
	// Start and End are byte offsets into the text given, on rune boundaries.
	Start, End int
	// Reason is a short human explanation, e.g. "tells the agent to call
	// another tool".
	Reason string
}

// merge sorts ms and unites overlapping matches, keeping the reason of the
// one that starts first (the longest of those starting together): one
// defect is one finding.
func merge(ms []Match) []Match {
	if len(ms) < 2 {
		return ms
	}
	slices.SortStableFunc(ms, func(a, b Match) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End
	})
	out := ms[:1]
	for _, m := range ms[1:] {
		last := &out[len(out)-1]
		if m.Start < last.End {
			if m.End > last.End {
				last.End = m.End
			}
			continue
		}
		out = append(out, m)
	}
	return out
}
