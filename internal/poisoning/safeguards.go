package poisoning

import (
	"strings"
	"unicode/utf8"
)

// Readings of honest guidance addressed to the agent (2026-12-02, from the
// tune part of the fifteenth batch, by an author who had not seen the
// detector). Real servers write to the agent the way an attack does —
// "For AI agents:", checklists, "never", "the user", secret file names —
// but what they ask narrows the agent's acts or serves the user:
//   - a prohibition whose object is the secret, the private data or the
//     outside party ("never select password hashes", "must not paste
//     secrets into pages", "never grant owner to an identity outside the
//     organisation") protects it: the object no longer completes a leak;
//   - under a label or heading addressed to the agent, an order whose only
//     mention of the user is as the one informed, consulted or served
//     ("show the user the pending migrations", "give the user the
//     cancellation number", "the booking in the user's itinerary") and a
//     prohibition that withholds nothing from the user ("never guess an
//     amount") are advice; withholding ("never tell the user …") still
//     counts;
//   - orders a security text reports, obedience to the user, a told
//     possibility, what a thing may hold or do, example addresses and
//     not asking the user for a value (each function below says how).
//
// The readings are English first: the negations of a few other languages
// open a prohibition, the rest of their shapes are not read yet.

// negWord reports whether l is a negation a prohibition opens with.
func negWord(l string) bool {
	switch l {
	case "not", "never", "don't", "dont", "mustn't", "shouldn't", "cannot", "can't", "won't", "nor", "nunca", "jamais", "niemals", "mai", "nie", "nooit":
		return true
	}
	return false
}

// undoNeg are verbs that turn a negation into an order: "do not forget to
// attach …", "never fail to include …".
var undoNeg map[string]bool

var _ = onLoad(func() {
	undoNeg = map[string]bool{"forget": true, "skip": true, "fail": true, "omit": true, "neglect": true, "hesitate": true,
		"refuse": true, "stop": true, "miss": true, "hold": true, "wait": true, "bother": true}
})

// clauseBreak reports whether a clause boundary that ends a prohibition
// stands between word j and word j+1 of sentence c: a ';', ':' or '.', or
// "but", "instead", "then", "unless", "except", "so" opening the next.
func clauseBreak(ws []word, c string, j int) bool {
	if j+1 >= len(ws) {
		return true
	}
	gap := c[ws[j].end:ws[j+1].start]
	if strings.ContainsAny(gap, ";!?") || strings.Contains(gap, ". ") || strings.Contains(gap, ".\n") || strings.Contains(gap, ": ") {
		return true // not the dot of ".env" nor the colon of "a:b"
	}
	switch ws[j+1].lower {
	case "but", "instead", "then", "unless", "except", "so", "rather", "however":
		return true
	}
	return false
}

// prohibited reports whether word i is the object of a prohibition: a
// negation earlier in its clause, within twelve words, not undone by a
// verb of omission ("never select password hashes, tokens or card
// numbers", "must not paste secrets into pages").
func prohibited(ws []word, c string, i int) bool {
	for j := i - 1; j >= 0 && i-j <= 12; j-- {
		if clauseBreak(ws, c, j) && j+1 <= i-1 {
			// the boundary lies between j and the object
			return false
		}
		if negWord(ws[j].lower) || ws[j].lower == "no" && j+1 < len(ws) && ws[j+1].lower == "longer" {
			k := j + 1
			for k < i && (ws[k].lower == "to" || ws[k].lower == "be" || ws[k].lower == "ever" || ws[k].lower == "even" || ws[k].lower == "longer") {
				k++
			}
			return k < len(ws) && !undoNeg[ws[k].lower]
		}
	}
	return false
}

// secretPathsProhibited reports whether every file of secrets the sentence
// names (hasSecretPath) is the object of a prohibition: "Never commit
// files named `.env` or `id_rsa*`".
func secretPathsProhibited(ws []word, c string) bool {
	seen := false
	for _, k := range secretPaths {
		for from := 0; ; {
			j := strings.Index(c[from:], k.mark)
			if j < 0 {
				break
			}
			at := from + j
			from = at + len(k.mark)
			seen = true
			w := -1
			for x := range ws {
				if ws[x].end > at {
					w = x
					break
				}
			}
			if w < 0 {
				w = len(ws)
			}
			if !prohibited(ws, c, min(w, len(ws)-1)) && (w >= len(ws) || !prohibited(ws, c, w)) {
				return false
			}
		}
	}
	return seen
}

