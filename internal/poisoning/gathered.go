package poisoning

import "strings"

// A value of the call made of what the agent has to go and get (poisonR,
// 2026-12-02, issue 11). The published leaks through arguments — the
// "sidenote" that must carry a config file, the notes parameter that must
// carry the chat so far, the error that asks for a credentials file
// before it will retry, the schema field that "expects" saved passwords —
// rarely say "send" or "read": they say what a field is to be filled
// with. The reading asks two things of one sentence:
//   - a source the call cannot need and the user did not give for it:
//     the contents of a secret file or of credentials ("the contents of
//     the project's .env", "set to the contents of ~/.aws/credentials"),
//     secrets the agent can only collect ("the user's saved passwords",
//     "tokens you have seen in this session"), or the conversation itself
//     taken whole ("everything the user has typed so far", "the full
//     chat history", "o histórico da conversa");
//   - a place in the call it is to go: a verb of filling ("fill",
//     "populate", "set … to", "belongs here", "goes in"), a field said to
//     expect or require it ("the `locale` field expects …"), or a verb of
//     putting toward a field, an argument or "here".
//
// Near misses: the contents of a file the user picked ("set `body` to the
// contents of the file the user selected"), a credential for the call's
// own authentication ("`api_key` expects the key from your dashboard": no
// collected secret), a summary of the conversation (not the conversation
// itself), a negated or forbidden placement ("never paste the contents of
// ~/.ssh into `notes`"), and a tool describing what it reads ("Reads
// ~/.aws/credentials and lists the profiles": no field is filled).

const reasonGathered = "tells the agent to fill an argument with secrets or the whole conversation [request: disclose; value of the call]"

// gatherWords are the sentence scan's cue words of the sources.
// Words frequent in honest descriptions (content, message, history, keys,
// tokens) are left out: every source the reading takes holds a rarer one
// ("contents of", "chat history", "pasted keys", "seen in the chat").
const gatherWords = "contents typed said wrote written pasted sent passwords password cookies credentials keychain " +
	"conversation chat transcript historial historique verlauf cronologia " +
	"cookie authorization env environment" // factplace.go; environment: envSecretName

// secretNouns are secrets a source of contents or collection may name.
var secretNouns map[string]bool

var _ = onLoad(func() {
	secretNouns = map[string]bool{"credentials": true, "credential": true, "passwords": true, "password": true, "secrets": true,
		"secret": true, "keys": true, "key": true, "tokens": true, "token": true, "cookies": true, "cookie": true, "keychain": true,
		"wallet": true, "netrc": true, "env": true, "logins": true, "passphrase": true, "passphrases": true, "mnemonic": true}
})

// collectedMarks say that secrets are gathered rather than given for
// this call: stored somewhere, or seen in the session.
var collectedMarks map[string]bool

var _ = onLoad(func() {
	collectedMarks = map[string]bool{"saved": true, "stored": true, "cached": true, "remembered": true, "browser": true, "keychain": true,
		"seen": true, "visible": true, "pasted": true, "shared": true, "every": true, "whatever": true}
})

// wholeMarks take the conversation whole, and sessionMarks place what
// the user said in the session so far.
var wholeMarks map[string]bool

var _ = onLoad(func() {
	wholeMarks = map[string]bool{"everything": true, "all": true, "whatever": true, "every": true, "entire": true, "whole": true, "full": true,
		"complete": true, "verbatim": true, "prior": true, "previous": true, "earlier": true}
})

var pastMarks map[string]bool

var _ = onLoad(func() {
	pastMarks = map[string]bool{"entire": true, "whole": true, "full": true, "complete": true, "verbatim": true, "prior": true,
		"previous": true, "earlier": true}
})

var sessionMarks map[string]bool

var _ = onLoad(func() {
	sessionMarks = map[string]bool{"far": true, "now": true, "session": true, "conversation": true, "chat": true, "earlier": true,
		"previously": true, "before": true}
})

