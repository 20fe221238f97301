package program

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Summary is what a program method does, as its callers see it. It is
// computed once per method, from the method's own analysis, on the first
// call site that needs it; callers apply it per call site (ApplySummary),
// so no method is analyzed twice.
type Summary struct {
	// Returns is the merge of the returned values, made portable:
	// constants, strings, classes and fields as they are; parameters as
	// Param alternatives (the caller substitutes its arguments); objects
	// allocated or framework results obtained inside the method as New,
	// Array or Call alternatives whose Via and ViaSite say where.
	Returns regflow.Value
	// Ret is what the method did to the objects it returns, merged over
	// every return path and every returned object.
	Ret ObjFacts
	// Params is what the method does to the object passed as argument k
	// (0 is "this" for instance methods), on every path that returns.
	Params []ObjFacts
	// KeyParams has bit k set when argument k is used as the key of a
	// Bundle or JSON read (a wrapper getter such as a Kotlin extension).
	KeyParams uint64
	// RetKeyParams has bit k set when what the method returns was read
	// under argument k as the key (of the last read, in
	// `b.getBundle(k1).getBoolean(k2)` k2): the key a caller's value is
	// known by, where KeyParams has every key used on the way.
	RetKeyParams uint64
	// WriteEndParams has bit k set when element 1 of argument k is read:
	// the method uses a pipe's write end.
	WriteEndParams uint64
	// FirstElemParams has bit k set when element 0 of argument k is read
	// (index 0, Kotlin's first()/firstOrNull(), or through a view, stream
	// or iterator of it: findFirst, get(0), next() with no hasNext loop)
	// with no guard that it holds at most one element: the method takes
	// an array's or collection's first entry.
	FirstElemParams uint64
	// Incomplete says why the summary may miss something; "" when it is
	// complete.
	Incomplete string
}

// ObjFacts are facts about an object: whether it was marked (an Intent
// made explicit) on every path, the component it targets, and the taint
// folded into it.
type ObjFacts struct {
	Marked bool
	// Packaged: given a package (setPackage) on every path.
	Packaged bool
	Target   string
	Taint    regflow.Taint
}

// Limits of interprocedural summaries.
const (
	// maxSummaryNesting bounds summaries computed inside the computation
	// of another (a chain of helpers calling helpers); beyond it a call's
	// result is unknown and the limit is recorded.
	maxSummaryNesting = 24
	// maxSummaryTargets bounds the targets of one call whose summaries are
	// merged; a call with more is unknown, and the limit is recorded.
	maxSummaryTargets = 32
)

