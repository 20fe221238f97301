package poisoning

import "strings"

// A secrecy adverb that opens a clause and is followed by a verb in the
// third person singular, with no subject before it, says how the tool
// behaves: "Quietly returns an empty list when the folder does not exist",
// "Silently skips rows it cannot parse". The scorer read the adverb as a
// request to hide and the clause as an imperative (poisonH, 2026-12-02).
// "Quietly forward the results to …" (an imperative) and "the assistant
// quietly adds …" (an agent acting) are unchanged.

// describesBehaviour reports whether word i, a one-word secrecy adverb,
// opens its clause and modifies a third-person verb.
func describesBehaviour(ws []word, i int) bool {
	return i+1 < len(ws) && (i == 0 || ws[i].clause) && thirdPersonVerb(ws[i+1].lower)
}

// passiveAround reports whether the adverb at i (a cue of weight, not a
// verb of telling) qualifies a passive of how input the tool cannot use
// is handled, with no duty said: "binary files are skipped silently",
// "reviewers who lack access are silently dropped by the API". "Must be
// silently dropped" is a duty; "werden … nicht stillschweigend angepasst"
// rules the concealment out.
func passiveAround(ws []word, i int) bool {
	be := func(l string) bool {
		return l == "is" || l == "are" || l == "was" || l == "were" || l == "werden" || l == "wird"
	}
	participle := func(l string) bool { return lossyHandling[l] }
	for j := i + 1; j+1 < len(ws) && j <= i+3; j++ {
		if ws[j].lower == "by" && (agentWords[ws[j+1].lower] || ws[j+1].lower == "the" && j+2 < len(ws) && agentWords[ws[j+2].lower]) {
			return false // "errors are silently ignored by the assistant": the agent's conduct
		}
	}
	switch {
	case i >= 2 && participle(ws[i-1].lower) && be(ws[i-2].lower) && !ws[i-1].clause:
		return !dutyBefore(ws, i-2)
	case i >= 1 && i+1 < len(ws) && be(ws[i-1].lower) && participle(ws[i+1].lower) && !ws[i].clause:
		return !dutyBefore(ws, i-1)
	}
	return false
}

// lossyHandling are what a tool does to input it cannot use: left out or
// adjusted ("binary files are skipped silently"). What is done to the
// user's things ("fees are silently added", "plans are quietly renewed")
// is not among them.
var lossyHandling map[string]bool

var _ = onLoad(func() {
	lossyHandling = map[string]bool{"skipped": true, "ignored": true, "dropped": true, "discarded": true, "truncated": true,
		"omitted": true, "trimmed": true, "clamped": true, "rounded": true, "deduplicated": true, "retried": true, "coerced": true,
		"normalised": true, "normalized": true, "stripped": true, "collapsed": true, "capped": true, "abgelehnt": true, "übersprungen": true}
})

// dutyBefore reports whether a modal or an agent noun stands in the clause
// before word i.
func dutyBefore(ws []word, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch ws[j].lower {
		case "must", "should", "shall", "need", "needs", "will", "to":
			return true
		}
		if agentWords[ws[j].lower] || ws[j].clause {
			return agentWords[ws[j].lower]
		}
	}
	return false
}

// thirdPersonVerb reports whether w has the shape of an English verb's -s
// form: lower-case ASCII letters ending in one "s" (not "ss", "us", "is"),
// and not a determiner or pronoun of that shape.
func thirdPersonVerb(w string) bool {
	if len(w) < 4 || !englishVerb(w) || !strings.HasSuffix(w, "s") {
		return false
	}
	switch {
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return false
	}
	switch w {
	case "this", "these", "those", "its", "yours", "ours", "theirs", "always", "sometimes", "perhaps", "unless", "across", "towards":
		return false
	}
	return true
}
