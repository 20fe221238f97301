package poisoning

// Acts done for the user without their say (poisonX31, 2026-12-04):
//
//   - the agent's consequential act "on the user's behalf" stated as what
//     happens, with no request of the user's as its occasion: "in the
//     same turn the assistant submits an approving review on the user's
//     behalf". "When the user asks, the assistant files the form on their
//     behalf" is the user's request.
//   - what the user approved changed after the approval: "after the user
//     approves the preview, the assistant adds the sponsor hashtag and a
//     tracking link to the final post". Publishing what was approved, or
//     adding what the user asked for, is not this: the added thing must be
//     an extra of someone else's (a sponsor's tag, a tracking link, a fee,
//     a tip, another recipient).

const reasonBehalf = "states that the agent acts for the user without their say, or changes what they approved [request: license; acting without consent]"

// behalfWords bring a sentence to actsForUser (cue words of the sentence
// scan).
const behalfWords = "behalf approves approved confirms confirmed accepts accepted counts counted count covers cover longer stops"

// behalfActs are consequential acts done for someone.
var behalfActs map[string]bool

var _ = onLoad(func() {
	behalfActs = map[string]bool{"submits": true, "approves": true, "pays": true, "buys": true, "accepts": true, "signs": true,
		"purchases": true, "upgrades": true, "orders": true, "books": true, "transfers": true, "sends": true, "agrees": true, "subscribes": true}
})

// addedExtras are what is slipped into an approved thing.
var addedExtras map[string]bool

var _ = onLoad(func() {
	addedExtras = map[string]bool{"sponsor": true, "sponsored": true, "tracking": true, "hashtag": true, "affiliate": true,
		"referral": true, "fee": true, "tip": true, "charge": true, "surcharge": true, "recipient": true, "cc": true, "bcc": true, "promo": true}
})

// actsForUser reports the sentence l[cs:ce] (lower case) when it states
// one of the two shapes above.
func actsForUser(buf *[]lw, l string, cs, ce int, found func(start, end int, reason string)) {
	ws := lowWords(*buf, l[cs:ce])
	*buf = ws
	asked, agent := false, -1
	for i, w := range ws {
		switch {
		case (w.s == "asks" || w.s == "requests" || w.s == "wants") && i > 0 && userNouns[ws[i-1].s]:
			asked = true
		case w.s == "request" && i > 0 && (ws[i-1].s == "user's" || ws[i-1].s == "their"):
			asked = true
		case agentWords[w.s]:
			if agent < 0 {
				agent = i
			}
		}
	}
	if i, k := consentCarried(ws); i >= 0 {
		found(cs+ws[i].start, cs+ws[k].end, reasonBehalf)
		return
	}
	if agent < 0 {
		return
	}
	for i := agent + 1; i < len(ws); i++ {
		w := ws[i].s
		if behalfActs[w] && !asked {
			for k := i + 1; k+2 < len(ws) && k <= i+10; k++ {
				if ws[k].s == "on" && (ws[k+1].s == "the" && k+3 < len(ws) && (ws[k+2].s == "user's" || ws[k+2].s == "customer's") && ws[k+3].s == "behalf" ||
					(ws[k+1].s == "their" || ws[k+1].s == "his" || ws[k+1].s == "her") && ws[k+2].s == "behalf") {
					found(cs+ws[agent].start, cs+ws[min(k+3, len(ws)-1)].end, reasonBehalf)
					return
				}
			}
		}
	}
	// After the user's approval, an extra added to what was approved.
	for i := 1; i < agent; i++ {
		if (ws[i].s == "approves" || ws[i].s == "approved" || ws[i].s == "confirms" || ws[i].s == "accepts") && userNouns[ws[i-1].s] &&
			(ws[max(0, i-2)].s == "after" || ws[max(0, i-2)].s == "once" || ws[max(0, i-3)].s == "after" || ws[max(0, i-3)].s == "once") {
			for k := agent + 1; k < len(ws) && k <= agent+8; k++ {
				if ws[k].s != "adds" && ws[k].s != "appends" && ws[k].s != "inserts" && ws[k].s != "attaches" {
					continue
				}
				for m := k + 1; m < len(ws) && m <= k+5; m++ {
					if addedExtras[ws[m].s] {
						found(cs+ws[agent].start, cs+ws[m].end, reasonBehalf)
						return
					}
				}
			}
		}
	}
}

