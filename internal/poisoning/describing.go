package poisoning

import "strings"

// Words of an order used to describe a thing (the blind honest set
// poisonX24, 2026-12-04): honest descriptions name an activity, a payload,
// a server's own address or the input a condition tests with the words an
// order would use. Each reading below takes the cue word out of the order
// it would otherwise start.

// rolePlayNoun reports whether the persona cue at i is "roleplay" or
// "role-play" naming an activity before a noun ("Role-play game master",
// "a roleplay exercise"): the name of what the tool runs, not an order to
// play a role ("Roleplay as …", "role-play a pirate").
func rolePlayNoun(ws []word, i, n int) bool {
	if n != 1 || ws[i].lower != "roleplay" && ws[i].lower != "role-play" || i+1 >= len(ws) || ws[i+1].clause {
		return false
	}
	return !rolePlayObjects[ws[i+1].lower]
}

// rolePlayObjects are the words after "roleplay" that make it a verb: a
// role, a manner, someone.
var rolePlayObjects map[string]bool

var _ = onLoad(func() {
	rolePlayObjects = map[string]bool{"as": true, "a": true, "an": true, "the": true, "that": true, "with": true, "you": true, "your": true,
		"this": true, "someone": true, "being": true, "like": true, "one": true, "my": true, "his": true, "her": true, "their": true}
})

// creditedAway reports whether the cue at i, "not to the assistant", ends
// a clause that credits something to someone else: "edits are attributed
// to the owner, not to the assistant". Without a verb of crediting ("the
// role belongs to the game, not to the assistant") it says what is not
// the agent's, which changes nothing the agent does.
func creditedAway(ws []word, i int) bool {
	for j := i - 1; j >= 0 && i-j <= 10; j-- {
		if creditVerbs[ws[j].lower] {
			return true
		}
	}
	return false
}

var creditVerbs map[string]bool

var _ = onLoad(func() {
	creditVerbs = map[string]bool{"attributed": true, "credited": true, "ascribed": true, "signed": true, "authored": true, "logged": true,
		"recorded": true, "shown": true, "displayed": true, "labelled": true, "labeled": true, "marked": true, "attribute": true, "credit": true}
})

// purposeSend reports whether the send cue at i is an infinitive saying
// what a value is for, after a noun of content: "JSON object to send to
// the webhook", "text to post to the channel". The value is this call's
// own input; the scorer keeps the order when the sentence also names
// secrets or private data.
func purposeSend(ws []word, i int) bool {
	return i >= 2 && !ws[i].clause && ws[i-1].lower == "to" && !ws[i-1].clause && payloadNouns[ws[i-2].lower]
}

var payloadNouns map[string]bool

var _ = onLoad(func() {
	payloadNouns = map[string]bool{"object": true, "payload": true, "message": true, "messages": true, "text": true, "body": true, "content": true,
		"data": true, "file": true, "files": true, "event": true, "events": true, "value": true, "values": true, "string": true, "json": true,
		"document": true, "documents": true, "note": true, "comment": true, "item": true, "items": true, "record": true, "records": true,
		"notification": true, "alert": true, "email": true, "e-mail": true, "attachment": true, "attachments": true, "image": true,
		"photo": true, "report": true, "post": true, "reply": true, "markdown": true, "html": true, "bytes": true, "blob": true}
})

// serverOwned reports whether the private-data cue at i (an address, an
// identifier) belongs to a server of the service, one modifier allowed
// between: "this server's IP address", "the proxy's outbound address" —
// the service's, not the user's.
func serverOwned(ws []word, i int) bool {
	for j := i - 1; j >= 0 && i-j <= 2; j-- {
		if serverOwners[ws[j].lower] {
			return true
		}
		if ws[j].clause {
			break
		}
	}
	return false
}

var serverOwners map[string]bool

var _ = onLoad(func() {
	serverOwners = map[string]bool{"server's": true, "service's": true, "host's": true, "proxy's": true, "gateway's": true, "crawler's": true,
		"bot's": true, "api's": true, "instance's": true, "servers'": true, "relay's": true, "worker's": true, "runner's": true}
})

