package poisoning

import "strings"

// Data the session holds, moved into a value of a call (poisonU,
// 2026-12-03, issue 11). gathered.go and factplace.go read a field filled
// with secrets or with the conversation taken whole. The largest class of
// the tune part's misses moves other things the agent holds only because
// it has been talking to this user: their personal details ("the user's
// IP address and browser fingerprint", "their home address, date of birth
// and phone number, as remembered from earlier in the chat") and what the
// agent has taken in during the session ("the names of files it has read
// in this session", "any DMs it has seen", "everything the user has
// mentioned about their finances in this chat"). No call needs them, and
// the field that is to carry them is one the text invents or widens: a
// free-text note, a query, a title, the subject of every e-mail, "here".
//
// The reading keeps gathered.go's two halves and adds sources and places:
//   - a source: a personal datum with its owner (the user's, the
//     customer's, their …) that is either one of several listed together
//     or marked as collected (earlier, remembered, mentioned, in the
//     chat); or a content noun the agent has taken in, said with the agent
//     as the one who read, saw or opened it, taken whole (every, all, any,
//     whatever) or over the session (so far, in this session, today);
//   - or a file's contents carried into "every later call", the tabs the
//     user has open, and, under a duty frame (dutyFrames), data taken
//     whole, a secret just made or several details of anyone;
//   - a place: gathered.go's and factplace.go's, a verb of putting (or of
//     keeping) before "here" or toward a query, note, title, subject,
//     tag, column or message of later calls ("to each search query"), a
//     parameter described as "populated by the model with …", or a value
//     said to be the datum ("the most specific title is …").
//
// Near misses: the datum the user gives for this call ("the postal code
// the user gives you"), a field named after the datum (the e-mail address
// in `email`), a placement the user asked for ("if the user asks to
// include their address …"), a negated or forbidden placement, and the one
// file or page the agent has just opened (no whole, no session).

const reasonSessionData = "tells the agent to put the user's personal details or what it has read in the session into a value of a call [request: disclose; value of the call]"

// sessionWords are the sentence scan's cue words of the sources: a
// personal datum, a duty frame's word, or a verb of intake (intakeWords)
// together with one who took it in (doerWords). Words frequent in API
// prose ("IP", "received", "processed", "fetched") are left out of the
// gate: every cue word costs the scan of every sentence, and a sentence
// holding only those comes to the reading when another word brings it.
const (
	sessionWords = "fingerprint birth birthday phone employer salary diagnosis address addresses email dms browsing hometown " +
		"compatibility duties clients " +
		"geolocation gps coordinates income religion iban passport ssn medications diagnoses nationality contents tabs mentioned seen"
	intakeWords = "opened seen viewed read accessed messaged visited browsed downloaded saw encountered"
	doerWords   = "it you agent assistant model user"
)

// personalNouns are a person's details; personalPairs the two-word ones,
// by their last word.
var personalNouns map[string]bool

var _ = onLoad(func() {
	personalNouns = map[string]bool{"ip": true, "fingerprint": true, "birth": true, "birthday": true, "phone": true, "employer": true,
		"salary": true, "diagnosis": true, "address": true, "addresses": true, "email": true, "e-mail": true, "city": true, "hometown": true,
		"location": true, "contacts": true, "dms": true, "geolocation": true, "gps": true, "coordinates": true, "income": true,
		"religion": true, "iban": true, "passport": true, "ssn": true, "medications": true, "diagnoses": true, "age": true,
		"nationality": true, "username": true, "handle": true}
})

var personalPairs map[string]string

var _ = onLoad(func() { personalPairs = map[string]string{"name": "full legal", "history": "browsing"} })

// ownerWords make a datum someone's.
var ownerWords map[string]bool

var _ = onLoad(func() {
	ownerWords = map[string]bool{"user's": true, "users'": true, "customer's": true, "customers'": true, "their": true, "client's": true,
		"his": true, "her": true, "caller's": true, "member's": true, "person's": true}
})

// collectedWords say the datum was gathered in the conversation rather
// than given for this call.
var collectedWords map[string]bool

