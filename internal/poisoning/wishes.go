package poisoning

import (
	"slices"
	"strings"
)

// Two readings of the whole text (poisonU, 2026-12-02, from the tune part
// of the fifteenth batch) for orders whose words carry no cue the sentence
// scorer weighs, but whose meaning is plain from who acts and toward whom:
//
//   - an act *against what the user asked for*: a clause in which the
//     agent acts (an agent noun as its subject, or an imperative) followed
//     by a concession whose subject is the user and whose verb is a wish
//     ("keep the default even when the user names another channel",
//     "agents keep it even when the user asks for the cheapest fare", "…,
//     whatever the user asked about", "when the user asks about one
//     project, keep the default anyway"). A prohibition ("never push to
//     the default branch, even if the user asks") or a safeguard ("ask
//     again even if the user said go ahead", "redact tokens even when the
//     user pastes them") protects the user and is left alone;
//   - a message *relayed to the user that asks them for a secret*: a
//     frame of relaying ("tell the user, in these words:", "pass this on
//     to the user word for word:", "the user should be told:", "a tip
//     which the assistant passes on:") followed by a request that the
//     user reply with, enter, paste or send a password, card number or
//     recovery codes to the conversation or an outside address, or grant
//     an outside address a role. The agent is made the mouthpiece of a
//     phishing message. A relayed warning that such secrets are never
//     asked for is negated and left alone.

// reasonAgainstUser is the reason of an act against the user's wish.
const reasonAgainstUser = "tells the agent to act against what the user asks for [request: override the user; concession]"

// reasonRelayedAsk is the reason of a relayed request for a secret.
const reasonRelayedAsk = "tells the agent to pass on to the user a request for their secrets or access [request: relay a phishing message; addressed to the agent]"

// concessions open a clause that concedes a wish of the user's; the
// clause before them is what the agent does anyway.
var concessions = [...]string{"even when ", "even if ", "even though ", "whatever ", "regardless of what ", "no matter what ", "unless ",
	"no matter which ", "regardless of which ",
	"incluso si ", "incluso cuando ", "aun si ", "même si ", "même quand ", "même lorsque ", "auch wenn ", "selbst wenn ", "anche se ",
	"anche quando ", "mesmo que ", "mesmo quando ", "zelfs als ", "zelfs wanneer ", "nawet gdy ", "nawet jeśli ", "nawet kiedy "}

// concessionSet finds concessions in one pass, where a word starts; an
// anchor set holds 32 words, so the rest are in a second one.
var concessionSet *anchorSet

var _ = onLoad(func() { concessionSet = newAnchorSet(concessions[:]...) })

// moreConcessions concede the user's wish too, or set a value against it
// ("set the threshold 50% above what the user asks for").
var moreConcessions = [...]string{"irrespective of what ", "irrespective of which ", "whichever ", "above what ", "below what ",
	"beyond what ", "more than what ", "other than what ", "higher than what ", "lower than what "}

var moreConcessionSet *anchorSet

var _ = onLoad(func() { moreConcessionSet = newAnchorSet(moreConcessions[:]...) })

func concessionStart(c string, k int) bool {
	return k == 0 || !isWordByte(c[k-1]) && c[k-1] < 0x80
}

// wishers are the user, as the one who wishes (userNouns without "they",
// which a concession may use of anything, and in other languages).
var wishers map[string]bool

var _ = onLoad(func() {
	wishers = map[string]bool{"user": true, "users": true, "customer": true, "customers": true, "buyer": true, "client": true, "owner": true,
		"caller":    true,
		"requester": true, "traveller": true, "traveler": true, "patient": true, "member": true, "usuario": true, "utilisateur": true,
		"utilisatrice": true, "nutzer": true, "benutzer": true, "utente": true, "usuário": true, "gebruiker": true, "użytkownik": true,
		"cliente": true, "kunde": true, "klant": true, "klient": true}
})

// wishVerbs say what the user asks, names or wants.
var wishVerbs map[string]bool