// sourceHolds reports whether the cue at i, "contain(s)" or
// "include(s)", tests the input in a condition: "if the logs contain a
// leaked token", "when the page contains a form". What the source holds is
// the case the sentence speaks of, not something the agent puts there; a
// field or the reply as the subject ("when it contains", "if the summary
// includes") keeps the cue.
func sourceHolds(ws []word, i int) bool {
	switch ws[i].lower {
	case "contain", "contains", "include", "includes":
	default:
		return false
	}
	j := i - 1
	if j < 1 || !sourceNouns[ws[j].lower] {
		return false
	}
	j--
	if sourceDets[ws[j].lower] {
		j--
	}
	return j >= 0 && sourceConditions[ws[j].lower]
}

var sourceNouns map[string]bool

var _ = onLoad(func() {
	sourceNouns = map[string]bool{"logs": true, "log": true, "text": true, "file": true, "files": true, "page": true, "pages": true,
		"document": true, "documents": true, "email": true, "emails": true, "e-mail": true, "input": true, "diff": true, "repository": true,
		"repo": true, "code": true, "snapshot": true, "transcript": true, "source": true, "image": true, "trace": true, "pdf": true,
		"attachment": true, "upload": true, "commit": true, "commits": true, "dataset": true, "spreadsheet": true, "sheet": true}
})

var sourceDets map[string]bool

var _ = onLoad(func() {
	sourceDets = map[string]bool{"the": true, "a": true, "an": true, "any": true, "this": true, "that": true, "its": true, "their": true,
		"your": true, "every": true, "each": true, "some": true}
})

var sourceConditions map[string]bool

var _ = onLoad(func() {
	sourceConditions = map[string]bool{"if": true, "when": true, "whenever": true, "unless": true, "where": true, "once": true, "should": true}
})

// askedOfUser reports whether word i of a sentence (its words in lower
// case by at) stands in what someone else asked of the user: "if a user
// says someone asked them to read out a one-time code", "scammers tell
// customers to move money". Fraud warnings describe the scam's demands;
// the agent is asked nothing by them. The agent as the one asked ("asks
// you to") is not this.
func askedOfUser(i int, at func(int) string) bool {
	for j := i - 1; j >= 1 && i-j <= 16; j-- {
		if !askedVerbs[at(j)] || j+2 > i {
			continue
		}
		k := j + 1
		if at(k) == "the" && k+1 < i {
			k++
		}
		if !askedUsers[at(k)] || k+1 > i || at(k+1) != "to" {
			continue
		}
		// The asker is someone other than the agent or this text.
		s := at(j - 1)
		return !agentWords[s] && s != "this" && s != "tool" && s != "i" && s != "we"
	}
	return false
}

// askedOfUserBefore is askedOfUser for a directive found at the end of
// the sentence text before (in lower case), by a reading other than the
// scorer's.
func askedOfUserBefore(before string) bool {
	// askedOfUser looks 16 words back: the bytes before that are not read
	// (a long sentence of many directives would be read again for each).
	before = before[max(0, len(before)-200):]
	ws := lowWords(nil, before)
	return len(ws) > 0 && askedOfUser(len(ws), func(j int) string {
		if j >= len(ws) {
			return ""
		}
		return ws[j].s
	})
}

// mayAskOfUser reports whether sentence l holds someone asked "to" do
// something and a verb of asking: askedOfUserBefore's test of the whole
// sentence, asked once (sentenceAsks).
func mayAskOfUser(l string) bool {
	return askedObjectSet.first(l) >= 0 && askedStemSet.first(l) >= 0
}

// askedObjects are askedUsers before "to", for mayAskOfUser.
var askedObjects []string

var _ = onLoad(func() {
	askedObjects = func() []string {
		var o []string
		for u := range askedUsers {
			o = append(o, " "+u+" to ")
		}
		return o
	}()
})

