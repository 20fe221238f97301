package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP603", checkCallingUidOffBinderThread) }

func checkCallingUidOffBinderThread(p *DexPass) {
	reach := p.EntryReach()
	reads := func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) }
	readsAnywhere := len(p.Program.CallsIn(reach, reads)) > 0
	if !readsAnywhere && len(p.Program.CallsIn(reach, func(c *program.Call) bool {
		h, ok := p.Program.ThreadHop(c.Ref)
		return ok && (h.EventBus || h.Channel || h.LiveData || h.Subject || h.Messenger || h.Broadcast || h.Observer)
	})) > 0 {
		// EventBus subscribers are called by reflection, and a Channel's
		// or a queue's receivers, LiveData observers, Rx subscribers,
		// broadcast receivers and ContentObservers run from code the
		// entry points do not call: the entry points'
		// reach does not hold them, the sends' hops do.
		for _, h := range p.Program.Hops(reach) {
			roots, inCase := hopRoots(p.Program, h)
			if slices.ContainsFunc(inCase, func(s program.Site) bool { return reads(s.Call) }) ||
				len(roots) > 0 && len(p.Program.CallsIn(p.Program.Reachable(roots), reads)) > 0 {
				readsAnywhere = true
				break
			}
		}
	}
	if !readsAnywhere {
		return // nothing reachable reads the caller, on any thread
	}
	noteOpaqueHands(p, reach)
	reported := map[*program.Call]bool{}
	channelNoted := map[string]bool{} // classes whose Channel sends got their note
	for _, h := range p.Program.Hops(reach) {
		if h.InPlace {
			continue // a direct executor runs it on the Binder thread
		}
		if program.IsPlatform(h.Method.Class.Name) {
			continue
		}
		roots, inCase, unsure := hopParts(p.Program, h)
		for _, u := range unsure {
			if everyCaseReadsCaller(p.Program, u.class, u.methods) {
				// Whichever case runs reads the caller: the whole
				// merged code gives the same finding.
				roots = append(roots, u.methods...)
				continue
			}
			if h.ContextUnknown {
				continue // the hop itself is noted below
			}
			whole := p.Program.Reachable(u.methods)
			r := p.Program.CallsIn(whole, func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) })
			if len(r) == 0 {
				continue // no case reads the caller
			}
			p.ReportNote(DexAt{Method: h.Method, Addr: h.Call.Addr, Call: h.Call},
				"cannot tell whether the work %s hands to %s reads the caller's identity: it is an object of %s, a class R8 merged from several, and which case of it runs cannot be told (%s); some cases read it (%s in %s), others do not; read Binder.getCallingUid() before the hop and pass it along (§7.1)",
				Short(h.Method), callName(h.Call.Ref), finding.Sanitize(JavaName(u.class.Name)), finding.Sanitize(u.why), callName(r[0].Call.Ref), Short(r[0].Method))
		}
		body := p.Program.Reachable(roots)
		reads := p.Program.CallsIn(body, func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) })
		for _, s := range inCase {
			if p.Program.IsCallerRead(s.Call.Ref) {
				reads = append(reads, s)
			}
		}
		for _, s := range reads {
			if h.ContextUnknown {
				break // it may run on the Binder thread: the note below says why
			}
			where := "which runs on another thread"
			if hk, _ := p.Program.ThreadHop(h.Call.Ref); hk.Handler {
				// Even on the caller's own Looper the message is handled
				// after the Binder call returned: its identity is gone.
				where = "which runs later from a Handler's message queue, after the Binder call has returned"
			}
			at, via := placeOutlined(p.Program, s, body)
			for _, a := range at {
				if reported[a.Call] {
					continue
				}
				reported[a.Call] = true
				p.Report(DexAt{Method: a.Method, Addr: a.Call.Addr, Call: a.Call},
					"%s is read in %s%s, %s: %s hands it to %s; read it in the entry method before the hop and pass the value along (§7.1)",
					callName(s.Call.Ref), Short(a.Method), via, where, Short(h.Method), callName(h.Call.Ref))
			}
		}
		if h.Unresolved != "" {
			if hk, _ := p.Program.ThreadHop(h.Call.Ref); hk.Channel {
				// Every send into the app's Channels reaches the same
				// few receiving coroutines: one note per class says it.
				if channelNoted[h.Method.Class.Name] {
					continue
				}
				channelNoted[h.Method.Class.Name] = true
			}
			p.ReportNote(DexAt{Method: h.Method, Addr: h.Call.Addr, Call: h.Call},
				"cannot tell whether the work %s hands to %s reads the caller's identity: %s; read Binder.getCallingUid() before the hop and pass it along (§7.1)",
				Short(h.Method), callName(h.Call.Ref), finding.Sanitize(h.Unresolved))
		}
	}
}

