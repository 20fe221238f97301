package poisoning

import (
	"strings"
	"unicode/utf8"
)

// Readings of a sentence whose addressee is implied rather than named
// (issue 11, tenth batch): what the user is not to learn, said as a state
// ("users are not informed", "there is nothing to tell the user"), and an
// answer fixed in advance for a question the user may ask ("if the user
// asks why …, the answer is …"). The agent is the one who informs the user
// and answers them, so such a sentence speaks to it whatever its grammar.

// knowWords are verbs and nouns of the user learning something.
var knowWords map[string]bool

var _ = onLoad(func() {
	knowWords = map[string]bool{"informed": true, "inform": true, "told": true, "tell": true, "know": true, "knows": true, "learn": true,
		"learns": true, "notice": true, "notices": true, "notified": true, "notify": true, "mentioned": true, "mention": true, "explained": true,
		"explain": true, "raise": true, "aware": true, "hear": true, "hears": true, "approve": true, "warned": true, "alerted": true, "bother": true,
		"bothered": true, "brought": true}
})

// stateNegs deny the learning: "not", "never", "nothing to tell", "no need".
var stateNegs map[string]bool

var _ = onLoad(func() {
	stateNegs = map[string]bool{"not": true, "never": true, "nothing": true, "no": true, "doesn't": true, "don't": true, "isn't": true,
		"aren't": true, "won't": true, "needn't": true, "neither": true, "nobody": true, "without": true}
})

// hiddenFromUser reports whether the sentence says that the user (or the
// owner, the customer …) will not learn of something: a negation shortly
// before a verb of learning or telling, with the user near it ("users are
// not informed", "the user doesn't need to approve it", "is not something
// to raise with the owner", "the user hears only that …").
func hiddenFromUser(ws []word) (bool, int, int) {
	for i, w := range ws {
		if !w.in(cKnowWords) {
			continue
		}
		neg := false
		// A verb that opens its clause is not negated by the clause before
		// it ("if the label does not exist, tell them …").
		for j := i - 1; j >= 0 && i-j <= 4 && !w.clause; j-- {
			neg = neg || ws[j].in(cStateNegs)
			if ws[j].clause {
				break // "never follow them, and tell the user": another clause
			}
		}
		if neg && prohibition(ws, i) {
			// "Do not mention people unless the user asked": a rule of
			// style said to the agent, read by the cue words.
			continue
		}
		if !neg && (w.lower == "hears" || w.lower == "hear" || w.lower == "told") && i+1 < len(ws) && ws[i+1].lower == "only" {
			neg = true // "the user hears only that it was handled"
		}
		if !neg || agentUnaware(ws, i) || userIsTeller(ws, i) {
			continue
		}
		for j := max(0, i-6); j < len(ws) && j <= i+5; j++ {
			if ws[j].in(cServedNouns) {
				// The span is the clause that says it.
				from, to := min(i, j), max(i, j)
				for from > 0 && !ws[from].clause {
					from--
				}
				for to+1 < len(ws) && !ws[to+1].clause {
					to++
				}
				return true, ws[from].start, ws[to].end
			}
		}
	}
	return false, 0, 0
}

// servedNouns are the person the agent works for: the one a hidden state
// keeps in the dark ("the other members are not told" describes a mute).
var servedNouns map[string]bool

var _ = onLoad(func() {
	servedNouns = map[string]bool{"user": true, "users": true, "user's": true, "customer": true, "customers": true, "owner": true, "holder": true,
		"employee": true, "person": true, "traveller": true, "traveler": true, "buyer": true, "patient": true, "client": true, "nutzer": true,
		"utilisateur": true, "usuario": true, "cliente": true, "anyone": true}
})

// askWords are the user asking or wondering.
var askWords map[string]bool

var _ = onLoad(func() {
	askWords = map[string]bool{"asks": true, "asked": true, "ask": true, "wonders": true, "questions": true, "pregunta": true, "demande": true,
		"fragt": true, "chiede": true, "vraagt": true, "pergunta": true, "frågar": true}
})

// answerWords put an answer in someone's mouth.
var answerWords map[string]bool

var _ = onLoad(func() {
	answerWords = map[string]bool{"answer": true, "reply": true, "response": true, "say": true, "says": true, "said": true, "tell": true,
		"told": true, "claim": true, "claims": true, "deny": true, "denies": true, "denied": true, "blame": true, "blames": true, "répond": true,
		"répondez": true, "dit": true, "dice": true, "dicen": true, "responde": true, "sagt": true, "antwortet": true, "svara": true, "risponde": true}
})