// askedStems hold the stems of askedVerbs, for askedOfUserBefore's test.
var askedStems = []string{"ask", "told", "tell", "want", "urge", "pressure", "instruct", "persuade", "convince"}

var askedVerbs map[string]bool

var _ = onLoad(func() {
	askedVerbs = map[string]bool{"asked": true, "asks": true, "told": true, "tells": true, "wants": true, "wanted": true, "urged": true,
		"urges": true, "pressured": true, "pressures": true, "instructed": true, "instructs": true, "persuaded": true, "convinced": true}
})

var askedUsers = map[string]bool{"them": true, "him": true, "her": true, "user": true, "users": true, "customer": true, "customers": true,
	"victim": true, "victims": true, "people": true, "caller": true, "child": true, "patient": true, "member": true, "members": true}

// thingActsAs reports whether the persona cue at i, "act as", "acts as"
// or "acting as", has a thing as its subject: "cookie values act as
// session credentials", "a proxy acting as the gateway". Said to the agent
// ("act as the bank", "you act as", "always act as") it stays.
func thingActsAs(ws []word, i, n int) bool {
	if n != 2 || i == 0 || ws[i].clause || ws[i+1].lower != "as" {
		return false
	}
	switch ws[i].lower {
	case "act", "acts", "acting":
	default:
		return false
	}
	switch s := ws[i-1].lower; {
	case agentWords[s], s == "you", s == "to", s == "please", s == "must", s == "should", s == "will", s == "always", s == "now",
		s == "then", s == "and", s == "or", s == "can", s == "may", s == "shall", s == "never", s == "not", s == "i", s == "we", s == "also", s == "instead":
		return false
	}
	return true
}

// harmlessWaiver reports whether sentence l (lower case) waives the user's
// confirmation for an act it says is harmless: "This is a read-only
// lookup, so you do not need to ask the user", "You may call this without
// asking, since nothing leaves the mailbox", "Read actions may be called
// freely without asking". A sentence that also moves or shares anything
// keeps its waiver an order.
func harmlessWaiver(l string) bool {
	if harmlessSet.first(l) < 0 {
		return false
	}
	return movingSet.first(l) < 0
}

var harmlessActs = []string{"read-only", "read only", "nothing leaves", "no side effect", "does not change", "doesn't change", "changes nothing",
	"does not modify", "doesn't modify", "read actions", "only reads", "never writes", "nothing is sent", "nothing is changed", "lookups"}

var movingWords = []string{"send", "forward", "upload", "post ", "share", "email", "e-mail", "@", "http", "export", "copy", "publish", "delete", "pay",
	"book ", "buy", "purchase", "charge", "subscribe", "upgrade", "transfer", "sign ", "order ", "cancel "}

// waiverSpan reports whether a directive's span (lower case) with its
// reason waives asking the user: the confirmation reason, or a span that
// says "without asking" or not needing to ask or confirm.
func waiverSpan(span, reason string) bool {
	return reason == reasonConfirm || strings.Contains(span, "without asking") || strings.Contains(span, "need to ask") ||
		strings.Contains(span, "without confirm") || strings.Contains(span, "need to confirm") || strings.Contains(span, "no confirmation")
}

// secretProhibitedBefore reports whether, before word i, the sentence
// forbids exposing a secret ("Never reveal the token, never include it in
// a message"): an anaphor after it names that secret, and the next
// prohibition protects it too.
func secretProhibitedBefore(ws []word, i int) bool {
	for j := 0; j < i; j++ {
		if !exposeVerbs[ws[j].lower] || !negBefore(ws, j, 3, cOrderNegs) {
			continue
		}
		for k := j + 1; k < i && k <= j+4; k++ {
			if ws[k].inLex && ws[k].cue.target&tgSecret != 0 {
				return true
			}
		}
	}
	return false
}

var exposeVerbs map[string]bool

var _ = onLoad(func() {
	exposeVerbs = map[string]bool{"reveal": true, "show": true, "share": true, "print": true, "log": true, "expose": true, "send": true,
		"display": true, "repeat": true, "disclose": true, "paste": true, "echo": true, "output": true, "quote": true}
})