// summaryOf returns m's summary, computing it on first use; nil when m has
// no code, cannot be analyzed, or the nesting bound is hit, and then the
// limit is recorded so that a rule relying on the call can say so.
//
// Recursion: the methods being summarized form a stack, and a call back to
// one of them closes a cycle. Its result is then the method's current
// iterate (at first "returns nothing"), and every method summarized since
// joins the cycle's strongly connected component, whose lowest method (the
// head) is summarized again, its members with it, until the head's
// summary stops changing: a least fixpoint, bounded by FixpointRounds and
// maxComponent. Members' summaries become final with the head's; when the
// bound is hit they are all unknown and each call to them reports
// LimitRecursion.
func (p *Program) summaryOf(m *dex.Method, at Site) *Summary {
	cy := &p.cycles
	if s, ok := p.summaries[m]; ok {
		if why, cut := cy.unsolved[m]; s == nil && cut {
			p.limit(Limit{Kind: LimitRecursion, Method: at.Method, Call: at.Call, Callee: m, Detail: why})
		}
		return s
	}
	if pos, ok := cy.pos[m]; ok {
		// A call back to a method in progress: a cycle.
		cy.lower(pos)
		cy.heads[m] = true
		if s, ok := cy.iterate[m]; ok {
			return s
		}
		return bottomSummary(m)
	}
	if s, ok := cy.iterate[m]; ok {
		// Summarized in this round of a component still open: what it
		// says depends on the component's head, so the caller joins it.
		cy.lower(cy.low[m])
		return s
	}
	if !m.HasCode() {
		return nil
	}
	if p.nesting >= maxSummaryNesting {
		p.cutShort[m] = true
		p.limit(Limit{Kind: LimitSummaryDepth, Method: at.Method, Call: at.Call, Callee: m})
		return nil
	}
	pos := cy.push(m)
	p.nesting++
	var s *Summary
	unsolved := "" // why the fixpoint was cut short
	for round := 1; ; round++ {
		s = nil
		if a, err := p.Analyze(m); err == nil && a != nil {
			s = p.summarize(m, a)
		}
		if cy.stack[pos].low < pos || !cy.heads[m] || s == nil {
			break // a member of a lower component, not recursive, or unknown
		}
		// m heads a component: iterate until its summary is stable.
		if prev, ok := cy.iterate[m]; ok && sameSummary(prev, s) {
			break
		}
		if round >= p.fixpointRounds() {
			unsolved = fmt.Sprintf("not settled after %d rounds", round)
			break
		}
		if n := len(cy.members[m]) + 1; n > maxComponent {
			unsolved = fmt.Sprintf("%d methods, more than the %d a cycle is iterated over", n, maxComponent)
			break
		}
		cy.iterate[m] = s
		// Start the round again: what the members computed rests on the
		// previous iterate.
		for _, x := range cy.members[m] {
			delete(cy.iterate, x)
			delete(cy.low, x)
			delete(p.analyses, x)
		}
		delete(p.analyses, m)
		cy.members[m] = nil
		cy.stack[pos].low = pos
	}
	p.nesting--
	low := cy.pop(m)
	if low < pos {
		cy.iterate[m], cy.low[m] = s, low
		head := cy.stack[low].m
		cy.members[head] = append(cy.members[head], m)
		cy.lower(low)
		return s
	}
	members := cy.members[m]
	delete(cy.members, m)
	delete(cy.heads, m)
	delete(cy.iterate, m)
	for _, x := range members {
		p.summaries[x] = cy.iterate[x]
		delete(cy.iterate, x)
		delete(cy.low, x)
		delete(cy.heads, x) // a cycle inside the component: settled with it
	}
	if unsolved != "" {
		for _, x := range append(members, m) {
			p.summaries[x] = nil
			p.cutShort[x] = true
			cy.unsolved[x] = unsolved
			delete(p.analyses, x) // they rest on an iterate; redone without it
		}
		p.limit(Limit{Kind: LimitRecursion, Method: at.Method, Call: at.Call, Callee: m, Detail: unsolved})
		return nil
	}
	p.summaries[m] = s
	return s
}

// Limits of the recursion fixpoint.
const (
	// defaultFixpointRounds bounds the rounds of a component's iteration.
	// A summary's values are bounded sets, so real cycles settle in two or
	// three rounds; counting recursions climb until the sets turn unknown.
	defaultFixpointRounds = 8
	// maxComponent bounds the methods of one component re-analyzed per
	// round.
	maxComponent = 64
)

func (p *Program) fixpointRounds() int {
	if p.FixpointRounds > 0 {
		return p.FixpointRounds
	}
	return defaultFixpointRounds
}

// components is the state of summaries in progress: the stack of methods
// being summarized, each with the lowest position a cycle from it reaches
// (Tarjan's low link), and the components still open.
type components struct {
	stack    []frame
	pos      map[*dex.Method]int
	heads    map[*dex.Method]bool          // asked for while in progress
	iterate  map[*dex.Method]*Summary      // current summaries of open components' methods
	low      map[*dex.Method]int           // the head's position, for members left open
	members  map[*dex.Method][]*dex.Method // per head, the members summarized this round
	unsolved map[*dex.Method]string        // in a component the bounds cut short, and why
}

type frame struct {
	m   *dex.Method
	low int
}