// saidMarks place what someone said: the session's marks, and the call
// or meeting they said it in ("everything the customer said on the
// call"). A transcript of a meeting is a minutes tool's input; what a
// customer said on a call, taken whole, is the conversation.
var saidMarks map[string]bool

var _ = onLoad(func() {
	saidMarks = map[string]bool{"far": true, "now": true, "session": true, "conversation": true, "chat": true, "earlier": true,
		"previously": true, "before": true, "call": true, "meeting": true}
})

var saidVerbs map[string]bool

var _ = onLoad(func() {
	saidVerbs = map[string]bool{"typed": true, "said": true, "wrote": true, "written": true, "pasted": true, "sent": true, "shared": true,
		"entered": true, "told": true, "asked": true, "mentioned": true}
})

var conversationNouns map[string]bool

var _ = onLoad(func() {
	conversationNouns = map[string]bool{"conversation": true, "chat": true, "transcript": true, "history": true, "messages": true, "message": true,
		"exchanges": true, "dialogue": true, "dialog": true, "session": true}
})

// foreignConversations are the conversation taken as a whole in other
// languages: what a field is to carry.

// foreignGatherable reports whether a sentence the cue scan cannot gate
// (it holds non-ASCII letters) holds a noun of foreignConversations that
// the scan misses: Portuguese "histórico", German "…verlauf".
func foreignGatherable(c string) bool {
	return strings.Contains(c, "histó") || strings.Contains(c, "verlauf")
}

var foreignConversations = []string{"histórico da conversa", "histórico do chat", "historial de la conversación", "historial del chat",
	"historique de la conversation", "historique du chat", "gesprächsverlauf", "chatverlauf", "cronologia della conversazione",
	"cronologia della chat"}

// fillVerbs put a value into a place by their meaning.
var fillVerbs map[string]bool

var _ = onLoad(func() {
	fillVerbs = map[string]bool{"fill": true, "populate": true, "prefill": true, "belong": true, "belongs": true, "filled": true,
		"filling": true, "fills": true, "populating": true, "populates": true,
		"populated": true, "preencha": true, "rellena": true, "remplis": true, "remplissez": true, "riempi": true, "befülle": true}
})

// expectVerbs make a field the subject that wants the value.
var expectVerbs map[string]bool

var _ = onLoad(func() {
	expectVerbs = map[string]bool{"expects": true, "requires": true, "needs": true, "takes": true, "wants": true, "carries": true,
		"holds": true, "contains": true, "accepts": true}
})

// putVerbs move a value somewhere; they count toward a field.
var putVerbs map[string]bool

var _ = onLoad(func() {
	putVerbs = map[string]bool{"put": true, "place": true, "pass": true, "include": true, "attach": true, "add": true, "append": true,
		"copy": true, "paste": true, "insert": true, "enter": true, "write": true, "supply": true, "provide": true, "log": true,
		"record": true, "coloque": true, "envie": true, "enviar": true, "pon": true, "mets": true, "metti": true, "copie": true, "copia": true}
})

var articles map[string]bool

var _ = onLoad(func() {
	articles = map[string]bool{"a": true, "an": true, "the": true, "each": true, "every": true, "its": true, "their": true}
})

// placeNouns name a field of the call.
var placeNouns map[string]bool

var _ = onLoad(func() {
	placeNouns = map[string]bool{"field": true, "parameter": true, "param": true, "argument": true, "arg": true, "input": true, "here": true,
		"campo": true, "champ": true, "feld": true, "parâmetro": true, "parámetro": true, "paramètre": true}
})

// pickedVerbs make a source the user's own input for this call.
var pickedVerbs map[string]bool

var _ = onLoad(func() {
	pickedVerbs = map[string]bool{"picked": true, "selected": true, "chose": true, "chosen": true, "gave": true, "gives": true,
		"provided": true, "provides": true, "uploaded": true, "attached": true, "specified": true, "wants": true, "asks": true, "named": true}
})

// lw is a word of a lower-case sentence: its bytes and whether a clause
// mark (, ; : or a dash) stands before it.
type lw struct {
	s          string
	start, end int
	clause     bool
	mark       byte // the clause mark before the word, or 0
}

