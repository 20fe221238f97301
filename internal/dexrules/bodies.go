package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// handedBodies finds the app code a platform call runs on the app's
// behalf: the Runnable, Callable or lambda handed to an Executor, a
// Handler, a Thread or a coroutine builder (resolved by program.Hops, as
// for CETP603), and the lambda or handler object a functional call such as
// Function1.invoke or Runnable.run runs (functionTargets, as for CETP619);
// and, for a call R8 made straight to a method of a class it merged from
// several (a devirtualized invoke-virtual), the case of the object's class
// id when it can be told.
// The call-graph searches follow these bodies as if the call were made to
// them, so an effect a provider defers to another thread is still its
// effect. Answers are memoized per method.
type handedBodies struct {
	prog *program.Program
	memo map[*dex.Method]map[uint32]*handed
}

// handed is what one call hands over: the body methods found, and why
// some of what it runs is not known ("" when everything was resolved).
type handed struct {
	targets []*dex.Method
	why     string
	// cases are the calls that run of a body method of an R8-merged
	// class whose objects' class ids are known (the case of each id,
	// not the whole method): searches judge them as calls of the body,
	// and targets holds what they call instead of the whole method.
	cases []program.Site
	// whole marks the targets that are body methods of an R8-merged
	// class whose objects' class id cannot be told: every case is
	// followed, and what is found there may be a sibling class's code;
	// the value says why, for the note a rule gives instead of a finding.
	whole map[*dex.Method]string
}

// addWhole adds body method t of an R8-merged class to x whole, every
// case of it, because which case runs cannot be told (why).
func (x *handed) addWhole(t *dex.Method, why string) {
	x.targets = appendNew(x.targets, t)
	if x.whole == nil {
		x.whole = map[*dex.Method]string{}
	}
	if x.whole[t] == "" {
		x.whole[t] = "it runs an object of " + finding.Sanitize(JavaName(t.Class.Name)) +
			", a class R8 merged from several, and which case of it runs cannot be told (" + finding.Sanitize(why) + ")"
	}
}

// addCase adds body method t of an R8-merged class to x as the calls of
// its case (inCase, from mergedCase) and the methods they may run.
func (h *handedBodies) addCase(x *handed, t *dex.Method, inCase []*program.Call) {
	for _, c := range inCase {
		x.cases = append(x.cases, program.Site{Method: t, Call: c})
		if !program.IsPlatform(c.Ref.Class) {
			x.targets = appendNew(x.targets, h.prog.Targets(c)...)
		} else if y := h.at(t, c); y != nil {
			x.targets = appendNew(x.targets, y.targets...)
			x.cases = append(x.cases, y.cases...)
			for w, why := range y.whole {
				if x.whole == nil {
					x.whole = map[*dex.Method]string{}
				}
				x.whole[w] = why
			}
		}
	}
}

func newHandedBodies(prog *program.Program) *handedBodies {
	return &handedBodies{prog: prog, memo: map[*dex.Method]map[uint32]*handed{}}
}

// at returns what call c of m hands over (or, for a call on a merged
// class, runs of it), or nil when c runs no body.
func (h *handedBodies) at(m *dex.Method, c *program.Call) *handed {
	if h == nil {
		return nil
	}
	byAddr, ok := h.memo[m]
	if !ok {
		h.memo[m] = nil // a body handing back to m (a cycle) finds nothing more
		byAddr = h.compute(m)
		h.memo[m] = byAddr
	}
	return byAddr[c.Addr]
}