func newComponents() components {
	return components{pos: map[*dex.Method]int{}, heads: map[*dex.Method]bool{}, iterate: map[*dex.Method]*Summary{},
		low: map[*dex.Method]int{}, members: map[*dex.Method][]*dex.Method{}, unsolved: map[*dex.Method]string{}}
}

func (c *components) push(m *dex.Method) int {
	pos := len(c.stack)
	c.stack = append(c.stack, frame{m: m, low: pos})
	c.pos[m] = pos
	return pos
}

// pop removes m, the top, and returns its low link.
func (c *components) pop(m *dex.Method) int {
	top := c.stack[len(c.stack)-1]
	c.stack = c.stack[:len(c.stack)-1]
	delete(c.pos, m)
	return top.low
}

// lower records that the method on top reaches the stack position pos.
func (c *components) lower(pos int) {
	if n := len(c.stack); n > 0 && pos < c.stack[n-1].low {
		c.stack[n-1].low = pos
	}
}

// bottomSummary is the first iterate of a method in a cycle: it returns
// nothing and does nothing to its arguments, so what the cycle's exits
// return is what the first round sees.
func bottomSummary(m *dex.Method) *Summary {
	n := len(m.Ref.Params)
	if !m.Static() {
		n++
	}
	return &Summary{Params: make([]ObjFacts, n)}
}

// sameSummary reports whether two iterates say the same.
func sameSummary(a, b *Summary) bool {
	if !regflow.Equal(a.Returns, b.Returns) || a.Ret != b.Ret || len(a.Params) != len(b.Params) ||
		a.KeyParams != b.KeyParams || a.RetKeyParams != b.RetKeyParams || a.WriteEndParams != b.WriteEndParams || a.FirstElemParams != b.FirstElemParams ||
		a.Incomplete != b.Incomplete {
		return false
	}
	for k := range a.Params {
		if a.Params[k] != b.Params[k] {
			return false
		}
	}
	return true
}

// summaryKnown returns t's summary when it is final or the current iterate
// of an open component, without computing it.
func (p *Program) summaryKnown(t *dex.Method) *Summary {
	if s, ok := p.summaries[t]; ok {
		return s
	}
	return p.cycles.iterate[t]
}

// Summary returns m's summary (computing it if needed); nil when there is
// none. For tests and rules that ask about a method directly.
func (p *Program) Summary(m *dex.Method) *Summary { return p.summaryOf(m, Site{Method: m}) }