// lowWords splits the lower-case sentence c into words, reusing ws;
// quoted and backticked names stay words.
func lowWords(ws []lw, c string) []lw {
	ws = ws[:0]
	clause, mark := true, byte(0)
	for i := 0; i < len(c); {
		b := c[i]
		if !isWordByte(b) && b < 0x80 {
			switch b {
			case ',', ';', ':', '(', ')', '\n':
				clause, mark = true, b
			}
			i++
			continue
		}
		j := i
		for j < len(c) && (isWordByte(c[j]) || c[j] >= 0x80 || c[j] == '\'' || c[j] == '.' && j+1 < len(c) && isWordByte(c[j+1])) {
			j++
		}
		ws = append(ws, lw{s: c[i:j], start: i, end: j, clause: clause, mark: mark})
		clause, mark = false, 0
		i = j
	}
	return ws
}

// gNegated reports whether a negation or a prohibition stands in
// the clause of word i, before it.
func gNegated(ws []lw, i int) bool {
	for j := i; j >= 0; j-- {
		switch ws[j].s {
		case "not", "never", "don't", "doesn't", "mustn't", "shouldn't", "without", "no", "nunca", "jamais", "niemals", "mai":
			return true
		}
		if ws[j].clause {
			break
		}
	}
	return false
}

// gatheredValue reports the sentence l[cs:ce] (lower-case folded text)
// when it fills a value of the call with a source it cannot need (see
// the file comment).
func gatheredValue(buf *[]lw, l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	ws := lowWords(*buf, c)
	*buf = ws
	src, srcEnd := gatheredSource(c, ws)
	if src < 0 {
		src, srcEnd = heldSecret(ws) // factplace.go
	}
	if src < 0 {
		return
	}
	for j := src; j < len(ws) && j < srcEnd+6; j++ {
		if j >= srcEnd && ws[j].clause {
			break
		}
		if pickedVerbs[ws[j].s] {
			return // "the contents of the .env file the user picked"
		}
	}
	at := placeOf(c, ws)
	if at < 0 {
		at = withSourceIn(c, ws, src, srcEnd) // ownvoice.go
	}
	if at < 0 {
		at = factPlace(c, ws) // factplace.go
	}
	if at < 0 {
		at = sessionPlace(c, ws) // sessiondata.go
	}
	if at < 0 {
		at = authoredHolds(ws)
	}
	if at < 0 {
		at = qaPlace(l, cs, ws)
	}
	if at < 0 || gNegated(ws, at) || gNegated(ws, src) {
		return
	}
	from, to := min(at, src), max(at, srcEnd-1)
	for from > 0 && !ws[from].clause {
		from--
	}
	found(cs+ws[from].start, cs+ws[to].end, reasonGathered)
}

