package poisoning

import "strings"

// Readings from the honest text of servers the detector had not been
// tuned on (poisonP, 2026-12-02: the matches on the 3,700 descriptions of
// 23 servers of docs/poisoning.md, *Real text*, grouped by shape). Each
// says when a word the lexicon or a pattern takes for an order is used as
// something else; the tests are in freshtext_test.go.

// notVerbHere reports whether the base-form verb at i of ws stands where
// the sentence uses it as something other than an order:
//   - a choice a setting describes: "Whether to skip the check",
//     "whether or not to include the history" name what a flag decides;
//   - the subject of a modal or a copula: "State can be WORKING or
//     FAILED", "Share is disabled for guests" — an imperative is never
//     followed by "can" or "is";
//   - a medium's name before one of its parts: "email address", "text
//     field", "sms template" are nouns;
//   - what a thing makes possible: "will allow you to access the UI",
//     "enables you to export" say what the thing permits;
//   - an infinitive that qualifies the noun before it and ends its clause
//     with no object: "the path of the file to blame, relative to …".
func notVerbHere(ws []word, i int) bool {
	if i+1 < len(ws) && !ws[i+1].clause && subjectFollowers[ws[i+1].lower] {
		return true
	}
	if headlinePassive(ws, i) {
		return true // "Transfer held for review by the bank's fraud team": a noun and its state
	}
	if i+1 < len(ws) && !ws[i+1].clause && mediumVerbs[ws[i].lower] && mediumParts[ws[i+1].lower] {
		return true // "e.g., email address 'someone@…'": a noun compound
	}
	if i < 2 || ws[i-1].lower != "to" {
		return false
	}
	if i >= 3 && ws[i-2].lower == "you" && enablingVerbs[ws[i-3].lower] {
		return true // "this password will allow you to access the UI"
	}
	if ws[i-2].lower == "whether" || i >= 4 && ws[i-2].lower == "not" && ws[i-3].lower == "or" && ws[i-4].lower == "whether" {
		return true
	}
	if i+1 < len(ws) && !ws[i+1].clause {
		return false // the verb has an object or more after it
	}
	for j := i - 2; j >= 0 && j >= i-4; j-- {
		switch ws[j].lower {
		case "the", "a", "an", "each", "which", "any":
			return j < i-2 // a determiner, then at least the noun
		}
		if ws[j].clause {
			return false
		}
	}
	return false
}

// subjectFollowers are the modals and copulas that make the word before
// them a noun.
var subjectFollowers map[string]bool

var _ = onLoad(func() {
	subjectFollowers = map[string]bool{
		"can": true, "cannot": true, "can't": true, "could": true, "may": true, "might": true, "will": true, "won't": true,
		"would": true, "shall": true, "should": true, "must": true, "is": true, "are": true, "was": true, "were": true,
		"isn't": true, "aren't": true, "has": true, "does": true, "doesn't": true,
	}
})

// fieldShaped reports whether an identifier in snake or camel case names
// a field or a value of the API rather than a tool: its last word says
// which thing (an id, a reference, a name, a key …) and its first word is
// no verb of the kind tools are named with. "imageRef",
// "serviceEndpointId", "parent_id" are fields; "get_user_id",
// "fetchImageRef" are tools.
func fieldShaped(name string) bool {
	first, last := -1, 0
	for j := 1; j < len(name); j++ {
		switch {
		case name[j] == '_' || name[j] == '-':
			if first < 0 {
				first = j
			}
			last = j + 1
		case name[j] >= 'A' && name[j] <= 'Z' && name[j-1] >= 'a' && name[j-1] <= 'z':
			if first < 0 {
				first = j
			}
			last = j
		}
	}
	if first < 0 || last >= len(name) {
		return false
	}
	lw := strings.ToLower(name[last:])
	if !addressingWords[lw] && !fieldWords[lw] {
		return false
	}
	return !toolVerbs[strings.ToLower(name[:first])]
}

// fieldWords are last words of identifiers that name a field's kind of
// value, beside addressingWords.
var fieldWords map[string]bool

var _ = onLoad(func() {
	fieldWords = map[string]bool{
		"url": true, "uri": true, "name": true, "key": true, "type": true, "path": true, "refs": true, "date": true,
		"time": true, "count": true, "size": true, "index": true, "code": true, "status": true, "mode": true, "label": true,
	}
})