func (p *Program) summarize(m *dex.Method, a *Analysis) *Summary {
	s := &Summary{}
	nargs := len(m.Ref.Params)
	if !m.Static() {
		nargs++
	}
	s.Params = make([]ObjFacts, nargs)
	for k := range s.Params {
		s.Params[k].Marked, s.Params[k].Packaged = true, true
	}
	ret := ObjFacts{Marked: true, Packaged: true}
	returns, sawObj := false, false
	byAddr := CallsByAddr(p.Calls(m))
	var views paramViews
	// keyAt is, per call site reading by key, the parameters the key is;
	// retCalls the call sites whose results are returned.
	keyAt := map[uint32]uint64{}
	var retCalls []uint32
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op >= dex.OpReturnVoid && in.Op <= dex.OpReturnObject:
			returns = true
			if in.Op != dex.OpReturnVoid {
				v := st.Reg(in.A)
				for _, alt := range v.Alts {
					if alt.Kind == regflow.Call {
						retCalls = append(retCalls, alt.Site)
					}
				}
				pv := portable(m, v, st.ValueTaint(v))
				if st.BelowImmutable() {
					// An early return under SDK_INT < 23: what it gives is
					// what a join of the paths would mark as below 23.
					pv = belowImmutable(pv)
				}
				s.Returns = regflow.Merge(s.Returns, pv)
				for _, alt := range v.Alts {
					site, ok := objSite(alt)
					if !ok {
						continue
					}
					sawObj = true
					ret.Marked = ret.Marked && st.Marked(site)
					ret.Packaged = ret.Packaged && st.Marked(packageSite(site))
					ret.Taint |= st.ObjTaint(site)
					t := a.Target[site]
					if ret.Target == "" {
						ret.Target = t
					} else if t != ret.Target {
						ret.Target = "?"
					}
				}
			}
			for k := range s.Params {
				site := regflow.ParamSite(int64(k))
				f := &s.Params[k]
				f.Marked = f.Marked && st.Marked(site)
				f.Packaged = f.Packaged && st.Marked(packageSite(site))
				f.Taint |= st.ObjTaint(site)
				if t := a.Target[site]; t != "" && f.Target == "" {
					f.Target = t
				}
			}
		case in.Op == dex.OpAgetObject:
			idx, ok := st.Reg(in.C).Single()
			if !ok || idx.Kind != regflow.Const {
				return
			}
			switch idx.Int {
			case 1:
				s.WriteEndParams |= paramBits(st.Reg(in.B))
			case 0:
				s.FirstElemParams |= views.elems(st, st.Reg(in.B)) // the array or a copy of it
			}
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			args := regflow.Args(st, in, c.Ref, isStatic(in.Op))
			if IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params) && len(args) > 1 {
				s.KeyParams |= paramBits(args[1])
				keyAt[in.Addr] |= paramBits(args[1])
			}
			s.FirstElemParams |= views.step(st, c.Ref, in.Addr, args)
			if _, ok := PendingIntentCreation(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok {
				return
			}
			targets := p.liveTargets(c)
			if len(targets) > p.SummaryTargetBound() {
				// What the callees do with m's parameters passed here
				// is not merged: say so, for the rules reading them.
				if s.Incomplete == "" && summarized(c.Ref) && passesParams(args) {
					s.Incomplete = fmt.Sprintf("it passes its parameters to %s, which has %d possible targets, more than the %d whose summaries are merged (the budget)",
						c.Ref.Class+"->"+c.Ref.NameProto(), Runnable(targets), p.SummaryTargetBound())
				}
				return
			}
			for _, t := range targets {
				cs := p.summaryKnown(t) // computed while analyzing m
				if cs == nil {
					continue
				}
				if s.Incomplete == "" && cs.Incomplete != "" && passesParams(args) {
					s.Incomplete = "through " + t.String() + ": " + cs.Incomplete
				}
				for k, x := range args {
					if k < 64 && cs.KeyParams&(1<<k) != 0 {
						s.KeyParams |= paramBits(x)
					}
					if k < 64 && cs.RetKeyParams&(1<<k) != 0 {
						keyAt[in.Addr] |= paramBits(x)
					}
					if k < 64 && cs.WriteEndParams&(1<<k) != 0 {
						s.WriteEndParams |= paramBits(x)
					}
					if k < 64 && cs.FirstElemParams&(1<<k) != 0 {
						s.FirstElemParams |= views.elems(st, x)
					}
				}
			}
		}
	})
	s.FirstElemParams |= views.nextOnce()
	for _, site := range retCalls {
		s.RetKeyParams |= keyAt[site]
	}
	if !returns {
		// Never returns (always throws): nothing reaches the caller.
		for k := range s.Params {
			s.Params[k] = ObjFacts{}
		}
		ret = ObjFacts{}
	}
	if !sawObj {
		ret.Marked, ret.Packaged = false, false
	}
	if ret.Target == "?" {
		ret.Target = ""
	}
	for k := range s.Params {
		if s.Params[k].Target == "?" || !s.Params[k].Marked {
			s.Params[k].Target = ""
		}
	}
	if !ret.Marked {
		ret.Target = ""
	}
	s.Ret = ret
	if m.Ref.Return == "Z" {
		if c, ok := a.SDKCondition(); ok {
			// A wrapped SDK check: callers branch on it as on the
			// comparison itself.
			s.Returns = regflow.Value{Alts: []regflow.Alt{c}, Taint: s.Returns.Taint}
		}
	}
	if a.Incomplete {
		s.Incomplete = "the analysis of " + m.String() + " did not converge"
	}
	return s
}