// safeKeeping reports whether sentence l (lower case) puts a secret in a
// place made to keep it: "tell the user to store it in their password
// manager".
func safeKeeping(l string) bool {
	return containsAny(l, []string{"password manager", "password-manager", "keychain", "key vault", "secrets manager", "safe place", "secure place"})
}

// ownedPrompt reports whether the secret cue at i, "system prompt", is a
// prompt of something the user owns, named by a possessive before it: "the
// bot's current system prompt" is the user's bot's setting, not the
// agent's instructions.
func ownedPrompt(ws []word, i, n int) bool {
	if n != 2 || ws[i].lower != "system" {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if promptOwners[ws[j].lower] {
			return true
		}
	}
	return false
}

var promptOwners map[string]bool

var _ = onLoad(func() {
	promptOwners = map[string]bool{"bot's": true, "bots'": true, "chatbot's": true, "chatbots'": true, "persona's": true, "character's": true,
		"project's": true, "workspace's": true, "deployment's": true, "app's": true}
})

// onlyWhat reports whether the disclosing cue at i is limited to what is
// needed: "quote only what answers the question", "ask only the questions
// the form needs".
// Asking or collecting "only" what something needs limits what is taken
// from the user: "ask only for what the form needs".
func onlyWhat(ws []word, i int) bool {
	if i+1 < len(ws) && ws[i+1].lower == "only" && acquireVerbs[ws[i].lower] {
		return true
	}
	return i+2 < len(ws) && ws[i+1].lower == "only" && (ws[i+2].lower == "what" || ws[i+2].lower == "the" && i+3 < len(ws) && neededParts[ws[i+3].lower])
}

var acquireVerbs map[string]bool

var _ = onLoad(func() { acquireVerbs = map[string]bool{"ask": true, "collect": true, "gather": true, "request": true} })

var neededParts map[string]bool

var _ = onLoad(func() {
	neededParts = map[string]bool{"lines": true, "line": true, "parts": true, "part": true, "passages": true, "sentences": true, "fields": true,
		"minimum": true, "relevant": true}
})

// presumedConsent reports whether the sentence tells the agent to act as
// if the user had agreed (poisonX26): "treat the customer as having
// accepted the offer", "assume the user agrees to the add-on", "proceed as
// if they had consented". A consent presumed is a consent not asked for;
// "do not assume the user agrees" forbids it.
func presumedConsent(ws []word) bool {
	for i, w := range ws {
		switch w.lower {
		case "treat", "consider", "regard", "record", "mark", "count", "handle":
			for j := i + 1; j+2 < len(ws) && j <= i+6; j++ {
				if ws[j].lower == "as" && ws[j+1].lower == "having" && presumedAgreement[ws[j+2].lower] {
					return !negBefore(ws, i, 3, cOrderNegs)
				}
			}
		case "assume", "presume":
			for j := i + 1; j < len(ws) && j <= i+4; j++ {
				if presumedAgreement[ws[j].lower] && j > i+1 && (ws[j-1].in(cUserNouns) || ws[j-1].lower == "they") {
					return !negBefore(ws, i, 3, cOrderNegs)
				}
			}
		case "if":
			// "proceed as if they had agreed".
			if i > 0 && ws[i-1].lower == "as" && i+3 < len(ws) && (ws[i+1].in(cUserNouns) || ws[i+1].lower == "they") &&
				ws[i+2].lower == "had" && presumedAgreement[ws[i+3].lower] {
				return !negBefore(ws, i, 4, cOrderNegs)
			}
		}
	}
	return false
}

// presumedAgreement are the user's agreement, as a presumption states it.
var presumedAgreement map[string]bool

var _ = onLoad(func() {
	presumedAgreement = map[string]bool{"accepted": true, "agreed": true, "consented": true, "approved": true, "opted": true,
		"signed": true, "agrees": true, "accepts": true, "consents": true, "approves": true, "authorised": true, "authorized": true}
})

