package poisoning

import "testing"

// checkMatches verifies what every function promises: spans inside the
// text, non-empty, on rune boundaries, sorted and not overlapping, with a
// reason.
func checkMatches(t testing.TB, what, text string, ms []Match) {
	t.Helper()
	prevEnd := 0
	for i, m := range ms {
		switch {
		case m.Start < 0 || m.End > len(text) || m.Start >= m.End:
			t.Fatalf("%s: match %d [%d,%d) out of bounds for %d bytes", what, i, m.Start, m.End, len(text))
		case !runeBoundary(text, m.Start) || !runeBoundary(text, m.End):
			t.Fatalf("%s: match %d [%d,%d) not on rune boundaries", what, i, m.Start, m.End)
		case m.Start < prevEnd:
			t.Fatalf("%s: match %d [%d,%d) overlaps or precedes the previous one ending at %d", what, i, m.Start, m.End, prevEnd)
		case m.Reason == "":
			t.Fatalf("%s: match %d has no reason", what, i)
		}
		prevEnd = m.End
	}
}

// runeBoundary reports whether i is an offset that ranging over text
// stops at (invalid bytes count as one rune each).
func runeBoundary(text string, i int) bool {
	if i == 0 || i == len(text) {
		return true
	}
	for k := range text {
		if k == i {
			return true
		}
		if k > i {
			return false
		}
	}
	return false
}
