package rules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() {
	Register(&Rule{
		ID:        "CETP606",
		Name:      "IdentityFromArgs",
		Level:     finding.Error,
		Precision: High,
		Section:   "7.1",
		Applies:   "X, G",
		Short:     "Caller identity is taken from request arguments or extras.",
		Full: "The Provider reads who is calling from data the caller sent: a request extra " +
			"(`extras.getString(\"calling_package\")`), an entry of the decoded arguments " +
			"(`args[\"caller_package\"]`), or a field of the arguments struct whose name or JSON tag marks the " +
			"caller. Arguments and extras are written by the Consumer, and by the agent behind it, so any app " +
			"can claim to be any other. §7.1: package names, caller fields in args and self-reported Consumer " +
			"identity are untrusted; the only identity is Binder.getCallingUid() captured at the call() entry.",
		Fix: "Authorize with the identity captured at the entry point (Binder.getCallingUid() in call(); " +
			"cetp.Request.Caller in Go) and drop the identity argument from the input schema.",
		Example: "```go\n// Bad: the agent chooses who it is.\nif args[\"caller_package\"] == trustedPkg { ... }\n\n" +
			"// Good: the transport captured the UID at the entry point.\nif !policy.Allows(req.Caller.UID, req.Caller.Packages) { ... }\n```",
		CWE:      290,
		Severity: 8.5,
		Dex:      checkIdentityFromArgs,
	})
}

func checkIdentityFromArgs(p *DexPass) {
	prog := p.Program
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool {
		return program.IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params)
	})
	done := map[*dex.Method]bool{}
	for _, s := range sites {
		m := s.Method
		if done[m] {
			continue
		}
		done[m] = true
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		calls := prog.Calls(m)
		byAddr := map[uint32]*program.Call{}
		for i := range calls {
			byAddr[calls[i].Addr] = &calls[i]
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil || !program.IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params) {
				return
			}
			args := regflow.Args(st, in, c.Ref, in.Op == dex.OpInvokeStatic || in.Op == 0x77)
			if len(args) < 2 {
				return
			}
			k, ok := args[1].Single()
			if !ok || k.Kind != regflow.Str || !ident.NamesCaller(k.Str) {
				return
			}
			p.Report(DexAt{Method: m, Addr: c.Addr, Call: c},
				"%s takes the caller's identity from the request argument %s, which the calling app writes; use Binder.getCallingUid() captured in call() (§7.1)",
				Short(m), finding.Quote(k.Str))
		})
	}
}