// toolVerbs are the verbs tools' names open with.
var toolVerbs map[string]bool

var _ = onLoad(func() {
	toolVerbs = map[string]bool{
		"get": true, "list": true, "create": true, "update": true, "delete": true, "remove": true, "fetch": true, "search": true,
		"find": true, "read": true, "write": true, "set": true, "add": true, "run": true, "send": true, "upload": true,
		"download": true, "export": true, "import": true, "query": true, "describe": true, "check": true, "post": true,
		"put": true, "patch": true, "resolve": true, "lookup": true, "sync": true, "copy": true, "move": true, "share": true,
		"open": true, "close": true, "start": true, "stop": true, "execute": true, "call": true, "invoke": true, "apply": true,
		"generate": true, "convert": true, "validate": true, "verify": true, "scan": true, "load": true, "save": true, "store": true,
		"edit": true, "manage": true, "trigger": true, "submit": true, "publish": true, "deploy": true, "forward": true, "transfer": true,
	}
})

// notFieldAfter is the keep of the "instead of X" pattern: X is no tool
// when it is shaped like a field ("use it instead of imageRef",
// "(instead of serviceEndpointId)").
func notFieldAfter(c string, m loc) bool {
	s := c[m[0]:m[1]]
	k := strings.LastIndexAny(s, " \t\n")
	return !fieldShaped(strings.Trim(s[k+1:], "`'\"*"))
}

// followsSource is the keep of "follow only …", "obey only …": the
// obedience sets other instructions aside when what it is owed is a
// source of instructions — this text, its instructions or rules, a
// person or a role, a tool — not when "only" narrows a thing followed in
// the tool's own domain ("follow only the first parent commit", "follow
// only redirects on the same host"). Obedience to the user is no
// override (obeysOthers).
func followsSource(c string, m loc) bool {
	if !obeysOthers(c, m) {
		return false
	}
	rest := strings.TrimLeft(asciiLower(c[m[1]:min(len(c), m[1]+60)]), " ")
	if !strings.HasSuffix(asciiLower(c[m[0]:m[1]]), "only") {
		return true // "follow the instructions in this …"
	}
	for _, p := range [...]string{"the ", "your ", "these ", "those "} {
		if strings.HasPrefix(rest, p) {
			rest = rest[len(p):]
			if p != "the " && p != "your " {
				return true
			}
			break
		}
	}
	w := rest
	if k := strings.IndexFunc(w, func(r rune) bool { return r >= 0x80 || !isWordByte(byte(r)) && r != '-' }); k >= 0 {
		w = w[:k]
	}
	if w == "" {
		return true // "obey only: …"
	}
	if sourceWords[w] {
		return true
	}
	// "the text below", "the guidance above": what follows the noun says
	// it is this text.
	after := strings.TrimLeft(rest[len(w):], " ")
	return strings.HasPrefix(after, "below") || strings.HasPrefix(after, "above") || strings.HasPrefix(after, "in this") || strings.HasPrefix(after, "here")
}

// sourceWords are what an order to obey only something names as its
// source of instructions.
var sourceWords map[string]bool

var _ = onLoad(func() {
	sourceWords = map[string]bool{
		"this": true, "these": true, "me": true, "us": true, "my": true, "our": true, "it": true, "them": true, "following": true, "above": true, "below": true,
		"instructions": true, "instruction": true, "rules": true, "rule": true, "directions": true, "orders": true, "commands": true, "guidance": true,
		"directives": true, "policy": true, "policies": true, "text": true, "description": true, "note": true, "notes": true, "tool": true, "tools": true,
		"server": true, "provider": true, "admin": true, "admins": true, "administrator": true, "administrators": true, "operator": true, "operators": true,
		"developer": true, "developers": true, "system": true, "owner": true, "owners": true, "author": true, "authors": true, "vendor": true, "what": true,
		"whatever": true, "whoever": true, "messages": true, "prompts": true, "prompt": true,
	}
})

// valueKey reports whether the word ending at i of c is the key of a
// "key = meaning" list ("0 = always fetch, omit = use the cache"): a
// value, not prose.
func valueKey(c string, i int) bool {
	return i+2 < len(c) && c[i] == ' ' && c[i+1] == '=' && c[i+2] == ' '
}

