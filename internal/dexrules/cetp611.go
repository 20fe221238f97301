package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
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
	bodyReported := map[*program.Call]bool{}
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
			reach := p.EntryReach()
			// A coroutine builder that runs its body here, on this
			// thread, before returning (runBlocking without a
			// dispatcher): the body's reads are in the window.
			if bodies, why, ok := prog.InPlaceBodies(m, c, in, st); ok {
				reported[c.Addr] = true
				for _, s := range inPlaceReads(prog, reach, bodies) {
					if bodyReported[s.Call] {
						continue
					}
					bodyReported[s.Call] = true
					p.Report(DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call},
						"%s is read in %s, which %s runs on the same thread inside %s's Binder.clearCallingIdentity() window: it returns the provider's own identity; read the caller before clearing and pass it along (§7.1)",
						callName(s.Call.Ref), Short(s.Method), callName(c.Ref), Short(m))
				}
				if why != "" {
					p.ReportNote(at, "cannot tell whether the body %s hands to %s after Binder.clearCallingIdentity() reads the caller: %s; read the caller before clearing and pass it along (§7.1)",
						Short(m), callName(c.Ref), finding.Sanitize(why))
				}
				return
			}
			// A builder whose context or scope cannot be judged may run
			// its body here, inside the window, or on another thread
			// (CETP603 notes the hop): when the body reads the caller,
			// or cannot be told, this rule cannot decide either.
			if bodies, why, bodyWhy, ok := prog.UndecidedBodies(m, c, in, st); ok {
				reported[c.Addr] = true
				var reads []program.Site
				for _, s := range inPlaceReads(prog, reach, bodies) {
					if !bodyReported[s.Call] {
						reads = append(reads, s)
					}
				}
				switch {
				case len(reads) > 0:
					p.ReportNote(at, "cannot tell whether %s runs its body on this thread inside %s's Binder.clearCallingIdentity() window, where %s in %s would return the provider's own identity: %s; read the caller before clearing and pass it along (§7.1)",
						callName(c.Ref), Short(m), callName(reads[0].Call.Ref), Short(reads[0].Method), finding.Sanitize(why))
				case bodyWhy != "":
					p.ReportNote(at, "cannot tell whether the body %s hands to %s after Binder.clearCallingIdentity() reads the caller on this thread: %s, and %s; read the caller before clearing and pass it along (§7.1)",
						Short(m), callName(c.Ref), finding.Sanitize(why), finding.Sanitize(bodyWhy))
				}
				return
			}
			// Every target that can run here (rapid type analysis: the
			// reachable ones, narrowed to the classes the receiver may
			// be, a helper's parameter by what its callers pass) is
			// followed; one that reads the caller is enough, whichever
			// implementation the call picks.
			for _, t := range prog.TargetsAt(m, c, in, st) {
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

// builderCall reports whether ref is a kotlinx launch or async.
func builderCall(ref *dex.MethodRef) bool {
	if !strings.HasPrefix(ref.Class, "Lkotlinx/coroutines/BuildersKt") {
		return false
	}
	switch strings.TrimSuffix(ref.Name, "$default") {
	case "launch", "async":
		return true
	}
	return false
}

// maxInPlaceDepth bounds the calls followed from a body a builder runs in
// place, as program.ReadsCaller bounds a helper's.
const maxInPlaceDepth = 4

// inPlaceReads returns the caller reads in the body methods roots and in
// the reachable program methods they call, at most maxInPlaceDepth calls
// deep: code run synchronously, on the calling thread (bodies handed to
// other threads are CETP603's).
func inPlaceReads(prog *program.Program, reach map[*dex.Method]*program.Caller, roots []*dex.Method) []program.Site {
	var out []program.Site
	seen := map[*dex.Method]bool{}
	var walk func(m *dex.Method, depth int)
	walk = func(m *dex.Method, depth int) {
		if seen[m] {
			return
		}
		seen[m] = true
		calls := prog.Calls(m)
		for i := range calls {
			c := &calls[i]
			if prog.IsCallerRead(c.Ref) {
				out = append(out, program.Site{Method: m, Call: c})
				continue
			}
			if depth < maxInPlaceDepth && builderCall(c.Ref) {
				// launch/async in runBlocking's own scope: its event
				// loop runs the child on this thread before it returns.
				prog.ReplayCalls(m, func(rc *program.Call, in *dex.Insn, st *regflow.State) {
					if rc.Addr != c.Addr {
						return
					}
					if bodies, _, ok := prog.ScopedChildBodies(m, rc, in, st); ok {
						for _, b := range bodies {
							walk(b, depth+1)
						}
					}
				})
				continue
			}
			if depth >= maxInPlaceDepth || program.IsPlatform(c.Ref.Class) {
				continue
			}
			for _, t := range prog.Targets(c) {
				if _, ok := reach[t]; ok {
					walk(t, depth+1)
				}
			}
		}
	}
	for _, r := range roots {
		walk(r, 0)
	}
	return out
}
