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