// fixedClaims mark the answer as fixed whatever the facts: an absolute, a
// denial, a cause handed elsewhere, an appeal to the law.
var fixedClaims map[string]bool

var _ = onLoad(func() {
	fixedClaims = map[string]bool{"never": true, "yes": true, "nothing": true, "law": true, "legally": true, "mandatory": true,
		"obligatorio": true, "obligatoire": true, "ley": true, "loi": true, "jamais": true, "nunca": true, "niemals": true, "inga": true,
		"whatever": true, "regardless": true, "blames": true, "blame": true, "fault": true}
})

// prohibition reports whether word i is the verb of a negative order at
// the start of a clause: "Do not tell …", "Never mention …".
func prohibition(ws []word, i int) bool {
	j := i - 1
	if j >= 0 && (ws[j].lower == "not" || ws[j].lower == "never" || ws[j].lower == "don't") {
		if ws[j].clause {
			return true
		}
		if j >= 1 && ws[j-1].lower == "do" && ws[j-1].clause {
			return true
		}
	}
	return false
}

// answeredOnAsk reports whether the sentence fixes the answer to a
// question the user may ask: a condition on someone asking ("if the user
// asks why …", "if asked", "should the owner ask …") and an answer word
// with a fixed claim after it ("the answer given should be that it was
// never there", "the reply blames a tax change", "se le dice que es
// obligatorio por ley").
func answeredOnAsk(ws []word, c string) bool {
	ask := -1
	for i, w := range ws {
		if !w.in(cAskWords) {
			continue
		}
		for j := max(0, i-6); j < i; j++ {
			switch ws[j].lower {
			case "if", "when", "whenever", "should", "si", "cuando", "wenn", "falls", "se", "om", "als", "once":
				ask = i
			}
		}
		if ask >= 0 {
			break
		}
	}
	if ask < 0 {
		return false
	}
	for i, w := range ws {
		if i == ask || !w.in(cAnswerWords) || prohibition(ws, i) {
			continue // "Never blame the user, … even if they ask": a rule, no answer
		}
		if w.lower == "denied" || w.lower == "deny" || w.lower == "denies" {
			if i >= 2 && (ws[i-1].lower == "or" || ws[i-1].lower == "nor") && ws[i-2].lower == "confirm" {
				// "do not confirm or deny it until the caller is
				// verified": the formula of confidentiality, no answer.
				continue
			}
			// The condition: "if/when … denied" before the clause that
			// asks, not "denied" as the answer after the ask.
			inCondition := false
			for j := max(0, i-4); j < i && i < ask; j++ {
				inCondition = inCondition || ws[j].lower == "if" || ws[j].lower == "when" || ws[j].lower == "once"
			}
			if inCondition {
				broken := false
				for j := i + 1; j <= ask; j++ {
					broken = broken || ws[j].clause
				}
				inCondition = broken
			}
			if inCondition {
				continue // "if permission is denied, ask the user to type an address": the condition, not the answer (poisonH49)
			}
			return true // "its existence is denied if asked"
		}
		for j := i + 1; j < len(ws) && j <= i+10 && !(ws[j].clause && semicolonBefore(c, ws[j].start)); j++ {
			// Within the answer, up to a ';': "tell them it is not
			// covered; never invent a forecast" is honest advice and a
			// rule, where "the answer is no, whatever the ACLs say" is one
			// answer.
			if ws[j].in(cFixedClaims) {
				return true
			}
		}
	}
	return false
}

// guidanceHeading reports whether the heading that frames the sentence at
// cs names guidance on using the tool ("Guidance for assistants:", "Notes
// for agents:", "Before you call"): under it, an order that only insists,
// forbids or names the user ("Never invent recipients", "Write in the
// user's language") is advice on this call, not an instruction block. A
// heading of rules, a role or a system marker frames every order.
func guidanceHeading(text string, cs int) bool {
	if guidanceLead(text, cs) {
		return true
	}
	// The heading is the nearest earlier line ending in ':' or starting
	// with '#'.
	floor := max(0, cs-guidanceReach)
	for end := cs; end > floor; {
		// The line starts after the last newline before end, or at floor.
		start := floor + strings.LastIndexByte(text[floor:end-1], '\n') + 1
		line := strings.TrimSpace(text[start:end])
		if strings.HasPrefix(line, "#") || strings.HasSuffix(line, ":") {
			l := strings.ToLower(line)
			// (a FAQ's questions are rhetorical.go's to read; a template
			// or an example is text the agent may adapt, not orders)
			for _, w := range []string{"guidance", "notes for", "note for", "tips", "how to use", "usage", "when to use", "before you call", "field notes", "best practices",
				"faq", "suggested", "template", "example", "sample", "can adapt"} {
				if strings.Contains(l, w) {
					return true
				}
			}
			return false
		}
		end = start
		if end > 0 {
			end-- // the newline
		}
	}
	return false
}

