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
var rolePlayObjects = map[string]bool{"as": true, "a": true, "an": true, "the": true, "that": true, "with": true, "you": true, "your": true,
	"this": true, "someone": true, "being": true, "like": true, "one": true, "my": true, "his": true, "her": true, "their": true}

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

var creditVerbs = map[string]bool{"attributed": true, "credited": true, "ascribed": true, "signed": true, "authored": true, "logged": true,
	"recorded": true, "shown": true, "displayed": true, "labelled": true, "labeled": true, "marked": true, "attribute": true, "credit": true}

// purposeSend reports whether the send cue at i is an infinitive saying
// what a value is for, after a noun of content: "JSON object to send to
// the webhook", "text to post to the channel". The value is this call's
// own input; the scorer keeps the order when the sentence also names
// secrets or private data.
func purposeSend(ws []word, i int) bool {
	return i >= 2 && !ws[i].clause && ws[i-1].lower == "to" && !ws[i-1].clause && payloadNouns[ws[i-2].lower]
}

var payloadNouns = map[string]bool{"object": true, "payload": true, "message": true, "messages": true, "text": true, "body": true, "content": true,
	"data": true, "file": true, "files": true, "event": true, "events": true, "value": true, "values": true, "string": true, "json": true,
	"document": true, "documents": true, "note": true, "comment": true, "item": true, "items": true, "record": true, "records": true,
	"notification": true, "alert": true, "email": true, "e-mail": true, "attachment": true, "attachments": true, "image": true,
	"photo": true, "report": true, "post": true, "reply": true, "markdown": true, "html": true, "bytes": true, "blob": true}

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

var serverOwners = map[string]bool{"server's": true, "service's": true, "host's": true, "proxy's": true, "gateway's": true, "crawler's": true,
	"bot's": true, "api's": true, "instance's": true, "servers'": true, "relay's": true, "worker's": true, "runner's": true}

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

var sourceNouns = map[string]bool{"logs": true, "log": true, "text": true, "file": true, "files": true, "page": true, "pages": true,
	"document": true, "documents": true, "email": true, "emails": true, "e-mail": true, "input": true, "diff": true, "repository": true,
	"repo": true, "code": true, "snapshot": true, "transcript": true, "source": true, "image": true, "trace": true, "pdf": true,
	"attachment": true, "upload": true, "commit": true, "commits": true, "dataset": true, "spreadsheet": true, "sheet": true}

var sourceDets = map[string]bool{"the": true, "a": true, "an": true, "any": true, "this": true, "that": true, "its": true, "their": true,
	"your": true, "every": true, "each": true, "some": true}

var sourceConditions = map[string]bool{"if": true, "when": true, "whenever": true, "unless": true, "where": true, "once": true, "should": true}

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
	if !strings.Contains(before, " to") || !containsAny(before, askedStems) {
		return false // most sentences: no verb of asking before the directive
	}
	ws := lowWords(nil, before)
	return len(ws) > 0 && askedOfUser(len(ws), func(j int) string {
		if j >= len(ws) {
			return ""
		}
		return ws[j].s
	})
}

// askedStems hold the stems of askedVerbs, for askedOfUserBefore's test.
var askedStems = []string{"ask", "told", "tell", "want", "urge", "pressure", "instruct", "persuade", "convince"}

var askedVerbs = map[string]bool{"asked": true, "asks": true, "told": true, "tells": true, "wants": true, "wanted": true, "urged": true,
	"urges": true, "pressured": true, "pressures": true, "instructed": true, "instructs": true, "persuaded": true, "convinced": true}

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
	if !containsAny(l, harmlessActs) {
		return false
	}
	return !containsAny(l, movingWords)
}

var harmlessActs = []string{"read-only", "read only", "nothing leaves", "no side effect", "does not change", "doesn't change", "changes nothing",
	"does not modify", "doesn't modify", "read actions", "only reads", "never writes", "nothing is sent", "nothing is changed", "lookups"}

var movingWords = []string{"send", "forward", "upload", "post ", "share", "email", "e-mail", "@", "http", "export", "copy", "publish", "delete", "pay"}

// waiverSpan reports whether a directive's span (lower case) with its
// reason waives asking the user: the confirmation reason, or a span that
// says "without asking" or not needing to ask or confirm.
func waiverSpan(span, reason string) bool {
	return reason == reasonConfirm || strings.Contains(span, "without asking") || strings.Contains(span, "need to ask") ||
		strings.Contains(span, "without confirm") || strings.Contains(span, "need to confirm")
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

var exposeVerbs = map[string]bool{"reveal": true, "show": true, "share": true, "print": true, "log": true, "expose": true, "send": true,
	"display": true, "repeat": true, "disclose": true, "paste": true, "echo": true, "output": true, "quote": true}

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

var promptOwners = map[string]bool{"bot's": true, "bots'": true, "chatbot's": true, "chatbots'": true, "persona's": true, "character's": true,
	"project's": true, "workspace's": true, "deployment's": true, "app's": true}

// onlyWhat reports whether the disclosing cue at i is limited to what is
// needed: "quote only what answers the question".
func onlyWhat(ws []word, i int) bool {
	return i+2 < len(ws) && ws[i+1].lower == "only" && (ws[i+2].lower == "what" || ws[i+2].lower == "the" && i+3 < len(ws) && neededParts[ws[i+3].lower])
}

var neededParts = map[string]bool{"lines": true, "line": true, "parts": true, "part": true, "passages": true, "sentences": true, "fields": true,
	"minimum": true, "relevant": true}