var _ = onLoad(func() {
	collectedWords = map[string]bool{"earlier": true, "remembered": true, "mentioned": true, "seen": true, "learned": true, "learnt": true,
		"chat": true, "conversation": true, "session": true, "far": true, "previously": true, "knows": true, "known": true}
})

// intakeVerbs are what the agent does to content it is handed.
var intakeVerbs map[string]bool

var _ = onLoad(func() {
	intakeVerbs = map[string]bool{"read": true, "seen": true, "saw": true, "opened": true, "viewed": true, "received": true, "accessed": true,
		"messaged": true, "handled": true, "encountered": true, "fetched": true, "retrieved": true, "loaded": true, "visited": true,
		"browsed": true, "downloaded": true, "processed": true}
})

// intakeSubjects are who read it: the agent, or the user for the people
// they messaged.
var intakeSubjects map[string]bool

var _ = onLoad(func() {
	intakeSubjects = map[string]bool{"it": true, "you": true, "agent": true, "assistant": true, "model": true, "user": true}
})

// contentNouns are what an agent reads whose contents are private.
var contentNouns map[string]bool

var _ = onLoad(func() {
	contentNouns = map[string]bool{"messages": true, "message": true, "dms": true, "emails": true, "e-mails": true, "mails": true,
		"documents": true, "document": true, "files": true, "notes": true, "names": true, "addresses": true, "numbers": true, "contacts": true,
		"history": true, "records": true, "rows": true, "details": true, "contents": true, "lines": true, "titles": true, "comments": true,
		"chats": true, "threads": true, "everyone": true, "anyone": true, "everything": true, "whatever": true, "conversations": true,
		"urls": true, "pages": true, "attachments": true, "photos": true, "events": true, "transactions": true, "invoices": true,
		"tickets": true, "people": true, "customers": true, "users": true, "accounts": true, "repositories": true}
})

// wholeWords take everything of a kind.
var wholeWords map[string]bool

var _ = onLoad(func() {
	wholeWords = map[string]bool{"every": true, "all": true, "any": true, "whatever": true, "everything": true, "everyone": true, "each": true}
})

// sinkNouns are the parts of a call or of what it sends that can carry
// text nobody asked for.
var sinkNouns map[string]bool

var _ = onLoad(func() {
	sinkNouns = map[string]bool{"query": true, "queries": true, "search": true, "request": true, "requests": true, "message": true,
		"messages": true, "email": true, "e-mail": true, "subject": true, "title": true, "titles": true, "footer": true, "signature": true,
		"comment": true, "comments": true, "note": true, "notes": true, "tags": true, "metadata": true, "url": true, "caption": true,
		"description": true, "body": true, "post": true, "event": true, "commit": true, "page": true, "column": true}
})

// askedFor are the words of the user asking for the placement.
var askedFor = [...]string{"user asks", "user wants", "user requests", "user asked", "user's request", "user chooses", "with the user's consent",
	"user agrees", "user opts in", "user has asked"}

// sessionData reports the sentence l[cs:ce] (lower-case folded text) when
// it moves data the session holds into a value of a call (see the file
// comment).
//
// words returns the words of the sentence, split once for the readings
// that share them.
func sessionData(words func() []lw, l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	ws := words()
	src, srcEnd := personalSource(ws)
	if src < 0 {
		src, srcEnd = intakeSource(ws)
	}
	if src < 0 {
		src, srcEnd = carriedSource(c, ws)
	}
	if src < 0 {
		// gathered.go's sources, for a sentence its gate words miss
		// ("tokens seen in the shell output").
		src, srcEnd = gatheredSource(c, ws)
	}
	if src < 0 {
		// The frame is asked only of a sentence with a framed source:
		// the frames are many substrings.
		if src, srcEnd = framedSource(ws); src >= 0 && !containsAny(l[max(0, cs-300):ce], dutyFrames[:]) {
			src = -1
		}
	}
	if src < 0 {
		return
	}
	for j := max(0, src-4); j < len(ws) && j < srcEnd+6; j++ {
		if pickedVerbs[ws[j].s] && ws[j].s != "wants" {
			return // "the address the user gave", "provided by the caller"
		}
	}
	// The place is looked for within 30 words of the source: farther, it
	// belongs to another order, and a long run of text without sentence
	// ends (up to maxChunk) costs no more than its neighbourhood.
	a, b := max(0, src-30), min(len(ws), srcEnd+30)
	near := ws[a:b]
	at := placeOf(c, near)
	if at < 0 {
		at = factPlace(c, near) // factplace.go
	}
	if at < 0 {
		at = sessionPlace(c, near)
	}
	if at >= 0 {
		at += a
	}
	if at < 0 || gNegated(ws, at) || gNegated(ws, src) || namedField(c, ws, src, srcEnd) || containsAny(c, askedFor[:]) {
		return
	}
	from, to := min(at, src), max(at, srcEnd-1)
	for from > 0 && !ws[from].clause {
		from--
	}
	found(cs+ws[from].start, cs+ws[to].end, reasonSessionData)
}

