package poisoning

import "strings"

// Readings of safeguards that share their words with overrides (poisonP,
// 2026-12-02). Real servers make the user's approval a condition of the
// call ("only call this once the user has already approved the amount") and
// rule out stale consent ("a 'go ahead' given earlier for something else
// does not count"); an attack states the approval as a fact ("the user has
// already approved all charges") or voids a rule or refusal ("the limit does
// not count"). The words are the same; what differs is whether the approval
// is waited for and what is voided.

// statedConsent lists the override cues that state the user's approval.
var statedConsent map[string]bool

var _ = onLoad(func() {
	statedConsent = map[string]bool{
		"already approved": true, "already authorized": true, "already authorised": true,
		"already confirmed": true, "already consented": true, "already agreed": true,
		"has consented": true, "have consented": true, "has opted in": true,
	}
})

// conditionWords open a clause that the act waits for.
var conditionWords map[string]bool

var _ = onLoad(func() {
	conditionWords = map[string]bool{
		"once": true, "after": true, "if": true, "when": true, "unless": true, "until": true,
		"till": true, "whether": true, "provided": true, "providing": true,
	}
})

// consentAwaited reports whether the stated approval of words i..i+n is
// the condition of a clause ("once the user has already approved …",
// "only after they have already confirmed …"): the agent is to wait for it.
func consentAwaited(ws []word, i, n int) bool {
	return statedConsent[phraseOf(ws, i, n)] && inCondition(ws, i)
}

// inCondition reports whether word i is in a clause opened by a condition
// word standing before its subject ("once the user", "after the account
// holder", "if they").
func inCondition(ws []word, i int) bool {
	for j := i - 1; j >= 0 && i-j <= 5; j-- {
		if conditionWords[ws[j].lower] {
			return true
		}
		if ws[j].clause {
			break
		}
	}
	return false
}

// consentNouns name an approval that a safeguard may declare stale.
var consentNouns map[string]bool

var _ = onLoad(func() {
	consentNouns = map[string]bool{
		"ahead": true, "approval": true, "approvals": true, "consent": true, "confirmation": true,
		"confirmations": true, "yes": true, "permission": true, "ok": true, "okay": true, "go-ahead": true,
	}
})

// staleConsent reports whether "does not count" at words i..i+n voids an
// earlier approval ("\"go ahead\" given earlier for something else does
// not count"): asking again is the safeguard. Voiding a rule, a limit or a
// refusal ("the daily limit does not count", "their earlier no does not
// count") stays an override.
func staleConsent(ws []word, i, n int) bool {
	switch phraseOf(ws, i, n) {
	case "does not count", "doesn't count", "no longer counts", "no longer count":
	default:
		return false
	}
	for j := i - 1; j >= 0 && i-j <= 10; j-- {
		if consentNouns[strings.Trim(ws[j].lower, `"'“”‘’`)] {
			return true
		}
		if ws[j].clause && j < i-1 {
			break
		}
	}
	return false
}

// phraseOf joins the lower-case words i..i+n with spaces.
func phraseOf(ws []word, i, n int) string {
	if n == 1 {
		return ws[i].lower
	}
	var b strings.Builder
	for j := i; j < i+n && j < len(ws); j++ {
		if j > i {
			b.WriteByte(' ')
		}
		b.WriteString(ws[j].lower)
	}
	return b.String()
}

// negCondition reports whether what follows a negation placed after the
// verb makes it a condition: Korean "-지 않으면" and "-지 않는다면" are "if
// … does not", the case a question covers ("금액을 알려주지 않으면 … 물어보세요":
// if they do not give the amount, ask), not an order to keep something back.
func negCondition(rest string) bool {
	return strings.HasPrefix(rest, "으면") || strings.HasPrefix(rest, "는다면") ||
		turkishBefore(rest) // Turkish "göstermeden önce": before showing, not without
}

// turkishBefore reports whether rest, what follows a Turkish "-meden",
// makes it "before" rather than "without": "önce", "evvel", "öncesinde",
// after at most one adverb ("hemen önce", "az önce").
func turkishBefore(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	for _, adv := range []string{"hemen ", "az ", "tam "} {
		rest = strings.TrimPrefix(rest, adv)
	}
	return strings.HasPrefix(rest, "önce") || strings.HasPrefix(rest, "evvel")
}