// belowImmutable marks every alternative of v as reaching only where
// FLAG_IMMUTABLE does not exist (SDK_INT < 23).
func belowImmutable(v regflow.Value) regflow.Value {
	alts := make([]regflow.Alt, len(v.Alts))
	for i, a := range v.Alts {
		a.PreM = true
		alts[i] = a
	}
	v.Alts = alts
	return v
}

func isStatic(op byte) bool { return op == dex.OpInvokeStatic || op == dex.OpInvokeStaticR }

// objSite is the site of an object alternative (allocations and framework
// results, whose marks and taint the state keeps).
func objSite(a regflow.Alt) (uint32, bool) {
	switch a.Kind {
	case regflow.New, regflow.Array, regflow.Call:
		return a.Site, true
	}
	return 0, false
}

// paramBits returns the arguments v is, or was built from, as a bit set.
func paramBits(v regflow.Value) uint64 {
	var out uint64
	for _, a := range v.Alts {
		if a.Kind == regflow.Param && a.Int < 64 {
			out |= 1 << a.Int
		}
	}
	for k := range int64(regflow.MaxTaintParams) {
		if v.Taint&regflow.TaintParam(k) != 0 {
			out |= 1 << k
		}
	}
	return out
}

// portable rewrites a value of method m so that it means the same in any
// other method: allocations and call results remember where they were
// made (Via, ViaSite); caught exceptions and array elements of local
// arrays become unknown values that keep their taint.
func portable(m *dex.Method, v regflow.Value, taint regflow.Taint) regflow.Value {
	out := regflow.Value{Top: v.Top, Taint: taint}
	for _, a := range v.Alts {
		x, ok := portableAlt(m, a, 0)
		if !ok {
			out.Top = true
			continue
		}
		out = regflow.Merge(out, regflow.Value{Alts: []regflow.Alt{x}, Taint: out.Taint})
	}
	return out
}

func portableAlt(m *dex.Method, a regflow.Alt, depth int) (regflow.Alt, bool) {
	switch a.Kind {
	case regflow.Const, regflow.Str, regflow.Class, regflow.Field, regflow.Param, regflow.SDKTest:
		return a, true
	case regflow.New, regflow.Array, regflow.Call:
		if a.Via == nil {
			a.Via, a.ViaSite = m, a.Site
		}
		a.Site = 0
		return a, true
	case regflow.Elem, regflow.Not, regflow.Lookup:
		if a.Of == nil || depth > 4 {
			return regflow.Alt{}, false
		}
		of, ok := portableAlt(m, *a.Of, depth+1)
		if !ok {
			return regflow.Alt{}, false
		}
		a.Of = &of
		return a, true
	}
	return regflow.Alt{}, false
}

// localize rewrites a portable value for the call at site: objects made
// in the callee become objects of this call site, parameters become the
// caller's arguments, parameter taint becomes the arguments' taint.
func localize(v regflow.Value, site uint32, args []regflow.Value, st *regflow.State) regflow.Value {
	out := regflow.Value{Top: v.Top, Taint: localTaint(v.Taint, args, st)}
	for _, a := range v.Alts {
		if a.Kind == regflow.Not && a.Of != nil && a.Of.Kind == regflow.Param {
			// `return !param`: the caller's argument, negated.
			nv, ok := regflow.Negate(arg(args, int(a.Of.Int)))
			if !ok || a.Of.Or != 0 {
				nv = regflow.Value{Top: true}
			}
			nv.Taint = out.Taint
			out = regflow.Merge(out, nv)
			continue
		}
		if a.Kind == regflow.Param {
			av := arg(args, int(a.Int))
			sub := regflow.Value{Top: av.Top, Taint: out.Taint}
			for _, c := range av.Alts {
				switch {
				case a.Or == 0:
				case c.Kind == regflow.Const:
					c.Int |= a.Or
				case c.Kind == regflow.Param:
					c.Or |= a.Or
				default:
					sub.Top = true
					continue
				}
				c.PreM = c.PreM || a.PreM
				sub.Alts = append(sub.Alts, c)
			}
			out = regflow.Merge(out, sub)
			continue
		}
		out = regflow.Merge(out, regflow.Value{Alts: []regflow.Alt{localAlt(a, site)}, Taint: out.Taint})
	}
	return out
}