func (h *handedBodies) compute(m *dex.Method) map[uint32]*handed {
	out := map[uint32]*handed{}
	calls := h.prog.Calls(m)
	hops, functional := false, false
	var merged map[uint32]bool // calls R8 made straight to a merged class's method
	for i := range calls {
		ref := calls[i].Ref
		if _, ok := h.prog.ThreadHop(ref); ok {
			hops = true
		}
		functional = functional || program.FunctionSAM(ref)
		if onMergedClass(h.prog, &calls[i]) {
			if merged == nil {
				merged = map[uint32]bool{}
			}
			merged[calls[i].Addr] = true
		}
	}
	if hops {
		for _, hop := range h.prog.Hops(map[*dex.Method]*program.Caller{m: nil}) {
			// A hop split by the executor each caller passes comes
			// twice, its parts in place and not: both run.
			x := out[hop.Call.Addr]
			if x == nil {
				x = &handed{}
			}
			if x.why == "" {
				x.why = hop.Unresolved
			}
			roots, inCase, unsure := hopParts(h.prog, hop)
			n := len(hop.BodyMethods) // first in roots; after the classes' here
			x.targets = appendNew(x.targets, roots[n:]...)
			for _, u := range unsure {
				for _, bm := range u.methods {
					x.addWhole(bm, u.why)
				}
			}
			x.targets = appendNew(x.targets, roots[:n]...)
			for _, s := range inCase {
				h.addCase(x, s.Method, []*program.Call{s.Call})
			}
			out[hop.Call.Addr] = x
		}
		// A body run in place (runBlocking or withContext with no
		// dispatcher, a builder run on the caller's thread) is no hop,
		// but it runs: its effects are the caller's.
		var inPlace []*program.Call
		for i := range calls {
			if _, ok := h.prog.ThreadHop(calls[i].Ref); ok && out[calls[i].Addr] == nil {
				inPlace = append(inPlace, &calls[i])
			}
		}
		if len(inPlace) > 0 {
			if a, err := h.prog.Analyze(m); err == nil && a != nil {
				at := map[uint32]*program.Call{}
				for _, c := range inPlace {
					at[c.Addr] = c
				}
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					c := at[in.Addr]
					if c == nil || out[c.Addr] != nil {
						return
					}
					if bodies, why, ok := h.prog.RunBodies(m, c, in, st); ok && (len(bodies) > 0 || why != "") {
						out[c.Addr] = &handed{targets: bodies, why: why}
					}
				})
			}
		}
	}
	if !functional && merged == nil {
		return out
	}
	a, err := h.prog.Analyze(m)
	if err != nil || a == nil {
		for i := range calls {
			if program.FunctionSAM(calls[i].Ref) {
				out[calls[i].Addr] = &handed{why: "the method calling it could not be analyzed"}
			}
		}
		return out
	}
	byAddr := program.CallsByAddr(calls)
	recv := map[uint32]regflow.Value{}
	// placed: a function value that is a parameter, placed by what the
	// helper's callers pass (Program.TargetsAt): an Rx Function's
	// synthetic class calls a static lambda body with its captured
	// Function1, which that body invokes.
	placed := map[uint32][]*dex.Method{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if c := byAddr[in.Addr]; c != nil && in.IsInvoke() && (program.FunctionSAM(c.Ref) || merged[in.Addr]) {
			if args := program.CallArgs(st, in, c.Ref); len(args) > 0 {
				recv[in.Addr] = regflow.Merge(recv[in.Addr], args[0])
				if program.FunctionSAM(c.Ref) && args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
					if all, n := h.prog.Targets(c), h.prog.TargetsAt(m, c, in, st); len(n) > 0 && len(n) < len(all) {
						placed[in.Addr] = n
					}
				}
			}
		}
	})
	for i := range calls {
		c := &calls[i]
		if merged[c.Addr] {
			// A call R8 made straight to a method of a merged class
			// (devirtualized) runs the case of the object's class id;
			// when that cannot be told, the whole method, as any call.
			x := &handed{}
			for _, t := range h.prog.Targets(c) {
				switch inCase, why := mergedCase(h.prog, m, recv[c.Addr], t); {
				case inCase != nil:
					h.addCase(x, t, inCase)
				case why != "":
					x.addWhole(t, why)
				default:
					x.targets = appendNew(x.targets, t)
				}
			}
			out[c.Addr] = x
			continue
		}
		if !program.FunctionSAM(c.Ref) {
			continue
		}
		ts, known := functionTargets(h.prog, m, c.Ref, recv[c.Addr])
		if n := placed[c.Addr]; !known && len(n) > 0 {
			ts, known = n, true
		}
		x := &handed{}
		for _, t := range ts {
			switch inCase, why := mergedCase(h.prog, m, recv[c.Addr], t); {
			case inCase != nil:
				h.addCase(x, t, inCase)
			case why != "":
				x.addWhole(t, why)
			default:
				x.targets = appendNew(x.targets, t)
			}
		}
		if !known {
			x.why = "the function value it calls is not known"
		}
		out[c.Addr] = x
	}
	return out
}

func appendNew(list []*dex.Method, ms ...*dex.Method) []*dex.Method {
	for _, m := range ms {
		if !slices.Contains(list, m) {
			list = append(list, m)
		}
	}
	return list
}

// unresolvedHand is a platform call, in a program method, that hands over
// code the analysis could not resolve (a Runnable read from a field, a
// function value of unknown origin), and why.
type unresolvedHand struct {
	call *program.Call
	in   *dex.Method
	why  string
}

// String renders the call and where it is: "android.os.Handler.post in
// com.example.Store.later".
func (u *unresolvedHand) String() string {
	return finding.Sanitize(JavaName(u.call.Ref.Class)+"."+u.call.Ref.Name) + " in " + Short(u.in)
}

// newUnresolvedHands finds, per method, a call however deep in what it
// may run (following the resolved handed bodies too) whose handed body is
// not resolved, so a rule that follows handed bodies can say where its
// search went blind instead of passing the method silently.
func newUnresolvedHands(prog *program.Program, bodies *handedBodies) *reach[unresolvedHand] {
	r := newReach(prog, nil, func(m *dex.Method, c *program.Call) *unresolvedHand {
		if h := bodies.at(m, c); h != nil && h.why != "" {
			return &unresolvedHand{call: c, in: m, why: h.why}
		}
		return nil
	})
	r.bodies = bodies
	return r
}