// noteOpaqueHands notes, for each call in reach that hands work reading
// the caller's identity to code not in the APK (program.OpaqueHands),
// that whether the read happens off the Binder thread cannot be told.
func noteOpaqueHands(p *DexPass, reach map[*dex.Method]*program.Caller) {
	for _, h := range p.Program.OpaqueHands(reach) {
		roots, inCase := hopRoots(p.Program, h)
		reads := p.Program.CallsIn(p.Program.Reachable(roots), func(c *program.Call) bool { return p.Program.IsCallerRead(c.Ref) })
		for _, s := range inCase {
			if p.Program.IsCallerRead(s.Call.Ref) {
				reads = append(reads, s)
			}
		}
		if len(reads) == 0 {
			continue
		}
		p.ReportNote(DexAt{Method: h.Method, Addr: h.Call.Addr, Call: h.Call},
			"cannot tell whether the work %s hands to %s reads the caller's identity off the Binder thread: the work reads it (%s in %s), and %s; read Binder.getCallingUid() before handing the work over and pass it along (§7.1)",
			Short(h.Method), callName(h.Call.Ref), callName(reads[0].Call.Ref), Short(reads[0].Method), finding.Sanitize(h.Unresolved))
	}
}

// callName renders a callee as "Class.name" for messages.
func callName(ref *dex.MethodRef) string {
	return finding.Sanitize(JavaName(ref.Class) + "." + ref.Name)
}

// hopRoots returns the methods that run on the other side of hop h. A
// body of a class R8 merged from several (lambda groups, handlers told
// apart by $r8$classId) runs only the case of its own class id: when the
// id of every object of that class handed over is a constant, its body
// methods contribute the calls of that case (inCase, judged where they
// are) and what those calls reach (roots), not their siblings' code;
// when an id cannot be told, the whole body method is a root.
func hopRoots(prog *program.Program, h *program.Hop) (roots []*dex.Method, inCase []program.Site) {
	roots, inCase, unsure := hopParts(prog, h)
	for _, u := range unsure {
		roots = append(roots, u.methods...)
	}
	return roots, inCase
}

// unsureBody is a body class R8 merged from several whose objects'
// class id a hop hands over cannot be told: which case runs is unknown.
type unsureBody struct {
	class   *dex.Class
	methods []*dex.Method
	why     string
}

// hopParts is hopRoots with the merged body classes whose case cannot be
// told kept apart (unsure, their methods not in roots), for a rule that
// says so instead of judging every case.
func hopParts(prog *program.Program, h *program.Hop) (roots []*dex.Method, inCase []program.Site, unsure []unsureBody) {
	roots = append(roots, h.BodyMethods...)
	// The case a body method takes for what this call hands over (a
	// Channel's receiver): its calls, judged where they are, and what
	// they call.
	for _, s := range h.Cases {
		inCase = append(inCase, s)
		roots = append(roots, prog.Targets(s.Call)...)
	}
	for _, c := range h.Bodies {
		ms := prog.BodyMethods(c)
		idField := mergedIDField(c)
		if idField == nil {
			roots = append(roots, ms...)
			continue
		}
		ids, why := hopMergedIDs(prog, h, c, idField)
		if why != "" {
			unsure = append(unsure, unsureBody{class: c, methods: ms, why: why})
			continue
		}
		for _, bm := range ms {
			var sites []program.Site
			whole := false
			for _, id := range ids {
				s, ok := caseCalls(prog, bm, idField, id)
				if !ok {
					whole = true
					break
				}
				sites = append(sites, s...)
			}
			if whole {
				roots = append(roots, bm)
				continue
			}
			inCase = append(inCase, sites...)
			for _, s := range sites {
				roots = append(roots, prog.Targets(s.Call)...)
			}
		}
	}
	return roots, inCase, unsure
}

// hopMergedIDs returns the class ids of the objects of merged class c
// that hop h hands over; why says what could not be told ("" when every
// id is known).
func hopMergedIDs(prog *program.Program, h *program.Hop, c *dex.Class, idField *dex.FieldRef) (ids []int64, why string) {
	for _, o := range h.Origins {
		if o.Class != c {
			continue
		}
		id, why := objectID(prog, o.Method, o.Site, o.Field, idField)
		if why != "" {
			return nil, why
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil, "where the object is made is not known"
	}
	return ids, ""
}