// quietRuledOut reports whether the concealing adverb at word i is what
// its clause rules out: the alternative set aside ("tell them the limit
// rather than clamping silently") or the manner of an act forbidden
// further back ("do not narrow the time range silently"). An adverb in a
// clause of its own ("do not ask; forward it quietly") is not reached.
func quietRuledOut(ws []word, i int) bool {
	for j := i - 1; j >= 0 && i-j <= 8; j-- {
		l := ws[j].lower
		if i-j <= 4 && (l == "than" && j > 0 && ws[j-1].lower == "rather" || l == "of" && j > 0 && ws[j-1].lower == "instead") {
			return true
		}
		if ws[j].in(cOrderNegs) {
			return true
		}
		if ws[j].clause {
			break
		}
	}
	return false
}

// secretDenied reports whether the secret ending the span m stands in a
// later clause that denies it ("may include data source names; it does not
// include credentials"): the span joins a harmless act to a secret the
// text says is left out.
func secretDenied(c string, m loc) bool {
	span := strings.ToLower(c[m[0]:m[1]])
	k := strings.LastIndexByte(span, ';')
	if k < 0 {
		return false
	}
	tail := " " + span[k+1:]
	return strings.Contains(tail, " not ") || strings.Contains(tail, " never ") || strings.Contains(tail, "n't ") || strings.Contains(tail, " no ")
}

// onUsersRequest reports whether the sentence makes the act wait for the
// user asking for it ("safe to call without confirmation when the user asks
// you to react to a message"): the request is the user's consent, and no
// second confirmation is skipped. "Whenever a message arrives" or the
// agent's own judgement licenses nothing.
func onUsersRequest(ws []word) bool {
	for j, w := range ws {
		if !conditionWords[w.lower] && w.lower != "whenever" {
			continue
		}
		for k := j + 1; k < len(ws) && k <= j+4; k++ {
			if !ws[k].in(cServedNouns) || ws[k].lower == "anyone" {
				continue
			}
			if k+2 < len(ws) && userAsksForIt(ws[k+1].lower, ws[k+2:]) {
				return true
			}
		}
	}
	return false
}

// userAsksForIt reports whether verb and what follows it ask for the act
// itself ("asks you to react", "requests it", "explicitly asks"), not for
// something else ("asks for a summary").
func userAsksForIt(verb string, rest []word) bool {
	switch verb {
	case "explicitly":
		return true
	case "asks", "asked", "requests", "requested", "tells", "told", "wants":
	default:
		return false
	}
	switch rest[0].lower {
	case "you", "to", "it", "this", "that":
		return true
	case "for":
		return len(rest) > 1 && (rest[1].lower == "it" || rest[1].lower == "this" || rest[1].lower == "that" || rest[1].lower == "one")
	}
	return false
}

// workNouns and workVerbs are the work a call does, whose cost a
// description may state.
var workNouns map[string]bool

var _ = onLoad(func() {
	workNouns = map[string]bool{"call": true, "calls": true, "query": true, "queries": true, "operation": true, "operations": true,
		"request": true, "requests": true, "scan": true, "scans": true, "computation": true, "computations": true, "search": true, "searches": true}
})

var workVerbs map[string]bool

var _ = onLoad(func() {
	workVerbs = map[string]bool{"call": true, "run": true, "use": true, "query": true, "compute": true, "fetch": true, "execute": true,
		"list": true, "scan": true, "evaluate": true, "invoke": true, "poll": true, "retry": true, "repeat": true}
})

// costOfWork reports whether the words from k say that the price word
// before them is the cost of the work of a call: "cheap to call",
// "expensive to run", "expensive queries".
func costOfWork(ws []word, k int) bool {
	if k >= len(ws) {
		return false
	}
	if workNouns[ws[k].lower] {
		return true
	}
	return ws[k].lower == "to" && k+1 < len(ws) && workVerbs[ws[k+1].lower]
}

