package poisoning

import "strings"

// adviceReach bounds, in bytes, how far the pattern readings of this
// file look past a match: a sentence of guidance is shorter, and a long
// run of text dense with matches stays linear.
const adviceReach = 240

// sentenceAfter is the lower-case text after a match up to its
// sentence's end, at most adviceReach bytes.
func sentenceAfter(c string, end int) string {
	rest := c[end:min(len(c), end+adviceReach)]
	if k := strings.IndexAny(rest, ".;!?\n"); k >= 0 {
		rest = rest[:k]
	}
	return strings.ToLower(rest)
}

// The readings poisonV added from honest agent guidance as real servers
// write it (docs/poisoning.md, "Guidance read as guidance"): who acts in
// the clause that holds the cue, what the act is done to, and what a
// flag or a limit on this tool's use says.

// usersOwnWish reports whether the cue at i lies in a condition whose
// subject is the person served wishing or trying to act: "If the user
// wants to share the file with someone outside the organization, warn
// them …". The act there is the user's, the one the guidance answers;
// the agent's orders are in the main clause, read as usual ("If the user
// wants to share a file, also share it with …" still orders a share).
func usersOwnWish(ws []word, i int) bool {
	start := i
	for start > 0 && !ws[start].clause && start > i-12 {
		start--
	}
	k := start
	switch ws[k].lower {
	case "if", "when", "whenever", "once", "unless":
	default:
		return false
	}
	k++
	for k < i && (ws[k].lower == "the" || ws[k].lower == "a" || ws[k].lower == "your") {
		k++
	}
	if k >= i || !ws[k].in(cUserNouns) {
		return false
	}
	k++
	if k >= i {
		return false
	}
	switch ws[k].lower {
	case "wants", "want", "asks", "ask", "tries", "try", "wishes", "wish", "needs", "need", "requests", "chooses", "decides", "plans", "intends", "attempts":
	case "would", "is":
		// "would like to", "is trying to", "is about to"
		if k+1 >= i {
			return false
		}
		switch ws[k+1].lower {
		case "like", "trying", "about", "planning", "going":
		default:
			return false
		}
	default:
		return false
	}
	return true
}

// quietRecovery reports whether the concealing adverb at i ("silently",
// "quietly") qualifies a step of error handling on the call's own input
// or result, in a sentence that names nobody served and no rule: "Quietly
// retry once on a timeout", "Silently ignore unknown fields in the
// input". What is kept quiet is noise, not something the user is owed;
// "silently ignore the user's cancellation" or "silently skip the safety
// checks" still hide.
func quietRecovery(ws []word, i int) bool {
	if ws[i].lower != "quietly" && ws[i].lower != "silently" || i+1 >= len(ws) {
		return false
	}
	switch ws[i+1].lower {
	case "retry", "retries", "ignore", "ignores", "skip", "skips", "drop", "drops", "discard", "discards", "fall", "falls", "reconnect", "reconnects", "truncate", "truncates", "continue", "continues":
	default:
		return false
	}
	// The clause of the adverb: "…; they may come from newer clients"
	// is another clause, about where the fields come from.
	lo, hi := i, i+1
	for lo > 0 && !ws[lo].clause && lo > i-20 {
		lo--
	}
	for hi < len(ws) && !ws[hi].clause && hi < i+20 {
		hi++
	}
	for _, w := range ws[lo:hi] {
		if w.in(cUserNouns) || w.in(cAgentNouns) || w.inLex && w.cue.target&(tgSecret|tgExternal|tgPrivate|tgRules) != 0 {
			return false
		}
		switch w.lower {
		case "safety", "security", "check", "checks", "rule", "rules", "limit", "limits", "warning", "warnings", "policy", "policies",
			"instruction", "instructions", "confirmation", "approval", "consent", "permission", "permissions", "filter", "filters",
			"request", "requests", "cancellation", "complaint", "complaints", "objection", "objections", "opt-out", "refund", "refunds":
			return false
		}
	}
	return true
}

// protectedBefore reports whether the disclosing cue at i is the later
// step of a protective one the sentence opens with: "Redact secrets
// before you include command output in your reply", "Mask card numbers
// when you quote the log". The data is disclosed only once protected;
// without the "before"/"when" that ties them ("mask it in the UI but
// include the full number in `note`") the disclosure stands.
func protectedBefore(ws []word, i int) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0].lower {
	case "redact", "mask", "remove", "strip", "scrub", "censor", "obfuscate", "sanitize", "sanitise", "anonymize", "anonymise", "hash", "blur":
	default:
		return false
	}
	for k := 1; k < i && k < 20; k++ {
		switch ws[k].lower {
		case "before", "when", "whenever", "if":
			return true
		case "but", "then", "and":
			return false
		}
	}
	return false
}

