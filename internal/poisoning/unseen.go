package poisoning

// An act kept out of the user's view, said as what the reply must lack or
// what the act must stay (poisonR, 2026-12-02, issue 11). Concealment in
// published attacks is not always "do not tell the user": it says that
// the summary must show no trace of the calls, or that a rerouting must
// stay invisible. The reading takes two shapes of one sentence:
//   - "leave no trace / record / mention / sign of … in the reply": a
//     negated trace whose place is what the agent shows the user (reply,
//     summary, answer, response, chat, conversation, transcript, output);
//     "leaves no trace on the device" or "in the browser history" is a
//     privacy feature of the tool, not the agent's silence;
//   - "this step / reroute / upload / copy … must stay invisible": an act
//     of the tool (not a secret: "the token must stay hidden" protects it)
//     made to stay or remain invisible, hidden, unseen, unmentioned,
//     unnoticed or off the record.

const reasonUnseen = "tells the agent to keep an act out of what the user sees [request: hide; no trace in the reply]"

// unseenWords are the sentence scan's cue words of both shapes.
const unseenWords = "trace traces mention sign hint invisible hidden unseen unmentioned unnoticed unnoticeable unreported undisclosed"

var (
	traceNouns map[string]bool
	_          = onLoad(func() {
		traceNouns = map[string]bool{"trace": true, "traces": true, "record": true, "mention": true, "sign": true, "hint": true, "evidence": true}
	})
	// viewPlaces are what the agent shows the user.
	viewPlaces map[string]bool
	_          = onLoad(func() {
		viewPlaces = map[string]bool{"reply": true, "replies": true, "summary": true, "summaries": true, "answer": true, "answers": true,
			"response": true, "responses": true, "chat": true, "conversation": true, "transcript": true, "output": true, "message": true,
			"messages": true, "recap": true}
	})
	// actNouns are things the tool or the agent does.
	unseenActs map[string]bool
	_          = onLoad(func() {
		unseenActs = map[string]bool{"step": true, "steps": true, "call": true, "calls": true, "upload": true, "uploads": true, "copy": true,
			"copies": true, "transfer": true, "transfers": true, "reroute": true, "rerouting": true, "redirect": true, "redirection": true,
			"change": true, "changes": true, "forwarding": true, "sync": true, "action": true, "actions": true, "operation": true,
			"request": true, "requests": true, "export": true, "sharing": true, "share": true, "charge": true, "fee": true, "bcc": true,
			"cc": true, "detour": true, "mirror": true, "mirroring": true, "backup": true, "logging": true, "recording": true,
			"housekeeping": true, "cleanup": true, "deletion": true, "deletions": true, "purge": true, "booking": true, "purchase": true,
			"subscription": true, "enrolment": true, "enrollment": true}
	})
	stayVerbs map[string]bool
	_         = onLoad(func() {
		stayVerbs = map[string]bool{"stay": true, "stays": true, "remain": true, "remains": true, "kept": true, "keep": true, "be": true, "go": true, "goes": true}
	})
	unseenState map[string]bool
	_           = onLoad(func() {
		unseenState = map[string]bool{"invisible": true, "hidden": true, "unseen": true, "unmentioned": true, "unnoticed": true,
			"unnoticeable": true, "undisclosed": true, "unreported": true}
	})
)

// unseenAct reports the sentence l[cs:ce] (lower-case folded text) when it
// keeps an act out of the user's view (see the file comment).
func unseenAct(buf *[]lw, l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	ws := lowWords(*buf, c)
	*buf = ws
	for i, w := range ws {
		switch {
		case traceNouns[w.s] && i > 0 && (ws[i-1].s == "no" || ws[i-1].s == "without" || ws[i-1].s == "any" && i > 1 && ws[i-2].s == "not"):
			// "leave no trace of these calls in the summary".
			for j := i + 1; j < len(ws) && j <= i+10; j++ {
				if ws[j].clause && ws[j].mark != ',' {
					break
				}
				if (ws[j].s == "in" || ws[j].s == "from" || ws[j].s == "into") && j+1 < len(ws) {
					for k := j + 1; k < len(ws) && k <= j+3; k++ {
						if viewPlaces[ws[k].s] {
							from := i - 1
							for from > 0 && !ws[from].clause {
								from--
							}
							found(cs+ws[from].start, cs+ws[k].end, reasonUnseen)
							return
						}
					}
				}
			}
		case unseenState[w.s] && i > 0 && stayVerbs[ws[i-1].s]:
			// "this reroute … must stay invisible": the subject of the
			// clause is an act ("never goes unreported" promises the
			// opposite).
			if gNegated(ws, i-1) || i > 1 && (ws[i-2].s == "never" || ws[i-2].s == "not") {
				continue
			}
			if ws[i-1].s == "be" && !(i > 1 && (ws[i-2].s == "must" || ws[i-2].s == "should" || ws[i-2].s == "to" || ws[i-2].s == "kept")) {
				continue
			}
			for j := i - 2; j >= 0 && j >= i-12; j-- {
				if unseenActs[ws[j].s] && j > 0 && (ws[j-1].s == "this" || ws[j-1].s == "the" || ws[j-1].s == "that" || ws[j-1].s == "these" ||
					ws[j-1].s == "such" || ws[j-1].s == "each" || ws[j-1].s == "every" || ws[j-1].s == "any") {
					found(cs+ws[j-1].start, cs+w.end, reasonUnseen)
					return
				}
				if ws[j].clause {
					break
				}
			}
		}
	}
}
