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
	if i+1 >= len(ws) || !(i == 0 || ws[i].clause) {
		return false
	}
	return thirdPersonVerb(ws[i+1].lower)
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
