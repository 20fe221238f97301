package poisoning

import "strings"

// Sentences in which the described tool speaks of itself (poisonF,
// 2026-12-02, issue 11). Two shapes real descriptions use were read as
// orders to the agent:
//
//   - A clause whose verb is in the third person with no subject, or with
//     the tool as subject, states what the tool does: "Overwrites without
//     asking", "It deletes the branch without asking". It skips no
//     confirmation of the agent's; "Never proceed without asking" and "the
//     assistant continues without asking" still do (an imperative, an
//     agent noun).
//   - The text's opening sentence in the imperative names the tool's
//     function ("Read the user's location."), as the scorer already holds
//     for reading and listing: the fixed pattern of the user's weak data
//     ("the user's … address, location, card numbers") is left alone there
//     when the sentence carries nothing of an order besides its verb — no
//     sending or passing on, no urgency, no duty, no "you" or agent noun.

// toolSubjects are the subjects under which a third-person verb says what
// the tool does.
var toolSubjects map[string]bool

var _ = onLoad(func() {
	toolSubjects = map[string]bool{"it": true, "this": true, "the": true, "tool": true, "endpoint": true, "function": true, "command": true, "operation": true, "call": true}
})

// notThirdPersonS are words ending in s that are not verbs in the third
// person: adverbs and the like that open a clause.
var notThirdPersonS map[string]bool

var _ = onLoad(func() {
	notThirdPersonS = map[string]bool{"always": true, "sometimes": true, "perhaps": true, "thus": true, "otherwise": true, "unless": true,
		"as": true, "is": true, "has": true, "was": true, "does": true, "its": true, "this": true, "us": true, "yes": true, "plus": true, "less": true, "besides": true, "nevertheless": true}
})

// toolStatesOwnAct reports whether clause (lower case, the clause's words
// before a match) states what the tool does: its first verb is in the
// third person, with no subject or with the tool as subject, and no agent
// noun or "you" stands in it.
func toolStatesOwnAct(clause string) bool {
	ws := strings.FieldsFunc(clause, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '(' || r == '"' || r == '`' })
	for _, w := range ws {
		if agentNouns[w] || w == "you" || w == "your" || w == "agents" || w == "assistants" || w == "models" {
			return false
		}
	}
	i := 0
	for i < len(ws) && toolSubjects[ws[i]] {
		i++
	}
	for i < len(ws) && (ws[i] == "also" || ws[i] == "then" || ws[i] == "now" || ws[i] == "simply" || ws[i] == "just") {
		i++
	}
	if i >= len(ws) {
		return false
	}
	w := ws[i]
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "'s") && !notThirdPersonS[w]
}

// orderWords, beside an opening imperative, make it an order to the agent
// rather than the tool's function.
var orderWords map[string]bool

var _ = onLoad(func() {
	orderWords = map[string]bool{"always": true, "every": true, "before": true, "first": true, "must": true, "should": true, "you": true, "your": true,
		"send": true, "pass": true, "include": true, "put": true, "forward": true, "append": true, "attach": true, "copy": true, "upload": true, "share": true,
		"post": true, "email": true, "then": true, "also": true, "silently": true, "quietly": true, "secretly": true, "never": true, "don't": true, "not": true}
})

// openingFunction reports whether match m of sentence c, the text's
// opening sentence, is its opening imperative naming the tool's function:
// the match starts at the sentence's first word and nothing of an order
// stands in the sentence besides.
func openingFunction(c string, m loc) bool {
	if len(c) > 2000 || strings.TrimLeft(c[:m[0]], " \t\n#*>-") != "" {
		// A page-long first sentence is no one-line function, and the
		// bound keeps the test linear.
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(c), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '\'') }) {
		if orderWords[w] || agentNouns[w] {
			return false
		}
	}
	return true
}

// withSourceIn returns the word "with" that leads a source [src, srcEnd)
// placed in a field of the call, or -1: "call it again with the full
// transcript of the conversation in `body`" fills `body` without a verb of
// filling (poisonF; a reading of gathered.go's).
func withSourceIn(c string, ws []lw, src, srcEnd int) int {
	with := -1
	for j := src - 1; j >= 0 && j >= src-2; j-- {
		if ws[j].s == "with" {
			with = j
			break
		}
	}
	// The source names the session or a secret as its last word: "the
	// full transcript of the meeting" may be the user's own file.
	if last := ws[srcEnd-1].s; with < 0 || !sessionMarks[last] && !secretNouns[last] {
		return -1
	}
	for j := srcEnd; j+1 < len(ws) && j <= srcEnd+3; j++ {
		if ws[j].clause && j > srcEnd {
			break
		}
		if (ws[j].s == "in" || ws[j].s == "as" || ws[j].s == "into") && ws[j+1].start > 0 && c[ws[j+1].start-1] == '`' {
			return with
		}
	}
	return -1
}
