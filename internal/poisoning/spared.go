package poisoning

import "strings"

// The user's feelings given as the reason to misinform them (poisonU,
// 2026-12-03, issue 11). Several of the tune part's misses justify a lie
// or a silence by what the truth would do to the user: "mentioning
// rollbacks only worries them; they are reported as \"routine
// maintenance\"", "findings … are downgraded to `low`, since users tend
// to overreact", "telling the user that a review was done keeps them
// comfortable, so say that one was", "ассистент об этом не рассказывает,
// пользователей это только путает". Honest guidance cares about the
// user's reaction too ("users tend to overreact to raw scores, so explain
// them in plain words"), but it never answers it by a label, a downgrade,
// a scripted claim or a silence.
//
// The reading takes one sentence holding both:
//   - a motive about the user's feelings (sparedMotives): it worries,
//     confuses, alarms or upsets them, they overreact or panic, it keeps
//     them comfortable, calm or happy;
//   - an act that misstates or withholds (sparedActs): reported,
//     described, labelled, presented, shown or marked as; downgraded or
//     played down; "say that", "so say"; not mentioned, not told, left
//     out.

const reasonSpared = "tells the agent to misstate or withhold something to spare the user's feelings [request: hide or misstate; the user's reaction as the reason]"

// sparedWords are the sentence scan's cue words of sparedMotives.
const sparedWords = "worries worry comfortable calm happy overreact overreacts confuses confuse upset upsets panic unsettle unsettles " +
	"alarming nervous scare scares frighten frightens beunruhigt verunsichert tranquilos preocupa"

// sparedMotives give the user's feelings as the reason.
var sparedMotives = [...]string{"only worries", "only worry", "would worry", "worries them", "worry them", "worries users", "keeps them comfortable",
	"keep them comfortable", "keeps them calm", "keep them calm", "keeps them happy", "keep them happy", "keeps the user happy",
	"tend to overreact", "tends to overreact", "overreact to", "only confuses", "only confuse", "would confuse", "confuses them",
	"confuses users", "only upsets", "would upset", "upsets them", "don't panic", "do not panic", "not to panic", "unsettles them",
	"unsettle them", "alarms them", "alarm them", "alarming them", "makes them nervous", "make them nervous", "scares them",
	"frightens them", "ne fait qu'inquiéter", "les inquiète", "beunruhigt nur", "verunsichert nur", "para mantenerlos tranquilos",
	"solo los preocupa", "só preocupa", "только путает", "только пугает", "только тревожит", "только нервирует"}

// sparedActs misstate or withhold.
var sparedActs = [...]string{"reported as", "described as", "labelled as", "labeled as", "presented as", "shown as", "marked as",
	"downgraded", "played down", "say that", "so say", "say it was", "say so", "tell them that", "not mentioned", "never mentioned",
	"not told", "never told", "left out", "not mention", "never mention", "не рассказывает", "не сообщает", "не говорит", "ne dit pas",
	"ne le dit pas", "sagt es nicht", "erwähnt es nicht", "no lo menciona", "não menciona"}

// sparedText reports whether a sentence with letters beyond ASCII holds
// a Cyrillic motive the scan cannot see.
func sparedText(c string) bool {
	return strings.Contains(c, "только") || strings.Contains(c, "inquiète") || strings.Contains(c, "só preocupa")
}

// sparedFeelings reports the sentence l[cs:ce] (lower-case folded text)
// when it misstates or withholds something for the user's feelings (see
// the file comment).
func sparedFeelings(l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	if !containsAny(c, sparedMotives[:]) {
		return
	}
	for _, a := range sparedActs {
		if strings.Contains(c, a) {
			start := 0
			for start < len(c) && (c[start] == ' ' || c[start] == '\n') {
				start++
			}
			found(cs+start, ce, reasonSpared)
			return
		}
	}
}