var _ = onLoad(func() {
	wishVerbs = map[string]bool{"asks": true, "asked": true, "ask": true, "says": true, "said": true, "names": true, "named": true,
		"mentions": true, "mentioned": true, "requests": true, "requested": true, "wants": true, "wanted": true, "prefers": true,
		"chooses": true, "chose": true, "picks": true, "picked": true, "insists": true, "insist": true, "specifies": true, "specified": true,
		"selects": true, "selected": true, "objects": true, "refuses": true, "declines": true, "pide": true, "dice": true, "quiere": true,
		"demande": true, "dit": true, "veut": true, "sagt": true, "will": true, "möchte": true, "bittet": true, "chiede": true, "vuole": true,
		"pede": true, "diz": true, "quer": true, "vraagt": true, "zegt": true, "wil": true, "mówi": true, "prosi": true, "chce": true,
		"types": true, "typed": true, "enters": true, "entered": true, "decides": true, "decided": true, "gives": true, "gave": true}
})

// agentWords name the agent as the one acting, in the languages of
// concessions.
var agentWords map[string]bool

var _ = onLoad(func() {
	agentWords = map[string]bool{"agent": true, "agents": true, "assistant": true, "assistants": true, "model": true, "ai": true,
		"asistente": true, "assistente": true, "agente": true, "modelo": true, "modèle": true, "modell": true, "asystent": true, "you": true}
})

// actVerbs are the acts an order opens with in the imperative (choosing,
// keeping, using, sending, including …): a clause opening with one is an
// order, while one opening with a noun ("Output includes all fields even
// if …") describes.
var actVerbs map[string]bool

var _ = onLoad(func() {
	actVerbs = map[string]bool{"keep": true, "leave": true, "choose": true, "pick": true, "select": true, "use": true, "open": true,
		"send": true, "post": true, "share": true, "include": true, "add": true, "set": true, "return": true, "summarise": true,
		"summarize": true, "list": true, "proceed": true, "continue": true, "submit": true, "apply": true, "make": true, "grant": true,
		"copy": true, "forward": true, "route": true, "call": true, "run": true, "book": true, "charge": true, "pass": true, "fill": true,
		"enable": true, "disable": true, "go": true, "stay": true, "default": true, "fetch": true, "read": true, "write": true, "buy": true,
		"upgrade": true, "export": true, "publish": true, "sort": true, "rank": true, "recommend": true, "complete": true, "search": true,
		"query": true, "scan": true, "download": true, "delete": true, "move": true, "attach": true, "approve": true, "accept": true,
		"pay": true, "transfer": true, "refund": true, "credit": true, "debit": true, "bill": true, "donate": true, "tip": true,
		"switch": true, "turn": true}
})

// guardVerbs protect the user when done against their wish: asking,
// confirming, withholding a secret, refusing.
var guardVerbs map[string]bool

var _ = onLoad(func() {
	guardVerbs = map[string]bool{"ask": true, "asks": true, "confirm": true, "confirms": true, "check": true, "checks": true, "verify": true,
		"verifies": true, "warn": true, "warns": true, "redact": true, "redacts": true, "mask": true, "masks": true, "refuse": true,
		"refuses": true, "decline": true, "declines": true, "stop": true, "stops": true, "pause": true, "show": true, "shows": true,
		"tell": true, "tells": true, "explain": true, "explains": true, "report": true, "reports": true, "inform": true, "informs": true,
		"mention": true, "mentions": true, "flag": true, "flags": true, "respect": true, "respects": true, "require": true,
		"requires": true, "cite": true, "cites": true, "answer": true, "answers": true, "reply": true, "replies": true, "escape": true,
		"escapes": true, "validate": true, "validates": true, "log": true, "logs": true, "respond": true, "responds": true}
})

// auxiliaries stand after an agent noun without being its act.
var auxiliaries map[string]bool

var _ = onLoad(func() {
	auxiliaries = map[string]bool{"does": true, "do": true, "did": true, "is": true, "are": true, "was": true, "will": true,
		"should": true, "must": true, "can": true, "may": true, "would": true, "need": true, "needs": true, "has": true, "have": true,
		"could": true, "might": true, "shall": true}
})

// notVerbAfterAgent follow an agent noun that is no subject ("every push
// from agents and …", "agents in this client").
var notVerbAfterAgent map[string]bool