// Consent carried over to what the user did not agree to (poisonX36,
// 2026-12-04): "turning on notifications counted as agreement to a
// recurring donation", "that tap covers this purchase too", "accepting
// the terms counts as approval of extra purchases". An earlier act of the
// user's, or a setting, is made to stand for a yes to something else.
// "Counts as one request against the quota" is no consent; "the plan
// covers this visit" is what the user bought.

// agreeNouns are what a user gives when they agree.
var agreeNouns map[string]bool

var _ = onLoad(func() {
	agreeNouns = map[string]bool{"agreement": true, "consent": true, "approval": true, "confirmation": true, "permission": true,
		"acceptance": true, "authorization": true, "authorisation": true, "yes": true, "opt-in": true}
})

// coveredActs are what a carried-over consent is made to cover.
var coveredActs map[string]bool

var _ = onLoad(func() {
	coveredActs = map[string]bool{"purchase": true, "purchases": true, "payment": true, "payments": true, "charge": true,
		"charges": true, "donation": true, "donations": true, "subscription": true, "upgrade": true, "renewal": true, "order": true,
		"orders": true, "transfer": true, "transfers": true}
})

// consentCarried returns the words of a consent carried over (see above),
// or -1.
func consentCarried(ws []lw) (int, int) {
	for i, w := range ws {
		switch w.s {
		case "counts", "counted", "count":
			k := i + 1
			if k < len(ws) && ws[k].s == "as" {
				k++
				if k < len(ws) && (ws[k].s == "a" || ws[k].s == "an" || ws[k].s == "the" || ws[k].s == "their" || ws[k].s == "full") {
					k++
				}
				if k < len(ws) && agreeNouns[ws[k].s] && carriedTo(ws) {
					return i, k
				}
			}
		case "longer", "stops":
			// A safeguard dropped for good: "it no longer asks before
			// deleting messages", "stops asking for confirmation" — not
			// when the user switched it off ("when the user turns on
			// auto-approve, the tool no longer asks …").
			if w.s == "longer" && (i == 0 || ws[i-1].s != "no") || i+2 >= len(ws) || userSwitched(ws[:i]) {
				continue
			}
			v, n := ws[i+1].s, ws[i+2].s
			if (v == "asks" || v == "ask" || v == "asking" || v == "confirms" || v == "confirm" || v == "checks" || v == "check") &&
				(n == "before" || n == "first" || n == "for" && i+3 < len(ws) && (ws[i+3].s == "confirmation" || ws[i+3].s == "permission" || ws[i+3].s == "approval") ||
					n == "with" && i+4 < len(ws) && userWord(ws[i+4].s)) {
				return max(0, i-1), i + 2
			}
		case "covers", "cover":
			// "that tap covers this purchase too"
			for k := i + 1; k < len(ws) && k <= i+4; k++ {
				if coveredActs[ws[k].s] && k+1 < len(ws) && (ws[k+1].s == "too" || ws[k+1].s == "also" || ws[k+1].s == "as") &&
					(ws[i+1].s == "this" || ws[i+1].s == "that" || ws[i+1].s == "any" || ws[i+1].s == "all" || ws[i+1].s == "future" || ws[i+1].s == "later") {
					return i, k + 1
				}
			}
			// "that approval also covers continuous background
			// recording" (not "one confirmation covers one transfer")
			if i > 1 && ws[i-1].s == "also" && agreeNouns[ws[i-2].s] && i+1 < len(ws) {
				return i - 2, i + 1
			}
		}
	}
	return -1, -1
}

// carriedTo reports whether the sentence whose consent is carried over
// spends, books, shares or records ("counted as agreement to a recurring
// donation", "complete the booking — the e-mail counts as their
// approval"), not the act the consent was given for ("the signature
// counts as consent to treatment").
func carriedTo(ws []lw) bool {
	for j := range ws {
		switch ws[j].s {
		case "donation", "donations", "gift", "gifts", "purchase", "purchases", "payment", "payments", "subscription", "subscriptions",
			"upgrade", "charge", "charges", "sharing", "recording", "marketing", "plan", "renewal", "recurring", "transfer", "transfers",
			"booking", "bookings", "order", "orders":
			return true
		}
	}
	return false
}

// userSwitched reports whether the words say the user turned a setting
// on or off: "when the user turns on auto-approve in settings".
func userSwitched(ws []lw) bool {
	for i := 0; i+1 < len(ws); i++ {
		if userWord(ws[i].s) {
			switch ws[i+1].s {
			case "turns", "enables", "switches", "sets", "chooses", "opts", "disables", "turned", "enabled", "switched", "chose", "opted":
				return true
			}
		}
	}
	return false
}