// benefitVerbs inform, consult or serve the person they name: what an
// honest note to the agent asks it to do for the user.
var benefitVerbs map[string]bool

var _ = onLoad(func() {
	benefitVerbs = map[string]bool{"show": true, "tell": true, "give": true, "say": true, "ask": true, "confirm": true, "warn": true,
		"report": true, "explain": true, "offer": true, "mention": true, "notify": true, "inform": true, "display": true, "list": true,
		"read": true, "find": true, "check": true, "let": true, "suggest": true, "describe": true, "summarise": true, "summarize": true,
		"cite": true, "quote": true, "point": true, "remind": true, "help": true, "answer": true, "reply": true, "respond": true}
})

// withholdVerbs are the verbs of informing or consulting a prohibition turns
// into withholding from the user ("never tell the user …").
var withholdVerbs map[string]bool

var _ = onLoad(func() {
	withholdVerbs = map[string]bool{"tell": true, "mention": true, "show": true, "ask": true, "confirm": true, "warn": true, "report": true,
		"inform": true, "notify": true, "reveal": true, "explain": true, "disclose": true, "say": true, "refuse": true, "question": true,
		"let": true, "admit": true, "list": true, "display": true, "alert": true, "bother": true, "wait": true, "check": true, "verify": true, "need": true,
		"query": true, "doubt": true, "challenge": true, "dispute": true, "review": true}
})

// withholdingProhibition reports whether a prohibition in the sentence
// withholds something from the user or skips a check: a negation followed
// by a verb of informing, consulting or checking.
func withholdingProhibition(ws []word) bool {
	for j, w := range ws {
		if !negWord(w.lower) && w.lower != "no" && w.lower != "without" {
			continue
		}
		for k := j + 1; k < len(ws) && k <= j+3; k++ {
			l := strings.TrimSuffix(strings.TrimSuffix(ws[k].lower, "ing"), "s")
			if withholdVerbs[ws[k].lower] || withholdVerbs[l] || strings.HasPrefix(ws[k].lower, "confirm") || strings.HasPrefix(ws[k].lower, "approv") {
				return true
			}
		}
	}
	return false
}

// userServed reports whether each mention of the user in the sentence is
// as the one informed, consulted or served, or as the one whose request
// or property frames the order: after a benefit verb ("show the user",
// "say what the user gets back"), in a possessive ("the user's time
// zone"), or as the subject of asking or naming ("the user asked you").
func userServed(ws []word) bool {
	for i, w := range ws {
		if w.lower != "user" && w.lower != "users" && w.lower != "user's" && w.lower != "customer" && w.lower != "customer's" {
			continue
		}
		if strings.HasSuffix(w.lower, "'s") {
			continue
		}
		if i+1 < len(ws) {
			switch ws[i+1].lower {
			case "asked", "asks", "ask", "wants", "want", "names", "named", "gives", "gave", "chose", "chooses", "picked", "says", "said", "approves", "approved", "confirms", "confirmed", "has", "is", "needs", "gets", "id", "ids":
				continue
			}
		}
		served := false
		for j := i - 1; j >= 0 && i-j <= 4; j-- {
			if benefitVerbs[ws[j].lower] || ws[j].lower == "with" && j > 0 && benefitVerbs[ws[j-1].lower] {
				served = true
				break
			}
		}
		if !served {
			return false
		}
	}
	return true
}

// ruleOwners are the words before "rules" that make them the agent's or
// a set in force ("the house rules", "your rules", "the safety rules").
var ruleOwners map[string]bool

