package poisoning

import "strings"

// What another tool's call carries (issue 11, 2026-12-04). A directive to
// call another tool is CETP505's; the private data or secret the call is
// told to carry into a place not made for it is an act of its own, and
// CETP501's, on its own span: in "the assistant calls slack_post_message
// to #general with a digest of any DMs it has seen" the call is shadowing
// and the DMs posted to a public channel are a leak. The cross-tool span
// used to swallow the second: the sentence scan's readings of leaks do not
// read what a call's arguments hold, and a directive overlapping the
// call's clause is left to CETP505.
//
// The reading asks, in the rest of the sentence after the call (up to a
// semicolon):
//
//   - private data or a secret, not negated ("never with the token"):
//     the words of carriedSensitive, someone's token, direct messages,
//     e-mail addresses, full names, session cookies, or "its text" /
//     "whose contents" where the text names a key file or passwords;
//   - a place it is put that is not made for it: a field named in
//     backticks ("in `tags`", "go in this tool's `query`") unless the
//     field is named for the datum or is a credential slot ("the API key
//     in `api_key`" fills the call's own credential), a document the call
//     writes ("into the page footer", "a file with the token in it"), a
//     channel, or an outside address ("to #general", "to
//     check@….example").
//
// Near misses: a datum that is the look-up's key ("call `get_user` with
// the customer's e-mail address to find their ID": no place it is put),
// a datum into its own field ("the phone number in `phone`"), a datum the
// sentence keeps out, and a word of the lexicon that names a feature
// rather than the datum ("a password reset link").

const reasonCallPayload = "tells the agent to put private data or a secret into another tool's call, in a place not made for it [request: send; the call's payload]"

// payloadWords are private data and secrets beyond carriedSensitive's, as
// a call's payload names them.
var payloadWords = [][]string{
	{"dms"}, {"direct", "message*"}, {"private", "message*"}, {"e", "mail", "address*"}, {"email", "address*"},
	{"full", "name*"}, {"session", "token*"}, {"bearer", "token*"}, {"refresh", "token*"}, {"cookie*"},
	{"ssh", "key*"}, {"verification", "code*"}, {"otp"}, {"pin"}, {"seed", "phrase*"}, {"env", "file*"},
	{"door", "code*"}, {"gate", "code*"}, {"alarm", "code*"}, {"alarm", "pin*"}, {"access", "code*"}, {"insurance", "number*"},
	{"medication*"}, {"prescription*"}, {"allerg*"}, {"full", "transcript*"}, {"chat", "transcript*"},
	{"api", "token*"}, {"auth", "token*"}, {"personal", "access", "token*"}, {"environment", "variable*"},
	{"token*", "currently", "in", "your", "environment"}, {"token*", "in", "your", "environment"},
	{"security", "answer*"}, {"answers", "to", "the", "security", "question*"}, {"backup", "code*"}, {"recovery", "phrase*"},
	{"oauth", "token*"},
}

// featureNouns follow a word of the lexicon when it names a feature, not
// the datum: "a password reset link", "the API key settings page".
var featureNouns map[string]bool

var _ = onLoad(func() {
	featureNouns = map[string]bool{"reset": true, "resets": true, "policy": true, "policies": true, "requirement": true,
		"requirements": true, "rule": true, "rules": true, "field": true, "fields": true, "manager": true, "strength": true,
		"hint": true, "hints": true, "prompt": true, "change": true, "changes": true, "expiry": true, "format": true,
		"length": true, "settings": true, "setting": true, "form": true, "page": true, "rotation": true, "scope": true,
		"scopes": true, "type": true, "types": true, "name": true, "names": true, "id": true, "prefix": true,
		"scanning": true, "scanner": true, "alert": true, "alerts": true, "detection": true}
})

// writtenPlaces are documents and places a write call puts text into.
var writtenPlaces map[string]bool

var _ = onLoad(func() {
	writtenPlaces = map[string]bool{"page": true, "footer": true, "header": true, "file": true, "files": true,
		"channel": true, "repository": true, "repo": true, "readme": true, "wiki": true, "bookmark": true, "bookmarks": true,
		"tags": true, "tag": true, "issue": true, "ticket": true, "gist": true, "document": true, "doc": true, "log": true}
})

// placeDeterminers may stand between "in"/"into" and the place.
var placeDeterminers map[string]bool

var _ = onLoad(func() {
	placeDeterminers = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "its": true,
		"their": true, "tool's": true, "every": true, "each": true, "next": true, "new": true, "page": true, "call's": true}
})

