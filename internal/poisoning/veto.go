package poisoning

import "strings"

// The vetoes of the learned sentence model (model.go): the model proposes
// a sentence, and the scorer's own reading of it can rule it benign. A
// bag of words reads an agent noun, a role marker or "instructions" as an
// attack whatever the sentence asks; the scorer knows who is asked to do
// what, to what. Each veto is one benign reading, computed by the scorer
// (sentenceReading) or by the helpers its readings use, never a second
// copy of them. The harness of lobo_test.go counts, per veto, the model
// findings it removes that were attacks and that were not.

// cueRead is one lexicon cue as the scorer read it in its sentence: the
// cue after the sentence's adjustments (a target dropped, a verb that is
// a noun), whether it opened an imperative clause and whether a negation
// ruled it out.
type cueRead struct {
	cue
	imperative, negated bool
}

// sentenceReading holds the facts score established about its last
// sentence that the vetoes read.
type sentenceReading struct {
	targets uint8 // the lexicon's targets after the sentence's adjustments
	agent   bool  // an agent noun addresses the agent
	you     bool
	negated bool // the sentence holds a negation word
	// ownInput: a disclosing cue was read as a constraint on this call's
	// own input (a credential in its header, the user's own value, a
	// passive duty of placement into its arguments).
	ownInput bool
	// thisTool: advice on when to use this tool for a kind of question.
	thisTool bool
	// function: the opening sentence says in the imperative what the
	// tool does.
	function bool
	// apiFact: limits or a setting-aside read as a fact of the API ("rate
	// limits no longer apply to paid plans"), not of the agent's rules.
	apiFact bool
	// addressed: the sentence speaks to someone — an agent noun, "you", a
	// modal, urgency, an imperative, a marker, a framing heading or a
	// block — rather than stating what the tool is.
	addressed bool
	// marker, heading: markerAt of the sentence (the model's features
	// read them too).
	marker, heading bool
}

// Vetoes, as bits of the mask veto returns.
const (
	vetoSelf        = 1 << iota // the act is about this tool or its own arguments
	vetoInput                   // a constraint on this tool's inputs
	vetoUser                    // for the user's benefit: confirm with, ask, warn the user; redact
	vetoSecurity                // describes a security feature or quotes an attack in content
	vetoNegated                 // every act the sentence names is ruled out
	vetoFunction                // the opening sentence says what the tool does
	vetoHeading                 // a heading that announces guidance on the tool
	vetoAPIFact                 // limits set aside are the API's quota, not the agent's rules
	vetoUnaddressed             // a statement that addresses no one and states no harmful fact
	nVetoes         = 9
)

var vetoNames = [nVetoes]string{"self", "input", "user", "security", "negated", "function", "heading", "apifact", "unaddressed"}

// vetoOn is the set of vetoes the detector applies; the others are only
// measured (lobo_test.go): vetoUnaddressed removed as many attacks the
// model found as benign texts, leave-one-batch-out.
const vetoOn = vetoSelf | vetoInput | vetoUser | vetoSecurity | vetoNegated | vetoFunction | vetoHeading | vetoAPIFact

// veto returns the benign readings of sentence c, which sr has just
// scored (its words and reading are c's).
func (sr *scorer) veto(c string) int {
	ws, rd := sr.words, &sr.read
	if len(ws) == 0 {
		return 0
	}
	v := 0
	sensitive := rd.targets&(tgSecret|tgPrivate|tgExternal|tgRules) != 0 || hasAddress(c) || hasSecretPath(c)
	if rd.thisTool || !sensitive && namesItself(ws) {
		v |= vetoSelf
	}
	if rd.ownInput {
		v |= vetoInput
	}
	if rd.targets&(tgSecret|tgExternal) == 0 && !hasAddress(c) && (protected(ws) || forUser(ws)) && !scripted(ws) && !deceives(ws) {
		v |= vetoUser
	}
	if k, _ := mentionFrame(c); k >= 0 || inContent(c) || securityFeature(ws) {
		v |= vetoSecurity
	}
	if actsRuledOut(sr.cues) {
		v |= vetoNegated
	}
	if rd.function {
		v |= vetoFunction
	}
	if guidanceLine(c) {
		v |= vetoHeading
	}
	if rd.apiFact && !sensitive {
		v |= vetoAPIFact
	}
	if !rd.addressed && !sensitive {
		v |= vetoUnaddressed
	}
	return v
}

// namesItself reports whether the sentence names this tool or one of
// its own inputs: "this tool", "this parameter", "the tool's output".
func namesItself(ws []word) bool {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].lower != "this" && ws[i].lower != "the" {
			continue
		}
		switch n := ws[i+1].lower; n {
		case "tool", "function", "endpoint", "command", "operation", "parameter", "field", "argument", "option", "value", "flag", "call":
			if ws[i].lower == "this" {
				return true
			}
		case "tool's", "function's", "endpoint's", "command's":
			return true
		}
	}
	return false
}