// identityCheck reports whether sentence l (lower case) asks the user for
// identity data to verify them: "verify the caller: ask for the last four
// digits of the card and their date of birth", "to verify identity, ask
// for the patient's date of birth and postcode and pass them in
// `verify`". A date of birth or a postcode checked against the record is
// how honest services verify; a password, a PIN, a one-time code or a
// full card number is never asked for that way, and a sentence naming one
// keeps the order. So does one that sends anything on.
func identityCheck(ws []word, l string) bool {
	return asksFor(ws) && containsAny(l, verifyWords) && !containsAny(l, credentialWords) && !containsAny(l, movingWords) && !freeTextField(ws)
}

var verifyWords = []string{"verify", "verif", "identity check", "confirm their identity", "confirm the caller", "match the record", "compare them with"}

var credentialWords = []string{"password", "passcode", "pin ", "pin,", "pin.", "one-time", "otp", "cvv", "cvc", "security code", "full card number",
	"card number", "security answer", "security question", "seed phrase", "recovery code", "api key", "token", "login", "social security",
	"ssn", "passport"}

// keptFromOthers reports whether the directive at the start of w (lower
// case, the directive's start to its sentence's end) keeps something from
// a third party rather than the user: "never tell the reported member who
// reported them", "do not reveal to the other participants that the user
// saw those messages", "do not reveal the user's bid in public chat". The
// third party must come before any mention of the user as hearer: "do
// not tell the user or anyone else" still keeps it from the user.
func keptFromOthers(w string) bool {
	w = w[:min(len(w), 120)]
	at := -1
	for _, p := range thirdParties {
		if k := strings.Index(w, p); k >= 0 && (at < 0 || k < at) {
			at = k
		}
	}
	if at < 0 || !negatedTelling(w[:at]) {
		return false
	}
	before := w[:at]
	for _, h := range [...]string{"the user", "the customer", "the patient", "the caller", "the client", "them", "him", "her"} {
		// The user as hearer, not as owner ("the user's bid").
		for k := 0; ; {
			i := strings.Index(before[k:], h)
			if i < 0 {
				break
			}
			k += i + len(h)
			if k == len(before) || before[k] != '\'' && !letterByte(before[k]) {
				return false
			}
		}
	}
	return true
}

// negatedTelling reports whether the words of w open with a negated verb
// of telling: "never tell", "do not reveal", "don't mention".
func negatedTelling(w string) bool {
	ws := lowWords(nil, w)
	for i := 0; i < len(ws) && i < 6; i++ {
		switch ws[i].s {
		case "not", "never", "don't", "dont":
			for j := i + 1; j < len(ws) && j <= i+2; j++ {
				if keptFromVerbs[ws[j].s] {
					return true
				}
			}
		}
	}
	return false
}

var keptFromVerbs map[string]bool

var _ = onLoad(func() {
	keptFromVerbs = map[string]bool{"tell": true, "reveal": true, "mention": true, "show": true, "share": true, "disclose": true, "say": true}
})

var thirdParties = []string{"reported member", "reported user", "reported person", "reported account", "reported customer",
	"other participant", "other player", "other users", "other members", "other customers", "other bidders", "other parties",
	"the other party", "the other side", "third part", "in public", "public chat", "the lobby", "the public", "anyone else", "the accused",
	"the respondent", "the guest of honour", "the guest of honor", "other students", "other patients", "other tenants",
	"other people", "other contacts", "other recipients", "anyone other than"}

// namesFunction reports whether the opening sentence l[cs:ce] names what
// the tool does rather than ordering the agent: the whole text is that one
// sentence (a title, "Bypass branch protection (org admins)"), or it opens
// with a verb's third-person form after any adverbs ("Temporarily bypasses
// required reviews for a single merge").
func namesFunction(l string, cs, ce int) bool {
	if strings.TrimSpace(l[ce:]) == "" {
		return true
	}
	for _, w := range strings.Fields(l[cs:ce]) {
		w = strings.Trim(w, "*_`\"'")
		if strings.HasSuffix(w, "ly") {
			continue
		}
		return thirdPersonVerb(w)
	}
	return false
}