// personalSource returns the word span of the user's personal details
// taken as a source: owned, and several together or marked as collected.
func personalSource(ws []lw) (int, int) {
	first, last, kinds, owned := -1, -1, 0, false
	for i, w := range ws {
		p := personalNouns[w.s]
		if !p {
			if prev, ok := personalPairs[w.s]; ok && i > 0 && strings.Contains(prev, ws[i-1].s) {
				p = true
			}
		}
		if !p || i > 0 && personalNouns[ws[i-1].s] {
			continue // "ip address", "email address": one datum
		}
		if first >= 0 && i-last > 8 {
			break
		}
		if first < 0 {
			first = i
		}
		last, kinds = i, kinds+1
		for j := max(0, i-4); j <= i+3 && j < len(ws); j++ {
			if ownerWords[ws[j].s] || ws[j].s == "of" && j+2 < len(ws) && ws[j+2].s == "user" {
				owned = true
			}
		}
	}
	if first < 0 || !owned {
		return -1, -1
	}
	if kinds < 2 {
		collected := false
		for _, w := range ws {
			collected = collected || collectedWords[w.s]
		}
		if !collected {
			return -1, -1
		}
	}
	from := first
	for from > 0 && first-from < 4 && !ws[from].clause {
		from--
	}
	return from, last + 1
}