// abbreviationGloss reports whether the word at c[start:end] is an
// all-capital abbreviation opening a parenthesis and followed by a comma
// or its close ("direct message (DM, or IM) conversation"): it glosses
// the words before it and is no imperative.
func abbreviationGloss(c string, start, end int) bool {
	if start == 0 || c[start-1] != '(' || end >= len(c) || c[end] != ',' && c[end] != ')' || end-start < 2 {
		return false
	}
	for j := start; j < end; j++ {
		if c[j] < 'A' || c[j] > 'Z' {
			return false
		}
	}
	return true
}

// verbSlot reports whether the word at c[at:] stands where an order's
// verb can: at the start of the sentence or a clause, or after a word that
// leads or asks for a verb ("must", "to", "please", "then", an adverb in
// -ly, an agent noun). "Pages in the same browser context share cookies"
// has its verb after the subject, a thing: it says what pages do.
func verbSlot(c string, at int) bool {
	j := at
	for j > 0 && c[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && (isWordByte(c[k-1]) || c[k-1] == '\'') {
		k--
	}
	if k == j {
		return true // punctuation or the sentence start
	}
	prev := asciiLower(c[k:j])
	if verbLeads[prev] || strings.HasSuffix(prev, "ly") && len(prev) > 4 {
		return true
	}
	// A thing as subject is a plain word; anything else (a number, a
	// value) is left to the pattern.
	for i := 0; i < len(prev); i++ {
		if prev[i] < 'a' || prev[i] > 'z' {
			return true
		}
	}
	return false
}

// verbLeads are the words after which an order's verb stands.
var verbLeads map[string]bool

var _ = onLoad(func() {
	verbLeads = map[string]bool{
		"must": true, "should": true, "shall": true, "to": true, "you": true, "please": true, "and": true, "then": true, "also": true,
		"always": true, "never": true, "not": true, "first": true, "just": true, "now": true, "or": true, "need": true, "needs": true,
		"don't": true, "do": true, "we": true, "i": true, "can": true, "will": true, "may": true, "might": true, "could": true, "would": true,
		"assistants": true, "agents": true, "models": true, "llms": true, "bots": true, "assistant": true, "agent": true, "model": true, "llm": true,
		"ai": true, "next": true, "finally": true, "afterwards": true, "later": true, "still": true, "even": true, "only": true, "again": true,
		"everything": true, "anything": true, "both": true, "all": true, "directly": true, "automatically": true, "so": true, "but": true,
		"simply": true, "kindly": true, "silently": true, "quietly": true, "secretly": true, "immediately": true,
	}
})

// mediumVerbs are verbs of sending named after their medium, and
// mediumParts the nouns that make such a verb the first word of a noun
// compound.
var mediumVerbs map[string]bool

var _ = onLoad(func() {
	mediumVerbs = map[string]bool{"email": true, "e-mail": true, "mail": true, "text": true, "sms": true, "dm": true, "message": true}
})

var mediumParts map[string]bool

var _ = onLoad(func() {
	mediumParts = map[string]bool{
		"address": true, "addresses": true, "field": true, "fields": true, "template": true, "templates": true, "thread": true, "threads": true,
		"body": true, "subject": true, "id": true, "ids": true, "inbox": true, "account": true, "accounts": true, "client": true, "server": true,
		"format": true, "domain": true, "domains": true, "header": true, "headers": true, "box": true, "input": true,
	}
})

// notAChoice is the keep of the patterns of skipped confirmation: a
// setting's description ("Whether to skip user consent for …", "whether
// or not to bypass approval") names what a flag decides, to no one.
func notAChoice(c string, m loc) bool {
	before := strings.TrimRight(asciiLower(c[max(0, m[0]-24):m[0]]), " ")
	return !strings.HasSuffix(before, "whether to") && !strings.HasSuffix(before, "whether or not to") && !flagEffect(c, m)
}

// queryTool is the keep of "query X": an order (opensOrder) whose X is no
// field or column — not field-shaped, not followed by a value in quotes,
// "=", "column", "field" or "table".
func queryTool(c string, m loc) bool {
	if !opensOrder(c, m) {
		return false
	}
	s := c[m[0]:m[1]]
	name := strings.Trim(s[strings.LastIndexAny(s, " \t\n")+1:], "`")
	if fieldShaped(name) {
		return false
	}
	rest := strings.TrimLeft(c[m[1]:min(len(c), m[1]+16)], " `")
	if rest != "" && (rest[0] == '\'' || rest[0] == '"' || rest[0] == '=') {
		return false
	}
	next, _ := nextField(rest)
	switch strings.ToLower(strings.Trim(next, ".,;:")) {
	case "column", "columns", "field", "fields", "table", "tables", "index", "attribute", "property":
		return false
	}
	return true
}

// thingSubject reports whether the third-person verb at i has for its
// subject a thing named just before it — a determiner, up to two words,
// then the verb: "Each dimension includes a metadata field", "The
// export adds a header row". Inside a block or under a heading to the
// agent a third-person verb is read as the agent's act ("Reads the key
// and passes it on"); one with a thing for subject says what the thing
// does. The tool, server or function itself, and the agent, stay the
// actors they are.
func thingSubject(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		switch ws[j].lower {
		case "each", "every", "the", "a", "an", "this", "that", "these", "those", "its", "their":
			if j == i-1 {
				return false
			}
			for k := j + 1; k < i; k++ {
				if actorNouns[ws[k].lower] || ws[k].in(cAgentNouns) {
					return false
				}
			}
			return true
		}
		if ws[j].clause && j < i-1 {
			return false
		}
	}
	return false
}