// toldToDo reports whether a negated verb of telling ending at word k-1 is
// followed by whom it tells and "to" and a verb: "never tell the patient
// to stop a dose" forbids advice, and keeps nothing from the patient.
func toldToDo(ws []word, k int) bool {
	for j := k; j < len(ws) && j <= k+3; j++ {
		if ws[j].clause && j > k {
			return false
		}
		if ws[j].lower == "to" {
			return j > k && j+1 < len(ws) && !ws[j+1].clause && ws[j+1].lower != "that"
		}
		if ws[j].lower == "about" || ws[j].lower == "that" {
			return false
		}
	}
	return false
}

// againAfter reports whether a hiding cue ending at word k-1 limits a
// repetition: "do not bring it up again", "don't mention it twice" — it
// was said once, so nothing is kept from the user.
func againAfter(ws []word, k int) bool {
	for j := k; j < len(ws) && j <= k+5; j++ {
		if ws[j].clause && j > k {
			return false
		}
		switch ws[j].lower {
		case "again", "twice", "repeatedly":
			return true
		case "more":
			if j+2 < len(ws) && ws[j+1].lower == "than" && ws[j+2].lower == "once" {
				return true
			}
		}
	}
	return false
}

// internalDetail reports whether sentence l (lower case) leaves out an
// internal detail of the service that means nothing to the user: "the
// `node_id` field is an internal database handle that means nothing to
// people; leave it out of replies", "skip internal rule IDs such as
// SEC-112", "leave out the internal scoring weights". Reply style, not
// concealment — unless the sentence also names something the user has a
// stake in (a fee, a change, an error, their data).
func internalDetail(l string) bool {
	if !strings.Contains(l, "internal") && !strings.Contains(l, "mean") {
		return false // most sentences: neither word
	}
	ws := lowWords(nil, l)
	found := false
	for i, w := range ws {
		if w.s != "internal" {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			if internalArtifacts[strings.Trim(ws[j].s, "`'\"")] {
				found = true
			}
		}
	}
	if !found && containsAny(l, []string{"means nothing", "mean nothing", "meaningless", "not meaningful"}) {
		// "Don't mention the numeric user ID unless asked; it means
		// nothing to most people."
		for _, w := range ws {
			found = found || internalArtifacts[strings.Trim(w.s, "`'\"")]
		}
	}
	return found && stakeSet.first(l) < 0
}

var internalArtifacts map[string]bool

var _ = onLoad(func() {
	internalArtifacts = map[string]bool{"id": true, "ids": true, "handle": true, "handles": true, "code": true, "codes": true,
		"weights": true, "weight": true, "identifier": true, "identifiers": true, "uuid": true, "uuids": true, "key": true, "keys": true,
		"name": true, "names": true, "field": true, "fields": true, "flags": true, "scores": true, "numbers": true, "reference": true, "references": true}
})

var stakeWords = []string{"fee", "charge", "cost", "price", "refund", "risk", "error", "fail", "shar", "upload", "recording", "tracking",
	"partner", "commission", "sold", "sell", "personal", "private", "change", "deleted", "cancel"}

// transparentSteer reports whether sentence l (lower case) steers in the
// open: the placement or the brand is labelled, stated or told ("always
// labelled Our product", "label them as sponsored", "this is store policy
// and is stated on the results page", "you may say so if the user asks
// why", "answer fairly"). Steering kept from the user says the opposite,
// and a sentence that says not to label or mention it keeps the finding.
func transparentSteer(l string) bool {
	open := disclosedSet.first(l) >= 0 && labellingSet.first(l) >= 0 || openSteerSet.first(l) >= 0
	return open && hiddenSteerSet.first(l) < 0
}

