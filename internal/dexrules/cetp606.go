package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP606", checkIdentityFromArgs) }

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