// actorNouns are the subjects whose third-person acts still count as
// the act the text asks for.
var actorNouns map[string]bool

var _ = onLoad(func() {
	actorNouns = map[string]bool{"tool": true, "tools": true, "server": true, "function": true, "plugin": true, "extension": true, "integration": true, "provider": true, "app": true, "service": true}
})

// actedKeyword reports whether the capitalised word at j, after a
// steering cue whose words end at from, is a keyword or an acronym acted
// on, not a product: an all-capital word after a gerund ("suggest running
// ANALYZE", "suggest generating a SQL migration"). "Suggest upgrading to
// ReportHub Premium" names a product.
func actedKeyword(c string, ws []word, from, j int) bool {
	w := c[ws[j].start:ws[j].end]
	if len(w) < 2 || strings.ToUpper(w) != w {
		return false
	}
	for k := from; k < j; k++ {
		if l := ws[k].lower; strings.HasSuffix(l, "ing") && len(l) > 5 {
			return true
		}
	}
	return false
}

// suggestsAnAct reports whether what a cue of suggesting offers, from i
// on, is something to ask or do rather than something to choose: an
// article, at most one modifier, then a noun of asking or acting ("suggest
// a new question that can be answered", "suggest a narrower query").
// The callers have ruled out a product, a price and an outside party.
func suggestsAnAct(ws []word, i int) bool {
	if i >= len(ws) || ws[i].lower != "a" && ws[i].lower != "an" && ws[i].lower != "another" {
		return false
	}
	for k := i + 1; k < len(ws) && k <= i+2; k++ {
		if suggestedActs[ws[k].lower] {
			return true
		}
	}
	return false
}

// suggestedActs are things one suggests to ask or do.
var suggestedActs map[string]bool

var _ = onLoad(func() {
	suggestedActs = map[string]bool{
		"question": true, "query": true, "search": true, "step": true, "fix": true, "change": true, "workaround": true, "approach": true,
		"command": true, "filter": true, "rephrasing": true, "prompt": true, "range": true, "retry": true, "migration": true, "test": true,
	}
})

