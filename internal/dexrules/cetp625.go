package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP625", checkSessionTokenIgnored) }

// checkSessionTokenIgnored reports a provider whose call() dispatches v2
// list_tools or execute_tool while nothing reachable from call() reads
// session_token from the request. SDK subclasses are skipped: the SDK
// owns negotiation tokens (§10); so are providers whose manifest
// advertises v1 only, where no session exists.
func checkSessionTokenIgnored(p *DexPass) {
	prog := p.Program
	for _, class := range p.ToolProviders() {
		if _, sdk := belowSDKProvider(prog, class); sdk {
			continue
		}
		if !p.servesV2(class) {
			continue // v1 has no sessions: its list_tools and execute_tool carry no token
		}
		// On this provider's objects: a base class's call() shared by
		// several providers reaches this one's overrides (a session check
		// overridden without reading the token), not the others'.
		reach := prog.ReachableAs(prog.CallMethods(class), class)
		serves := keyStrings(prog, reach, func(s string) bool {
			return s == string(cetp.MethodExecuteTool) || s == string(cetp.MethodListTools)
		})
		if len(serves) == 0 {
			continue
		}
		mentions := keyStrings(prog, reach, func(s string) bool { return s == cetp.KeySessionToken })
		if readsKey(prog, mentions, cetp.KeySessionToken) {
			continue
		}
		// A static initializer only defines a field holding the name;
		// the comparison with it is where the method is dispatched.
		s := serves[0]
		for _, c := range serves {
			if c.Method.Ref.Name != "<clinit>" {
				s = c
				break
			}
		}
		p.Report(DexAt{Method: s.Method, Addr: s.Addr},
			"provider %s serves %s (dispatched in %s) but no path from call() reads %s from the request: an absent or expired session is never answered NEGOTIATION_REQUIRED; read and validate the session token before serving v2 methods (§2.2, §4.1)",
			finding.Sanitize(JavaName(class)), finding.Quote(s.Value), Short(s.Method), finding.Quote(cetp.KeySessionToken))
	}
}

// readsKey reports whether one of the methods mentioning key reads it as a
// request extra or JSON argument (a put into the response is no read).
func readsKey(prog *program.Program, mentions []constString, key string) bool {
	done := map[*dex.Method]bool{}
	for _, c := range mentions {
		if done[c.Method] {
			continue
		}
		done[c.Method] = true
		a, err := prog.Analyze(c.Method)
		if err != nil || a == nil {
			return true // cannot tell: give it the benefit of the doubt (the limit is a note)
		}
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if found || !in.IsInvoke() {
				return
			}
			call := callAt(prog, c.Method, in.Addr)
			if call == nil {
				return
			}
			// A read is a getter of the extras or JSON arguments given the
			// key, or an app helper that uses the argument holding the key
			// as such a getter's key (`extras.str("session_token")`, a
			// Kotlin extension or a Java helper: its summary's KeyParams).
			var keyParams uint64
			switch {
			case program.IsArgsGet(call.Ref.Class, call.Ref.Name, call.Ref.Params):
				keyParams = ^uint64(0)
			case !program.IsPlatform(call.Ref.Class):
				for _, t := range prog.Targets(call) {
					if s := prog.Summary(t); s != nil {
						keyParams |= s.KeyParams
					}
				}
			}
			if keyParams == 0 {
				return
			}
			args := program.CallArgs(st, in, call.Ref)
			for k, x := range args {
				if k < 64 && keyParams&(1<<k) != 0 && x.Has(func(alt regflow.Alt) bool { return alt.Kind == regflow.Str && alt.Str == key }) {
					found = true
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}