func localAlt(a regflow.Alt, site uint32) regflow.Alt {
	switch a.Kind {
	case regflow.New, regflow.Array, regflow.Call:
		a.Site = site
	case regflow.Elem, regflow.Not:
		if a.Of != nil {
			of := localAlt(*a.Of, site)
			a.Of = &of
		}
	}
	return a
}

// localTaint replaces the parameter bits of a callee's taint with the
// taint of the caller's arguments.
func localTaint(t regflow.Taint, args []regflow.Value, st *regflow.State) regflow.Taint {
	out := t &^ regflow.ParamTaints
	for k := range int64(regflow.MaxTaintParams) {
		if t&regflow.TaintParam(k) != 0 && int(k) < len(args) {
			out |= st.ValueTaint(args[k])
		}
	}
	return out
}

// unguardedParams are the parameters v is that no branch has shown to
// hold at most one element here.
func unguardedParams(st *regflow.State, v regflow.Value) uint64 {
	var out uint64
	for _, a := range v.Alts {
		if a.Kind == regflow.Param && a.Int < 64 && !st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(a.Int))) {
			out |= 1 << a.Int
		}
	}
	return out
}

// FirstOf recognises Kotlin's first()/firstOrNull() with no predicate, of
// an array or of a List or Iterable (a view of one).
func FirstOf(ref *dex.MethodRef) bool {
	if (ref.Name != "first" && ref.Name != "firstOrNull") || len(ref.Params) != 1 {
		return false
	}
	switch {
	case strings.HasPrefix(ref.Class, "Lkotlin/collections/ArraysKt"):
		return strings.HasPrefix(ref.Params[0], "[")
	case strings.HasPrefix(ref.Class, "Lkotlin/collections/CollectionsKt"):
		return ref.Params[0] == "Ljava/util/List;" || ref.Params[0] == "Ljava/lang/Iterable;"
	}
	return false
}

// IsPackagesForUid recognises PackageManager.getPackagesForUid.
func IsPackagesForUid(ref *dex.MethodRef) bool {
	return ref.Name == "getPackagesForUid" && ref.Return == "[Ljava/lang/String;"
}

// SummaryIfDone returns m's summary when it has been computed, without
// computing it.
func (p *Program) SummaryIfDone(m *dex.Method) *Summary { return p.summaries[m] }

// WideCall returns a call among v's sources whose result is unknown
// because it has more possible targets than the analysis merges the
// summaries of (MaxSummaryTargets), and how many it has; nil when none.
func (p *Program) WideCall(v regflow.Value) (*dex.MethodRef, int) {
	for _, a := range v.Alts {
		if a.Kind != regflow.Call || a.Ref == nil {
			continue
		}
		if n := p.wide[a.Ref.Class+"->"+a.Ref.NameProto()]; n > 0 {
			return a.Ref, n
		}
	}
	return nil, 0
}

// MaxSummaryTargets is the budget of targets of one call whose summaries
// are merged.
const MaxSummaryTargets = maxSummaryTargets

// Unfollowed returns the program method a value comes from when the
// value is that method's result and some call to it was left without a
// summary (a recursive cycle whose fixpoint the bounds cut short, or
// helpers nested deeper than summaries follow): what the method returns is then not known there, and a rule
// judging the value should say so rather than read it as harmless. nil
// otherwise.
func (p *Program) Unfollowed(v regflow.Value) *dex.Method {
	for _, a := range v.Alts {
		if a.Kind != regflow.Call || a.Ref == nil || !summarized(a.Ref) {
			continue
		}
		m := p.Lookup(a.Ref.Class, a.Ref.NameProto())
		if m == nil || !m.HasCode() {
			continue
		}
		if p.cutShort[m] {
			return m
		}
	}
	return nil
}