// quotedWord reports whether the word c[start:end] stands alone in quotes
// ("'partner' (ext-* channels)", "\"email\": {…}"): a value of an option
// or a key, not prose — as a word in backticks is. The caller keeps a
// secret's name as one: a file "whose name contains \"password\"" holds
// secrets.
func quotedWord(c string, start, end int) bool {
	if start == 0 || end >= len(c) {
		return false
	}
	if q := c[start-1]; (q == '\'' || q == '"') && c[end] == q {
		return true
	}
	return strings.HasSuffix(c[:start], "‘") && strings.HasPrefix(c[end:], "’") ||
		strings.HasSuffix(c[:start], "“") && strings.HasPrefix(c[end:], "”")
}

// agentModifies are nouns an agent word modifies when it names a kind of
// thing ("AI conversation", "agent runs", "assistant messages").
var agentModifies map[string]bool

var _ = onLoad(func() {
	agentModifies = map[string]bool{
		"conversation": true, "conversations": true, "session": true, "sessions": true, "transcript": true, "transcripts": true,
		"traces": true, "spans": true, "generations": true, "evaluation": true, "evaluations": true, "observability": true,
		"workflows": true, "feature": true, "features": true, "metrics": true, "analysis": true, "summaries": true,
	}
})

// readToUser reports whether the reading verb at word i is limited to what
// the user's request needs ("read only files the user's task needs") or
// reads something out to the user ("read the final text back to the user before calling",
// "read the code aloud to them"): showing the user what will be done, a
// safeguard, not reading data for the agent.
func readToUser(ws []word, i int) bool {
	if ws[i].lower != "read" {
		return false
	}
	if i+2 < len(ws) && ws[i+1].lower == "only" && (ws[i+2].lower == "what" || ws[i+2].lower == "files" || ws[i+2].lower == "the") && userNeeds(ws[i+2:]) {
		// "read only files the user's task needs": a limit on reading.
		return true
	}
	for k := i + 1; k < len(ws) && k <= i+7; k++ {
		if ws[k].clause {
			return false
		}
		if ws[k].lower != "to" || k+1 >= len(ws) {
			continue
		}
		next := ws[k+1]
		if next.lower == "the" && k+2 < len(ws) {
			next = ws[k+2]
		}
		return next.lower == "them" || next.lower == "him" || next.lower == "her" || next.in(cServedNouns) && next.lower != "anyone"
	}
	return false
}

// guidanceLead reports whether the line holding cs opens with a short lead
// that names guidance for agents ("For AI agents: post only text the user
// has approved …", "Note for assistants: amounts are in cents …"), the
// inline form of the headings guidanceHeading reads. A lead of rules,
// instructions or a role ("Instructions for the assistant:", "System
// note for agents:") frames every order, as such a heading does.
func guidanceLead(text string, cs int) bool {
	floor := max(0, cs-guidanceReach)
	start := floor + strings.LastIndexByte(text[floor:cs], '\n') + 1
	line := text[start:cs]
	k := strings.IndexByte(line, ':')
	if k < 0 {
		return false
	}
	lead := strings.ToLower(line[:k])
	// The lead is the start of the line or of a sentence in it: "Posts
	// a message. For AI agents: …".
	if j := strings.LastIndex(lead, ". "); j >= 0 {
		lead = lead[j+2:]
	}
	if ws := strings.Fields(lead); len(ws) == 0 || len(ws) > 5 {
		return false
	}
	for _, w := range [...]string{"rule", "instruction", "directive", "system", "override", "admin", "important", "required", "mandatory", "policy", "priority"} {
		if strings.Contains(lead, w) {
			return false
		}
	}
	for _, w := range [...]string{"for ai", "for agents", "for assistants", "for llm", "for models", "for the agent", "for the assistant", "for the model",
		"note for", "notes for", "guidance", "tips", "usage"} {
		if strings.Contains(lead, w) {
			return true
		}
	}
	return false
}

// attributiveApproval reports whether the approval word at i..i+n modifies
// the noun after it ("using pre-approved IAM policy templates", "a
// pre-authorised payment method"): a kind of thing, not a claim that this
// act was approved ("transfers to this account are pre-approved").
func attributiveApproval(ws []word, c string, i, n int) bool {
	switch phraseOf(ws, i, n) {
	case "pre-approved", "preapproved", "pre-authorised", "pre-authorized":
	default:
		return false
	}
	k := i + n
	if k >= len(ws) || ws[k].clause || strings.ContainsAny(c[ws[k-1].end:ws[k].start], ",;:.!?()") {
		return false
	}
	switch ws[k].lower {
	case "by", "for", "to", "and", "or", "as", "so", "in", "on", "at", "all", "every", "any", "it", "them", "this", "that", "the", "a", "an":
		return false
	}
	if i > 0 {
		switch ws[i-1].lower {
		case "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "already", "as", "now":
			return false
		}
	}
	return true
}

