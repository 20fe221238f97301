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
var statedConsent = map[string]bool{
	"already approved": true, "already authorized": true, "already authorised": true,
	"already confirmed": true, "already consented": true, "already agreed": true,
	"has consented": true, "have consented": true, "has opted in": true,
}

// conditionWords open a clause that the act waits for.
var conditionWords = map[string]bool{
	"once": true, "after": true, "if": true, "when": true, "unless": true, "until": true,
	"till": true, "whether": true, "provided": true, "providing": true,
}

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
var consentNouns = map[string]bool{
	"ahead": true, "approval": true, "approvals": true, "consent": true, "confirmation": true,
	"confirmations": true, "yes": true, "permission": true, "ok": true, "okay": true, "go-ahead": true,
}

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
	return strings.HasPrefix(rest, "으면") || strings.HasPrefix(rest, "는다면")
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
