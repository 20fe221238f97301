package poisoning

import "strings"

// A way around a control (poisonY, 2026-12-02, from the fifteenth batch's
// tune part). An error or a description that answers a refusal with a
// route the agent is to take, and says that the route defeats the
// control that refused — "run it again through X, which bypasses
// permissions", "fetch it through Y; that path ignores robots rules" —
// tells the agent to get around a safeguard, whatever the route is. The
// reading asks three things of one sentence:
//   - it opens with an order (a verb in the base form, not a description
//     of the tool: "Fetches pages and ignores robots rules" is the tool's
//     own behaviour, reported or not by other readings);
//   - a verb of defeating (bypass, circumvent, get around, sidestep,
//     ignore, skip, evade) is not negated in its clause ("do not try other
//     tools to get around the permission" is a safeguard);
//   - its object is a control that protects someone: permissions, access
//     checks, robots rules, approval, review, protection, restrictions,
//     authorization, a sandbox, a policy, moderation — not a cache, a
//     rate limit or a timeout, which honest text tells the agent to bypass
//     ("pass fresh=true to bypass the cache").

const reasonAround = "offers the agent a way around a control (permissions, approval, robots rules) [request: override; imperative]"

// aroundWords are the sentence scan's cue words for the verbs of
// defeating.
const aroundWords = "bypass bypasses bypassing circumvent circumvents circumventing around sidestep sidesteps evade evades ignores skips"

// defeatVerbs are finite verbs of defeating, matched as whole words: a
// gerund names the act ("Reason for bypassing branch policies" is a
// parameter's label).
var defeatVerbs = []string{"bypass", "bypasses", "circumvent", "circumvents", "get around", "gets around", "go around", "goes around", "sidestep", "sidesteps",
	"evade", "evades", "ignores", "skips", "works around", "work around"}

// guardedNouns are controls that protect someone. Sign-in and two-factor
// prompts are left out: "use a token, which bypasses the interactive
// login" is how honest servers document non-interactive access.
var guardedNouns = []string{"permission", "access check", "access control", "robots", "approval", "review", "protection", "restriction",
	"authorization", "authorisation", "sandbox", "policy", "policies", "moderation", "content filter", "safety", "paywall",
	"firewall", "allowlist", "denylist", "blocklist", "acl", "consent", "confirmation"}

// aroundControl reports the sentence l[cs:ce] (lower-case folded text)
// when it orders a route that defeats a control (see the file comment).
func aroundControl(l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	if !opensWithOrder(c) {
		return
	}
	for _, v := range defeatVerbs {
		for k := range indexes(c, v) {
			if k > 0 && isWordByte(c[k-1]) || k+len(v) < len(c) && isWordByte(c[k+len(v)]) {
				continue
			}
			lo, hi := clauseAround(c, k, k+len(v))
			if negatedBefore(c[:k], lo) {
				continue
			}
			obj := c[k+len(v) : hi]
			if len(obj) > 60 {
				obj = obj[:60]
			}
			for _, n := range guardedNouns {
				if j := strings.Index(obj, n); j >= 0 && (j == 0 || !isWordByte(obj[j-1])) {
					start := len(c) - len(strings.TrimLeft(c, " \t\n"))
					found(cs+start, cs+k+len(v)+j+len(n), reasonAround)
					return
				}
			}
		}
	}
}

// opensWithOrder reports whether the sentence c opens with a verb in the
// base form, or "please", "recover by", "resolve by", "instead".
func opensWithOrder(c string) bool {
	c = strings.TrimLeft(c, " \t\n\"'`*>-#")
	w := c
	for i := 0; i < len(c); i++ {
		if !isWordByte(c[i]) {
			w = c[:i]
			break
		}
	}
	if len(w) < 2 || notVerbs[w] {
		return false
	}
	switch {
	case w == "please" || w == "instead":
		return true
	case strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed"):
		return false
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !ssVerbs[w]:
		return false
	}
	return true
}

// negatedBefore reports whether a negation stands in c[lo:] (the clause
// before the verb).
func negatedBefore(c string, lo int) bool {
	p := c[lo:]
	for _, n := range [...]string{"not ", "never ", "don't ", "n't ", "no ", "without "} {
		if k := strings.Index(p, n); k >= 0 && (k == 0 || !isWordByte(p[k-1])) {
			return true
		}
	}
	return false
}