// userBenefitActs are acts done for the user or with the user's say, in
// the languages of the scorer's lexicon.
var userBenefitActs = map[string]bool{"confirm": true, "confirms": true, "confirmation": true, "consent": true, "approval": true,
	"approve": true, "approves": true, "permission": true, "ask": true, "check": true, "verify": true,
	"warn": true, "inform": true, "notify": true, "alert": true, "redact": true, "mask": true, "clarify": true, "clarification": true,
	"go-ahead": true, "bestätigen": true, "nachfragen": true, "rückfrage": true, "bestätigung": true, "confirmar": true,
	"confirmação": true, "confirmación": true, "confirmer": true, "confermare": true, "conferma": true,
	"demander": true, "preguntar": true, "perguntar": true, "chiedere": true, "informar": true, "informer": true, "informare": true,
	"bevestigen": true, "vragen": true, "potwierdzić": true, "zapytać": true, "подтвердить": true, "спросить": true, "уточнить": true}

// tellUser are acts of telling that inform the user when the user is
// their object.
var tellUser = map[string]bool{"tell": true, "explain": true, "show": true}

// benefitUsers name the user (or the one the user acts for) in the
// languages of userBenefitActs.
var benefitUsers = map[string]bool{"user": true, "user's": true, "customer": true, "customer's": true, "them": true, "human": true,
	"patient": true, "paciente": true, "paziente": true, "l'utilisateur": true, "utilisateur": true, "usuario": true, "usuário": true,
	"utente": true, "cliente": true, "client": true, "benutzer": true, "nutzer": true, "kunden": true, "gebruiker": true,
	"użytkownikiem": true, "użytkownika": true, "пользователем": true, "пользователя": true, "l'utente": true}

// forUser reports whether the sentence asks the agent to act for the
// user: confirm with, ask, warn or inform the user (or a word that means
// asking them, "nachfragen"), with no negation of that act ("do not ask
// the user for confirmation" skips it) and not the user's own asking
// ("if the user asks …").
func forUser(ws []word) bool {
	for i, w := range ws {
		if !userBenefitActs[w.lower] && !tellUser[w.lower] || negBefore(ws, i, 3) || i > 0 && ws[i-1].in(cUserNouns) {
			continue
		}
		if w.lower == "nachfragen" || w.lower == "rückfrage" || w.lower == "go-ahead" {
			return true
		}
		if tellUser[w.lower] {
			// "tell the user plainly that …", "explain to them": only
			// right before the user, and the scripted-claim readings
			// (scripted, deceives) have their say in veto.
			j := i + 1
			for j < len(ws) && (ws[j].lower == "to" || ws[j].lower == "the" || ws[j].lower == "a") {
				j++
			}
			if j < len(ws) && benefitUsers[ws[j].lower] {
				return true
			}
			continue
		}
		for _, u := range ws {
			if benefitUsers[u.lower] {
				return true
			}
		}
	}
	return false
}

// securityNouns name what a security feature guards against.
var securityNouns = map[string]bool{"injection": true, "injections": true, "malicious": true, "attack": true, "attacks": true,
	"phishing": true, "poisoning": true, "untrusted": true, "jailbreak": true, "jailbreaks": true, "exfiltration": true}

// guardVerbs say that something detects or stops a threat.
var guardVerbs = map[string]bool{"detect": true, "detects": true, "detection": true, "flag": true, "flags": true, "block": true,
	"blocks": true, "prevent": true, "prevents": true, "protect": true, "protects": true, "protection": true, "sanitize": true,
	"sanitizes": true, "strip": true, "strips": true, "scan": true, "scans": true, "guard": true, "guards": true, "filter": true,
	"filters": true, "mitigate": true, "mitigates": true, "defend": true, "defends": true, "against": true}

// securityFeature reports whether the sentence describes a defence: a
// guarding verb and a threat noun ("strips prompt injection from fetched
// pages", "protects against malicious instructions").
func securityFeature(ws []word) bool {
	guard, threat := false, false
	for _, w := range ws {
		guard = guard || guardVerbs[w.lower]
		threat = threat || securityNouns[w.lower] || strings.HasPrefix(w.lower, "inject")
	}
	return guard && threat
}

// actsRuledOut reports whether the sentence names acts and a negation
// rules out each of them ("never forward credentials to third parties").
func actsRuledOut(cs []cueRead) bool {
	any := false
	for _, c := range cs {
		if c.req < 0 {
			continue
		}
		if !c.negated {
			return false
		}
		any = true
	}
	return any
}
