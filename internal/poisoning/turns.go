package poisoning

import "strings"

// reasonFakeTurn is the reason of a made-up earlier exchange that shows
// the assistant doing more than it was asked and tells the agent to carry
// on the same way.
const reasonFakeTurn = "shows a made-up earlier exchange in which the assistant acts beyond the user's request, and tells the agent to do likewise"

// fakeTurns finds, in l, the ASCII lower-case copy of the folded text
// (prepared.lower), an example or "earlier" exchange
// (a line opening with "User:" and one opening with "Assistant:") whose
// assistant turn reports an act beyond what the user asked — "I also
// declined …", "I still dropped …", "By the way, I rebooked …", "(The
// assistant also replied in #general …)" — followed by an order to
// imitate it ("Continue like this", "Do likewise", "This is the expected
// behaviour"). A worked example teaches by showing: the extra act is the
// order (2026-12-02, from the fifteenth batch). An honest example shows
// the assistant doing what the user asked; one that reports an extra act
// but asks nobody to repeat it is left alone.
func fakeTurns(l string, found func(start, end int, reason string)) {
	if !strings.Contains(l, "assistant:") || !strings.Contains(l, "user:") {
		return
	}
	for at := 0; at < len(l); {
		k := strings.Index(l[at:], "assistant:")
		if k < 0 {
			return
		}
		k += at
		end := strings.IndexByte(l[k:], '\n')
		if end < 0 {
			end = len(l)
		} else {
			end += k
		}
		at = end
		if k > 0 && l[k-1] != '\n' || !strings.Contains(l[max(0, k-600):k], "user:") {
			continue // a turn starts a line, after a user's turn
		}
		turn := l[k:end]
		if !extraAct(turn) || !imitate(l[end:min(len(l), end+300)]) {
			continue
		}
		found(k, end, reasonFakeTurn)
	}
}

// extraAct reports whether an assistant turn reports an act of its own
// beside the answer: "also", "still", "by the way", "as always", "as you
// usually want", "earlier" with a first-person or third-person act.
func extraAct(turn string) bool {
	for _, m := range [...]string{" also ", " still ", "by the way", "as always", "as you usually", " earlier", "while i was at it", "in addition, i", "additionally"} {
		if strings.Contains(turn, m) {
			return strings.Contains(turn, " i ") || strings.Contains(turn, "i have") || strings.Contains(turn, "i've") ||
				strings.Contains(turn, "assistant also") || strings.Contains(turn, ". i ") || strings.Contains(turn, "(i ")
		}
	}
	return false
}

// imitate reports whether the text after a turn tells the agent to carry
// on the way it shows.
func imitate(after string) bool {
	for _, m := range [...]string{"continue", "likewise", "do the same", "same way", "in this way", "like this", "keep this", "expected behaviour",
		"expected behavior", "follow this example", "from here", "as shown", "this tone", "this is correct", "this is the norm"} {
		if strings.Contains(after, m) {
			return true
		}
	}
	return false
}