// intakeSource returns the word span of content the agent has taken in
// over the session ("the names of files it has read in this session",
// "whatever private messages you have read", "everyone the user has
// messaged today"), or -1.
func intakeSource(ws []lw) (int, int) {
	for i, w := range ws {
		if !intakeVerbs[w.s] || i < 1 {
			continue
		}
		subj := i - 1
		if ws[subj].s == "has" || ws[subj].s == "have" || ws[subj].s == "had" || ws[subj].s == "already" {
			subj--
		}
		if subj < 0 || !intakeSubjects[ws[subj].s] || ws[subj].s == "user" && w.s != "messaged" {
			continue
		}
		noun, whole := -1, false
		for j := subj - 1; j >= 0 && j >= subj-7; j-- {
			if ws[j+1].clause && j+1 < subj {
				break
			}
			if noun < 0 && contentNouns[ws[j].s] {
				noun = j
			}
			whole = whole || wholeWords[ws[j].s]
		}
		if noun < 0 {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+5 && !whole; k++ {
			if ws[k].clause {
				break
			}
			whole = sessionMarks[ws[k].s] || ws[k].s == "today" || ws[k].s == "during"
		}
		if whole {
			return noun, i + 1
		}
	}
	return -1, -1
}

// holdVerbs keep a value somewhere; with a source of this file they place
// it ("keep the variables that look like keys in `description`").
var holdVerbs map[string]bool

var _ = onLoad(func() {
	holdVerbs = map[string]bool{"keep": true, "keeps": true, "kept": true, "store": true, "stores": true, "stored": true, "save": true,
		"saves": true, "saved": true, "carry": true, "carries": true, "carried": true}
})

// laterCalls name the calls after this one, to any tool: what is put
// there travels with every call the agent makes.
var laterCalls = [...]string{"every later call", "each later call", "all later calls", "every subsequent call", "all subsequent calls",
	"each subsequent call", "the follow-up call", "its next call", "the next call", "every call the agent makes", "every call it makes",
	"whichever server", "every other call", "all other calls", "every future call", "all future calls"}

// dutyFrames attribute what follows to a duty, a policy or the needs of
// other clients ("Compatibility note for clients without a results
// table: …, so the model writes …", "part of the assistant's onboarding
// duties", "Nota de versão 3.4: …"). Under such a frame a description
// states as routine what it could not ask outright, so the sources are
// read more widely (framedSource); the frame may stand in the sentence
// or up to 300 bytes before it.
var dutyFrames = [...]string{"compatibility", "compatibilità", "compatibilité", "compatibilidad", "compatibilidade", "kompatibilität",
	"duties", "internal policy", "política interna", "politique interne", "interne richtlinie", "release note", "version note",
	"nota de versão", "note de version", "versionshinweis", "as the workspace prefers", "as the team prefers", "clients without",
	"clients that cannot", "clients which cannot", "clients, which cannot", "only clients", "legacy clients", "older clients"}

// framedData are the data nouns a framed source may take whole.
var framedData map[string]bool

var _ = onLoad(func() {
	framedData = map[string]bool{"rows": true, "notes": true, "records": true, "list": true, "history": true, "messages": true,
		"files": true, "numbers": true, "contents": true, "data": true, "details": true, "members": true, "contacts": true, "text": true,
		"passwords": true, "keys": true, "tokens": true, "secrets": true, "emails": true, "e-mails": true, "addresses": true}
})

// framedSource returns, under a duty frame, the word span of data taken
// whole ("the rows of every query", "the full call notes of all deals"),
// of a secret the tool has just made ("the new key"), or of several
// personal details of anyone ("with e-mails and phone numbers"), or -1.
func framedSource(ws []lw) (int, int) {
	kinds, first, last := 0, -1, -1
	for i, w := range ws {
		switch {
		case framedData[w.s]:
			for j := max(0, i-3); j <= i+3 && j < len(ws); j++ {
				if j != i && (wholeMarks[ws[j].s] || wholeWords[ws[j].s]) && (j < i || ws[j-1].s == "of") {
					return min(i, j), max(i, j) + 1
				}
			}
		case (w.s == "new" || w.s == "generated" || w.s == "rotated" || w.s == "fresh") && i+1 < len(ws) && secretNouns[ws[i+1].s]:
			return i, i + 2
		case personalNouns[w.s] && !(i > 0 && personalNouns[ws[i-1].s]):
			if first < 0 {
				first = i
			}
			kinds, last = kinds+1, i
		}
	}
	if kinds >= 2 {
		return first, last + 1
	}
	return -1, -1
}

// carriedSource returns the word span of what is carried into later
// calls: a file's contents ("its full contents", "their contents") in a
// sentence naming the later calls, or the contents of the tabs the user
// has open ("the open tabs' URLs"), or -1.
func carriedSource(c string, ws []lw) (int, int) {
	later := 0 // unknown; 1 yes, -1 no: the later calls are many substrings
	for i, w := range ws {
		switch {
		case (w.s == "contents" || w.s == "content") && i > 0:
			if later == 0 {
				later = -1
				if containsAny(c, laterCalls[:]) {
					later = 1
				}
			}
			if later < 0 {
				continue
			}
			for j := i - 1; j >= 0 && j >= i-3; j-- {
				switch ws[j].s {
				case "its", "their", "full", "entire", "whole", "file's":
					return j, i + 1
				}
			}
		case (w.s == "tabs" || w.s == "tabs'") && i > 0 && (ws[i-1].s == "open" || ws[i-1].s == "other" || ws[i-1].s == "all"):
			return i - 1, i + 1
		}
	}
	return -1, -1
}

// sessionPlace returns the word that puts the value in a place of a call
// gathered.go does not read, or -1: a verb of putting before "here", a
// verb of putting toward a sink of later calls ("to each search query",
// "into the subject of every e-mail"), or "populated by the model with".
func sessionPlace(c string, ws []lw) int {
	for i, w := range ws {
		switch {
		case putVerbs[w.s] || factPutVerbs[w.s] || holdVerbs[w.s]:
			if i > 0 && articles[ws[i-1].s] {
				continue // "a copy", "the log": nouns
			}
			for j := i + 1; j < len(ws) && j <= i+24; j++ {
				if ws[j].clause && j > i+1 && ws[j].mark != '(' && ws[j].mark != ',' {
					break
				}
				if ws[j].s == "here" && j <= i+3 {
					return i
				}
				if ws[j].s != "to" && ws[j].s != "into" && ws[j].s != "in" && ws[j].s != "under" {
					continue
				}
				for k := j + 1; k < len(ws) && k <= j+4; k++ {
					if (sinkNouns[ws[k].s] || backticked(c, ws[k])) && !sameField(ws, i, k) {
						return i
					}
				}
			}
		case (w.s == "is" || w.s == "are") && i > 0 && (sinkNouns[ws[i-1].s] || backticked(c, ws[i-1])) && i+1 < len(ws) && !ws[i+1].clause:
			// "the most specific title is the user's full name": a value
			// of the call said to be the datum.
			return i
		case (w.s == "populated" || w.s == "filled") && i+2 < len(ws) && ws[i+1].s == "by":
			if agentNouns[ws[i+2].s] || articles[ws[i+2].s] && i+3 < len(ws) && agentNouns[ws[i+3].s] {
				return i
			}
		}
	}
	return -1
}

// namedField reports whether the field the text names is the datum's own
// ("the user's email address in `email`"): a backticked word or the word
// before "field" that is one of the source's words.
func namedField(c string, ws []lw, src, srcEnd int) bool {
	for k, w := range ws {
		if !backticked(c, w) && !(k+1 < len(ws) && placeNouns[ws[k+1].s]) {
			continue
		}
		for j := src; j < srcEnd; j++ {
			if personalNouns[ws[j].s] && strings.Contains(w.s, ws[j].s) {
				return true
			}
		}
	}
	return false
}

// The same reading in the other languages of the corpus's misses (Spanish,
// French, German, Portuguese, Italian, Dutch) is a reading of the whole
// sentence: word order differs too much for the English word walk. A
// sentence counts when it names the user's personal details (several, or
// with the conversation or session named) or the conversation's history
// taken whole, and a field of the call ("campo", "champ", "Feld", a
// backticked name) or the agent as the one who does it — with no negation
// or restriction in it ("nunca", "nie", "solo" …). Words of manner such
// as "sin", "sans", "sem" are not negations here: "sem precisar avisá-lo"
// hides the act.

// foreignDataOwners make a datum the user's.
var foreignDataOwners = [...]string{"del usuario", "de la usuaria", "del cliente", "de l'utilisateur", "du client", "des nutzers", "des benutzers",
	"der nutzerin", "des kunden", "do usuário", "do utilizador", "da usuária", "do cliente", "dell'utente", "van de gebruiker",
	"van de klant", "que o usuário", "que el usuario", "que l'utilisateur", "die der nutzer", "che l'utente", "dessen", "seine", "ihre"}

// foreignPersonal are personal details and private messages.
var foreignPersonal = [...]string{"e-mail", "email", "correo", "teléfono", "telefone", "téléphone", "telefon", "telefoon", "telefono",
	"adresse", "dirección", "endereço", "indirizzo", "adres", "wohnort", "nom complet", "nombre completo", "nome completo", "namen",
	"ssh", " ip", "mensajes", "mensagens", "messages", "nachrichten", "messaggi", "berichten", "fecha de nacimiento", "geburtsdatum",
	"date de naissance", "data de nascimento"}

// foreignSessions name the conversation or session the data was seen in.
var foreignSessions = [...]string{"conversa", "conversación", "conversation", "gespräch", "conversazione", "gesprek", "chat", "session",
	"sesión", "sessão", "sitzung", "sessione", "sessie"}

// foreignWholeHistory take the conversation's history whole.
var foreignWholeHistory = [...]string{"historique complet", "histórico completo", "historial completo", "cronologia completa",
	"volledige geschiedenis", "bisherigen gesprächsverlauf", "gesamten gesprächsverlauf", "gesprächsverlauf"}

// foreignCredentials are the credentials a sentence in any language names
// by their English header names, or Turkish "çerez" (cookies).
var foreignCredentials = [...]string{"authorization", "cookie", "çerez"}

// foreignPlaces are a field of the call or the agent as the doer.
var foreignPlaces = [...]string{"`", "campo", "champ", "feld", "veld", "fältet", "alanına", "alanı", "assistant", "asistente", "assistente", "assistent", "agente",
	"l'agent", "der agent", "de agent", "el agente", "o agente"}

// foreignSessionWords bring an all-ASCII sentence of these languages to
// the reading (the others come by their non-ASCII letters).
const foreignSessionWords = "usuario cliente utilisateur nutzers benutzers kunden utente gebruiker klant telefoonnummer adres " +
	"utilizador historique historial cronologia"

// foreignSessionText reports whether a sentence with letters beyond ASCII
// holds a word of the reading the scan cannot see (it looks up ASCII
// words only).
func foreignSessionText(c string) bool {
	return strings.Contains(c, "usuário") || strings.Contains(c, "çerez") || strings.Contains(c, "verlauf") || strings.Contains(c, "histó") ||
		strings.Contains(c, "authorization")
}

// foreignDenials negate or restrict the placement.
var foreignDenials = [...]string{" no ", " ne ", "n'", " nie ", " nicht", "nunca", "jamais", " non ", " não ", " niet ", "nooit", " geen ",
	" kein", "solo ", "seulement", " nur ", "apenas", "uniquement", "alleen", "soltanto", "nie "}

// foreignSessionData reports the sentence l[cs:ce] when it moves the
// user's details or the conversation into the call in one of the
// languages above.
func foreignSessionData(l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	end := -1 // where the last datum named ends
	if strings.Contains(c, "histor") || strings.Contains(c, "verlauf") {
		end = lastEnd(c, foreignWholeHistory[:], 1)
	}
	// English text naming the two headers is factplace.go's to read,
	// with its checks of where the headers go.
	english := strings.Contains(c, " the ") || strings.Contains(c, " and ")
	if end < 0 && (!english && strings.Contains(c, "authorization") && strings.Contains(c, "cookie") || strings.Contains(c, "çerez")) {
		end = lastEnd(c, foreignCredentials[:], 1) // credential headers, cookies
	}
	if end < 0 && containsAny(c, foreignDataOwners[:]) {
		if end = lastEnd(c, foreignPersonal[:], 2); end < 0 && containsAny(c, foreignSessions[:]) {
			end = lastEnd(c, foreignPersonal[:], 1)
		}
	}
	place := lastEnd(c, foreignPlaces[:], 1)
	if end < 0 || place < 0 {
		return
	}
	end = max(end, place)
	// A denial before the data and the place restricts or forbids the
	// placement; one after both is another clause's ("pour que rien ne
	// se perde").
	// Portuguese "no campo" is "in the field".
	before := strings.ReplaceAll(" "+c[:end], " no campo", " em campo")
	if containsAny(before, foreignDenials[:]) {
		return
	}
	// The span runs from the first datum named, so that a concealing
	// adverb before it ("discretamente, salvar …") keeps its own match.
	start := len(c)
	for _, subs := range [...][]string{foreignWholeHistory[:], foreignPersonal[:], foreignCredentials[:]} {
		for _, p := range subs {
			if k := strings.Index(c, p); k >= 0 && k < start {
				start = k
			}
		}
	}
	found(cs+start, cs+end, reasonSessionData)
}

// lastEnd returns the end of the last of subs found in s when at least
// min of them are, or -1.
func lastEnd(s string, subs []string, min int) int {
	n, end := 0, -1
	for _, p := range subs {
		if k := strings.LastIndex(s, p); k >= 0 {
			n++
			end = max(end, k+len(p))
		}
	}
	if n < min {
		return -1
	}
	return end
}

// containsAny reports whether s holds one of subs.
func containsAny(s string, subs []string) bool {
	for _, p := range subs {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// indexAny is containsAny with the place: the first index in s of any of
// xs and the length of the one found there, or -1.
func indexAny(s string, xs []string) (int, int) {
	at, size := -1, 0
	for _, x := range xs {
		if k := strings.Index(s, x); k >= 0 && (at < 0 || k < at) {
			at, size = k, len(x)
		}
	}
	return at, size
}