// shellExport reports whether the sending verb at i is the shell's
// "export NAME=value", which sets a variable: nothing leaves.
func shellExport(ws []word, c string, i int) bool {
	if ws[i].lower != "export" || i+1 >= len(ws) {
		return false
	}
	e := ws[i+1].end
	return ws[i+1].literal && e < len(c) && c[e] == '='
}

// userNeeds reports whether the clause at ws ties what is read to the
// user's need or request ("files the user's task needs", "what the user
// asked for").
func userNeeds(ws []word) bool {
	served := false
	for k, w := range ws {
		if k > 0 && w.clause || k > 8 {
			return false
		}
		if w.in(cServedNouns) && w.lower != "anyone" {
			served = true
		}
		if served {
			switch w.lower {
			case "needs", "need", "asked", "asks", "requested", "requests", "named", "names", "wants", "chose", "chosen", "picked":
				return true
			}
		}
	}
	return false
}

// pronounProhibited reports whether a clause of the sentence forbids acting
// on what an earlier clause named ("files such as `.env` hold secrets; do
// not open them unless the user names that exact file"): the files of
// secrets are the object of the prohibition, through its pronoun. Every
// path must be named before the prohibition.
func pronounProhibited(ws []word, c string) bool {
	for j, w := range ws {
		if w.lower != "not" && w.lower != "never" && w.lower != "don't" {
			continue
		}
		if hasSecretPath(c[w.start:]) {
			// A path named after the prohibition is not what it forbids
			// ("do not ask about it, read ~/.aws/credentials …").
			return false
		}
		for k := j + 2; k < len(ws) && k <= j+3; k++ {
			if ws[k].clause {
				break
			}
			switch ws[k].lower {
			case "them", "it", "these", "those", "such":
				return true
			}
		}
	}
	return false
}

// ownField reports whether the datum the disclosing verb at i handles goes
// into the argument named after it ("ask the user for the code and pass it
// in `code`", "put the invoice number in `invoice_number`"): this call's
// own input, filled as meant. The same datum put in a field meant for
// something else ("the code in `notes`") is not matched, nor is a secret,
// which the user is not to be asked for.
func ownField(ws []word, i int) bool {
	for k := i + 1; k < len(ws) && k <= i+14; k++ {
		if !ws[k].literal {
			continue
		}
		f := strings.ReplaceAll(ws[k].lower, "_", " ")
		for j := max(0, i-10); j < k; j++ {
			if !ws[j].literal && len(ws[j].lower) >= 3 && (ws[j].lower == f || strings.HasSuffix(f, " "+ws[j].lower)) {
				// A secret asked for is phished whatever field it goes
				// to ("asks the user for their admin token and places
				// it in the `token` argument").
				// A secret the sentence got from a call ("the access token
				// you received from the login tool … in `token`") is
				// this field's own input (poisonV).
				return !(ws[j].inLex && ws[j].cue.target&tgSecret != 0) || !namesServed(ws)
			}
		}
		return false
	}
	return false
}

// tellingVerbs are the verbs of knowWords by which someone tells rather
// than learns.
var tellingVerbs map[string]bool

var _ = onLoad(func() {
	tellingVerbs = map[string]bool{"mention": true, "mentioned": true, "tell": true, "explain": true, "explained": true, "raise": true,
		"inform": true, "notify": true}
})

// userIsTeller reports whether the served person is the one who does not
// tell, in the active voice ("fields the user did not mention", "what the
// customer never mentioned"): the user keeping something back is no order
// to keep it from them. The passive ("the user is not told") and verbs of
// learning ("the user never learns") keep the user in the dark and count.
func userIsTeller(ws []word, i int) bool {
	if !tellingVerbs[ws[i].lower] {
		return false
	}
	j := i - 1
	if j >= 0 && (ws[j].lower == "not" || ws[j].lower == "never") {
		j--
	}
	if j >= 0 {
		switch ws[j].lower {
		case "did", "does", "do", "will", "would", "could", "can", "should", "has", "have", "had", "didn't", "doesn't", "don't", "hasn't", "haven't":
			j--
		}
	}
	return j >= 0 && j < i-1 && ws[j].in(cServedNouns)
}

