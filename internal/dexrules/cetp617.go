package dexrules

import (
	"strings"

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
// CetpAccessDecision.allow(...), AccessDecision.GRANTED ...).
func allowDecision(x regflow.Alt) bool {
	name := ""
	switch x.Kind {
	case regflow.Field:
		if x.Field != nil {
			name = simpleName(x.Field.Class) + "." + x.Field.Name
		}
	case regflow.Call:
		if x.Ref != nil {
			name = simpleName(x.Ref.Class) + "." + x.Ref.Name
		}
	case regflow.New:
		name = simpleName(x.Str)
	}
	name = strings.ToLower(name)
	if strings.Contains(name, "deny") || strings.Contains(name, "denied") || strings.Contains(name, "reject") {
		return false
	}
	return strings.Contains(name, "allow") || strings.Contains(name, "grant")
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