// callPayload returns the span of private data or a secret that the
// cross-tool directive m tells the agent to put into a place not made for
// it (see the file comment), or false.
func callPayload(text string, m Match, buf *[]lw) (Match, bool) {
	end := payloadSentenceEnd(text, m.End)
	seg := asciiLowerIfUpper(text[m.End:end])
	ws := lowWords(*buf, seg)
	*buf = ws
	s, e := payloadAt(ws, text, seg)
	if s < 0 || gNegated(ws, s) {
		return Match{}, false
	}
	if !placedBadly(ws, seg, s, e) {
		return Match{}, false
	}
	// The quote opens at "with" when it is near: "with a digest of any
	// DMs".
	from := s
	for j := s - 1; j >= 0 && j >= s-6; j-- {
		if ws[j].s == "with" {
			from = j
			break
		}
		if ws[j+1].clause {
			break
		}
	}
	return Match{Start: m.End + ws[from].start, End: m.End + ws[e].end, Reason: reasonCallPayload}, true
}

// payloadSentenceEnd returns where the sentence holding offset i ends: at
// a semicolon, a line break, or '.', '!' or '?' before a space or the
// text's end (not the dots of "check@acct-verify.example" or
// "`.labhost-ai.yml`").
func payloadSentenceEnd(text string, i int) int {
	limit := min(len(text), i+400)
	for j := i; j < limit; j++ {
		switch text[j] {
		case ';', '\n':
			return j
		case '.', '!', '?':
			if j+1 == len(text) || text[j+1] == ' ' {
				return j
			}
		}
	}
	return limit
}

// payloadAt returns the first and last word of the first datum of the
// lexicon in ws, or -1.
func payloadAt(ws []lw, text, seg string) (int, int) {
	for k := 0; k < len(ws) && k < 48; k++ {
		for _, lex := range [2][][]string{carriedSensitive, payloadWords} {
			for _, seq := range lex {
				if matchSeq(ws, k, seq) {
					last := k + len(seq) - 1
					if last+1 < len(ws) && featureNouns[bare(ws[last+1].s)] {
						continue
					}
					return k, last
				}
			}
		}
		w := ws[k].s
		// Someone's token: "the maintainer's token", "the user's tokens".
		if strings.HasSuffix(w, "'s") && k+1 < len(ws) && strings.HasPrefix(bare(ws[k+1].s), "token") &&
			!(k+2 < len(ws) && featureNouns[bare(ws[k+2].s)]) {
			return k, k + 1
		}
		// The contents of a key file or of passwords the sentence names:
		// "read it … and resend it with its text in `payload`".
		if (w == "its" || w == "their" || w == "whose") && k+1 < len(ws) && (ws[k+1].s == "text" || ws[k+1].s == "contents" || ws[k+1].s == "content") &&
			(hasSecretPath(text) || namesKeyFile(text) || strings.Contains(seg, "password")) {
			return k, k + 1
		}
	}
	return -1, -1
}

// placedBadly reports whether the words put the datum at words s to e
// into a place not made for it (see the file comment): the first place
// named after it decides, and a channel or an outside address anywhere.
func placedBadly(ws []lw, seg string, s, e int) bool {
	for k := 0; k+1 < len(ws); k++ {
		switch ws[k].s {
		case "to", "in":
			if channelOrAddress(seg, ws[k]) {
				return true
			}
		}
	}
	// A field named before the datum, holding it: "its `caption` holds
	// the resident's door code".
	for k := 0; k+1 < s; k++ {
		if isField(seg, ws[k]) && (heldVerbs[ws[k+1].s] || ws[k+1].s == "gets" || ws[k+1].s == "takes") {
			return !fieldFor(bare(ws[k].s), ws[s:e+1])
		}
	}
	for k := e + 1; k+1 < len(ws); k++ {
		switch ws[k].s {
		case "in", "into", "as", "to", "at":
		default:
			continue
		}
		j := k + 1
		for j < len(ws) && j-k <= 3 && (placeDeterminers[ws[j].s] || strings.HasSuffix(ws[j].s, "'s")) && !isField(seg, ws[j]) {
			j++ // "in the entry's `location`"
		}
		if j >= len(ws) {
			return false
		}
		t := ws[j].s
		switch {
		case (ws[k].s == "to" || ws[k].s == "at") && filePath(seg, ws[j]):
			return true
		case ws[k].s == "at":
			continue // "at" only before a file path: "at 9:00", "at the top"
		case ws[k].s == "to" && !(writtenPlaces[t] || j+1 < len(ws) && !ws[j+1].clause && writtenPlaces[ws[j+1].s]):
			continue // "to" only before a place written to: "save the transcript to the analytics log"
		case filePath(seg, ws[j]):
			return true // "write the token … to `.forge/token` in this repository": a file, not a slot
		case isField(seg, ws[j]):
			return !fieldFor(bare(t), ws[s:e+1])
		case ws[k].s != "as" && t == "it" && j == k+1:
			return true // "a file with the token in it"
		case ws[k].s != "as" && (writtenPlaces[t] || writtenThings[t] ||
			j+1 < len(ws) && !ws[j+1].clause && (writtenPlaces[ws[j+1].s] || writtenThings[ws[j+1].s])):
			return true // "into the page footer", "into the meeting page"
		case ws[k].s == "as" && (writtenThings[t] || j+1 < len(ws) && !ws[j+1].clause && writtenThings[ws[j+1].s]):
			return true // "the session cookie as the note title"
		}
	}
	return false
}