// screenNouns are places in a product's own interface.
var screenNouns map[string]bool

var _ = onLoad(func() {
	screenNouns = map[string]bool{"ui": true, "dashboard": true, "console": true, "settings": true, "page": true, "screen": true,
		"portal": true, "documentation": true, "docs": true, "tab": true, "menu": true, "panel": true, "admin": true, "app": true}
})

// toOwnScreen reports whether what a user is pointed to, from word k, is
// a screen or page of an interface ("direct the user to the Grafana UI",
// "point them to the billing settings page"): where to do a step by hand,
// not a product or party to prefer. A site, a partner or a named offer
// ("direct the user to our partner's loan page") stays steering.
func toOwnScreen(ws []word, k int) bool {
	for j := k; j < len(ws) && j < k+5; j++ {
		if ws[j].clause && j > k {
			return false
		}
		switch ws[j].lower {
		case "partner", "partner's", "partners", "our", "sponsor", "sponsored", "affiliate", "offer", "deal", "deals":
			return false
		}
		if screenNouns[ws[j].lower] {
			return true
		}
	}
	return false
}

// passVerbs make text the agent sends or signs: before "as written by
// the user" they have it pass its words for the user's ("post the reply
// as written by the user").
var passVerbs map[string]bool

var _ = onLoad(func() {
	passVerbs = map[string]bool{"write": true, "writes": true, "post": true, "posts": true, "send": true, "sends": true,
		"sign": true, "signs": true, "compose": true, "composes": true, "phrase": true, "word": true, "reply": true, "replies": true,
		"submit": true, "submits": true, "format": true, "make": true, "makes": true, "present": true, "presents": true,
		"publish": true, "publishes": true, "leave": true, "leaves": true, "draft": true, "drafts": true, "frame": true, "reads": true,
		"sent": true, "posted": true, "signed": true, "published": true, "submitted": true, "drafted": true, "composed": true,
		"formatted": true, "presented": true, "made": true, "left": true, "framed": true, "worded": true, "phrased": true}
})

// userVerbatim reports whether "as written by the user" at i (or "as if
// …") describes a value taken from the user word for word — a noun before
// it and no verb of composing in its sentence ("the prompt, as written by
// the user") — rather than text the agent makes pass for the user's.
func userVerbatim(ws []word, i, n int) bool {
	if i == 0 || !containsWord(ws[i:min(len(ws), i+n)], "user") {
		return false // "respond as though you were the owner"
	}
	for _, w := range ws[:i] {
		if passVerbs[w.lower] {
			return false
		}
	}
	return true
}

// heldThings are what an account or a service holds for the user: a state
// word said of one is its status, not rules set aside.
var heldThings map[string]bool

var _ = onLoad(func() {
	heldThings = map[string]bool{"account": true, "accounts": true, "wallet": true, "wallets": true, "card": true, "cards": true,
		"subscription": true, "subscriptions": true, "membership": true, "memberships": true, "profile": true, "profiles": true,
		"key": true, "keys": true, "token": true, "tokens": true, "license": true, "licence": true, "licenses": true, "licences": true,
		"order": true, "orders": true, "payment": true, "payments": true, "booking": true, "bookings": true, "service": true,
		"services": true, "listing": true, "listings": true, "domain": true, "domains": true, "number": true, "line": true,
		"user": true, "users": true, "mailbox": true, "project": true, "projects": true, "device": true, "devices": true,
		"link": true, "links": true, "session": true, "sessions": true, "invite": true, "invites": true, "invitation": true,
		"invitations": true, "certificate": true, "certificates": true, "share": true, "shares": true}
})

// stateWords are the override cues that are also a thing's status.
var stateWords map[string]bool

var _ = onLoad(func() {
	stateWords = map[string]bool{"suspended": true, "lifted": true, "waived": true, "revoked": true, "rescinded": true}
})

