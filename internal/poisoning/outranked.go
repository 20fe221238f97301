package poisoning

// The agent's own rules declared outranked or out of scope (poisonR,
// 2026-12-02, issue 11). An override need not say "ignore": a text that
// "supersedes your configured instructions", or says the policy "you were
// given does not cover" something "so you may" do it, sets the agent's
// rules aside by a claim about their rank or reach. The reading takes two
// shapes of one sentence:
//   - a verb of outranking (supersede, override, outrank, prevail over,
//     trump, take precedence over) whose object, within a few words, is a
//     rule of the agent's: "your" or "the system", at most one word such
//     as "configured" or "original", then instructions, prompt,
//     guidelines, rules, policy, configuration or directives; "overrides
//     the defaults", "supersedes the v1 endpoint" and "override your
//     inbox rules" are about the tool's or the user's own settings;
//   - a rule of the agent's ("the content policy you were given", "your
//     guidelines") said not to cover or bind something, and a licence after
//     it ("so you may …", "feel free", "anything").

const reasonOutranked = "declares the agent's instructions or policy outranked or out of scope [request: override; a claim of rank]"

// outrankWords are the sentence scan's cue words of both shapes.
const outrankWords = "supersede supersedes outrank outranks override overrides prevail prevails trump trumps precedence cover covers bind binds extend extends"

var (
	outrankVerbs map[string]bool
	_            = onLoad(func() {
		outrankVerbs = map[string]bool{"supersede": true, "supersedes": true, "outrank": true, "outranks": true, "override": true,
			"overrides": true, "prevail": true, "prevails": true, "trump": true, "trumps": true, "precedence": true, "replaces": true}
	})
	agentRuleNouns map[string]bool
	_              = onLoad(func() {
		agentRuleNouns = map[string]bool{"instructions": true, "instruction": true, "prompt": true, "guidelines": true, "rules": true,
			"policy": true, "policies": true, "configuration": true, "directives": true, "orders": true, "guardrails": true, "principles": true}
	})
	// agentRuleMods may stand between "your" and the rules of the agent.
	agentRuleMods map[string]bool
	_             = onLoad(func() {
		agentRuleMods = map[string]bool{"configured": true, "system": true, "original": true, "earlier": true, "previous": true, "prior": true,
			"initial": true, "current": true, "existing": true, "own": true, "safety": true, "base": true, "core": true, "operating": true,
			"standing": true, "content": true}
	})
	coverVerbs map[string]bool
	_          = onLoad(func() {
		coverVerbs = map[string]bool{"cover": true, "covers": true, "bind": true, "binds": true, "extend": true, "extends": true}
	})
	licenceWords map[string]bool
	_            = onLoad(func() {
		licenceWords = map[string]bool{"may": true, "can": true, "free": true, "anything": true, "whatever": true, "allowed": true}
	})
)

// outranked reports the sentence l[cs:ce] (lower-case folded text) when
// it declares the agent's rules outranked or out of scope.
func outranked(buf *[]lw, l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	ws := lowWords(*buf, c)
	*buf = ws
	for i, w := range ws {
		switch {
		case outrankVerbs[w.s]:
			if gNegated(ws, i) {
				continue // "never overrides your instructions"
			}
			for j := i + 1; j < len(ws) && j <= i+4; j++ {
				if ws[j].s != "your" && !(ws[j].s == "system" && ws[j-1].s == "the") {
					continue
				}
				// "your instructions", "your configured instructions", "the
				// system prompt"; not "your inbox rules", the user's.
				k := j + 1
				if k < len(ws) && agentRuleMods[ws[k].s] {
					k++
				}
				if k < len(ws) && agentRuleNouns[ws[k].s] {
					found(cs+w.start, cs+ws[k].end, reasonOutranked)
					return
				}
			}
		case coverVerbs[w.s] && gNegated(ws, i):
			// "the policy you were given does not cover …, so you may …".
			owned := false
			for j := max(0, i-8); j < i; j++ {
				yours := j > 0 && ws[j-1].s == "your" || j > 1 && agentRuleMods[ws[j-1].s] && ws[j-2].s == "your"
				if agentRuleNouns[ws[j].s] && (yours || j+2 < len(ws) && ws[j+1].s == "you" && (ws[j+2].s == "were" || ws[j+2].s == "have")) {
					owned = true
				}
			}
			if !owned {
				continue
			}
			for k := i + 1; k < len(ws) && k <= i+14; k++ {
				if licenceWords[ws[k].s] && (ws[k].s != "may" && ws[k].s != "can" || ws[k-1].s == "you") {
					from := i
					for from > 0 && !ws[from].clause {
						from--
					}
					found(cs+ws[from].start, cs+ws[k].end, reasonOutranked)
					return
				}
			}
		}
	}
}