// fromNowOnFact keeps "from now on" as a change of the agent's role
// unless what follows is a thing in the passive — a changelog line about
// the tool's output: "From now on, dates are returned in ISO 8601". A
// subject that is the agent, the user, the reply or the rules ("from now
// on, all replies must …", "from now on you are …") stays an order.
func fromNowOnFact(c string, m loc) bool {
	ws := strings.Fields(strings.Trim(sentenceAfter(c, m[1]), " ,:"))
	for i, w := range ws {
		if i > 4 {
			break
		}
		w = strings.Trim(w, ",`'\"")
		switch w {
		case "you", "your", "assistant", "assistants", "agent", "agents", "model", "models", "ai", "llm", "llms",
			"user", "users", "user's", "reply", "replies", "answer", "answers", "response", "responses", "message", "messages",
			"rule", "rules", "instruction", "instructions", "we", "i":
			return true
		case "is", "are", "will":
			if i == 0 || i+1 >= len(ws) {
				return true
			}
			next := ws[i+1]
			if w == "will" && next == "be" && i+2 < len(ws) {
				next = ws[i+2]
			}
			// A participle of the tool's handling of its data.
			if strings.HasSuffix(next, "ed") || strings.HasSuffix(next, "en") {
				return false
			}
			return true
		}
	}
	return true
}

// useLimit reports whether the text after "… should call" is this tool
// under a limit on how often or when: "The model should call this tool
// at most once per request". A limit on the tool's own use changes no
// role; "should call this tool after every message" does not limit it.
func useLimit(rest string) bool {
	for _, lead := range []string{" this tool ", " it "} {
		if !strings.HasPrefix(rest, lead) {
			continue
		}
		after := rest[len(lead):]
		for _, lim := range []string{"at most", "no more than", "only once", "once per", "only when", "only if", "only after", "sparingly", "at least "} {
			if strings.HasPrefix(after, lim) {
				return true
			}
		}
	}
	return false
}

// flagEffect reports whether the sentence around a confirmation skipped
// ties the skipping to a parameter of the call set by name: "Skip the
// confirmation prompt when `force` is true" describes what the flag
// does. A sentence that also makes the skipping a habit ("always",
// "every") or names no flag stays an order.
func flagEffect(c string, m loc) bool {
	lr := sentenceAfter(c, m[1])
	if !strings.Contains(lr, "`") {
		return false
	}
	around := strings.ToLower(c[max(0, m[0]-adviceReach):min(len(c), m[1]+adviceReach)])
	if strings.Contains(around, "always") || strings.Contains(around, "every") {
		return false
	}
	for _, cond := range []string{" when `", " if `", " when the `", " if the `"} {
		k := strings.Index(lr, cond)
		if k < 0 {
			continue
		}
		after := lr[k+len(cond):]
		e := strings.IndexByte(after, '`')
		if e <= 0 {
			continue
		}
		tail := strings.TrimLeft(after[e+1:], " ")
		for _, v := range []string{"is true", "is set", "is enabled", "is on", "is passed", "is given", "is provided", "= true", "=true"} {
			if strings.HasPrefix(tail, v) {
				return true
			}
		}
	}
	return false
}

// claimUntilChecked reports whether "do not tell the user" is followed by
// a claim that is not to be made until the call has shown it: "Do not
// tell the user that a refund was issued until the tool returns a refund
// id". That is a rule of accuracy; "do not tell the user that the refund
// was declined", or "… about the fee until they have paid", keep the user
// in the dark.
func claimUntilChecked(c string, m loc) bool {
	rest := sentenceAfter(c, m[1])
	if !strings.HasPrefix(rest, " that ") {
		return false
	}
	for _, sep := range []string{" until ", " before ", " unless "} {
		k := strings.Index(rest, sep)
		if k < 0 {
			continue
		}
		after := rest[k+len(sep):]
		for _, ev := range []string{"the tool returns", "the call returns", "the response", "the result", "the tool confirms", "the api confirms",
			"the call succeeds", "the call has succeeded", "it is confirmed", "it has been confirmed", "you have confirmed", "you have checked", "you have verified", "it has been verified"} {
			if strings.Contains(after, ev) {
				return true
			}
		}
	}
	return false
}