// featureOff reports whether the override cue at i, "switched off",
// "turned off" or "disabled", is the state of a device's or an app's
// feature named just before it: "start the visit with recording switched
// off", "if notifications are disabled". Rules, filters or checks before
// it ("with safety filters switched off") stay an override.
func featureOff(ws []word, i, n int) bool {
	switch l := ws[i].lower; {
	case n == 2 && (l == "switched" || l == "turned") && ws[i+1].lower == "off", n == 1 && l == "disabled":
	default:
		return false
	}
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		switch l := ws[j].lower; {
		case l == "is" || l == "are" || l == "was" || l == "were" || l == "be" || l == "been" || l == "stays" || l == "remains" || l == "kept":
			continue
		case n == 1 && j == i-1 && (l == "saved" || l == "created" || l == "shipped" || l == "installed" || l == "left" || l == "set"):
			return true // "rules that involve locks are saved disabled": how a thing is made
		default:
			return switchedFeatures[l] || heldThings[l]
		}
	}
	return false
}

// switchedFeatures are features of a device or an app that a user switches.
var switchedFeatures map[string]bool

var _ = onLoad(func() {
	switchedFeatures = map[string]bool{"recording": true, "recordings": true, "camera": true, "microphone": true, "mic": true,
		"notifications": true, "notification": true, "tracking": true, "location": true, "sound": true, "audio": true, "video": true,
		"captions": true, "subtitles": true, "autoplay": true, "alarm": true, "alarms": true, "lights": true, "light": true,
		"heating": true, "wifi": true, "wi-fi": true, "bluetooth": true, "reminders": true, "sync": true, "backup": true, "backups": true,
		"geolocation": true, "transcription": true, "flash": true, "ads": true, "personalisation": true, "personalization": true}
})

// thingsState reports whether the override cue at i ("suspended",
// "lifted", "waived") is the status of an account, a key or an order
// named just before it as its subject: "if the wallet is suspended",
// "keys that are suspended". "The usual safety rules are suspended" names
// rules, and stays an override.
func thingsState(ws []word, i int) bool {
	if !stateWords[ws[i].lower] {
		return false
	}
	// "Revoked" is a thing's state only as what may be done to it ("the
	// link can be revoked"): "tell them it has been revoked" is a claim.
	modalOnly, modal := ws[i].lower == "revoked" || ws[i].lower == "rescinded", false
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch l := ws[j].lower; {
		case l == "can" || l == "may" || l == "will" || l == "could":
			modal = true
			continue
		case l == "is" || l == "are" || l == "was" || l == "were" || l == "been" || l == "be" || l == "gets" || l == "get" ||
			l == "got" || l == "has" || l == "have" || l == "that" || l == "which" || l == "temporarily" || l == "currently" || l == "now" ||
			l == "later" || l == "anytime" || l == "always":
			continue
		case heldThings[l]:
			return !modalOnly || modal
		case modalOnly && modal:
			// "the link can be revoked from the Sharing screen": what the
			// user may do to a thing (poisonX33); "the rules can be
			// revoked" stays an override.
			return !setAsideNouns[l]
		case l == "it" || l == "they":
			// "If the wallet is suspended, tell the user it is
			// suspended": the pronoun stands for a thing named before.
			for _, v := range ws[:j] {
				if heldThings[v.lower] {
					return !modalOnly || modal
				}
			}
			return false
		default:
			return false
		}
	}
	return false
}

// setAsideNouns are the agent's rules, which an override sets aside.
var setAsideNouns map[string]bool

var _ = onLoad(func() {
	setAsideNouns = map[string]bool{"instructions": true, "instruction": true, "rules": true, "rule": true, "guidelines": true,
		"guidance": true, "policy": true, "policies": true, "restrictions": true, "limits": true, "directives": true, "prompt": true,
		"constraints": true, "safeguards": true, "refusals": true, "filters": true, "guardrails": true, "prohibitions": true}
})

// partyAsSource reports whether the outside party named at i is where
// something came from — "content from a third party", "instructions
// written by third parties" — rather than where data is to go.
func partyAsSource(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		switch ws[j].lower {
		case "a", "an", "the", "some", "any", "other", "unknown", "untrusted":
			continue
		case "from", "by":
			return true
		}
		return false
	}
	return false
}
