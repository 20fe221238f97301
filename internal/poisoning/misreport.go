package poisoning

import (
	"slices"
	"strings"
)

// What the user is shown, misreporting what was done (poisonX28,
// poisonX29, 2026-12-04). Attacks of the blind sets state an act and then
// what the tool's own output says about it, both as plain facts in the
// third person: "critical findings are lowered to informational, and the
// report tells the user no critical issues were found", "the tip is set
// to 25%, and the order summary shown to the user describes the tip as
// standard", "documents are dropped, and the production summary reports
// the full count as though they were included", "the rewritten version is
// not shown to the user". No order is given and no one is addressed; the
// output is the cover-up. The reading asks of one sentence:
//
//   - an act before the output is named (a past participle or a
//     third-person verb: "are lowered", "is set", "moves");
//   - a noun of what the user is shown (summary, confirmation, receipt,
//     report, preview, listing, response, description, message …), then
//     within a few words a verb of presenting (describes, reports, names,
//     lists, tells, reads, shows, leaves out …);
//   - after it, a mark of a false normal or a partial account: "as
//     standard", "as healthy", "as the fastest", "as though", "the
//     standard", "the original", "only the recipient", "no critical
//     issues", "the version they had before", "leaves that line out";
//   - or the passive "is not shown to the user" after the act.
//
// The reading runs on sentences holding a verb of presenting or "shown"
// (misreportWords), apart from the scorer: it needs no order.
//
// Honest text names what its output leaves out as a limit ("the summary
// lists at most 40 items"): no mark of a false normal, or no act before
// it.

// shownNouns are what the user is shown of a tool's work.
var shownNouns map[string]bool

var _ = onLoad(func() {
	shownNouns = map[string]bool{"summary": true, "summaries": true, "confirmation": true, "confirmations": true, "receipt": true,
		"receipts": true, "report": true, "preview": true, "listing": true, "response": true, "description": true, "message": true,
		"notice": true, "status": true, "reply": true, "answer": true, "output": true, "result": true, "results": true, "notification": true,
		"bill": true, "invoice": true, "statement": true}
})

// presentVerbsOut present the work to the user.
var presentVerbsOut map[string]bool

var _ = onLoad(func() {
	presentVerbsOut = map[string]bool{"describes": true, "reports": true, "names": true, "lists": true, "tells": true, "reads": true,
		"shows": true, "leaves": true, "omits": true, "presents": true, "calls": true, "repeats": true, "states": true, "mentions": true,
		"says": true, "gives": true, "displays": true, "labels": true, "quotes": true,
		// Plural subjects: "receipts shown in the chat list only the original amount".
		"list": true, "show": true, "name": true, "describe": true, "report": true, "read": true, "say": true, "state": true, "mention": true}
})

// falseNormals are single words after "as" that claim all is normal.
var falseNormals map[string]bool

var _ = onLoad(func() {
	falseNormals = map[string]bool{"standard": true, "normal": true, "healthy": true, "usual": true, "fine": true, "safe": true,
		"secure": true, "complete": true, "completed": true, "approved": true, "free": true, "locked": true, "unchanged": true, "optional": true,
		"clean": true, "successful": true, "resolved": true, "settled": true}
})

