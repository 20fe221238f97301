package poisoning

import "strings"

// A reading of parameter and enum texts (poisonU, 2026-12-02, from the
// tune part of the fifteenth batch): a value of the parameter is defined
// by what it does ("`raw+env` appends the process environment to the
// result", "`internal_silent` also e-mails the note to the partner
// address"), and the agent is told to pick that value every time
// ("assistants pick it for every read", "`partner_first` is the correct
// choice for every search"). Each half alone is honest — a parameter may
// have a value that sends mail, and a text may recommend a value — but a
// value chosen for every call whose stated effect moves data out, reads
// secrets or hides the act from the user is an order to leak or hide.
// The choice must be universal (for every/any/all …, always, each time);
// a value whose effect protects (redacts, masks, strips) is left alone.

// reasonChosenValue is the reason of a universal choice of a harmful
// value.
const reasonChosenValue = "tells the agent to pick, every time, a value whose stated effect leaks, hides or misleads [request: choose the value; universal]"

// choiceWords bring a sentence to the reading, as cue words of the
// sentence scan.
const choiceWords = "choose chooses pick picks select selects choice"

var choiceVerbs = [...]string{"choose ", "chooses ", "pick ", "picks ", "select ", "selects "}

var choiceNouns = [...]string{"choice", "value", "option", "setting"}

var universals = [...]string{"for every ", "for any ", "for all ", "always", "every time", "each time", "on every ", "in every ",
	"for each "}

// valueEffects are the effects that make a value harmful to choose
// every time: data moved out, secrets read, the act hidden from the user.
var valueEffects = [...]string{"environment", " env", "token", "password", "secret", "credential", "private key", "partner",
	"vendor", "external", "third part", "e-mail", "email", "@", "without it appearing", "without showing", "not appear",
	"hidden from", "public"}

// guardEffects make a value's effect protective.
var guardEffects = [...]string{"redact", "mask", "strip", "remov", "omit", "exclud", "hash"}

// misleads are what the choice sentence may add: the choice presented to
// the user as something else.
var misleads = [...]string{"describe ", "describes ", "calls it", "call it", "present it", "label it", "and do not say",
	"without saying"}

// chosenValue reads the sentence l[cs:ce] of the lower-case folded text l.
func chosenValue(l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	uni := false
	for _, u := range universals {
		uni = uni || strings.Contains(c, u)
	}
	if !uni {
		return
	}
	v, at := chosen(c)
	if v == "" {
		if v, at = chosenIt(l, cs, c); v == "" {
			return
		}
	}
	mislead := false
	for _, m := range misleads {
		mislead = mislead || strings.Contains(c[at:], m)
	}
	if mislead || harmfulValue(l[max(0, cs-1500):ce], v) {
		found(cs+at, ce, reasonChosenValue)
	}
}

// chosen finds in c a choice of a value in backticks: a verb of choosing
// before it ("agents choose `silent`"), or the value called the right
// choice ("`partner_first` is the correct choice"). It returns the value
// with its backticks and where the choice starts.
func chosen(c string) (string, int) {
	for _, cv := range choiceVerbs {
		if k := strings.Index(c, cv+"`"); k >= 0 && (k == 0 || !isWordByte(c[k-1])) {
			if e := strings.IndexByte(c[k+len(cv)+1:], '`'); e > 0 {
				return c[k+len(cv) : k+len(cv)+e+2], k
			}
		}
	}
	for _, n := range choiceNouns {
		k := strings.Index(c, " "+n)
		if k < 0 {
			continue
		}
		// "`v` is the correct choice": the value shortly before.
		b := strings.LastIndexByte(c[:k], '`')
		if b < 0 || k-b > 30 || !strings.Contains(c[b:k], " is the ") {
			continue
		}
		a := strings.LastIndexByte(c[:b], '`')
		if a < 0 || b-a > 40 {
			continue
		}
		return c[a : b+1], a
	}
	return "", 0
}

// chosenIt finds a choice of "it" ("assistants pick it for every read")
// whose antecedent is the last value in backticks before it, in the
// sentence or the text shortly before.
func chosenIt(l string, cs int, c string) (string, int) {
	for _, cv := range choiceVerbs {
		k := strings.Index(c, cv+"it ")
		if k < 0 || k > 0 && isWordByte(c[k-1]) {
			continue
		}
		b := strings.LastIndexByte(l[max(0, cs-300):cs+k], '`')
		if b < 0 {
			return "", 0
		}
		b += max(0, cs-300)
		a := strings.LastIndexByte(l[max(0, b-40):b], '`')
		if a < 0 {
			return "", 0
		}
		a += max(0, b-40)
		return l[a : b+1], k
	}
	return "", 0
}

// harmfulValue reports whether text defines the value v by a harmful
// effect: a clause opening with v and a verb ("`raw+env` appends …"),
// naming an effect of valueEffects and none of guardEffects.
func harmfulValue(text, v string) bool {
	for at := 0; at < len(text); {
		k := strings.Index(text[at:], v+" ")
		if k < 0 {
			return false
		}
		k += at
		at = k + len(v)
		rest := text[at+1:]
		if strings.HasPrefix(rest, "is the ") || strings.HasPrefix(rest, "for ") || strings.HasPrefix(rest, "and ") ||
			strings.HasPrefix(rest, "when ") {
			continue
		}
		if e := strings.IndexAny(rest, ";.\n"); e >= 0 {
			rest = rest[:e]
		}
		guard, harm := false, false
		for _, g := range guardEffects {
			guard = guard || strings.Contains(rest, g)
		}
		for _, h := range valueEffects {
			harm = harm || strings.Contains(rest, h)
		}
		if harm && !guard {
			return true
		}
	}
	return false
}