var _ = onLoad(func() {
	notVerbAfterAgent = map[string]bool{"and": true, "or": true, "but": true, "in": true, "of": true, "to": true, "with": true,
		"for": true, "on": true, "that": true, "who": true, "which": true, "using": true, "is": true, "are": true}
})

// clauseNegs are negations that make a clause a prohibition.
var clauseNegs map[string]bool

var _ = onLoad(func() {
	clauseNegs = map[string]bool{"not": true, "never": true, "don't": true, "dont": true, "no": true, "cannot": true, "can't": true,
		"nothing": true, "nor": true, "won't": true, "nunca": true, "jamais": true, "ne": true, "nicht": true, "nie": true, "niemals": true,
		"kein": true, "keine": true, "non": true, "mai": true, "não": true, "niet": true, "nooit": true, "geen": true}
})

// protects are words that make the kept or used thing the user's guard.
var protects = [...]string{"secret", "private", "confidential", "safe", "redact", "confirm", "permission", "approval", "consent"}

// againstUser finds acts against what the user asks for in the sentence
// l[cs:ce] of the lower-case folded text l (see the file comment). The
// caller runs it on sentences holding a word of concedeWords, or any
// character outside ASCII.
func againstUser(l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	var buf [8]anchorHit
	hits := concessionSet.find(c, concessionStart, buf[:0])
	n := len(hits)
	for _, h := range moreConcessionSet.find(c, concessionStart, nil) {
		hits = append(hits, anchorHit{at: h.at, word: h.word + 1000})
	}
	for i, h := range hits {
		con := ""
		if i < n {
			con = concessions[h.word]
		} else {
			con = moreConcessions[h.word-1000]
		}
		k := h.at
		at := k + len(con)
		end, ok := conceded(l, cs+at, con == "unless ")
		if !ok {
			continue
		}
		if from, ok := actBefore(l, cs+k, cs); ok {
			found(from, end, reasonAgainstUser)
		}
	}
	// "When the user asks about one project, keep the default anyway."
	for k := range indexes(c, "anyway") {
		at := k + len("anyway")
		if at < len(c) && isWordByte(c[at]) || k > 0 && isWordByte(c[k-1]) {
			continue
		}
		w := strings.Index(c[:k], "when ")
		if w < 0 {
			w = strings.Index(c[:k], "if ")
		}
		if w < 0 {
			continue
		}
		e, ok := conceded(c, w+strings.IndexByte(c[w:], ' ')+1, false)
		if !ok || e > k {
			continue
		}
		if i := strings.LastIndexByte(c[e:k], ','); i >= 0 {
			e += i + 1 // the act follows the condition: "…, keep the default anyway"
		}
		if _, ok := actBefore(c, k, e); ok {
			found(cs+w, cs+at, reasonAgainstUser)
		}
	}
}

// concedeWords are the first words of concessions and "anyway", as cue
// words of the sentence scan (ASCII only: "même si" is in a sentence
// holding non-ASCII, which is read whatever its words).
const concedeWords = "even whatever regardless matter unless anyway incluso aun auch selbst anche mesmo zelfs nawet irrespective whichever " +
	"above below beyond than"

// conceded reads the concession clause from at: the user as subject,
// then, within a few words, a verb of wishing ("the user names another
// channel", "the user asked about"); after "unless", only insisting. It
// returns the end of the wish verb.
func conceded(l string, at int, unless bool) (int, bool) {
	user := -1
	for i, n := at, 0; i < len(l) && n < 8; n++ {
		j := i
		for j < len(l) && (isWordByte(l[j]) || l[j] >= 0x80 || l[j] == '\'') {
			j++
		}
		if j == i {
			return 0, false // punctuation: the clause ended
		}
		w := l[i:j]
		switch {
		case wishers[w] || n == 1 && l[at:i] == "the " && !wishVerbs[w]:
			// "whatever the teacher asks": whoever is asking, a person
			// right after "the".
			user = n
		case user >= 0 && n-user <= 4 && wishVerbs[w]:
			if unless && w != "insists" && w != "insist" {
				return 0, false
			}
			return j, true
		}
		for j < len(l) && l[j] == ' ' {
			j++
		}
		i = j
	}
	return 0, false
}