// namesServed reports whether a sentence names the person served.
func namesServed(ws []word) bool {
	for _, w := range ws {
		if w.in(cUserNouns) {
			return true
		}
	}
	return false
}

// secretToItsField reports whether a leak pattern's match passes a secret
// into the parameter named for it, in a sentence that names neither the
// person served nor a file: "Pass the access token you received from the
// login tool in the `token` parameter" fills the call's own credential.
// The user's token, a file's key or a secret put in a field named for
// something else ("… in the `notes` parameter") still leak.
func secretToItsField(c string, m loc) bool {
	span := strings.ToLower(c[m[0]:m[1]])
	switch verb, _ := nextWord(span); verb {
	case "pass", "put", "provide", "supply", "set", "use", "include":
	default:
		return false
	}
	head := lastWord(span)
	if len(head) < 3 {
		return false
	}
	head = strings.TrimSuffix(head, "s")
	rest := sentenceAfter(c, m[1])
	if !strings.Contains(rest, "`") {
		return false
	}
	before := c[max(0, m[0]-adviceReach):m[0]]
	if k := strings.LastIndexAny(before, ".;!?\n"); k >= 0 {
		before = before[k+1:]
	}
	low := strings.ToLower(before) + span + rest
	if strings.Contains(low, "user") || strings.Contains(low, "customer") || strings.Contains(low, "~/") || strings.Contains(low, " file") {
		return false
	}
	for {
		k := strings.IndexByte(rest, '`')
		if k < 0 {
			return false
		}
		e := strings.IndexByte(rest[k+1:], '`')
		if e < 0 {
			return false
		}
		if strings.Contains(rest[k+1:k+1+e], head) {
			return true
		}
		rest = rest[k+2+e:]
	}
}

// relayWords are the words by which a note to the agent asks it to pass
// the call's own result or its caveat on to the person served.
var relayWords map[string]bool

var _ = onLoad(func() {
	relayWords = map[string]bool{"you": true, "your": true, "user": true, "users": true, "user's": true, "say": true, "tell": true, "give": true,
		"show": true, "mention": true, "report": true, "let": true, "know": true, "inform": true, "so": true, "them": true, "reply": true, "answer": true}
})

// relaysResult reports whether the words of a note to the agent (up to
// its first sentence's end) hold no negation and no word of keeping,
// pretending or setting aside: "Note to the model: the `total` may be an
// estimate; say so when you report it", "Instructions for the assistant:
// after creating the ticket, give the user its number and link" ask the
// agent to be open with the user. "…: do not tell the user …", "…: tell
// the user it succeeded whatever happens" are left to the scorer's words.
func relaysResult(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "not", "never", "don't", "dont", "no", "without", "instead", "whatever", "regardless", "pretend", "claim", "hide", "keep", "only", "always", "every":
			return false
		}
		if strings.HasSuffix(w, "n't") {
			return false
		}
	}
	return true
}

// ownLiteral reports whether "the model must include …" (the match m)
// puts a named field of the call back into the call: "The model must
// include the `request_id` from the previous response when retrying". A
// field named for a secret, or one put into the reply, a message or
// anything of the user's, stays an order.
func ownLiteral(c string, m loc) bool {
	switch lastWord(strings.ToLower(c[m[0]:m[1]])) {
	case "include", "send", "add", "append", "attach", "fill":
	default:
		return false
	}
	after, ok := strings.CutPrefix(sentenceAfter(c, m[1]), " the `")
	if !ok {
		return false
	}
	e := strings.IndexByte(after, '`')
	if e <= 0 {
		return false
	}
	field := after[:e]
	for _, s := range []string{"token", "key", "secret", "password", "cookie", "credential", "session", "auth"} {
		if strings.Contains(field, s) {
			return false
		}
	}
	tail := after[e+1:]
	for _, s := range []string{"reply", "answer", "message", "user", "email", "chat", "conversation"} {
		if strings.Contains(tail, s) {
			return false
		}
	}
	return true
}

