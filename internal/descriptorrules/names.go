package descriptorrules

import (
	"strings"
	"unicode"

	"github.com/clawseed/cetpaudit/internal/ident"
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// mutationVerbs are verbs that, leading a tool name or description, mark a
// mutation (CETP704/705).
var mutationVerbs = ident.MutationVerbs

// verbStem maps an inflected leading word to its verb ("deletes",
// "deleting", "sends", "creates") when the plain form is a mutation verb.
func verbStem(w string) (string, bool) {
	w = strings.ToLower(w)
	if mutationVerbs[w] {
		return w, true
	}
	for _, suf := range []string{"es", "s", "ing", "ed"} {
		base, ok := strings.CutSuffix(w, suf)
		if !ok || len(base) < 2 {
			continue
		}
		for _, c := range []string{base, base + "e"} {
			if mutationVerbs[c] {
				return c, true
			}
		}
	}
	return "", false
}

// readNouns following an ambiguous leading word make it a noun:
// "transfer_history", "order_status", "call_log".
var readNouns = setOf("history", "list", "status", "count", "log", "logs", "info", "details",
	"summary", "search", "lookup", "stats", "records", "feed", "id", "ids", "type", "types",
	"state", "of", "for", "address", "book", "limits", "rate", "rates", "total", "totals")

// nounFirst are mutation verbs that lead descriptions mostly as nouns
// ("Text of the note", "Email address of ...").
var nounFirst = setOf("like", "text", "message", "email", "star", "empty", "order", "call",
	"post", "book", "change", "share", "mark", "block", "charge", "trade", "deposit", "drop")

// mutationMark says whether a v1 tool's name or description marks a
// mutation: its first name token, or its description's first word, is a
// mutation verb not used as a noun. It returns what marked it, for the
// message, or "".
func MutationMark(name, description string) string {
	if toks := ident.Tokens(name); len(toks) > 0 && mutationVerbs[toks[0]] &&
		(len(toks) == 1 || !readNouns[toks[1]]) {
		return "its name starts with " + quoteWord(toks[0])
	}
	words := strings.FieldsFunc(description, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(words) > 0 {
		v, ok := verbStem(words[0])
		if ok && !nounFirst[v] && (len(words) == 1 || !readNouns[strings.ToLower(words[1])]) {
			return "its description starts with " + quoteWord(words[0])
		}
	}
	return ""
}

func quoteWord(w string) string { return "\"" + w + "\"" }