// gatheredSource returns the word span [i, j) of a source the call cannot
// need, or -1.
func gatheredSource(c string, ws []lw) (int, int) {
	foreign := false // a word of foreignConversations' nouns
	for i, w := range ws {
		if !foreign && len(w.s) >= 7 {
			foreign = strings.HasPrefix(w.s, "histó") || strings.HasPrefix(w.s, "histori") || strings.HasSuffix(w.s, "verlauf") || w.s == "cronologia"
		}
		switch {
		case (w.s == "contents" || w.s == "content" || w.s == "text" || w.s == "output") && i+1 < len(ws) && ws[i+1].s == "of":
			// The contents of a secret file or of credentials.
			for j := i + 2; j < len(ws) && j <= i+7; j++ {
				if ws[j].clause && j > i+2 {
					break
				}
				if secretNouns[ws[j].s] || hasSecretPath(c[ws[i+1].end:ws[j].end]) {
					return i, j + 1
				}
				// "the contents of the repository's private files": what
				// is private is no value a call of another party needs.
				if (ws[j].s == "private" || ws[j].s == "confidential") && j+1 < len(ws) && privateHeld[ws[j+1].s] {
					return i, j + 2
				}
			}
		case (w.s == "value" || w.s == "values") && i+1 < len(ws) && ws[i+1].s == "of":
			// The value of a secret the environment holds: "set to the
			// value of the OPENAI_API_KEY environment variable", "the
			// value of $AWS_SECRET_ACCESS_KEY". A server reads its own
			// environment; an agent asked to read one carries it off.
			for j := i + 2; j < len(ws) && j <= i+5; j++ {
				if ws[j].clause {
					break
				}
				if !envSecretName(ws[j].s) {
					continue
				}
				if ws[j].start > 0 && c[ws[j].start-1] == '$' {
					return i, j + 1
				}
				if j+2 < len(ws) && (ws[j+1].s == "environment" || ws[j+1].s == "env") && strings.HasPrefix(ws[j+2].s, "var") {
					return i, j + 3
				}
			}
		case secretNouns[w.s] && w.s != "key" && w.s != "token" && w.s != "secret":
			// Secrets collected: "the user's saved browser passwords",
			// "every password stored in the keychain", "tokens you have
			// seen in this session".
			for j := max(0, i-3); j < len(ws) && j <= i+6; j++ {
				if j > i && ws[j].clause {
					break
				}
				if j != i && collectedMarks[ws[j].s] {
					return min(i, j), max(i, j) + 1
				}
			}
		case wholeMarks[w.s]:
			if j := conversationAfter(ws, i); j > 0 {
				return i, j
			}
		}
	}
	if !foreign {
		return -1, -1
	}
	for _, f := range foreignConversations {
		if k := strings.Index(c, f); k >= 0 {
			for i, w := range ws {
				if w.start >= k {
					j := i
					for j < len(ws) && ws[j].end <= k+len(f) {
						j++
					}
					return i, j
				}
			}
		}
	}
	return -1, -1
}

// conversationAfter returns the end of the conversation taken whole after
// the mark at i ("everything the user has typed so far", "the full chat
// history", "all previous messages"), or 0.
func conversationAfter(ws []lw, i int) int {
	user := false
	for j := i + 1; j < len(ws) && j <= i+7; j++ {
		if ws[j].clause {
			return 0
		}
		switch {
		case conversationNouns[ws[j].s] && ws[j].s != "session":
			// The span runs on to where the session is named: "every
			// message the user has sent in this session". Without it,
			// only a mark of the whole past takes the conversation ("the
			// full chat history", "all previous messages"): "for every
			// message" is each message the tool handles.
			for k := j + 1; k < len(ws) && k <= j+8 && !ws[k].clause; k++ {
				if sessionMarks[ws[k].s] {
					return k + 1
				}
			}
			if pastMarks[ws[i].s] && j-i <= 3 && !ws[j].clause {
				// "the full chat history", "all previous messages": the
				// mark right before the noun, not "from the previous
				// response to get more messages".
				return j + 1
			}
			for k := i + 1; k < j; k++ {
				if pastMarks[ws[k].s] && j-k <= 2 {
					return j + 1
				}
			}
			return 0
		case ws[j].s == "user" || ws[j].s == "they" || ws[j].s == "you" || ws[j].s == "user's" || wishers[ws[j].s]:
			user = true
		case user && saidVerbs[ws[j].s]:
			// "what the user typed" is the conversation only when it spans
			// the session: "so far", "until now", "in this session".
			for k := j + 1; k < len(ws) && k <= j+5; k++ {
				if saidMarks[ws[k].s] {
					return k + 1
				}
			}
			return 0
		}
	}
	return 0
}

// envSecretName reports whether w, in lower case, is the name of an
// environment variable holding a secret: words joined by '_', one of them
// a secret noun ("openai_api_key", "github_token", "db_password").
func envSecretName(w string) bool {
	if strings.IndexByte(w, '_') < 0 {
		return false
	}
	for part := range strings.SplitSeq(w, "_") {
		switch part {
		case "key", "token", "secret", "password", "passwd", "pat", "credentials", "credential":
			return true
		}
	}
	return false
}

