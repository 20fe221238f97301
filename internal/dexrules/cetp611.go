package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP611", checkCallingUidAfterClearIdentity) }

func checkCallingUidAfterClearIdentity(p *DexPass) {
	prog := p.Program
	clears := map[*dex.Method]bool{}
	// The windows open where the identity is cleared, directly or by a
	// helper returning the token (Ids.clear()).
	for _, s := range prog.CallsIn(p.EntryReach(), prog.ClearsIdentity) {
		clears[s.Method] = true
	}
	for _, m := range program.SortedKeys(clears) {
		reported := map[uint32]bool{}
		prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if st.Flags&program.FlagIdentityCleared == 0 || reported[c.Addr] {
				return
			}
			at := DexAt{Method: m, Addr: c.Addr, Call: c}
			if prog.IsCallerRead(c.Ref) {
				reported[c.Addr] = true
				if h := partialRestorer(prog, m, c, st); h != nil {
					p.Report(at, "%s is read in %s after Binder.clearCallingIdentity(), and %s restores the identity on some of its paths only: on the others it returns the provider's own identity; restore on every path (a finally block) or read the caller before clearing (§7.1)",
						callName(c.Ref), Short(m), Short(h))
					return
				}
				p.Report(at, "%s is read in %s after Binder.clearCallingIdentity(): it returns the provider's own identity; read it before clearing (§7.1)",
					callName(c.Ref), Short(m))
				return
			}
			// Every target that can run here (rapid type analysis: the
			// reachable ones) is followed; one that reads the caller is
			// enough, whichever implementation the call picks.
			reach := p.EntryReach()
			for _, t := range prog.Targets(c) {
				if _, ok := reach[t]; !ok {
					continue
				}
				if r := prog.ReadsCaller(t); r != nil {
					reported[c.Addr] = true
					p.Report(at, "%s calls %s after Binder.clearCallingIdentity(), and it reads %s: it gets the provider's own identity; read the caller before clearing and pass it along (§7.1)",
						Short(m), Short(t), callName(r.Ref))
					return
				}
			}
		})
	}
	checkCleanIdentityBodies(p) // cetp611clean.go
}

// partialRestorer returns the helper, called in m before c, that restores
// the identity on some of its paths only, when the window is open at c
// because of it (the nearest such call before c); nil otherwise.
func partialRestorer(prog *program.Program, m *dex.Method, c *program.Call, st *regflow.State) *dex.Method {
	if st.Flags&program.FlagPartlyRestored == 0 {
		return nil
	}
	var h *dex.Method
	var at uint32
	calls := prog.Calls(m)
	for i := range calls {
		if calls[i].Addr < c.Addr && (h == nil || calls[i].Addr > at) {
			if t := prog.PartialRestorer(&calls[i]); t != nil {
				h, at = t, calls[i].Addr
			}
		}
	}
	return h
}
