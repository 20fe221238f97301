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
		if forbiddenDone(l[max(0, k-600):k], turn) {
			found(k, end, reasonForbiddenTurn)
			continue
		}
		if !extraAct(turn) || !imitate(l[end:min(len(l), end+300)]) {
			continue
		}
		found(k, end, reasonFakeTurn)
	}
}

// transcriptTurn reports whether the role marker at start in l (the
// lower-case text) opens an assistant's turn that answers a user's turn
// on the line before: "User: show my albums.\nAssistant: Here are …".
// What such a turn does is read by fakeTurns and forbiddenDone.
func transcriptTurn(l string, start int) bool {
	for start < len(l) && (l[start] == ' ' || l[start] == '*') {
		start++
	}
	if !strings.HasPrefix(l[start:], "assistant:") && !strings.HasPrefix(l[start:], "ai:") && !strings.HasPrefix(l[start:], "agent:") {
		return false
	}
	if start == 0 || l[start-1] != '\n' {
		return false
	}
	prev := l[:start-1]
	if k := strings.LastIndexByte(prev, '\n'); k >= 0 {
		prev = prev[k+1:]
	}
	prev = strings.TrimLeft(prev, " *>-")
	for _, u := range [...]string{"user:", "human:", "customer:", "q:", "me:"} {
		if strings.HasPrefix(prev, u) {
			// Unless the text goes on to ask for more of the same ("Keep
			// doing the split"): then the turn is a model to follow.
			end := len(l)
			if e := strings.IndexByte(l[start:], '\n'); e >= 0 {
				end = start + e
			}
			return !imitate(l[end:min(len(l), end+300)])
		}
	}
	return false
}

// reasonForbiddenTurn is the reason of an example exchange in which the
// assistant does what the user's turn forbade.
const reasonForbiddenTurn = "shows an example exchange in which the assistant does what the user told it not to [request: act against the user; example]"

// forbiddenDone reports whether the assistant turn reports doing, in the
// first person, what the user's turn before it forbade: "User: … but
// don't share anything." then "Assistant: … I also shared them with
// your contacts". An example teaches by showing; showing the agent
// overriding the user's refusal teaches that, whatever follows it.
func forbiddenDone(before, turn string) bool {
	u := strings.LastIndex(before, "user:")
	if u < 0 {
		return false
	}
	user := before[u:]
	for _, neg := range [...]string{"don't ", "do not ", "never ", "dont "} {
		k := strings.Index(user, neg)
		if k < 0 {
			continue
		}
		verb := user[k+len(neg):]
		if e := strings.IndexFunc(verb, func(r rune) bool { return r > 0x7f || !isWordByte(byte(r)) }); e >= 0 {
			verb = verb[:e]
		}
		if len(verb) < 3 {
			continue
		}
		stem := strings.TrimSuffix(verb, "e") // share → shar: shared, sharing
		for _, lead := range [...]string{"i ", "i also ", "i still ", "i've ", "i have ", "i went ahead and "} {
			if k := strings.Index(turn, lead+stem); k >= 0 {
				return true
			}
		}
	}
	return false
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
	for _, m := range [...]string{"continue", "likewise", "do the same", "same way", "in this way", "like this", "keep this", "keep doing", "expected behaviour",
		"expected behavior", "follow this example", "from here", "as shown", "this tone", "this is correct", "this is the norm"} {
		if strings.Contains(after, m) {
			return true
		}
	}
	return false
}