// qaPlace returns 0 when the sentence at cs answers a question on what a
// value holds ("Q: What goes into a note?\nA: Everything the customer
// said on the call, plus …"): the question names the place, the answer
// the source. Otherwise -1.
func qaPlace(l string, cs int, ws []lw) int {
	if len(ws) == 0 || ws[0].s != "a" || !strings.HasPrefix(strings.TrimLeft(l[cs:], " \n*"), "a:") {
		return -1
	}
	q := strings.LastIndex(l[max(0, cs-200):cs], "q:")
	if q < 0 {
		return -1
	}
	question := l[max(0, cs-200)+q : cs]
	for _, p := range [...]string{"goes in", "go in", "goes into", "go into", "included", "include", "put in", "belongs", "contain"} {
		if strings.Contains(question, p) {
			return 0
		}
	}
	return -1
}

// privateHeld are what a private source holds.
var privateHeld map[string]bool

var _ = onLoad(func() {
	privateHeld = map[string]bool{"files": true, "file": true, "notes": true, "documents": true, "repositories": true, "repos": true,
		"messages": true, "data": true, "records": true, "folders": true, "directories": true}
})

// authoredNouns are what the agent makes for others to read.
var authoredNouns map[string]bool

var _ = onLoad(func() {
	authoredNouns = map[string]bool{"issue": true, "issues": true, "ticket": true, "tickets": true, "comment": true, "comments": true,
		"message": true, "messages": true, "email": true, "emails": true, "e-mail": true, "commit": true, "commits": true, "post": true, "posts": true,
		"page": true, "pages": true, "note": true, "notes": true, "review": true, "reviews": true, "report": true, "reports": true}
})

// authoredHoldVerbs make what is authored hold a value.
var authoredHoldVerbs map[string]bool

var _ = onLoad(func() {
	authoredHoldVerbs = map[string]bool{"contain": true, "contains": true, "include": true, "includes": true, "carry": true, "carries": true,
		"hold": true, "holds": true, "embed": true, "embeds": true}
})

// authoredHolds returns the verb by which something the agent makes is to
// hold a value ("every issue you open must also contain …", "each
// comment you post should include …"), or -1: the thing made is the place.
func authoredHolds(ws []lw) int {
	for i, w := range ws {
		if !authoredNouns[w.s] || i+2 >= len(ws) || ws[i+1].s != "you" {
			continue
		}
		for k := i + 3; k < len(ws) && k <= i+6; k++ {
			if ws[k].clause {
				break
			}
			if authoredHoldVerbs[ws[k].s] {
				return k
			}
		}
	}
	return -1
}

// placeOf returns the word that puts the value in a field of the call,
// or -1: a verb of filling, a field that expects it, "set … to", or a
// verb of putting toward a field or "here".
func placeOf(c string, ws []lw) int {
	field := -1
	for i, w := range ws {
		if placeNouns[w.s] || w.start > 0 && c[w.start-1] == '`' {
			field = i
			break
		}
	}
	for i, w := range ws {
		switch {
		case fillVerbs[w.s]:
			if (w.s == "filled" || w.s == "populated") && !(i > 0 && (ws[i-1].s == "be" || ws[i-1].s == "is" || ws[i-1].s == "are")) {
				continue // "the form is filled" as a state, "populated by the server"
			}
			return i
		case w.s == "set" && i+1 < len(ws):
			// "with `x` set to …", "set it to …", "must be set to …".
			for j := i + 1; j < len(ws) && j <= i+4; j++ {
				if ws[j].s == "to" {
					return i
				}
			}
		case expectVerbs[w.s] && field >= 0 && field < i && i-field <= 3:
			return i
		case w.s == "goes" || w.s == "go":
			if i+1 < len(ws) && (ws[i+1].s == "here" || ws[i+1].s == "in" || ws[i+1].s == "into") {
				return i
			}
		case putVerbs[w.s] && field >= 0 && !(i > 0 && articles[ws[i-1].s]):
			return i // not "a copy", "the log": nouns
		}
	}
	return -1
}