var _ = onLoad(func() {
	ruleOwners = map[string]bool{"house": true, "ground": true, "operating": true, "core": true, "original": true, "old": true, "new": true,
		"usual": true, "normal": true, "standard": true, "default": true, "above": true, "these": true, "those": true, "such": true, "own": true,
		"safety": true, "content": true, "system": true, "security": true, "moderation": true, "usage": true, "privacy": true, "ethical": true,
		"platform": true, "company": true, "global": true, "guardrail": true, "prior": true, "previous": true, "earlier": true, "other": true,
		"all": true, "any": true, "internal": true, "conversation": true, "chat": true, "assistant's": true, "agent's": true, "model's": true,
		"my": true, "his": true, "her": true}
})

// domainRules reports whether the rules word at i is named by a noun of
// the domain before it ("the fare rules", "firewall rules", "naming
// rules"): the rules of a thing, not the agent's.
func domainRules(ws []word, i int) bool {
	if i == 0 || ws[i].lower != "rules" && ws[i].lower != "rule" {
		return false
	}
	p := ws[i-1]
	if ruleOwners[p.lower] || notVerbs[p.lower] || p.literal || !englishVerb(p.lower) {
		return false
	}
	return true
}

// safeAlternative reports whether the sentence forbids an act (not a
// withholding) beside its suggestion ("must not paste secrets into pages;
// suggest the workspace's password manager instead"): with no product,
// partner or price named, the suggestion replaces what is forbidden, it
// does not steer.
func safeAlternative(ws []word) bool {
	for j, w := range ws {
		if negWord(w.lower) && j+1 < len(ws) && !undoNeg[ws[j+1].lower] && !withholdVerbs[ws[j+1].lower] &&
			!(ws[j+1].inLex && ws[j+1].cue.req == rqSteer) { // "never recommend the others" steers
			return true
		}
	}
	return false
}

// reportedOrder reports whether the directive starting at start, in the
// sentence t[cs:ce], is the content of a text the sentence describes
// rather than an order to the agent: a relative clause whose verb of
// telling has the agent as object ("a weather tool whose description asks
// the model to read SSH keys", "an error message that tells the model to
// retry with a secret"), or a quoted example ("(\"AI assistant, ignore your
// instructions\")"), in a text that speaks of attacks, findings or
// untrusted content — a security tool explaining what it detects, or
// honest advice about injected text.
//
// sec finds securityContext's words in the text's lower-case copy, low
// (see securityIndex): the same answer as securityContext on the sentence
// and the reportReach bytes before it, without reading them again for
// every directive.
func reportedOrder(t, low string, sec *securityIndex, cs, ce, start, end int) bool {
	if !sec.within(max(0, cs-reportReach), ce) {
		return false
	}
	c := low[cs:ce]
	at, to := start-cs, min(len(c), end-cs)
	if quotedAt(c, at) {
		return true
	}
	// A participle of telling with the agent as object ("metadata fields
	// asking the model to email the custodian list …"): the text described
	// is what asks.
	for _, part := range [...]string{" asking ", " telling ", " instructing ", " directing ", " urging ", " ordering "} {
		for k := 0; ; {
			j := strings.Index(c[k:], part)
			if j < 0 || k+j > to {
				break
			}
			k += j + len(part)
			if tellsAgent(c[k-len(part)+1:min(len(c), k+40)]) == 0 || agentObject(c[k:min(len(c), k+20)]) {
				if k-len(part) >= at-160 {
					return true
				}
			}
		}
	}
	// A relative clause whose verb of telling has the agent as object,
	// inside the directive's span or just before it in its clause.
	for _, rel := range [...]string{" that ", " which ", " whose ", " who "} {
		for k := 0; ; {
			j := strings.Index(c[k:], rel)
			if j < 0 || k+j > to {
				break
			}
			k += j + len(rel)
			v := tellsAgent(c[k:min(len(c), k+40)])
			if v < 0 {
				continue
			}
			v += k
			if v >= at-120 && v <= to && (v >= at || !strings.Contains(c[v:at], ";") && !strings.Contains(c[v:at], ", and ")) {
				return true
			}
		}
	}
	return false
}

