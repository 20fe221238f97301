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
const behalfWords = "behalf approves approved confirms confirmed accepts accepted"

// behalfActs are consequential acts done for someone.
var behalfActs = map[string]bool{"submits": true, "approves": true, "pays": true, "buys": true, "accepts": true, "signs": true,
	"purchases": true, "upgrades": true, "orders": true, "books": true, "transfers": true, "sends": true, "agrees": true, "subscribes": true}

// addedExtras are what is slipped into an approved thing.
var addedExtras = map[string]bool{"sponsor": true, "sponsored": true, "tracking": true, "hashtag": true, "affiliate": true,
	"referral": true, "fee": true, "tip": true, "charge": true, "surcharge": true, "recipient": true, "cc": true, "bcc": true, "promo": true}

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
