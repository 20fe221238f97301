package dexrules

import (
	"strings"
	"unicode"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP617", checkAuthorizeAlwaysAllows) }

// checkAuthorizeAlwaysAllows reports an authorize(request) override in a
// CetpV2ContentProvider subclass that never looks at the request (nor reads
// the Binder caller) and returns an allow decision on every path.
func checkAuthorizeAlwaysAllows(p *DexPass) {
	prog := p.Program
	for _, class := range p.ToolProviders() {
		below, ok := belowSDKProvider(prog, class)
		if !ok {
			continue
		}
		var auth *dex.Method
		for _, c := range below {
			for _, m := range c.Virtual {
				if m.Ref.Name == "authorize" && len(m.Ref.Params) == 1 && m.HasCode() {
					auth = m
					break
				}
			}
			if auth != nil {
				break
			}
		}
		if auth == nil {
			continue // the SDK's default denies (§10)
		}
		reach := prog.Reachable([]*dex.Method{auth})
		if len(prog.CallsIn(reach, func(c *program.Call) bool { return prog.IsCallerRead(c.Ref) })) > 0 {
			continue
		}
		a, err := prog.Analyze(auth)
		if err != nil || a == nil {
			continue // the limit is reported as a note
		}
		readsRequest, allows, returns := false, true, 0
		var allowAt uint32
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			isRequest := func(v regflow.Value) bool {
				return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int == 1 })
			}
			switch {
			case in.IsInvoke():
				if c := callAt(prog, auth, in.Addr); c != nil && c.Ref.Class == "Lkotlin/jvm/internal/Intrinsics;" {
					return // Kotlin's null check of the parameter reads nothing
				}
				for _, r := range in.Args {
					if isRequest(st.Reg(uint32(r))) {
						readsRequest = true
					}
				}
			case in.Op >= 0x52 && in.Op <= 0x5f: // iget*, iput*: the object is B
				if isRequest(st.Reg(in.B)) || in.Op >= 0x59 && isRequest(st.Reg(in.A)) {
					readsRequest = true
				}
			case in.Op == dex.OpReturnObject:
				returns++
				v := st.Reg(in.A)
				if isRequest(v) || !v.Exact() || v.Has(func(x regflow.Alt) bool { return !allowDecision(x) }) {
					allows = false
				} else if allowAt == 0 {
					allowAt = in.Addr
				}
			}
		})
		if readsRequest || !allows || returns == 0 {
			continue
		}
		p.Report(DexAt{Method: auth, Addr: allowAt},
			"%s.authorize returns an allow decision on every path without reading the request (caller, tool, scopes) or the Binder caller: every app that reaches the provider is authorized; decide from the caller's verified identity and the requested scopes (§3.4, §7.2)",
			finding.Sanitize(JavaName(class)))
	}
}

// allowDecision recognises a value that grants access: a constant, object
// or factory whose name says allow or grant (CetpAccessDecision.Allow,
// CetpAccessDecision.allow(...), AccessDecision.GRANTED, new AllowAll()).
// The member's own words decide (GrantResult.NONE and Decision.NOT_ALLOWED
// deny although their class says grant); a member that says neither
// (AllowAll.INSTANCE, Companion, getInstance) leaves it to its class.
func allowDecision(x regflow.Alt) bool {
	var class, member string
	switch x.Kind {
	case regflow.Field:
		if x.Field != nil {
			class, member = x.Field.Class, x.Field.Name
		}
	case regflow.Call:
		if x.Ref != nil {
			class, member = x.Ref.Class, x.Ref.Name
		}
	case regflow.New:
		class = x.Str
	}
	return nameAllows(simpleName(class), member)
}

// nameAllows decides allowDecision from the names alone.
func nameAllows(class, member string) bool {
	if v := decisionWords(member); v != 0 {
		return v > 0
	}
	return decisionWords(class) > 0
}

// decisionWords reads an identifier's words: -1 when any says deny (deny,
// reject, none, not_allowed, disallowed, unauthorized …), +1 when one says
// allow and none denies, 0 when none says either.
func decisionWords(name string) int {
	v := 0
	for _, w := range identWords(name) {
		switch {
		case denyWord(w):
			return -1
		case strings.HasPrefix(w, "allow") || strings.HasPrefix(w, "grant") || strings.HasPrefix(w, "permit") || w == "authorized":
			v = 1
		}
	}
	return v
}

func denyWord(w string) bool {
	switch w {
	case "no", "not", "none", "never", "nobody", "nothing", "fail", "failed", "failure", "error", "invalid":
		return true
	}
	for _, p := range []string{"deny", "denie", "denied", "reject", "refuse", "forbid", "block", "revoke",
		"disallow", "ungrant", "unauthori", "unpermit", "notallow", "notgrant", "nogrant"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// identWords splits a Java or Kotlin identifier into lower-case words at
// underscores, digits and camel-case humps ("NOT_ALLOWED" → not, allowed;
// "isDisallowed" → is, disallowed; "URLGrant" → url, grant).
func identWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			words = append(words, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '_' || r == '$' || r == '-' || (r >= '0' && r <= '9'):
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(r) &&
			(unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush(i)
		}
	}
	flush(len(rs))
	return words
}

// callAt returns the call at addr in m.
func callAt(prog *program.Program, m *dex.Method, addr uint32) *program.Call {
	calls := prog.Calls(m)
	for i := range calls {
		if calls[i].Addr == addr {
			return &calls[i]
		}
	}
	return nil
}