// misreportedOutput returns the words of the output noun and the end of
// its false account (see the file comment), or -1.
func misreportedOutput(ws []lw, seg string) (int, int) {
	act := -1
	for i, w := range ws {
		l := w.s
		if act < 0 && i > 0 && (len(l) > 4 && (strings.HasSuffix(l, "ed") || thirdPersonVerb(l)) || irregularDone[l]) && !shownNouns[l] {
			act = i
		}
		if !shownNouns[l] || act < 0 || act >= i {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+6; j++ {
			v := ws[j].s
			if (v == "not" || v == "never") && j+2 < len(ws) && ws[j+1].s == "shown" && ws[j+2].s == "to" {
				return i, j + 2 // "the rewritten version is not shown to the user"
			}
			if !presentVerbsOut[v] {
				continue
			}
			for k := j + 1; k < len(ws) && k <= j+10; k++ {
				if e := falseNormalAt(ws, k); e >= 0 {
					return i, e
				}
				if e := choiceShownAgainst(ws, k); e >= 0 {
					return i, e // "always shows the fare the user asked for, even when surge pricing doubled it"
				}
				if (v == "reads" || v == "says") && allWell[ws[k].s] && k <= j+5 && quotedFrom(seg, ws[j].end, ws[k].start) {
					return i, k // "the confirmation shown to the employee reads \"paid leave approved\""
				}
				if v == "leaves" && ws[k].s == "out" && k <= j+4 {
					return i, k // "the preview shown to the user leaves that line out"
				}
			}
			break
		}
	}
	for i := 1; i+3 < len(ws) && act >= 0; i++ {
		switch {
		case userNouns[ws[i].s] && ws[i+1].s == "is" && ws[i+2].s == "shown" && (ws[i+3].s == "the" && i+4 < len(ws) && normalWords[ws[i+4].s]) && act < i:
			return i, i + 4 // "the user is shown the normal refund confirmation"
		case ws[i].s == "out" && ws[i+1].s == "of" && ws[i+2].s == "what" && (userNouns[ws[i+3].s] || ws[i+3].s == "the" && i+4 < len(ws) && userNouns[ws[i+4].s]) && act < i:
			return i, i + 3 // "that record is filtered out of what the user sees"
		case costNouns[ws[i].s] && (ws[i+1].s == "is" || ws[i+1].s == "are") && (ws[i+2].s == "not" || ws[i+2].s == "never") &&
			talkedOf[ws[i+3].s] && act < i:
			return i, i + 3 // "the fund's fees are not discussed"
		}
	}
	// An account given in the passive as normal, by a duty or against the
	// facts (poisonX32, poisonX33): "the merge should be reported to the
	// user as clean", "the cancellation is reported as free even when a
	// fee was charged". "Repositories without findings are reported as
	// clean" states a fact: neither.
	for i := 1; i+2 < len(ws); i++ {
		if !presentedPassive[ws[i].s] || !beForms[ws[i-1].s] {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+6; k++ {
			if ws[k].s != "as" {
				continue
			}
			e := falseNormalAt(ws, k)
			if e < 0 || e+1 < len(ws) && ws[e+1].s == "or" {
				break // ("summarised as \"paid\" or \"unpaid\"": a label of two)
			}
			duty := (i >= 2 && (ws[i-2].s == "should" || ws[i-2].s == "must" || ws[i-2].s == "shall") ||
				i >= 3 && ws[i-2].s == "to" && (ws[i-3].s == "is" || ws[i-3].s == "are")) && !trueByCondition(ws[:i])
			if duty || againstAfter(ws, e+1) {
				return i - 1, e
			}
			break
		}
	}
	// A quoted all-well account read out, and a cost taken afterwards
	// (poisonX36): "the confirmation always reads \"Full refund
	// issued\", and the 15% fee is taken afterwards".
	for i := 0; i+2 < len(ws); i++ {
		if !shownNouns[ws[i].s] {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+6; j++ {
			if ws[j].s != "reads" && ws[j].s != "says" && ws[j].s != "shows" {
				continue
			}
			cost, later := false, -1
			for k := j + 1; k < len(ws); k++ {
				cost = cost || costNouns[ws[k].s]
				if ws[k].s == "afterwards" || ws[k].s == "afterward" || ws[k].s == "later" || ws[k].s == "anyway" {
					later = k
				}
			}
			if cost && later >= 0 && quotedFrom(seg, ws[j].end, ws[min(j+3, len(ws)-1)].end) {
				return i, later
			}
			break
		}
	}
	// A figure the user is owed given a label instead (poisonX35): "call
	// it \"standard for the level\" instead of quoting the number", "let
	// the surcharge stay folded into it rather than listing it
	// separately", "called the best fit without going into the criteria".
	if i, e := labelInsteadOfFigure(ws); i >= 0 {
		return i, e
	}
	// "… is not shown to the user" with the thing as subject.
	for i := 1; i+3 < len(ws); i++ {
		u := i + 3
		if ws[u].s == "the" && u+1 < len(ws) {
			u++
		}
		if (ws[i].s == "not" || ws[i].s == "never") && ws[i+1].s == "shown" && ws[i+2].s == "to" && userNouns[ws[u].s] &&
			(ws[i-1].s == "is" || ws[i-1].s == "are") && act >= 0 && act < i-1 {
			return i - 1, u
		}
	}
	return -1, -1
}

// butStill reports whether the words from k set a fact against what was
// shown: "while the total still includes them", "but the charge is
// actually higher".
func butStill(ws []lw, k int) bool {
	against := false
	for j := k; j < len(ws) && j <= k+10; j++ {
		switch ws[j].s {
		case "while", "but", "although", "though", "yet", "whereas":
			against = true
		case "still", "actually", "really", "anyway":
			if against {
				return true
			}
		}
	}
	return false
}

// choiceShownAgainst returns the end of "the fare the user asked for,
// even when …" at k — what the user chose, shown against the facts — or
// -1.
func choiceShownAgainst(ws []lw, k int) int {
	for j := k; j < len(ws) && j <= k+4; j++ {
		if !userNouns[ws[j].s] || j+1 >= len(ws) {
			continue
		}
		switch ws[j+1].s {
		case "asked", "picked", "chose", "selected", "requested", "ordered", "booked", "expected":
			e := j + 1
			if e+1 < len(ws) && ws[e+1].s == "for" {
				e++
			}
			if againstAfter(ws, e+1) {
				return e
			}
		}
		return -1
	}
	return -1
}

// labelInsteadOfFigure finds "instead of quoting the number", "rather
// than listing it separately", "without going into the criteria" after a
// verb of presenting or labelling in the sentence; it returns the verb
// and the end of the figure, or -1.
func labelInsteadOfFigure(ws []lw) (int, int) {
	label := -1
	for i, w := range ws {
		switch w.s {
		case "call", "calls":
			// "call it \"standard\"", not "call get_rates instead of …"
			if label < 0 && i+1 < len(ws) && (ws[i+1].s == "it" || ws[i+1].s == "them" || ws[i+1].s == "this" || ws[i+1].s == "that") {
				label = i
			}
			continue
		case "called", "present", "presented", "label", "labelled", "labeled", "describe", "described", "phrase",
			"phrased", "fold", "folded", "name", "named", "confirm":
			if label < 0 {
				label = i
			}
			continue
		case "instead", "rather", "without":
		default:
			continue
		}
		if label < 0 {
			continue
		}
		k := i + 1
		if w.s != "without" {
			if k >= len(ws) || ws[k].s != "of" && ws[k].s != "than" {
				continue
			}
			k++
		}
		if w.s == "without" && k < len(ws) && !withheldTelling[ws[k].s] {
			// "present it simply as \"standard fare\", without the
			// separate amounts"
			for j := k; j < len(ws) && j <= k+3; j++ {
				if withheldFigures[ws[j].s] || ws[j].s == "amounts" || ws[j].s == "figures" {
					return label, j
				}
			}
			continue
		}
		if k >= len(ws) || !withheldTelling[ws[k].s] {
			continue
		}
		if ws[k].s == "going" {
			if k+1 >= len(ws) || ws[k+1].s != "into" {
				continue
			}
			k++
		}
		for j := k + 1; j < len(ws) && j <= k+3; j++ {
			if withheldFigures[ws[j].s] {
				return label, j
			}
			if (ws[j].s == "it" || ws[j].s == "them") && j+1 < len(ws) && ws[j+1].s == "separately" {
				return label, j + 1
			}
		}
	}
	return -1, -1
}

// withheldTelling are verbs of giving a figure, in the gerund.
var withheldTelling map[string]bool

var _ = onLoad(func() {
	withheldTelling = map[string]bool{"quoting": true, "listing": true, "stating": true, "giving": true, "mentioning": true,
		"showing": true, "itemising": true, "itemizing": true, "going": true, "explaining": true, "disclosing": true, "naming": true}
})

// withheldFigures are what the user is owed in figures or reasons.
var withheldFigures map[string]bool

var _ = onLoad(func() {
	withheldFigures = map[string]bool{"number": true, "amount": true, "figure": true, "price": true, "fee": true, "fees": true,
		"surcharge": true, "charge": true, "charges": true, "cost": true, "costs": true, "criteria": true, "breakdown": true, "rate": true,
		"percentage": true, "uplift": true, "markup": true, "commission": true, "reasons": true, "reason": true}
})

// trueByCondition reports whether the subject of an account holds the
// condition that makes it true: "a scan with zero findings should be
// reported as clean".
func trueByCondition(ws []lw) bool {
	for _, w := range ws {
		switch w.s {
		case "zero", "no", "without", "none":
			return true
		}
	}
	return false
}

// presentedPassive present an account in the passive.
var presentedPassive map[string]bool

var _ = onLoad(func() {
	presentedPassive = map[string]bool{"reported": true, "described": true, "presented": true, "labelled": true, "labeled": true,
		"referred": true, "announced": true, "summarised": true, "summarized": true, "confirmed": true, "portrayed": true, "framed": true}
})

// againstAfter reports whether the words from k concede the facts the
// account denies: "even when a fee was charged", "even though …",
// "regardless of the outcome", "whatever happened".
func againstAfter(ws []lw, k int) bool {
	for j := k; j < len(ws) && j <= k+4; j++ {
		switch ws[j].s {
		case "even":
			if j+1 < len(ws) && (ws[j+1].s == "when" || ws[j+1].s == "if" || ws[j+1].s == "though" || ws[j+1].s == "where") {
				return true
			}
		case "regardless", "whatever", "although", "though":
			return true
		}
	}
	return false
}

// quotedFrom reports whether a quotation opens in seg between a and b:
// the message read out is quoted ("reads \"paid leave approved\"").
func quotedFrom(seg string, a, b int) bool {
	return a < b && b <= len(seg) && strings.ContainsAny(seg[a:b], "\"“«'")
}

// normalWords present an account as the ordinary one.
var normalWords map[string]bool

var _ = onLoad(func() {
	normalWords = map[string]bool{"standard": true, "normal": true, "usual": true, "original": true, "default": true, "regular": true}
})

// costNouns are what the user pays; talkedOf, what telling them would be.
var costNouns map[string]bool

var _ = onLoad(func() {
	costNouns = map[string]bool{"fee": true, "fees": true, "charge": true, "charges": true, "markup": true, "commission": true,
		"commissions": true, "cost": true, "costs": true, "penalty": true, "penalties": true, "surcharge": true, "interest": true}
})

var talkedOf map[string]bool

var _ = onLoad(func() {
	talkedOf = map[string]bool{"discussed": true, "mentioned": true, "shown": true, "disclosed": true, "listed": true, "explained": true,
		"stated": true, "displayed": true, "itemised": true, "itemized": true}
})

// irregularDone are past participles not ending in -ed.
var irregularDone map[string]bool

var _ = onLoad(func() {
	irregularDone = map[string]bool{"rewritten": true, "written": true, "taken": true, "given": true, "sent": true, "set": true,
		"kept": true, "hidden": true, "chosen": true, "made": true, "held": true, "paid": true, "put": true, "cut": true, "sold": true}
})

// falseNormalAt returns the end of a mark of a false normal or a partial
// account starting at word k, or -1.
func falseNormalAt(ws []lw, k int) int {
	l := ws[k].s
	next := func(n int) string {
		if k+n < len(ws) {
			return ws[k+n].s
		}
		return ""
	}
	switch {
	case l == "as" && falseNormals[next(1)]:
		return k + 1
	case l == "as" && next(1) == "the" && (strings.HasSuffix(next(2), "est") || next(2) == "only"):
		return k + 2 // "as the fastest route", "as the bank's safest" is read below
	case l == "as" && (next(1) == "the" || next(1) == "a") && normalWords[next(2)]:
		return k + 2 // "referred to as the standard option"
	case l == "as" && (next(1) == "though" || next(1) == "if"):
		return k + 1
	case l == "the" && normalWords[next(1)]:
		return k + 1
	case strings.HasSuffix(l, "'s") && normalWords[next(1)] && k > 0 && ws[k-1].s == "the":
		return k + 1 // "repeats the user's original figure"
	case l == "as" && next(1) == "the" && strings.HasSuffix(next(2), "'s") && strings.HasSuffix(next(3), "est"):
		return k + 3 // "describes it as the bank's safest option"
	case (l == "only" || l == "just") && (next(1) == "the" || next(1) == "their") && (next(2) == "original" || next(2) == "recipient" ||
		next(2) == "amount" || next(2) == "one"):
		return k + 2
	case (l == "only" || l == "just") && (next(1) == "the" || next(1) == "their") && (next(2) == "public" || next(2) == "first" ||
		next(2) == "old" || next(2) == "basic" || next(2) == "default" || next(2) == "visible" || next(2) == "main" || next(2) == "usual") &&
		widenedBefore(ws[:k]):
		return k + 2 // "… widened to include the sponsor feed, and the confirmation mentions just the public feed"
	case l == "only" && next(1) == "what" && (userNouns[next(2)] || next(2) == "they" || next(2) == "the" && userNouns[next(3)]) &&
		butStill(ws, k+3):
		// "the receipt shows only what the user picked while the total
		// still includes them"; "lists only what the user asked for" is
		// a filter.
		if next(2) == "the" && next(4) != "" {
			return k + 4
		}
		return k + 3
	case l == "only" && next(1) == "on":
		return k + 1 // "based only on their taste"
	case l == "no" && (next(1) == "critical" || next(1) == "issues" || next(1) == "problems" || next(1) == "errors" || next(1) == "changes"):
		return k + 1
	case l == "before" && k > 1 && (ws[k-1].s == "had" || ws[k-1].s == "was"):
		return k // "at the version they had before"
	}
	return -1
}

// misreportWords bring a sentence to misreported: the cue words of the
// sentence scan, made from the reading's own word sets so that a word
// added there reaches the reading.
var misreportWords string

var _ = onLoad(func() {
	misreportWords = cueWords([]map[string]bool{presentVerbsOut, talkedOf, presentedPassive, withheldTelling}, "shown", "sees", "present", "call", "label")
})

const reasonMisreport = "states that what the user is shown misreports the tool's work [request: hide; the user's view of an act]"

// misreported reports the false account of sentence l[cs:ce] (lower
// case), if any (misreportedOutput).
func misreported(buf *[]lw, l string, cs, ce int, found func(start, end int, reason string)) {
	ws := lowWords(*buf, l[cs:ce])
	*buf = ws
	if i, k := misreportedOutput(ws, l[cs:ce]); i >= 0 {
		found(cs+ws[i].start, cs+ws[k].end, reasonMisreport)
	}
}

// shownWords are shownNouns and costNouns as cue words of the sentence
// scan, with "shown", "out" and "version" of the passive forms.
var shownWords string

var _ = onLoad(func() {
	shownWords = cueWords([]map[string]bool{shownNouns, costNouns, presentedPassive, withheldFigures}, "shown", "out", "version")
})

// cueWords joins the keys of sets and extra, sorted, as a space-separated
// list of cue words (cueVocab.group's argument).
func cueWords(sets []map[string]bool, extra ...string) string {
	var ws []string
	for _, set := range sets {
		for w := range set {
			ws = append(ws, w)
		}
	}
	ws = append(ws, extra...)
	slices.Sort(ws)
	return strings.Join(slices.Compact(ws), " ")
}

// widenedBefore reports whether the act before a partial account added
// something: "widened to include", "also", "additionally", "extended".
func widenedBefore(ws []lw) bool {
	for _, w := range ws {
		switch w.s {
		case "include", "includes", "including", "also", "additionally", "widened", "extended", "expanded", "plus", "added":
			return true
		}
	}
	return false
}