// replyPartFirst reports whether a rank cue of the sentence ("shown
// first", "listed first") puts a part of the reply first — an id, a
// name, a status, a field — rather than an option the user chooses:
// "the Migration ID must be shown first" orders a reply's fields. The
// caller has ruled out a product, a price and an outside party.
func replyPartFirst(ws []word) bool {
	for i := 1; i+1 < len(ws); i++ {
		if ws[i+1].lower != "first" || ws[i].lower != "shown" && ws[i].lower != "listed" && ws[i].lower != "displayed" {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-10; j-- {
			if l := ws[j].lower; addressingWords[l] || fieldWords[l] || l == "field" || l == "fields" || l == "summary" || l == "warning" || l == "error" {
				return true
			}
		}
	}
	return false
}

// ofAThing reports whether the words from i say whose a private-data
// noun before them is, and that it is a thing's: "of", a determiner or
// none, then a word that is no person ("the health of a dbt model", "the
// history of the branch"). "The health of the patient", "the history of
// each user" stay private.
func ofAThing(ws []word, i int) bool {
	if i >= len(ws) || ws[i].lower != "of" {
		return false
	}
	j := i + 1
	if j < len(ws) {
		switch ws[j].lower {
		case "a", "an", "the", "this", "that", "each", "every", "its", "any":
			j++
		}
	}
	for k := j; k < len(ws) && k <= j+1; k++ {
		if personNouns[ws[k].lower] {
			return false
		}
	}
	return j < len(ws) && !ws[j].clause && ws[j].lower != "your" && ws[j].lower != "their" && ws[j].lower != "his" && ws[j].lower != "her" && ws[j].lower != "my"
}

// personNouns are people whose data is theirs.
var personNouns map[string]bool

var _ = onLoad(func() {
	personNouns = map[string]bool{
		"user": true, "users": true, "user's": true, "customer": true, "customers": true, "patient": true, "patients": true, "person": true,
		"people": true, "employee": true, "employees": true, "member": true, "members": true, "client": true, "clients": true, "contact": true,
		"contacts": true, "child": true, "children": true, "caller": true, "owner": true, "guest": true, "guests": true, "buyer": true,
		"traveller": true, "traveler": true, "student": true, "students": true, "account": true, "holder": true, "recipient": true, "visitor": true,
	}
})

// thingProperties are private-data nouns that also name a property of a
// thing (a model's health, a branch's history); nouns of people and
// their lists ("attendees of all events") stay private.
var thingProperties map[string]bool

var _ = onLoad(func() {
	thingProperties = map[string]bool{
		"health": true, "history": true, "activity": true, "location": true, "usage": true, "status": true, "behaviour": true,
		"behavior": true, "details": true, "metadata": true, "logs": true, "log": true, "records": true, "record": true,
	}
})

// tokenAmount are the words of an amount before "of tokens": "cut the
// response by thousands of tokens", "a lot of tokens" counts a model's
// tokens, not credentials.
var tokenAmount map[string]bool

var _ = onLoad(func() {
	tokenAmount = map[string]bool{
		"thousands": true, "millions": true, "hundreds": true, "lots": true, "lot": true, "number": true, "amount": true,
		"tens": true, "billions": true, "count": true, "budget": true, "waste": true,
	}
})

// noteAboutInput reports whether the cue word at i of the words after a
// note to the model (ws, lower case, hyphenated compounds kept whole)
// only concerns this call's input: asking for values ("ask for both
// together in a single question", "ask the user for the region"),
// leaving an argument out unless someone gives it ("omit the size unless
// specified"), or the user as the one who specifies ("specified by the
// user", "the user names"). What follows a note that only does that is
// guidance on the call, not a change of the agent's rules.
func noteAboutInput(ws []string, i int) bool {
	w := ws[i]
	switch w {
	case "ask", "asking":
		j := i + 1
		if j < len(ws) && (ws[j] == "the" || ws[j] == "them") {
			j++
		}
		if j < len(ws) && ws[j] == "user" {
			j++
		}
		return j < len(ws) && ws[j] == "for"
	case "omit", "skip", "leave":
		for j := i + 1; j < len(ws) && j <= i+5; j++ {
			if ws[j] == "unless" && j+1 < len(ws) && inputGiven[ws[j+1]] {
				return true
			}
		}
	case "user", "users":
		if i >= 2 && ws[i-1] == "the" && ws[i-2] == "by" {
			return true
		}
		return i+1 < len(ws) && inputGiven[ws[i+1]]
	}
	return false
}

// inputGiven are the participles and verbs of giving a call its values.
var inputGiven map[string]bool

var _ = onLoad(func() {
	inputGiven = map[string]bool{
		"specified": true, "specifies": true, "provided": true, "provides": true, "given": true, "gives": true, "supplied": true,
		"supplies": true, "set": true, "passed": true, "names": true, "named": true, "requested": true, "chooses": true, "chose": true,
	}
})

// asksForInput reports whether the sentence asks someone for values —
// "ask for the provider and the regions together", "ask the user for the
// account name" — which collects this call's input (noteAboutInput).
func asksForInput(ws []word) bool {
	for i := range ws {
		if ws[i].lower != "ask" {
			continue
		}
		j := i + 1
		if j < len(ws) && (ws[j].lower == "the" || ws[j].lower == "them") {
			j++
		}
		if j < len(ws) && ws[j].lower == "user" {
			j++
		}
		if j < len(ws) && ws[j].lower == "for" {
			return true
		}
	}
	return false
}

// omitsInput reports whether the concealing verb at i leaves out an
// argument unless someone gives it: "Omit the instance size unless
// specified", "skip the region unless the user provides one".
func omitsInput(ws []word, i int) bool {
	switch ws[i].lower {
	case "omit", "skip", "leave":
	default:
		return false
	}
	for j := i + 1; j+1 < len(ws) && j <= i+5; j++ {
		if ws[j].lower != "unless" {
			continue
		}
		if inputGiven[ws[j+1].lower] {
			return true
		}
		// "unless the user provides one"
		return j+3 < len(ws) && ws[j+1].lower == "the" && inputGiven[ws[j+3].lower]
	}
	return false
}

// linksForUser reports whether every URL of the sentence c is a page the
// user is pointed to — after "this link", "for more information",
// "see", "visit", "guide them to", "direct the user to" — with no query
// or placeholder that could carry data out: "provide this link for more
// information: https://…", "guide them to https://console… to copy the
// value manually". A URL anything is sent, posted or added to stays a
// destination.
func linksForUser(c string) bool {
	n := 0
	for i := strings.Index(c, "://"); i >= 0; {
		s := i
		for s > 0 && isSchemeByte(c[s-1]) {
			s--
		}
		e := i + 3
		for e < len(c) && c[e] > ' ' && c[e] != ')' && c[e] != '>' && c[e] != '"' && c[e] != '\'' {
			e++
		}
		if strings.ContainsAny(c[i:e], "?{<") {
			return false
		}
		before := strings.TrimRight(asciiLower(c[max(0, s-48):s]), " :(`\"")
		ok := false
		for _, p := range [...]string{"this link", "the link", "a link", "more information", "more info", "for details", "learn more", "see", "visit",
			"guide them to", "guide the user to", "direct them to", "direct the user to", "point them to", "point the user to", "documentation at", "docs at", "open"} {
			if strings.HasSuffix(before, p) || strings.HasSuffix(before, p+" for more information") {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
		n++
		k := strings.Index(c[e:], "://")
		if k < 0 {
			break
		}
		i = e + k
	}
	return n > 0
}

// withoutURLs is c with each URL (scheme to the next space or closing
// mark) cut out.
func withoutURLs(c string) string {
	var b strings.Builder
	for {
		i := strings.Index(c, "://")
		if i < 0 {
			b.WriteString(c)
			return b.String()
		}
		s := i
		for s > 0 && isSchemeByte(c[s-1]) {
			s--
		}
		e := i + 3
		for e < len(c) && c[e] > ' ' && c[e] != ')' && c[e] != '>' && c[e] != '"' && c[e] != '\'' {
			e++
		}
		b.WriteString(c[:s])
		c = c[e:]
	}
}

// toolsAsked is the keep of "tools that you can use": not negated, and
// not what a product offers ("X-Ray provides tools that you can use to
// view the traces", "the console offers tools you can use …"), which
// describes the product, not the agent's context.
func toolsAsked(c string, m loc) bool {
	if !notNegatedBefore(c, m) {
		return false
	}
	before := strings.Fields(asciiLower(c[max(0, m[0]-40):m[0]]))
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		switch before[k] {
		case "provides", "offers", "includes", "has", "gives", "ships", "exposes", "contains", "comes":
			return false
		}
	}
	return true
}

// enablingVerbs are the verbs of a thing making an act possible for "you".
var enablingVerbs map[string]bool

var _ = onLoad(func() {
	enablingVerbs = map[string]bool{"allow": true, "allows": true, "enable": true, "enables": true, "permit": true, "permits": true}
})

// secretAsPurpose reports whether the secret a leak pattern matched at m
// is named in a purpose clause after what is passed — "pass client_id and
// client_secret to use your own credentials", "pass an empty object to use
// the shared credentials" — saying which credentials the call will use,
// not passing them anywhere.
func secretAsPurpose(c string, m loc) bool {
	s := asciiLower(c[m[0]:m[1]])
	k := strings.LastIndex(s, " to use ")
	if k < 0 {
		return false
	}
	// The secret's words come after the purpose; nothing secret before.
	return !hasSecretPath(s[:k]) && !strings.Contains(s[:k], "credential") && !strings.Contains(s[:k], "password") && !strings.Contains(s[:k], "token")
}

// kebabModifier reports whether the plain hyphenated word a call pattern
// took for a tool's name at m modifies the noun after it: "Trigger ad-hoc
// job runs", "run one-off jobs". A name is followed by punctuation, a
// preposition, an adverb of order or a word saying it is a tool; a
// compound adjective by its noun.
func kebabModifier(c string, m loc) bool {
	span := c[m[0]:m[1]]
	name := span[strings.LastIndexAny(span, " \t\n")+1:]
	if !strings.Contains(name, "-") || strings.ContainsAny(name, "_`'\"") || m[1] < len(c) && c[m[1]] == '`' {
		return false
	}
	if m[1] >= len(c) || c[m[1]] != ' ' {
		return false
	}
	next, _ := nextField(c[m[1]:min(len(c), m[1]+32)])
	if next == "" {
		return false
	}
	for i := 0; i < len(next); i++ {
		if next[i] < 'a' || next[i] > 'z' {
			return false // punctuation, a capital, a value
		}
	}
	return !nameFollowers[next]
}

// nameFollowers are the words that can follow a tool's name in an order.
var nameFollowers map[string]bool

var _ = onLoad(func() {
	nameFollowers = map[string]bool{
		"tool": true, "tools": true, "function": true, "command": true, "endpoint": true, "action": true, "server": true, "api": true,
		"to": true, "with": true, "for": true, "and": true, "or": true, "then": true, "first": true, "on": true, "in": true, "before": true,
		"after": true, "now": true, "instead": true, "when": true, "if": true, "once": true, "again": true, "immediately": true, "always": true,
		"whenever": true, "as": true, "by": true, "from": true, "using": true, "via": true, "at": true, "next": true, "only": true, "also": true,
		"every": true, "each": true, "so": true, "but": true, "until": true, "while": true, "unless": true, "because": true, "the": true, "a": true,
		"it": true, "this": true, "that": true, "them": true, "is": true, "are": true, "must": true, "should": true, "will": true, "can": true,
	}
})

// boldRouting reports whether a sentence that names a tool in emphasis
// ("**search_files**") with a verb of use routes honestly: it neither
// insists (always, every, only, all, instead, never, must, exclusively)
// nor sets another tool aside. Real servers bold the next step of a task
// ("Call **add_files** first to upload them, then pass the id"); an order
// in emphasis insists on it or replaces something ("Use **fare_oracle**
// for every booking", "only through **X**").
func boldRouting(s string) bool {
	for _, w := range strings.FieldsFunc(asciiLower(s), func(r rune) bool { return r < 0x80 && !isWordByte(byte(r)) }) {
		switch w {
		case "always", "every", "each", "only", "all", "instead", "never", "must", "exclusively", "rather", "whenever", "any", "other", "solely":
			return false
		}
	}
	return true
}

// headlinePassive reports whether word i, at a clause's start, is the
// subject of a headline's passive: a participle and a preposition after
// it ("Transfer held for review", "Payment sent to the bank", "Order
// placed on hold"). An imperative takes an object, not a participle.
func headlinePassive(ws []word, i int) bool {
	if !ws[i].clause && i > 0 || i+2 >= len(ws) || ws[i+1].clause {
		return false
	}
	p := ws[i+1].lower
	if !(len(p) > 4 && strings.HasSuffix(p, "ed") || irregularDone[p] || p == "held" || p == "found" || p == "lost" || p == "done") {
		return false
	}
	switch ws[i+2].lower {
	case "for", "by", "to", "in", "on", "at", "from", "until", "pending", "due", "after", "because":
		return true
	}
	return false
}