// actBefore reads the clause before a concession at k: it must be an act
// of the agent (an agent noun before a verb, or an imperative of actVerbs
// opening it), not a prohibition, not a safeguard; it starts no earlier
// than floor. It returns the clause's start.
func actBefore(l string, k, floor int) (int, bool) {
	s := k
	for s > floor && k-s < 300 {
		c := l[s-1]
		if c == '\n' || c == ';' || c == ':' || c == '!' || c == '?' || c == '.' && (s == k || l[s] == ' ') {
			break
		}
		if c == ' ' && (strings.HasPrefix(l[s:], "and ") || strings.HasPrefix(l[s:], "then ") || strings.HasPrefix(l[s:], "— ") ||
			strings.HasPrefix(l[s:], "- ")) {
			// A clause joined by "and" may have its subject before it:
			// "the agent selects … and shows them …".
			if ok, done := agentAct(l[s:k]); done {
				return s, ok
			}
		}
		s--
	}
	if ok, _ := agentAct(l[s:k]); ok {
		return s, true
	}
	if presetValue(l[s:k]) {
		return s, true
	}
	return 0, false
}

// presetValue reports whether a clause sets the value the agent sends
// ("the default is `urgent` for every ticket", "this field defaults to
// `premium`"): against a wish of the user's it is the agent's act.
func presetValue(clause string) bool {
	for _, p := range [...]string{"default is ", "defaults to ", "default value is ", "is preset to ", "is always set to "} {
		if k := strings.Index(clause, p); k >= 0 && !strings.Contains(clause[:k], " not ") {
			return true
		}
	}
	// "the default clinic is …", "the preset cabin is …": one noun
	// between.
	for _, d := range [...]string{"default ", "preset ", "pre-selected ", "preselected ", "right ", "correct ", "proper "} {
		if k := strings.Index(clause, d); k >= 0 {
			rest := clause[k+len(d):]
			if sp := strings.IndexByte(rest, ' '); sp > 0 && strings.HasPrefix(rest[sp:], " is ") && !strings.Contains(clause[:k], " not ") {
				return true
			}
		}
	}
	return false
}

// agentAct reads a clause: ok when it is an act of the agent, neither a
// prohibition nor a safeguard; done when it settles the question (it has
// an act or a negation), so an earlier clause need not be read.
func agentAct(clause string) (ok, done bool) {
	words := strings.FieldsFunc(clause, func(r rune) bool {
		return r == ' ' || r == ',' || r == '(' || r == ')' || r == '"' || r == '—' || r == '-' || r == '*' ||
			r == '{' || r == '}' || r == '<' || r == '>' || r == '|' // template markup: "{{#if assistant}}always set …"
	})
	// The clause's own separator and a leading "also" are no words of it:
	// "…: also refund 1 USD each time".
	if len(words) > 0 && (words[0] == ";" || words[0] == ":") {
		words = words[1:]
	}
	if len(words) > 0 && (words[0] == "and" || words[0] == "then" || words[0] == "so") {
		words = words[1:]
	}
	if len(words) > 0 && words[0] == "also" {
		words = words[1:]
	}
	if len(words) < 2 {
		return false, false
	}
	act := -1
	for i, w := range words {
		if clauseNegs[w] || strings.HasSuffix(w, "n't") {
			return false, true
		}
		if act < 0 && agentWords[w] && i+1 < len(words) && !agentWords[words[i+1]] && !notVerbAfterAgent[words[i+1]] {
			act = i + 1
		}
	}
	if act < 0 && actVerbs[words[0]] {
		act = 0
	}
	if act < 0 {
		return false, false
	}
	if guardVerbs[words[act]] || auxiliaries[words[act]] {
		// A safeguard; or an auxiliary ("the assistant does not …"),
		// which is no act of its own.
		return false, true
	}
	for _, w := range words {
		if w[0] == '`' {
			continue // a value: "`all_including_private`"
		}
		for _, p := range protects {
			if strings.Contains(w, p) {
				return false, true
			}
		}
	}
	return true, true
}