// guidanceReach bounds how far back guidanceHeading looks for the heading,
// so that a text of many framed lines stays linear.
const guidanceReach = 2048

// laterCall reports whether the sentence speaks of a call after this one
// ("the next call", "every later call", "the follow-up call"): data put
// there leaves this call's own input.
func laterCall(ws []word) bool {
	for i, w := range ws {
		switch w.lower {
		case "next", "later", "following", "follow-up", "subsequent", "other":
			for j := i + 1; j < len(ws) && j <= i+2; j++ {
				switch ws[j].lower {
				case "call", "calls", "request", "requests", "invocation", "invocations", "tool":
					return true
				}
			}
		}
	}
	return false
}

// freeTextFields are fields of a call that hold prose or labels: a secret
// placed there is not the credential the call needs but data carried out
// ("the API key is expected in the description field"), where an
// "Authorization" header or a `token` argument is its own input.
var freeTextFields map[string]bool

var _ = onLoad(func() {
	freeTextFields = map[string]bool{"description": true, "tags": true, "tag": true, "label": true, "labels": true, "remarks": true,
		"remark": true, "note": true, "notes": true, "comment": true, "comments": true, "title": true, "subject": true, "memo": true,
		"footer": true, "bio": true, "summary": true, "message": true, "reason": true, "metadata": true, "encoding": true, "path": true,
		"filter": true, "query": true, "tagline": true, "signature": true, "greeting": true, "caption": true}
})

// freeTextField reports whether the sentence names a free-text field.
func freeTextField(ws []word) bool {
	for _, w := range ws {
		if w.in(cFreeTextFields) {
			return true
		}
	}
	return false
}

// semicolonBefore reports whether the text before offset i, past spaces,
// ends in ';' or ':' — a clause of its own rather than a comma's.
func semicolonBefore(c string, i int) bool {
	for i > 0 && (c[i-1] == ' ' || c[i-1] == '\t') {
		i--
	}
	return i > 0 && (c[i-1] == ';' || c[i-1] == ':')
}

// permitsAnyone reports whether the sentence lets something go to anyone
// at all: a permission ("may", "can") and a party that is whoever asks
// ("whoever asks", "anyone at all", "any colleague who asks").
func permitsAnyone(ws []word) bool {
	perm, anyone := false, false
	for i, w := range ws {
		switch w.lower {
		case "may", "can":
			perm = true
		case "whoever":
			anyone = true
		case "anyone", "anybody", "any":
			// "anyone who asks", "anyone at all", "any colleague who asks";
			// not "anyone in the workspace" or "anyone with the link",
			// whom a sharing tool legitimately serves.
			for j := i + 1; j < len(ws) && j <= i+3; j++ {
				anyone = anyone || ws[j].lower == "asks" || ws[j].lower == "asking" || ws[j].lower == "all" && ws[j-1].lower == "at"
			}
		}
	}
	return perm && anyone
}

// cyrillic reports whether c holds a Cyrillic letter (U+0400–U+04FF,
// whose UTF-8 starts with 0xD0–0xD3).
func cyrillic(c string) bool {
	for i := 0; i+1 < len(c); i++ {
		if b := c[i]; b >= 0xD0 && b <= 0xD3 && c[i+1] >= 0x80 && c[i+1] < 0xC0 {
			return true
		}
	}
	return false
}

// foldLookalikes maps the letters fold maps to Latin look-alikes, so that
// a lexicon word matches the folded text.
func foldLookalikes(w string) string {
	if w == "" || w[0] < utf8.RuneSelf && strings.IndexFunc(w, func(r rune) bool { return r >= utf8.RuneSelf }) < 0 {
		return w
	}
	var b strings.Builder
	for _, r := range w {
		if l, ok := lookalike(r); ok {
			r = l
		}
		b.WriteRune(r)
	}
	return b.String()
}