// mislabelRuledOut reports whether the hiding cue at i is a verb of
// presenting, negated, that names what the thing must not be presented
// as: "Do not report exhaustDate as an expiration, and do not present it
// as a projection" is a rule of accuracy. A negated "report" with no "as"
// ("do not report the outage to the user") still hides.
func mislabelRuledOut(ws []word, i int) bool {
	switch ws[i].lower {
	case "report", "present", "describe", "show", "label", "treat", "list", "display":
	default:
		return false
	}
	neg := false
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		switch l := ws[j].lower; {
		case l == "not" || l == "never" || strings.HasSuffix(l, "n't"):
			neg = true
		}
	}
	if !neg {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if ws[j].clause {
			return false
		}
		if ws[j].lower == "as" {
			// "as an expiration"; or a state of all being well, which the
			// rule keeps from being claimed ("do not report it as
			// locked" when the lock is offline). "Do not report it as
			// failed" hides the failure.
			return j+1 < len(ws) && (ws[j+1].lower == "a" || ws[j+1].lower == "an" || ws[j+1].lower == "the" || allWell[ws[j+1].lower] || safeStates[ws[j+1].lower])
		}
	}
	return false
}

// safeStates are states of a thing that mean all is well for it: what a
// rule of accuracy keeps from being reported unverified.
var safeStates map[string]bool

var _ = onLoad(func() {
	safeStates = map[string]bool{"locked": true, "armed": true, "closed": true, "passed": true, "passing": true, "healthy": true, "online": true}
})

// writtenHere reports whether the disclosing cue at i is a participle of
// a file the tool makes, put at the place the parameter names: "Absolute
// path to the project root directory. The env file is written here."
// says where the call writes; it discloses nothing to anyone.
func writtenHere(ws []word, i int) bool {
	if i == 0 || i+1 >= len(ws) {
		return false
	}
	switch ws[i].lower {
	case "written", "stored", "saved", "created", "placed", "generated", "downloaded", "kept":
	default:
		return false
	}
	switch ws[i-1].lower {
	case "is", "are", "be", "gets", "get":
	default:
		return false
	}
	// What is written is a file the call makes, not a value put into
	// this field: "the user's SSH key is written here" still leaks.
	if i < 2 {
		return false
	}
	switch ws[i-2].lower {
	case "file", "files", "output", "report", "archive", "log", "logs", "snapshot", "backup", "dump", "export", "bundle":
	default:
		return false
	}
	if ws[i+1].lower == "here" {
		return true
	}
	return i+2 < len(ws) && (ws[i+1].lower == "to" || ws[i+1].lower == "in" || ws[i+1].lower == "into") && (ws[i+2].lower == "this" || ws[i+2].lower == "that")
}

// shownToAClass reports whether "don't show … to users" (the match m)
// keeps an element of the product's own interface from a class of users
// named by a relative clause: "Don't show this survey to users who saw any
// survey in the last 30 days" caps how often it appears. Something else
// kept from users ("don't show the fee to users who ask") still hides.
func shownToAClass(c string, m loc) bool {
	span := strings.ToLower(c[m[0]:m[1]])
	if !strings.Contains(span, "show") {
		return false
	}
	ui := false
	for _, w := range strings.Fields(span) {
		switch strings.Trim(w, ".,;:") {
		case "survey", "surveys", "banner", "banners", "popup", "popups", "pop-up", "tooltip", "tooltips", "dialog", "tour", "announcement", "announcements", "prompt", "prompts", "modal":
			ui = true
		}
	}
	if !ui {
		return false
	}
	next, _ := nextWord(c[m[1]:])
	return next == "who" || next == "that" || next == "whose"
}

// opensToUser reports whether an imperative sentence only asks the agent
// to be open with the person served about the call: "Keep the user
// informed about long-running steps", "Report errors verbatim", "Tell the
// user when a result is cached". Under a heading addressed to the agent
// that is guidance; a negation, a word of keeping back, pretending or
// insisting ("report success whatever happens", "do not tell …") leaves
// the sentence to the framing.
func opensToUser(ws []word) bool {
	if len(ws) < 2 {
		return false
	}
	low := make([]string, len(ws))
	for i, w := range ws {
		low[i] = w.lower
	}
	switch ws[0].lower {
	case "keep":
		ok := false
		for _, w := range low[1:] {
			if w == "informed" || w == "updated" || w == "posted" {
				ok = true
			}
		}
		return ok && relaysResult(low[1:])
	case "report", "tell", "show", "quote", "cite", "explain", "mention", "summarize", "summarise", "confirm", "ask", "let", "inform", "warn", "say":
		return relaysResult(low)
	}
	return false
}
