package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP603", checkCallingUidOffBinderThread) }

func checkCallingUidOffBinderThread(p *DexPass) {
	reach := p.EntryReach()
	readsAnywhere := len(p.Program.CallsIn(reach, func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) })) > 0
	if !readsAnywhere {
		return // nothing reachable reads the caller, on any thread
	}
	reported := map[*program.Call]bool{}
	for _, h := range p.Program.Hops(reach) {
		roots := append([]*dex.Method(nil), h.BodyMethods...)
		for _, c := range h.Bodies {
			roots = append(roots, p.Program.BodyMethods(c)...)
		}
		body := p.Program.Reachable(roots)
		for _, s := range p.Program.CallsIn(body, func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) }) {
			if h.ContextUnknown {
				break // it may run on the Binder thread: the note below says why
			}
			if reported[s.Call] {
				continue
			}
			reported[s.Call] = true
			where := "which runs on another thread"
			if hk, _ := p.Program.ThreadHop(h.Call.Ref); hk.Handler {
				// Even on the caller's own Looper the message is handled
				// after the Binder call returned: its identity is gone.
				where = "which runs later from a Handler's message queue, after the Binder call has returned"
			}
			p.Report(DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call},
				"%s is read in %s, %s: %s hands it to %s; read it in the entry method before the hop and pass the value along (§7.1)",
				callName(s.Call.Ref), Short(s.Method), where, Short(h.Method), callName(h.Call.Ref))
		}
		if h.Unresolved != "" {
			p.ReportNote(DexAt{Method: h.Method, Addr: h.Call.Addr, Call: h.Call},
				"cannot tell whether the work %s hands to %s reads the caller's identity: %s; read Binder.getCallingUid() before the hop and pass it along (§7.1)",
				Short(h.Method), callName(h.Call.Ref), finding.Sanitize(h.Unresolved))
		}
	}
}

// callName renders a callee as "Class.name" for messages.
func callName(ref *dex.MethodRef) string {
	return finding.Sanitize(JavaName(ref.Class) + "." + ref.Name)
}