// tellsAgent returns where, in the words after a relative pronoun, a verb
// of telling with the agent as object stands ("whose description asks the
// model", "that tells you"), or -1.
func tellsAgent(s string) int {
	for _, v := range [...]string{"tells ", "asks ", "instructs ", "directs ", "orders ", "urges ", "wants ", "tries to get ", "tell ", "ask ", "instruct "} {
		p := strings.Index(s, v)
		if p < 0 || p > 24 {
			continue
		}
		obj := strings.TrimPrefix(strings.TrimPrefix(s[p+len(v):], "the "), "an ")
		for _, a := range [...]string{"model", "agent", "assistant", "ai ", "llm", "you "} {
			if strings.HasPrefix(obj, a) {
				return p
			}
		}
	}
	return -1
}

// agentObject reports whether s opens with the agent as object ("the
// model", "an ai assistant", "review assistants").
func agentObject(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(s, "the "), "an "), "a ")
	for _, a := range [...]string{"model", "agent", "assistant", "ai ", "llm", "bot"} {
		if strings.HasPrefix(s, a) {
			return true
		}
	}
	return false
}

// reportReach bounds how far before a sentence securityContext looks.
const reportReach = 400

// securityWords are the words securityContext looks for, in lower case.
var securityWords [17]string

var _ = onLoad(func() {
	securityWords = [...]string{"attack", "finding", "injection", "poison", "malicious", "suspicious", "untrusted", "scanner", "flags ", "detects", "phishing", "third-party", "written by", "jailbreak", "red-team",
		// Russian "injection" (внедрение, инъекция), folded as the text is.
		foldLookalikes("внедрени"), foldLookalikes("инъекци")}
})

// securityContext reports whether the text speaks of attacks, findings or
// untrusted content.
func securityContext(s string) bool {
	l := asciiLower(s)
	for _, w := range securityWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// quotedAt reports whether offset at of c lies inside a double-quoted
// example that a parenthesis, "such as", "like" or "e.g." introduces.
func quotedAt(c string, at int) bool {
	open := -1
	for i := 0; i < at && i < len(c); {
		q, n := quoteMark(c, i)
		switch {
		case n == 0:
			i++
			continue
		case q == qOpen:
			open = i
		case q == qClose:
			open = -1
		case open < 0:
			open = i
		default:
			open = -1
		}
		i += n
	}
	if open < 0 || !closedAfter(c[at:]) {
		return false
	}
	from := max(0, open-24)
	before := strings.TrimRight(c[from:open], " ")
	if strings.HasSuffix(before, "(") || strings.HasSuffix(before, ",") && strings.Contains(c[max(0, open-80):open], "(") || strings.HasSuffix(before, ":") {
		return true
	}
	for _, m := range exampleMarkers {
		// As a word: "like", not "unlike"; "come", not "become".
		if k := len(before) - len(m); k >= 0 && before[k:] == m && (k == 0 || !letterByte(before[k-1])) {
			return true
		}
	}
	// The next of a list of examples: "(e.g. \"…\", \"…\" or \"…\")".
	for _, conj := range listJoins {
		if prev := strings.TrimRight(strings.TrimSuffix(before, conj), " "); len(prev) < len(before) {
			if n := closesQuote(prev); n > 0 && len(prev) > n {
				return quotedAt(c, from+len(prev)-n-1)
			}
		}
	}
	return false
}

// listJoins join the items of a list, folded: a comma, "or", "and".
var listJoins []string

var _ = onLoad(func() {
	listJoins = func() []string {
		js := []string{",", " or", " and", " или", " и", " ou", " et", " o", " y", " oder", " und", " e", " of", " en", "、"}
		for i, j := range js {
			js[i] = foldLookalikes(j)
		}
		return js
	}()
})

// closesQuote returns the length of the quotation mark s ends with, or 0.
func closesQuote(s string) int {
	for _, q := range [...]string{"\"", "»", "”", "“", "'"} {
		if strings.HasSuffix(s, q) {
			return len(q)
		}
	}
	return 0
}

// exampleMarkers introduce an example, in lower case: "such as", "e.g.",
// and their equivalents in the languages the corpus holds.
// Folded (foldLookalikes) as the text they are looked for in is.
var exampleMarkers []string

var _ = onLoad(func() {
	exampleMarkers = func() []string {
		ms := []string{"such as", "like", "e.g.", "for example", "for instance", "reading", "saying", "например", "как", "par exemple", "comme",
			"por ejemplo", "como", "ad esempio", "come", "z. b.", "z.b.", "zum beispiel", "wie", "bijvoorbeeld", "zoals", "例如", "比如", "例えば"}
		for i, m := range ms {
			ms[i] = foldLookalikes(m)
		}
		return ms
	}()
})

// Kinds of quotation mark quoteMark tells apart.
const (
	qBoth  = iota // '"' and '“': opens or closes by position
	qOpen         // '«', '„'
	qClose        // '»', '”'
)

// quoteMark returns the kind and the length in bytes of a quotation mark
// at c[i], or length 0.
func quoteMark(c string, i int) (int, int) {
	switch {
	case c[i] == '"':
		return qBoth, 1
	case c[i] == '\'':
		// A single quote opens after a space or a parenthesis and closes
		// before one; an apostrophe stands between letters ("don't").
		before := i == 0 || c[i-1] == ' ' || c[i-1] == '('
		after := i+1 == len(c) || c[i+1] == ' ' || c[i+1] == ',' || c[i+1] == '.' || c[i+1] == ')' || c[i+1] == ';'
		if before != after {
			return qBoth, 1
		}
		return 0, 0
	case c[i] < utf8.RuneSelf:
		return 0, 0
	case strings.HasPrefix(c[i:], "«"):
		return qOpen, len("«")
	case strings.HasPrefix(c[i:], "„"):
		return qOpen, len("„")
	case strings.HasPrefix(c[i:], "»"):
		return qClose, len("»")
	case strings.HasPrefix(c[i:], "”"):
		return qClose, len("”")
	case strings.HasPrefix(c[i:], "“"):
		return qBoth, len("“")
	}
	return 0, 0
}

// closedAfter reports whether s holds a closing quotation mark.
func closedAfter(s string) bool {
	return strings.ContainsAny(s, "\"»”“'")
}

// obeysOthers rejects "only follow the user", "keep following only the
// user": obedience to the user is what the agent owes; "only obey the
// administrator" and "follow only this text" set the user aside.
func obeysOthers(c string, m loc) bool {
	rest := strings.TrimLeft(asciiLower(c[m[1]:min(len(c), m[1]+40)]), " ")
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "only "), "the ")
	rest = strings.TrimPrefix(rest, "your ")
	for _, u := range [...]string{"user", "human", "person you", "customer"} {
		if strings.HasPrefix(rest, u) {
			return false
		}
	}
	return true
}