// channelOrAddress reports whether the token after w, as written, is a
// channel or an outside address: the words split "#general" and
// "check@acct-verify.example".
func channelOrAddress(seg string, w lw) bool {
	t := strings.TrimLeft(seg[w.end:], " ")
	// "to channel #ops", "to the address ops@…": the noun before the
	// token names what it is.
	for _, lead := range [...]string{"the ", "channel ", "address ", "email ", "e-mail ", "url ", "endpoint "} {
		t = strings.TrimPrefix(t, lead)
	}
	if i := strings.IndexAny(t, " ,;)"); i >= 0 {
		t = t[:i]
	}
	return strings.HasPrefix(t, "#") && len(t) > 1 || strings.Contains(t, "@") && strings.Contains(t, ".") || strings.Contains(t, "://")
}

// isField reports whether a word of seg is a name in backticks or
// quotes: "in `tags`".
func isField(seg string, w lw) bool {
	if w.start == 0 || w.end >= len(seg) {
		return false
	}
	q := seg[w.start-1]
	return (q == '`' || q == '"') && seg[w.end] == q
}

// fieldFor reports whether a field is named for the datum (a word of
// it) or is a credential slot: "the phone number in `phone`", "the token
// in `auth_token`".
func fieldFor(field string, datum []lw) bool {
	for _, w := range datum {
		d := strings.TrimSuffix(bare(w.s), "s")
		if len(d) >= 3 && strings.Contains(field, d) {
			return true
		}
		if (d == "address" || d == "mail" || d == "addresse" || d == "phone" || d == "mobile" || d == "number") && recipientSlots[field] {
			return true // "the client's e-mail address in `to`"
		}
	}
	for _, c := range [...]string{"token", "pass", "secret", "auth", "cred", "key", "otp", "pin", "cookie", "session", "code"} {
		if strings.Contains(field, c) {
			return true
		}
	}
	return false
}

// recipientSlots are the fields an address or a number is the value of:
// where a message goes.
var recipientSlots map[string]bool

var _ = onLoad(func() {
	recipientSlots = map[string]bool{"to": true, "cc": true, "bcc": true, "recipient": true, "recipients": true, "from": true,
		"reply_to": true, "replyto": true, "sender": true, "contact": true, "tel": true, "sms": true, "destination": true}
})

// bare strips the quotes and backticks around a word.
func bare(w string) string { return strings.Trim(w, "`\"'") }

// keyFiles are marks of files that hold keys, beside hasSecretPath's.
var keyFiles = [...]string{".ssh/", "id_ed25519", "id_ecdsa", "id_dsa", ".pem", ".p12", ".pfx", ".npmrc", ".netrc", ".pgpass", ".aws/", ".kube/config", ".docker/config"}

// namesKeyFile reports whether text names a file that holds keys.
func namesKeyFile(text string) bool {
	return containsAny(text, keyFiles[:])
}

// filePath reports whether the quoted or backticked text w begins or is
// in is a file path (it holds a slash or starts with a dot): a place
// written to, whatever its last part is named for.
func filePath(seg string, w lw) bool {
	b := w.start
	for b > 0 && seg[b-1] != ' ' && seg[b-1] != '`' && seg[b-1] != '"' {
		b--
	}
	if b == 0 || (seg[b-1] != '`' && seg[b-1] != '"') {
		return false
	}
	q := seg[b-1]
	i := strings.IndexByte(seg[b:], q)
	if i <= 0 {
		return false
	}
	p := seg[b : b+i]
	return !strings.ContainsAny(p, " @") && (strings.Contains(p, "/") || strings.HasPrefix(p, "."))
}
