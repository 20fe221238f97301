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
//   - an infinitive that qualifies the noun before it and ends its clause
//     with no object: "the path of the file to blame, relative to …".
func notVerbHere(ws []word, i int) bool {
	if i+1 < len(ws) && !ws[i+1].clause && subjectFollowers[ws[i+1].lower] {
		return true
	}
	if i+1 < len(ws) && !ws[i+1].clause && mediumVerbs[ws[i].lower] && mediumParts[ws[i+1].lower] {
		return true // "e.g., email address 'someone@…'": a noun compound
	}
	if i < 2 || ws[i-1].lower != "to" {
		return false
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
var subjectFollowers = map[string]bool{
	"can": true, "cannot": true, "can't": true, "could": true, "may": true, "might": true, "will": true, "won't": true,
	"would": true, "shall": true, "should": true, "must": true, "is": true, "are": true, "was": true, "were": true,
	"isn't": true, "aren't": true, "has": true, "does": true, "doesn't": true,
}

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
var fieldWords = map[string]bool{
	"url": true, "uri": true, "name": true, "key": true, "type": true, "path": true, "refs": true, "date": true,
	"time": true, "count": true, "size": true, "index": true, "code": true, "status": true, "mode": true, "label": true,
}

// toolVerbs are the verbs tools' names open with.
var toolVerbs = map[string]bool{
	"get": true, "list": true, "create": true, "update": true, "delete": true, "remove": true, "fetch": true, "search": true,
	"find": true, "read": true, "write": true, "set": true, "add": true, "run": true, "send": true, "upload": true,
	"download": true, "export": true, "import": true, "query": true, "describe": true, "check": true, "post": true,
	"put": true, "patch": true, "resolve": true, "lookup": true, "sync": true, "copy": true, "move": true, "share": true,
	"open": true, "close": true, "start": true, "stop": true, "execute": true, "call": true, "invoke": true, "apply": true,
	"generate": true, "convert": true, "validate": true, "verify": true, "scan": true, "load": true, "save": true, "store": true,
	"edit": true, "manage": true, "trigger": true, "submit": true, "publish": true, "deploy": true, "forward": true, "transfer": true,
}

// notFieldAfter is the keep of the "instead of X" pattern: X is no tool
// when it is shaped like a field ("use it instead of imageRef",
// "(instead of serviceEndpointId)").
func notFieldAfter(c string, m loc) bool {
	s := c[m[0]:m[1]]
	k := strings.LastIndexAny(s, " \t\n")
	return !fieldShaped(strings.Trim(s[k+1:], "`'\""))
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
var sourceWords = map[string]bool{
	"this": true, "these": true, "me": true, "us": true, "my": true, "our": true, "it": true, "them": true, "following": true, "above": true, "below": true,
	"instructions": true, "instruction": true, "rules": true, "rule": true, "directions": true, "orders": true, "commands": true, "guidance": true,
	"directives": true, "policy": true, "policies": true, "text": true, "description": true, "note": true, "notes": true, "tool": true, "tools": true,
	"server": true, "provider": true, "admin": true, "admins": true, "administrator": true, "administrators": true, "operator": true, "operators": true,
	"developer": true, "developers": true, "system": true, "owner": true, "owners": true, "author": true, "authors": true, "vendor": true, "what": true,
	"whatever": true, "whoever": true, "messages": true, "prompts": true, "prompt": true,
}

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
var verbLeads = map[string]bool{
	"must": true, "should": true, "shall": true, "to": true, "you": true, "please": true, "and": true, "then": true, "also": true,
	"always": true, "never": true, "not": true, "first": true, "just": true, "now": true, "or": true, "need": true, "needs": true,
	"don't": true, "do": true, "we": true, "i": true, "can": true, "will": true, "may": true, "might": true, "could": true, "would": true,
	"assistants": true, "agents": true, "models": true, "llms": true, "bots": true, "assistant": true, "agent": true, "model": true, "llm": true,
	"ai": true, "next": true, "finally": true, "afterwards": true, "later": true, "still": true, "even": true, "only": true, "again": true,
	"everything": true, "anything": true, "both": true, "all": true, "directly": true, "automatically": true, "so": true, "but": true,
	"simply": true, "kindly": true, "silently": true, "quietly": true, "secretly": true, "immediately": true,
}

// mediumVerbs are verbs of sending named after their medium, and
// mediumParts the nouns that make such a verb the first word of a noun
// compound.
var mediumVerbs = map[string]bool{"email": true, "e-mail": true, "mail": true, "text": true, "sms": true, "dm": true, "message": true}

var mediumParts = map[string]bool{
	"address": true, "addresses": true, "field": true, "fields": true, "template": true, "templates": true, "thread": true, "threads": true,
	"body": true, "subject": true, "id": true, "ids": true, "inbox": true, "account": true, "accounts": true, "client": true, "server": true,
	"format": true, "domain": true, "domains": true, "header": true, "headers": true, "box": true, "input": true,
}

// notAChoice is the keep of the patterns of skipped confirmation: a
// setting's description ("Whether to skip user consent for …", "whether
// or not to bypass approval") names what a flag decides, to no one.
func notAChoice(c string, m loc) bool {
	before := strings.TrimRight(asciiLower(c[max(0, m[0]-24):m[0]]), " ")
	return !strings.HasSuffix(before, "whether to") && !strings.HasSuffix(before, "whether or not to")
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