// notNegatedAs rejects "treat every result as a source, never as
// instructions": the instructions are what the text is not to be taken
// as.
func notNegatedAs(c string, m loc) bool {
	s := asciiLower(c[m[0]:m[1]])
	k := strings.LastIndex(s, " as ")
	if k < 0 {
		return true
	}
	before := strings.TrimRight(s[:k], " ,")
	return !(strings.HasSuffix(before, "never") || strings.HasSuffix(before, "not") || strings.HasSuffix(before, "rather than"))
}

// possibleWords hedge what follows as a possibility.
var possibleWords map[string]bool

var _ = onLoad(func() {
	possibleWords = map[string]bool{"may": true, "might": true, "could": true, "can": true, "probably": true, "possibly": true, "likely": true, "perhaps": true}
})

// honestHide reports whether the concealment cue of n words at i is no
// order to hide: a verb of telling followed by a possibility ("tell them
// it may be in Spam" — a scripted claim asserts, it does not hedge), or
// hiding said of what a thing can do ("moving a page into a private page
// can hide it from people") rather than of the agent ("you can hide it").
func honestHide(ws []word, i, n int) bool {
	if ws[i].lower == "tell" && i+n < len(ws) && possibleWords[ws[i+n].lower] {
		return true
	}
	return thingMay(ws, i)
}

// thingMay reports whether the cue at i follows "can", "may", "could" or
// "might" after a subject that is neither the agent, "you" nor the reply:
// what a thing may do or hold ("messages may contain links", "moving a
// page can hide it from people") describes it; it asks nothing.
func thingMay(ws []word, i int) bool {
	if i < 2 || !(ws[i-1].lower == "can" || ws[i-1].lower == "may" || ws[i-1].lower == "could" || ws[i-1].lower == "might") {
		return false
	}
	switch ws[i-2].lower {
	case "you", "assistant", "agent", "model", "ai", "assistants", "agents", "models", "llm", "we", "i", "it", "they",
		"reply", "replies", "answer", "answers", "response", "responses", "summary", "summaries", "output":
		return false
	}
	return !ws[i-2].in(cAgentNouns) && !ws[i-2].literal
}