// disclosedLabels name a placement for what it is; labelVerbs put the
// label on ("labelled as counterfeit" or "labelled 'best value'" is the
// steering itself, not its disclosure).
var disclosedLabels = []string{"sponsored", "our product", "own brand", "own-brand", "paid placement", "promoted", "advert", "partner offer",
	"we receive a commission", "we earn a commission", "we get a commission", "our partner"}

var labellingVerbs = []string{"label", "marked", "stated", "disclos", "explain", "show that", "tell the user", "say it is", "say that it is",
	"mention the partner", "mention the sponsor", "carry sponsored", "sponsored=true", "is_sponsored"}

// openSteerWords say the ranking is fair or told.
var openSteerWords = []string{"say so", "answer fairly", "compare fairly", "never pinned", "stated on the results", "mention the partner",
	"name the partner", "only if the user says yes", "only if the user agrees", "only when the user says yes"}

var hiddenSteerWords = []string{"not label", "n't label", "not mention", "n't mention", "not disclose", "n't disclose", "without label",
	"without mention", "hide", "never say", "do not say", "don't say", "unlabelled", "unlabeled"}

// boundedPersona reports whether text l (lower case) gives a persona a way
// out: "step out of the story at once if the player seems distressed",
// "step out of the role, answer plainly", "if asked whether you are a real
// person, say you are an AI". A product's character that yields to the
// user's safety and to the truth about what it is changes no rule of the
// agent's; "never break character" does.
func boundedPersona(l string) bool {
	if containsAny(l, []string{"never break character", "never step out", "never leave the role", "never admit", "deny being", "no matter what"}) {
		return false
	}
	return containsAny(l, []string{"step out of", "break character", "out of character", "leave the role", "you are an ai", "you're an ai",
		"say you are an", "that you are an ai", "drop the character", "drop character", "the user switches on", "the user turns on",
		"the user enables", "switched on by the user", "turned on by the user", "the user chose", "the user picks"})
}

// advisedNotTold is toldToDo for a directive found by a reading other than
// the scorer's, on the lower-case text from its start: "never tell the
// user to ignore advice from their own doctor".
func advisedNotTold(w string) bool {
	w = w[:min(len(w), 80)]
	if !strings.Contains(w, "tell ") {
		return false
	}
	ws := lowWords(nil, w)
	for i := 0; i+1 < len(ws) && i < 4; i++ {
		if (ws[i].s == "not" || ws[i].s == "never" || ws[i].s == "don't") && ws[i+1].s == "tell" {
			for j := i + 2; j < len(ws) && j <= i+5; j++ {
				switch ws[j].s {
				case "to":
					return j+1 < len(ws) && ws[j+1].s != "that"
				case "about", "that", "what", "which", "how", "why", "when", "where", "who":
					return false
				}
			}
			return false
		}
	}
	return false
}

// scopeVerbs take "over" as the range they cover: "search over the
// user's notes".
var scopeVerbs map[string]bool

var _ = onLoad(func() {
	scopeVerbs = map[string]bool{"search": true, "searches": true, "query": true, "queries": true, "index": true, "indexes": true,
		"iterate": true, "iterates": true, "runs": true, "run": true, "aggregates": true, "aggregate": true, "scan": true, "scans": true}
})

// saidBefore reports whether "off the record" at i is what someone says or
// asks for: "when someone says off the record", "anything the customer
// asked to keep off the record".
func saidBefore(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch ws[j].lower {
		case "says", "said", "say", "asked", "asks", "ask", "requested", "requests", "wants", "goes", "going":
			return true
		}
	}
	return false
}

// askPermission reports whether "ask" at i asks the user's leave, not for
// data: "ask the user before making a private page public", "ask them
// whether to proceed", "ask the user first".
func askPermission(ws []word, i int) bool {
	j := i + 1
	if j < len(ws) && ws[j].lower == "the" {
		j++
	}
	if j >= len(ws) || !(ws[j].in(cUserNouns) || ws[j].lower == "them" || ws[j].lower == "him" || ws[j].lower == "her") {
		return false
	}
	if j+1 >= len(ws) {
		return false
	}
	switch ws[j+1].lower {
	case "before", "whether", "if", "first", "beforehand":
		return true
	case "to":
		return j+2 < len(ws) && (ws[j+2].lower == "confirm" || ws[j+2].lower == "approve" || ws[j+2].lower == "agree")
	}
	return false
}