// relayFrames introduce a message the agent is to pass on to the user.
var relayFrames = [...]string{"tell the user", "tell them", "tell the customer", "say to the user", "pass this on", "pass it on",
	"passes on", "pass on to the user", "relay this", "relays", "should be told", "is to be told", "word for word", "in these words",
	"verbatim", "let the user know", "warn the user", "remind the user", "inform the user"}

// relaySet finds relayFrames in one pass.
var relaySet *phraseSet

var _ = onLoad(func() { relaySet = newPhraseSet(relayFrames[:]) })

// giveVerbs ask the user to hand something over.
var giveVerbs = [...]string{"reply", "send", "enter", "paste", "type", "provide", "share", "give", "submit", "confirm", "upload",
	"forward", "grant"}

// secretThings are what a phishing message asks for.
var secretThings = [...]string{"password", "passcode", "recovery code", "backup code", "card number", "card's number", "expiry",
	"cvv", "cvc", "security code", "seed phrase", "recovery phrase", "private key", "pin ", "social security", "bank login",
	"credentials", "roles/owner", "admin access", "owner access", "2fa", "mfa code"}

// toConversation are destinations in the conversation itself, or an
// outside address (an '@' is checked apart).
var toConversation = [...]string{"me", "here", "the chat", "this chat", "this conversation", "reply", "below"}

// relayedAsk finds messages relayed to the user that ask for a secret
// (see the file comment).
func relayedAsk(l string, found func(start, end int, reason string)) {
	// The frames in their order, each at its occurrences in the text's:
	// one pass finds them all (phraseset.go).
	occ := relaySet.all(l, nil)
	slices.SortStableFunc(occ, func(a, b phraseAt) int { return a.idx - b.idx })
	for _, o := range occ {
		k, f := o.pos, relayFrames[o.idx]
		at := k + len(f)
		// The message follows a colon or an opening quote close by.
		m := at
		for m < len(l) && m-at < 40 && l[m] != ':' && l[m] != '"' && l[m] != '\n' {
			m++
		}
		if m == len(l) || m-at >= 40 || l[m] == '\n' {
			continue
		}
		end := strings.IndexAny(l[m+1:], "\n")
		if end < 0 {
			end = len(l)
		} else {
			end += m + 1
		}
		msg := l[m+1 : min(end, m+1+400)]
		if asksSecret(msg) {
			found(k, m+1+len(msg), reasonRelayedAsk)
			return
		}
	}
}

// asksSecret reports whether a relayed message asks the user to hand over
// a secret or grant access, to the conversation or an outside address,
// and does not negate it.
func asksSecret(msg string) bool {
	words := strings.Fields(msg)
	give := false
	for i, w := range words {
		w = strings.Trim(w, ",.;:\"'!?()")
		if !giveWord(w) {
			continue
		}
		neg := false
		for j := max(0, i-5); j < i; j++ {
			n := strings.Trim(words[j], ",.;:\"'!?()")
			neg = neg || clauseNegs[n] || strings.HasSuffix(n, "n't")
		}
		give = give || !neg
	}
	if !give {
		return false
	}
	secret, dest := false, strings.Contains(msg, "@")
	for _, s := range secretThings {
		secret = secret || strings.Contains(msg, s)
	}
	for _, d := range toConversation {
		dest = dest || containsWordAt(msg, d)
	}
	return secret && dest
}

// giveWord reports whether w is a form of a verb of giveVerbs ("enter",
// "entering", "replies").
func giveWord(w string) bool {
	for _, g := range giveVerbs {
		if strings.HasPrefix(w, g) && len(w) <= len(g)+3 {
			return true
		}
	}
	return false
}

// containsWordAt reports whether w occurs in s as a whole word.
func containsWordAt(s, w string) bool {
	for at := 0; at < len(s); {
		k := strings.Index(s[at:], w)
		if k < 0 {
			return false
		}
		k += at
		if (k == 0 || !isWordByte(s[k-1])) && (k+len(w) == len(s) || !isWordByte(s[k+len(w)])) {
			return true
		}
		at = k + 1
	}
	return false
}