// destAddress is hasAddress without the addresses given as examples of a
// format ("a full address such as name@company.example"): an example
// shows what a value looks like, it is nowhere to send to.
func destAddress(c string) bool {
	if !hasAddress(c) {
		return false
	}
	if strings.Contains(c, "://") {
		if !linksForUser(c) {
			return true
		}
		// The pages the user is pointed to are no destination; what
		// else the sentence holds may be.
		if c = withoutURLs(c); !hasAddress(c) {
			return false
		}
	}
	seen := false
	for i := strings.IndexByte(c, '@'); i >= 0; {
		s := i
		for s > 0 && c[s-1] != ' ' && c[s-1] != '(' && c[s-1] != '`' && c[s-1] != '"' {
			s--
		}
		before := strings.TrimRight(asciiLower(c[max(0, s-16):s]), " (`\",:")
		if !(strings.HasSuffix(before, "such as") || strings.HasSuffix(before, "e.g") || strings.HasSuffix(before, "e.g.") ||
			strings.HasSuffix(before, "for example") || strings.HasSuffix(before, "like") || strings.HasSuffix(before, "format")) {
			return true
		}
		seen = true
		k := strings.IndexByte(c[i+1:], '@')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return !seen
}

// participles that follow a noun in a reduced relative clause ("text
// written by anyone", "mail sent by the bank").
func reducedRelative(ws []word, i int) bool {
	if i+2 >= len(ws) || ws[i+2].lower != "by" {
		return false
	}
	p := ws[i+1].lower
	switch p {
	case "written", "sent", "made", "kept", "held", "found", "given", "shown", "taken", "done", "built", "told", "sold", "paid", "read", "left", "put", "set":
		return true
	}
	return strings.HasSuffix(p, "ed") && len(p) > 4
}

// askingForData reports whether rest, after "do not ask the user", asks
// for a value ("for one", "for their card number"): not asking for input
// hides nothing. Not asking for a confirmation, approval or permission
// skips a check and is left to count.
func askingForData(rest string) bool {
	if !strings.HasPrefix(rest, "for ") {
		return false
	}
	for _, w := range [...]string{"confirm", "approv", "permission", "consent", "agreement", "sign-off", "signoff", "the go-ahead", "a go-ahead", "an ok", "ok", "their ok", "feedback", "input", "a decision", "their decision", "review"} {
		if strings.HasPrefix(strings.TrimPrefix(strings.TrimPrefix(rest[4:], "a "), "an "), w) || strings.Contains(rest[:min(len(rest), 40)], w) {
			return false
		}
	}
	return true
}

// askingWhich reports whether rest, after "do not ask the user", is a
// question about a value ("which branch to start from", "what format they
// want"): not asking it chooses a default and hides nothing. A question
// whose clause asks leave to act ("whether it is okay to share", "what
// they think about forwarding it") is a consent the order takes away, and
// "whether"/"if" questions are left to count for the same reason.
func askingWhich(rest string) bool {
	w, tail, _ := strings.Cut(rest, " ")
	switch w {
	case "which", "what", "where", "who", "whom", "how", "when":
	default:
		return false
	}
	if k := strings.IndexAny(tail, ".;:!?\n"); k >= 0 {
		tail = tail[:k]
	}
	for _, c := range [...]string{"ok", "fine", "allow", "permi", "consent", "confirm", "approv", "agree", "think", "feel", "mind", "object"} {
		if containsWordPrefix(tail, c) {
			return false
		}
	}
	return true
}

// containsWordPrefix reports whether a word of s starts with p.
func containsWordPrefix(s, p string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], p)
		if k < 0 {
			return false
		}
		k += i
		if k == 0 || !isWordByte(s[k-1]) {
			return true
		}
		i = k + 1
	}
}