// Questions the directive filter asks of a whole sentence
// (sentenceAnswers): each is asked once per sentence however many
// directives it holds — a long sentence of many orders would otherwise be
// read once per order.
const (
	sentHarmless  = iota // harmlessWaiver
	sentOpenSteer        // transparentSteer
	sentInternal         // internalDetail
	sentAsked            // mayAskOfUser: whether askedOfUserBefore can hold anywhere in it
	sentOthers           // whether the sentence names a third party (keptFromOthers)
	nSentQuestions
)

// sentenceAnswers caches, for the sentence starting at at, the answers to
// the sentence questions: 0 not asked, 1 yes, 2 no.
type sentenceAnswers struct {
	at  int
	ans [nSentQuestions]int8
}

// sentenceAsks answers question q of the sentence l[cs:ce].
func sentenceAsks(a *sentenceAnswers, q int, l string, cs, ce int) bool {
	if a.at != cs+1 {
		a.at, a.ans = cs+1, [nSentQuestions]int8{}
	}
	if a.ans[q] == 0 {
		var yes bool
		switch q {
		case sentHarmless:
			yes = harmlessWaiver(l[cs:ce])
		case sentOpenSteer:
			yes = transparentSteer(l[cs:ce])
		case sentInternal:
			yes = internalDetail(l[cs:ce])
		case sentAsked:
			yes = mayAskOfUser(l[cs:ce])
		case sentOthers:
			yes = thirdPartySet.first(l[cs:ce]) >= 0
		}
		a.ans[q] = 2
		if yes {
			a.ans[q] = 1
		}
	}
	return a.ans[q] == 1
}

// The word lists above as phraseSets: the sentence questions read a
// sentence once for each list, not once per phrase.
var (
	thirdPartySet  *phraseSet
	_              = onLoad(func() { thirdPartySet = newPhraseSet(thirdParties) })
	askedObjectSet *phraseSet
	_              = onLoad(func() { askedObjectSet = newPhraseSet(askedObjects) })
	askedStemSet   *phraseSet
	_              = onLoad(func() { askedStemSet = newPhraseSet(askedStems) })
	harmlessSet    *phraseSet
	_              = onLoad(func() { harmlessSet = newPhraseSet(harmlessActs) })
	movingSet      *phraseSet
	_              = onLoad(func() { movingSet = newPhraseSet(movingWords) })
	disclosedSet   *phraseSet
	_              = onLoad(func() { disclosedSet = newPhraseSet(disclosedLabels) })
	labellingSet   *phraseSet
	_              = onLoad(func() { labellingSet = newPhraseSet(labellingVerbs) })
	openSteerSet   *phraseSet
	_              = onLoad(func() { openSteerSet = newPhraseSet(openSteerWords) })
	hiddenSteerSet *phraseSet
	_              = onLoad(func() { hiddenSteerSet = newPhraseSet(hiddenSteerWords) })
	stakeSet       *phraseSet
	_              = onLoad(func() { stakeSet = newPhraseSet(stakeWords) })
)

// inputTested reports whether a leak directive's span (lower case) is a
// condition on the input: "if the text the user wants to post looks like
// it contains a credential, point that out and ask". The span tests what
// the input holds ("contains a credential") and the sentence opens the
// condition before it; nothing is read or sent.
func inputTested(before, span string) bool {
	if !strings.Contains(span, "contain") || strings.Contains(span, " and ") || strings.Contains(span, " then ") {
		return false
	}
	return strings.HasPrefix(strings.TrimSpace(before), "if ") || strings.Contains(before, " if ") ||
		strings.HasPrefix(strings.TrimSpace(before), "when ") || strings.Contains(before, " when ")
}
