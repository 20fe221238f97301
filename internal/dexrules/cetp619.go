package dexrules

import (
	"fmt"
	"strings"

	"slices"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP619", checkDeadlineNotChecked) }

// checkDeadlineNotChecked reports a provider that serves execute_tool in
// its own call() (not through the SDK base class, which checks the
// deadline before executeTool) when a side effect is reachable from call()
// on a path that never reads deadline_at_ms: in call() itself or in the
// helpers it calls before the effect.
func checkDeadlineNotChecked(p *DexPass) {
	prog := p.Program
	d := &deadlines{prog: prog, unchecked: map[*dex.Method]*effectEvidence{}, cutFrom: map[*dex.Method]cutWalk{},
		cut: map[*dex.Method]bool{}, busy: map[*dex.Method]bool{}, unsure: map[*dex.Method]*unsureCase{}}
	d.readers = newReach(prog, func(m *dex.Method) *struct{} {
		if loadsKey(prog, m, cetp.KeyDeadlineAtMs) {
			return &struct{}{}
		}
		return nil
	}, func(*dex.Method, *program.Call) *struct{} { return nil })
	providers := p.ToolProviders()
	made := newProviderObjects(prog, providers)
	// A base class's call() serving two providers is one place: its
	// limit is said once, whichever provider's walk met it first.
	noted := map[*dex.Method]bool{}
	for _, class := range providers {
		_, sdk := belowSDKProvider(prog, class)
		roots := prog.CallMethods(class)
		d.serving(class, providers, roots)
		if len(providers) > 1 {
			// Each provider's own objects: the walk's answers are its own.
			d.others = func(t *dex.Method) bool { return made.othersOnly(class, t) }
			d.reset()
		}
		reaches := make([]map[*dex.Method]*program.Caller, len(roots))
		for i, m := range roots {
			reaches[i] = prog.Reachable([]*dex.Method{m})
		}
		// forwardsTo reports whether root i hands the call to another
		// root of the class (the API 29 call(authority, …) returning
		// call(method, …)) that does not come back: that root is judged
		// on its own, and one defect is one finding.
		forwardsTo := func(i int, only func(*dex.Method) bool) bool {
			for j, o := range roots {
				if j != i && reaches[i][o] != nil && reaches[j][roots[i]] == nil && (only == nil || only(o)) {
					return true
				}
			}
			return false
		}
		for i, m := range roots {
			if sdk && callsSuperCall(prog, m) {
				continue // the SDK serves the call and checks the deadline
			}
			reach := reaches[i]
			if !loadsString(prog, reach, string(cetp.MethodExecuteTool)) && !loadsString(prog, reach, cetp.KeyToolName) {
				// It does not serve execute_tool: it neither names the
				// method nor reads a tool_name (a provider serving tools
				// in the default arm of its method dispatch does).
				continue
			}
			c, ev, cut := d.first(m, 0)
			if ev != nil && c != nil && forwardsTo(i, func(o *dex.Method) bool { return targets(prog, c, o) }) {
				continue // the effect is the other root's, reported there
			}
			if ev == nil {
				if cut && forwardsTo(i, func(o *dex.Method) bool { _, oev, ocut := d.first(o, 0); return oev == nil && ocut }) {
					continue // the forwarded root's own note says it
				}
				if u := d.unsureIn(m, reach); cut && u != nil {
					p.ReportNote(DexAt{Method: u.in, Addr: u.call.Addr, Call: u.call},
						"cannot tell whether %s checks deadline_at_ms before every side effect of execute_tool: %s runs an object of %s, a class R8 merged from several, and which case of it runs cannot be told (%s); some cases reach %s, others do not; read deadline_at_ms before the call (§4.1)",
						Short(m), Short(u.in), finding.Sanitize(JavaName(u.class.Name)), finding.Sanitize(u.why), u.ev.String())
					continue
				}
				if cut && !noted[m] {
					noted[m] = true
					why := d.cutWhy[m]
					if why == "" {
						why = fmt.Sprintf("its helpers nest deeper than %d calls, could not be analyzed, call a function value whose code cannot be told, or hand a body the analysis cannot resolve to an executor, Handler, thread or coroutine", maxDeadlineDepth)
					}
					p.ReportNote(DexAt{Method: m},
						"cannot tell whether %s checks deadline_at_ms before every side effect of execute_tool: %s; read deadline_at_ms in call() before dispatching, or check the path by hand (§4.1)",
						Short(m), why)
				}
				continue
			}
			// A reader on an object only another provider makes (the
			// deadline step of its own chain) does not run for this one.
			others := func(t *dex.Method) bool { return made.othersOnly(class, t) }
			if t, via := d.dispatchedCheck(reach, ev, others); t != nil {
				// The deadline is read in one of several implementations
				// of a call (an interceptor of a chain): which of them run,
				// and in what order, is data the search does not follow.
				p.ReportNote(DexAt{Method: m},
					"cannot tell whether %s checks deadline_at_ms before every side effect of execute_tool: it reaches %s on a path with no deadline read, but %s reads the deadline and is one of several implementations %s runs (an interceptor chain, a list of handlers), whose order the analysis does not follow; read deadline_at_ms in call() before dispatching (§4.1)",
					Short(m), ev.String(), Short(t), finding.Sanitize(JavaName(via.Ref.Class)+"."+via.Ref.Name))
				continue
			}
			how := ev.String()
			if ev.In != m && c != nil && !targets(prog, c, ev.In) {
				how += ", through " + finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name)
			}
			at := DexAt{Method: m}
			if c != nil {
				at.Addr, at.Call = c.Addr, c
			}
			p.Report(at,
				"%s serves execute_tool itself (not through the SDK base class, which checks the deadline) and reaches %s on a path that never reads %q; answer DEADLINE_EXCEEDED when deadline_at_ms has passed before any side effect, or serve the call through CetpV2ContentProvider (§4.1)",
				finding.Sanitize(JavaName(class)), how, cetp.KeyDeadlineAtMs)
		}
	}
}

// unsureIn returns the first call of a merged lambda whose case cannot be
// told (d.unsure) in root m or a method it reaches, with its method.
func (d *deadlines) unsureIn(m *dex.Method, reach map[*dex.Method]*program.Caller) *unsureAt {
	if u := d.unsure[m]; u != nil {
		return &unsureAt{unsureCase: u, in: m}
	}
	var best *unsureAt
	for r := range reach {
		if u := d.unsure[r]; u != nil && (best == nil || r.String() < best.in.String()) {
			best = &unsureAt{unsureCase: u, in: r} // the first by name: the same note every run
		}
	}
	return best
}

// unsureAt is an unsureCase with the method it is in.
type unsureAt struct {
	*unsureCase
	in *dex.Method
}

// targets reports whether call c may run m.
func targets(prog *program.Program, c *program.Call, m *dex.Method) bool {
	for _, t := range prog.Targets(c) {
		if t == m {
			return true
		}
	}
	return false
}

// callsSuperCall reports whether m hands the call to its superclass.
func callsSuperCall(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if c.Op == dex.OpInvokeSuper && c.Ref.Name == "call" {
			return true
		}
	}
	return false
}

// loadsString reports whether some method loads or uses the string s,
// literal or held in a field (loadsKey).
func loadsString(prog *program.Program, methods map[*dex.Method]*program.Caller, s string) bool {
	for m := range methods {
		if loadsKey(prog, m, s) {
			return true
		}
	}
	return false
}

// maxDeadlineDepth bounds how deep into helpers the path-sensitive search
// for an effect before the deadline check goes; past it, a note. Kotlin's
// suspend functions put a coroutine body (withContext, withLock) between
// a helper and its effect, so the bound is 8 (6 missed rev143_k1's write
// behind runBlocking, a suspend dispatch and a dedup helper). A var so
// tests can lower it.
var maxDeadlineDepth = 8

// deadlines answers, per method, whether it reads the deadline and which
// side effect it reaches first without reading it.
type deadlines struct {
	prog *program.Program
	// self is the provider class served when its call() is inherited
	// from a base class other providers share: calls on the base's
	// methods run its overrides (selfSet), "" otherwise.
	self    string
	selfSet bool
	// others, when set, says a method runs only on objects another
	// provider than the one served constructs for itself (its desk, its
	// chain's steps): a virtual call with other targets does not run it
	// for this provider.
	others    func(*dex.Method) bool
	readers   *reach[struct{}] // methods that read the deadline, themselves or in what they call
	unchecked map[*dex.Method]*effectEvidence
	cut       map[*dex.Method]bool
	// cutWhy: for a method whose walk was cut short, the first reason
	// met on it or in a helper it reached (the root's note says it).
	cutWhy map[*dex.Method]string
	// cutFrom: helpers whose walk was cut short, with the shallowest
	// depth it was walked from.
	cutFrom map[*dex.Method]cutWalk
	busy    map[*dex.Method]bool
	// unsure holds, per method, its first call of a lambda of an
	// R8-merged class whose case cannot be told and whose cases differ.
	unsure map[*dex.Method]*unsureCase
	// fieldTests memoizes fieldTest per boolean field (class->name).
	fieldTests map[string]string
	// near memoizes readersNear.
	near map[*dex.Method][]*dex.Method
	// http recognises calls of a Retrofit interface's writes.
	http httpInterfaceWrites
}

// cutWalk is a helper's walk that was cut short: from what depth, and the
// effect it found all the same.
type cutWalk struct {
	depth int
	ev    *effectEvidence
}

// serving readies d for the roots of provider class: when one of them is
// declared by a class another provider also inherits it from, the walks
// resolve calls on that base to class's overrides (a base call() serving
// execute_tool through an abstract execute() each provider implements),
// with memos of their own; otherwise the memos are shared.
func (d *deadlines) serving(class string, providers []string, roots []*dex.Method) {
	shared := false
	for _, r := range roots {
		base := r.Class.Name
		if base == class {
			continue
		}
		for _, o := range providers {
			if o != class && d.prog.IsSubclass(o, base) {
				shared = true
			}
		}
	}
	if !shared && !d.selfSet {
		return
	}
	d.self, d.selfSet = "", shared
	if shared {
		d.self = class
	}
	d.reset()
}

// reset forgets the walk's answers (they hold for one served provider).
func (d *deadlines) reset() {
	d.unchecked, d.cut, d.busy = map[*dex.Method]*effectEvidence{}, map[*dex.Method]bool{}, map[*dex.Method]bool{}
	d.cutFrom = map[*dex.Method]cutWalk{}
	d.unsure = map[*dex.Method]*unsureCase{}
	d.cutWhy = map[*dex.Method]string{}
}

// because records why m's walk was cut short, the first reason kept.
func (d *deadlines) because(m *dex.Method, why string) {
	if d.cutWhy == nil {
		d.cutWhy = map[*dex.Method]string{}
	}
	if d.cutWhy[m] == "" && why != "" {
		d.cutWhy[m] = why
	}
}

// selfTarget returns the override a call on a provider base class runs
// for the provider d serves (nil when there is none to pick): the
// provider object is the only one of its class the call path holds.
func (d *deadlines) selfTarget(c *program.Call) *dex.Method {
	if d.self == "" || c.Ref.Class == d.self || c.Ref.Name == "<init>" ||
		!program.VirtualOp(c.Op) ||
		!d.prog.IsSubclass(d.self, c.Ref.Class) || !d.prog.IsSubclass(c.Ref.Class, "Landroid/content/ContentProvider;") {
		return nil
	}
	if t := d.prog.Lookup(d.self, c.Ref.NameProto()); t != nil && t.HasCode() {
		return t
	}
	return nil
}

// selfReceiver reports whether v, the receiver of a call in m, is the
// provider object itself on the served path: m's own object, or the one a
// lambda or coroutine body captured (javac's this$0, D8's f$N, kotlinc's
// this$0 or a state machine's spilled L$N). Another object of the base
// class (a legacy implementation kept in a field) runs its own override.
func (d *deadlines) selfReceiver(m *dex.Method, v regflow.Value) bool {
	x, ok := v.Single()
	switch {
	case !ok:
		return false
	case x.Kind == regflow.Param:
		return x.Int == 0 && !m.Static()
	case x.Kind == regflow.Field && x.Field != nil:
		f := x.Field
		if d.prog.SpillField(f) {
			return true
		}
		captured := f.Name == "this$0" || strings.HasPrefix(f.Name, "f$")
		return captured && d.prog.IsSubclass(d.self, f.Type)
	}
	return false
}

// effect is sideEffectCall, a Retrofit interface's write included.
func (d *deadlines) effect(m *dex.Method, c *program.Call) (string, bool) {
	ref := c.Ref
	if s, ok := sideEffectCall(ref); ok {
		if auditRow(d.prog, m, c) || protocolStateRow(d.prog, m, c) {
			// A row of an audit or log table (the refusal of a caller
			// recorded before any dispatch), or of the protocol's own
			// state (a parked confirmation redeemed): no tool's effect.
			return "", false
		}
		return s, true
	}
	if s, ok := argEffect(d.prog, m, c); ok {
		return s, true
	}
	if realmObjectDelete(d.prog, ref) {
		return "io.realm.RealmObject.deleteFromRealm", true
	}
	if d.http.memo == nil {
		d.http = httpInterfaceWrites{prog: d.prog, memo: map[string]map[string]string{}}
	}
	return d.http.write(ref)
}

// unsureCase is a call that runs one case of merged class, which one not
// told (why); ev is the effect of a case that has one.
type unsureCase struct {
	call  *program.Call
	class *dex.Class
	why   string
	ev    *effectEvidence
}

// caseEffects judges each case of t, a method of an R8-merged class, as a
// helper: some is the effect of a case that reaches one before reading
// the deadline (nil when none does), every says all cases do. A case that
// cannot be analyzed counts as reaching none.
func (d *deadlines) caseEffects(t *dex.Method, depth int) (some *effectEvidence, every bool) {
	idField := mergedIDField(t.Class)
	ids := caseIDs(d.prog, t, idField)
	if len(ids) == 0 {
		return nil, false
	}
	every = true
	for _, id := range ids {
		sites, ok := caseCalls(d.prog, t, idField, id)
		var ev *effectEvidence
		for _, s := range sites {
			if !ok || ev != nil {
				break
			}
			if sk, isEffect := d.effect(t, s.Call); isEffect {
				ev = &effectEvidence{Sink: sk, In: t}
				break
			}
			if program.IsPlatform(s.Call.Ref.Class) {
				continue
			}
			for _, u := range d.prog.Targets(s.Call) {
				if d.busy[u] || d.readers.of(u) != nil {
					continue
				}
				if e, _ := d.helper(u, depth+1); e != nil {
					ev = e
					break
				}
			}
		}
		if ev == nil {
			every = false
		} else if some == nil {
			some = ev
		}
	}
	return some, every
}

// step is how much deeper a call from m to t goes, for maxDeadlineDepth:
// none from one method of a Kotlin lambda class to another of the same
// (kotlinc's invoke bridge, invoke, create and invokeSuspend of one suspend
// lambda are one body, not three helpers), one otherwise.
func (d *deadlines) step(m, t *dex.Method) int {
	if m.Class != t.Class {
		return 1
	}
	for _, base := range []string{"Lkotlin/jvm/internal/Lambda;", "Lkotlin/coroutines/jvm/internal/SuspendLambda;",
		"Lkotlin/coroutines/jvm/internal/RestrictedSuspendLambda;", "Lkotlin/jvm/internal/FunctionReferenceImpl;"} {
		if d.prog.IsSubclass(m.Class.Name, base) {
			return 0
		}
	}
	return 1
}

// dispatchedCheck returns a method in reach that reads deadline_at_ms
// (itself or through a direct helper), is one of several targets of a
// call in reach, and goes on to the effect ev or back to that call, with
// the call: a check the path-insensitive order of an interceptor list may
// put before the effects. A checking tool of a dispatch table, which
// reaches neither, checks nothing for the tool with the effect; a reader
// others says runs only on another provider's objects (the deadline step
// of that provider's own chain) checks nothing for this one.
func (d *deadlines) dispatchedCheck(reach map[*dex.Method]*program.Caller, ev *effectEvidence, others func(*dex.Method) bool) (*dex.Method, *program.Call) {
	for _, t := range program.SortedKeys(reach) {
		if others(t) || !slices.ContainsFunc(d.readersNear(t), func(r *dex.Method) bool { return !others(r) }) {
			continue
		}
		var after map[*dex.Method]*program.Caller
		for _, c := range d.prog.Callers(t) {
			if _, in := reach[c.Method]; !in || len(d.prog.Targets(c.Call)) < 2 || d.selfTarget(c.Call) != nil {
				continue // (the served provider's override is the one that runs)
			}
			if after == nil {
				after = d.prog.Reachable([]*dex.Method{t})
			}
			if _, on := after[ev.In]; on {
				return t, c.Call
			}
			if _, back := after[c.Method]; back {
				return t, c.Call
			}
		}
	}
	return nil, nil
}

// readersNear returns the methods that read deadline_at_ms among t and
// the targets of the calls t makes directly (memoized): t checks the
// deadline near when one of them runs.
func (d *deadlines) readersNear(t *dex.Method) []*dex.Method {
	if v, ok := d.near[t]; ok {
		return v
	}
	if d.near == nil {
		d.near = map[*dex.Method][]*dex.Method{}
	}
	var v []*dex.Method
	if loadsKey(d.prog, t, cetp.KeyDeadlineAtMs) {
		v = append(v, t)
	}
	calls := d.prog.Calls(t)
	for i := range calls {
		if program.IsPlatform(calls[i].Ref.Class) {
			continue
		}
		for _, u := range d.prog.Targets(&calls[i]) {
			if !slices.Contains(v, u) && loadsKey(d.prog, u, cetp.KeyDeadlineAtMs) {
				v = append(v, u)
			}
		}
	}
	d.near[t] = v
	return v
}

// helper is first for a called method, memoized: the side effect it
// reaches before reading the deadline.
func (d *deadlines) helper(t *dex.Method, depth int) (*effectEvidence, bool) {
	if ev, ok := d.unchecked[t]; ok {
		return ev, d.cut[t]
	}
	if c, ok := d.cutFrom[t]; ok && depth >= c.depth {
		// Cut short from a shallower depth already: with less depth
		// left it is again (walking it anew at every depth made the
		// search exponential in the bound).
		return c.ev, true
	}
	if otherV2Handler(t) {
		// A handler named for another v2 method, reached through a
		// dispatch the analysis merges (an EnumMap of method references
		// keyed by the method's name): its effects (negotiate's session
		// row) serve that method, not execute_tool.
		return nil, false
	}
	d.busy[t] = true
	_, ev, cut := d.first(t, depth)
	delete(d.busy, t)
	if !cut {
		d.unchecked[t] = ev
		d.cut[t] = false
	} else if c, ok := d.cutFrom[t]; !ok || depth < c.depth {
		d.cutFrom[t] = cutWalk{depth: depth, ev: ev}
	}
	return ev, cut
}

// first walks m's control flow from its entry and returns the first call
// (by address) that has or reaches a side effect on a path that has not
// read the deadline; cut says a helper could not be judged.
func (d *deadlines) first(m *dex.Method, depth int) (*program.Call, *effectEvidence, bool) {
	a, err := d.prog.Analyze(m)
	if err != nil || a == nil {
		if err != nil {
			d.because(m, Short(m)+" could not be analyzed ("+finding.Sanitize(err.Error())+")")
		}
		return nil, nil, err != nil
	}
	if depth > maxDeadlineDepth {
		d.because(m, fmt.Sprintf("%s is reached through more than %d calls, the depth the search follows", Short(m), maxDeadlineDepth))
		return nil, nil, true
	}
	g := newInsnGraph(a.Result)
	if len(g.insns) == 0 {
		return nil, nil, false
	}
	calls := d.prog.Calls(m)
	byAddr := program.CallsByAddr(calls)
	// A Kotlin function value or a Java functional interface called here
	// runs the app's lambda or handler object: which one, the object the
	// call is made on says. So does a call R8 made straight to a method
	// of a class it merged from several (a devirtualized run() or
	// invoke()): the object's class id picks the case.
	recv := map[uint32]regflow.Value{}
	merged := map[uint32]bool{}
	for i := range calls {
		if c := &calls[i]; onMergedClass(d.prog, c) {
			merged[c.Addr] = true
		}
	}
	// A coroutine builder that runs its body here before returning
	// (runBlocking without a dispatcher) runs it as a call would; so, for
	// this rule, does any call that hands a body to another thread.
	hops := map[uint32][]*program.Hop{}
	// Bodies run on another thread or later: their own deadline check
	// guards their effects, not the code after the hop in m.
	elsewhere := map[uint32]bool{}
	// The targets a virtual or interface call can run, given what its
	// receiver is there (program.TargetsAt): an action object made just
	// before the call runs its own class's method, not every live
	// override of the interface.
	narrowed := map[uint32][]*dex.Method{}
	// onThis: calls on m's own object (a template method's this.expired()):
	// the object decides the override, and the rest of the path runs on
	// the same object, so one override reading the deadline is its check.
	onThis := map[uint32]bool{}
	// A suspend function's or coroutine body's state machine: its switch
	// on the continuation's label (stateSwitch).
	machine := map[uint32]bool{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if (in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch) && stateSwitch(d.prog, st.Reg(in.A)) {
			machine[in.Addr] = true
		}
		if !in.IsInvoke() {
			return
		}
		if !m.Static() && !in.IsStaticInvoke() && len(in.Args) > 0 {
			if x, ok := st.Reg(uint32(in.Args[0])).Single(); ok && x.Kind == regflow.Param && x.Int == 0 {
				onThis[in.Addr] = true
			}
		}
		c := byAddr[in.Addr]
		if c != nil && (program.FunctionSAM(c.Ref) || merged[in.Addr]) {
			if args := program.CallArgs(st, in, c.Ref); len(args) > 0 {
				recv[in.Addr] = regflow.Merge(recv[in.Addr], args[0])
			}
		}
		if c != nil && !program.FunctionSAM(c.Ref) && !merged[in.Addr] && !program.IsPlatform(c.Ref.Class) {
			if t := d.selfTarget(c); t != nil && len(in.Args) > 0 && d.selfReceiver(m, st.Reg(uint32(in.Args[0]))) {
				narrowed[in.Addr] = []*dex.Method{t}
				return
			}
			// TargetsAt keeps Targets for a call with one target or a
			// static one; a call replayed twice keeps the union.
			ts := d.prog.TargetsAt(m, c, in, st)
			if d.others != nil && len(ts) > 1 {
				// Implementations only another provider's objects run
				// (its own desk behind a shared host) are not this
				// provider's, unless nothing else is left.
				var own []*dex.Method
				for _, t := range ts {
					if !d.others(t) {
						own = append(own, t)
					}
				}
				if len(own) > 0 {
					ts = own
				}
			}
			for _, t := range ts {
				narrowed[in.Addr] = appendNew(narrowed[in.Addr], t)
			}
		}
		if c != nil {
			h, ok := d.prog.InPlaceHop(m, c, in, st)
			if !ok {
				// A body handed to an executor, a Handler, a thread or
				// a coroutine builder runs its side effects all the
				// same, later or elsewhere: it is followed like a
				// helper, and one that cannot be resolved cuts.
				if h, ok = d.prog.RunHop(m, c, in, st); ok {
					// withContext(Dispatchers.IO) { … } runs its body on
					// another thread but returns only when it is done: a
					// deadline read there checks what follows the call.
					elsewhere[in.Addr] = !bodyResult(c.Ref)
				}
			}
			if ok {
				hops[in.Addr] = append(hops[in.Addr], h)
			}
		}
	})
	// A lambda of an R8-merged class runs only the case of its class id:
	// what that case calls stands for the lambda, and an effect the case
	// makes itself (its body inlined) is the call's effect (caseEffect).
	caseEffect := map[uint32]*effectEvidence{}
	inCase := func(c *program.Call, t *dex.Method, sites []*program.Call, ts []*dex.Method) []*dex.Method {
		for _, ic := range sites {
			if s, ok := d.effect(t, ic); ok && caseEffect[c.Addr] == nil {
				caseEffect[c.Addr] = &effectEvidence{Sink: s, In: t}
			}
			if !program.IsPlatform(ic.Ref.Class) {
				ts = appendNew(ts, d.prog.Targets(ic)...)
			}
		}
		return ts
	}
	// undecided judges t, a method of a merged class whose case at c
	// cannot be told (why): the whole method gives the answer only when
	// every case reaches an effect; when some do and some do not, the
	// call cuts and the root's note names the merged class.
	undecided := func(c *program.Call, t *dex.Method, why string, ts []*dex.Method) ([]*dex.Method, bool) {
		switch some, every := d.caseEffects(t, depth); {
		case every:
			return appendNew(ts, t), true
		case some != nil:
			if d.unsure[m] == nil {
				d.unsure[m] = &unsureCase{call: c, class: t.Class, why: why, ev: some}
			}
			return ts, false
		}
		return ts, true
	}
	callees := func(c *program.Call) (ts []*dex.Method, known bool) {
		if program.FunctionSAM(c.Ref) || merged[c.Addr] {
			var all []*dex.Method
			if merged[c.Addr] {
				all, known = d.prog.Targets(c), true
			} else {
				all, known = functionTargets(d.prog, m, c.Ref, recv[c.Addr])
			}
			for _, t := range all {
				sites, why := mergedCase(d.prog, m, recv[c.Addr], t)
				switch {
				case sites == nil && why != "":
					var ok bool
					if ts, ok = undecided(c, t, why, ts); !ok {
						known = false
					}
				case sites == nil:
					ts = appendNew(ts, t)
				default:
					ts = inCase(c, t, sites, ts)
				}
			}
			return ts, known
		}
		if hs, ok := hops[c.Addr]; ok {
			known = true
			for _, h := range hs {
				known = known && h.Unresolved == ""
				roots, sites, unsure := hopParts(d.prog, h)
				ts = appendNew(ts, roots...)
				for _, s := range sites {
					ts = inCase(c, s.Method, []*program.Call{s.Call}, ts)
				}
				for _, u := range unsure {
					for _, t := range u.methods {
						var ok bool
						if ts, ok = undecided(c, t, u.why, ts); !ok {
							known = false
						}
					}
				}
			}
			return ts, known
		}
		if program.IsPlatform(c.Ref.Class) {
			return nil, true
		}
		if ts, ok := narrowed[c.Addr]; ok {
			return ts, true
		}
		return d.prog.Targets(c), true
	}
	// Reading the key, as a literal or from a field holding it, is a check.
	reads := map[uint32]bool{}
	for _, c := range methodKeyStrings(d.prog, m, func(s string) bool { return s == cetp.KeyDeadlineAtMs }) {
		reads[c.Addr] = true
	}
	isCheck := func(in *dex.Insn) bool {
		switch {
		case reads[in.Addr]:
			return true
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || elsewhere[in.Addr] {
				return false
			}
			// The call checks when every method it may run does: of a
			// dispatch table's tools, one reading the deadline checks
			// nothing for the others. On m's own object, one does.
			ts, _ := callees(c)
			anyOne := onThis[in.Addr]
			for _, t := range ts {
				if d.readers.of(t) == nil {
					if anyOne {
						continue
					}
					return false
				}
				// A helper that reads the deadline checks it only when
				// it does so before its own effects: execute() that hands
				// a resumed request to the tool first and reads
				// deadline_at_ms after is no check (rev32_k2).
				if d.busy[t] {
					if anyOne {
						return true
					}
					continue
				}
				ev, cut := d.helper(t, depth+d.step(m, t))
				if anyOne && ev == nil && !cut {
					return true
				}
				if !anyOne && (ev != nil || cut) {
					return false
				}
			}
			return !anyOne && len(ts) > 0
		}
		return false
	}
	// Code that runs only for another v2 method (negotiate, list_tools,
	// get_operation …) does not serve execute_tool: its effects are not
	// this rule's.
	other := otherMethodCode(d.prog, a, g, byAddr, d.fieldTest)
	var best *program.Call
	var bestEv *effectEvidence
	cut := false
	stop := func(in *dex.Insn) bool { return other[g.index[in.Addr]] || isCheck(in) }
	g.walkStateZero([]int{0}, machine, stop, func(in *dex.Insn) bool {
		c := byAddr[in.Addr]
		if c == nil || best != nil && c.Addr >= best.Addr {
			return true
		}
		var ev *effectEvidence
		if s, ok := d.effect(m, c); ok {
			ev = &effectEvidence{Sink: s, In: m}
		} else {
			// A helper that reads the deadline is a check (isCheck);
			// one that does not and reaches an effect is the path. A
			// function value whose code cannot be told may be either.
			ts, known := callees(c)
			if !known {
				cut = true
				d.because(m, unknownCallees(m, c, hops[c.Addr]))
			}
			ev = caseEffect[c.Addr]
			for _, t := range ts {
				if ev != nil {
					break
				}
				if d.busy[t] {
					continue
				}
				e, sub := d.helper(t, depth+d.step(m, t))
				if sub {
					cut = true
					d.because(m, d.cutWhy[t])
				}
				if e != nil {
					ev = e
					break
				}
			}
		}
		if ev != nil {
			best, bestEv = c, ev
		}
		return true
	})
	return best, bestEv, cut
}

// unknownCallees says why the code call c in m runs cannot be told: the
// body a hop hands over, or the function value it calls.
func unknownCallees(m *dex.Method, c *program.Call, hops []*program.Hop) string {
	for _, h := range hops {
		if h.Unresolved != "" {
			return fmt.Sprintf("%s hands %s a body the analysis cannot resolve (%s)", Short(m), finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name), finding.Sanitize(h.Unresolved))
		}
	}
	return fmt.Sprintf("%s calls %s on a function value whose code the analysis cannot tell", Short(m), finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name))
}

// onMergedClass reports whether c, a call of a program method, is made
// on an object (not static, not a constructor) and may run a method of a
// class R8 merged from several: which case runs, its object's class id
// says.
func onMergedClass(prog *program.Program, c *program.Call) bool {
	if c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR || c.Ref.Name == "<init>" || program.IsPlatform(c.Ref.Class) {
		return false
	}
	for _, t := range prog.Targets(c) {
		if mergedIDField(t.Class) != nil {
			return true
		}
	}
	return false
}

// v2Methods are the method names call() dispatches on.
var v2Methods = map[string]bool{
	string(cetp.MethodNegotiate): true, string(cetp.MethodGetProviderInfo): true,
	string(cetp.MethodListTools): true, string(cetp.MethodExecuteTool): true,
	string(cetp.MethodGetOperation): true, string(cetp.MethodCancelOperation): true,
}

// otherMethodCode marks the instructions of an analyzed method that run
// only when the value compared with the v2 method names is another method
// than execute_tool: the branch taken when it equals "negotiate" (or
// another method name, the javac string switch's case included), and the
// branch taken when it does not equal "execute_tool" — in the javac string
// switch, the other cases and the default of the switch on the index its
// equal branch sets.
//
// A test kept in a boolean field (`negotiating = "negotiate".equals(method)`
// in a helper, `if (negotiating)` in call()) is the comparison too, when
// every store into the field is one (fieldTest says which name).
func otherMethodCode(prog *program.Program, a *program.Analysis, g *insnGraph, byAddr map[uint32]*program.Call, fieldTest func(*dex.FieldRef) string) []bool {
	out := make([]bool, len(g.insns))
	mark := func(name string, yes, no int, extra, other [][]bool) {
		var regions [][]bool
		if name == string(cetp.MethodExecuteTool) {
			regions = append([][]bool{g.exclusive(no, []int{yes})}, other...)
		} else {
			regions = append(extra, g.exclusive(yes, []int{no}))
		}
		for _, r := range regions {
			for j, on := range r {
				out[j] = out[j] || on
			}
		}

	}
	// The comparisons with a method name, by address, and the branches
	// on a result kept in a local first (`boolean negotiating =
	// "negotiate".equals(method)`, tested later): the register's value
	// names the comparison whatever lies between.
	compared := map[uint32]string{}
	near := map[uint32]bool{}
	type test struct {
		i    int
		site uint32
	}
	var later []test
	type fieldBranch struct {
		i    int
		name string
	}
	var onField []fieldBranch
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpIfEqz || in.Op == opIfNez {
			x, ok := st.Reg(uint32(in.A)).Single()
			switch {
			case ok && x.Kind == regflow.Call && x.Via == nil && equalityCall(x.Ref):
				later = append(later, test{g.index[in.Addr], x.Site})
			case ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "Z" && fieldTest != nil:
				if name := fieldTest(x.Field); name != "" {
					onField = append(onField, fieldBranch{g.index[in.Addr], name})
				}
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !equalityCall(c.Ref) {
			return
		}
		name, others := toolArg(program.CallArgs(st, in, c.Ref), v2Methods)
		if name == "" || others == 0 {
			return
		}
		compared[in.Addr] = name
		i := g.index[in.Addr]
		yes, no, ok := g.equalityEdges(i)
		if !ok {
			return
		}
		near[in.Addr] = true
		mark(name, yes, no, g.branchRegions(i), g.otherCaseRegions(i))
	})
	branch := func(i int, name string) {
		br := &g.insns[i]
		target, _, _ := br.Branch()
		jump, found := g.index[target]
		if !found {
			return
		}
		yes, no := i+1, jump // if-eqz jumps when the names differ
		if br.Op == opIfNez {
			yes, no = jump, i+1
		}
		mark(name, yes, no, nil, nil)
	}
	for _, t := range later {
		name := compared[t.site]
		if name == "" || near[t.site] {
			continue // not a method-name test, or judged at the comparison
		}
		branch(t.i, name)
	}
	for _, t := range onField {
		branch(t.i, t.name)
	}
	return out
}

// fieldTest returns the v2 method name boolean field f stands for a test
// of: every store into it, in every method that writes it, is the result
// of comparing a value with that one name (false is allowed too for a
// name other than execute_tool: the field's true branch still means the
// name was matched). "" when f is anything else. Memoized.
func (d *deadlines) fieldTest(f *dex.FieldRef) string {
	key := f.Class + "->" + f.Name
	if name, ok := d.fieldTests[key]; ok {
		return name
	}
	name := methodTestField(d.prog, f)
	if d.fieldTests == nil {
		d.fieldTests = map[string]string{}
	}
	d.fieldTests[key] = name
	return name
}

func methodTestField(prog *program.Program, f *dex.FieldRef) string {
	writers := prog.WritersOf(f)
	if len(writers) == 0 {
		return ""
	}
	name, falses := "", false
	for _, w := range writers {
		a, err := prog.Analyze(w)
		if err != nil || a == nil {
			return ""
		}
		byAddr := program.CallsByAddr(prog.Calls(w))
		compared := map[uint32]string{}
		var stored []regflow.Value
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if c := byAddr[in.Addr]; c != nil && equalityCall(c.Ref) {
				if n, others := toolArg(program.CallArgs(st, in, c.Ref), v2Methods); n != "" && others > 0 {
					compared[in.Addr] = n
				}
				return
			}
			if !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort) {
				return
			}
			if sf, err := w.Class.File.Field(in.Index); err == nil && sf.Class == f.Class && sf.Name == f.Name && sf.Type == f.Type {
				stored = append(stored, st.Reg(in.A))
			}
		})
		for _, v := range stored {
			x, ok := v.Single()
			switch {
			case !ok:
				return ""
			case x.Kind == regflow.Const && x.Int == 0:
				falses = true
			case x.Kind == regflow.Call && x.Via == nil && compared[x.Site] != "" && (name == "" || name == compared[x.Site]):
				name = compared[x.Site]
			default:
				return ""
			}
		}
	}
	if falses && name == string(cetp.MethodExecuteTool) {
		return ""
	}
	return name
}

// equalityEdges finds the if-eqz/if-nez that branches on the result of
// the equality call at instruction cmp (after its move-result and the
// straight-line constants D8 may put between) and returns where the code
// goes when the values are equal and when they are not.
func (g *insnGraph) equalityEdges(cmp int) (yes, no int, ok bool) {
	if cmp+1 >= len(g.insns) || g.insns[cmp+1].Op != dex.OpMoveResult {
		return 0, 0, false
	}
	r := g.insns[cmp+1].A
	for k := cmp + 2; k < len(g.insns) && k <= cmp+6; k++ {
		in := &g.insns[k]
		if in.Op == dex.OpIfEqz || in.Op == opIfNez {
			if in.A != r {
				return 0, 0, false
			}
			target, _, _ := in.Branch()
			jump, found := g.index[target]
			if !found {
				return 0, 0, false
			}
			if in.Op == dex.OpIfEqz { // jumps when they differ
				return k + 1, jump, true
			}
			return jump, k + 1, true
		}
		if !in.FallsThrough() || in.IsInvoke() || writesReg(in, r) {
			return 0, 0, false
		}
		if _, _, isBranch := in.Branch(); isBranch {
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// functionTargets returns the app methods a functional call runs, from
// the object v it is called on: an app class instantiated (a kotlinc
// lambda class, an object), the object a field holds (what was stored in
// it, or the INSTANCE of a stateless lambda), a lambda call site. known is
// false when some object cannot be told.
func functionTargets(prog *program.Program, m *dex.Method, ref *dex.MethodRef, v regflow.Value) (out []*dex.Method, known bool) {
	if out, known = functionTargetsUp(prog, m, ref, v, maxFunctionParamHops); known {
		return out, true
	}
	// A value captured further up than the hops followed here (a
	// helper's `pool.execute(() -> task.run())` given the task): the
	// bodies every origin of it gives, when each is known.
	bodies, ok, later := prog.FunctionEntryBodies(m, v)
	if !ok || later {
		return out, false
	}
	sel := program.SAMBodies(bodies, ref)
	if len(sel) == 0 {
		return out, false
	}
	return sel, true
}

// maxFunctionParamHops bounds how many calls up functionTargets follows a
// function value that is a parameter; maxFunctionParamCallers, the
// callers of each method it asks.
const (
	maxFunctionParamHops    = 2
	maxFunctionParamCallers = 8
)

func functionTargetsUp(prog *program.Program, m *dex.Method, ref *dex.MethodRef, v regflow.Value, hops int) (out []*dex.Method, known bool) {
	if v.Top || len(v.Alts) == 0 {
		return nil, false
	}
	known = true
	// The method implementing the interface's: the one with its exact
	// signature (kotlinc's bridge, D8's lambda class), else one of its
	// name and arity, the nearest class first.
	implOf := func(class string) {
		chain, _ := prog.Supers(class)
		var loose *dex.Method
		for _, c := range chain {
			if library(c.Name) {
				break
			}
			for _, vm := range c.Virtual {
				if !vm.HasCode() || vm.Ref.Name != ref.Name || len(vm.Ref.Params) != len(ref.Params) {
					continue
				}
				if vm.Ref.NameProto() == ref.NameProto() {
					if !slices.Contains(out, vm) {
						out = append(out, vm)
					}
					return
				}
				if loose == nil {
					loose = vm
				}
			}
		}
		switch {
		case loose != nil:
			if !slices.Contains(out, loose) {
				out = append(out, loose)
			}
		case len(chain) == 0:
			known = false
		}
	}
	for _, x := range v.Alts {
		switch x.Kind {
		case regflow.Const:
			// null: nothing runs
		case regflow.New:
			implOf(x.Str)
		case regflow.Field:
			f := x.Field
			if f == nil {
				known = false
				continue
			}
			_, stored, ok := prog.FieldFacts(f)
			found := false
			for _, s := range stored.Alts {
				if ok && s.Kind == regflow.New {
					implOf(s.Str)
					found = true
				}
			}
			switch {
			case found && !stored.Top:
			case f.Type == f.Class:
				implOf(f.Class) // a singleton the class keeps of itself
			default:
				known = false
			}
		case regflow.CallSite:
			for _, lm := range prog.LambdaMethods(m.Class.File, uint32(x.Int)) {
				if !slices.Contains(out, lm) {
					out = append(out, lm)
				}
			}
		case regflow.Param:
			// A function value m is given (a row mapper's `read`): what
			// every call of m passes, the bodies of all of them.
			ts, ok := paramFunctionTargets(prog, m, ref, x, hops)
			for _, t := range ts {
				if !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
			known = known && ok
		default:
			known = false
		}
	}
	return out, known
}

// paramFunctionTargets returns the bodies the callers of m pass as its
// parameter x, a function value: known only when m has callers, at most
// maxFunctionParamCallers, each passing values functionTargets resolves
// within hops calls up.
func paramFunctionTargets(prog *program.Program, m *dex.Method, ref *dex.MethodRef, x regflow.Alt, hops int) ([]*dex.Method, bool) {
	if hops == 0 || x.Or != 0 || !m.Static() && x.Int == 0 {
		return nil, false
	}
	callers := prog.Callers(m)
	if len(callers) == 0 || len(callers) > maxFunctionParamCallers {
		return nil, false
	}
	var out []*dex.Method
	for _, c := range callers {
		args, found := prog.ArgsAt(c.Method, c.Call.Addr)
		if !found || int(x.Int) >= len(args) {
			return nil, false
		}
		ts, ok := functionTargetsUp(prog, c.Method, ref, args[x.Int], hops-1)
		if !ok {
			return nil, false
		}
		for _, t := range ts {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out, true
}

// stateSwitch reports whether v, a switch's operand, is the label of a
// Kotlin continuation: an int field of a class kotlinc made for a suspend
// function's state (a ContinuationImpl) or a suspend lambda.
func stateSwitch(prog *program.Program, v regflow.Value) bool {
	x, ok := v.Single()
	return ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "I" && prog.ContinuationClass(x.Field.Class)
}

// otherV2Handler reports whether t is an app method named for a v2 method
// other than execute_tool and given the request's Bundle (the handler a
// dispatch table maps "negotiate" to): its name's words, an on/handle
// prefix and a get left aside, are the method's (negotiate, onNegotiate,
// providerInfo, getProviderInfo, handleListTools, cancelOperation). A
// tool's own helper that happens to bear such a name
// (`cancelOperation(args)` of a cancel_order tool) takes the tool's
// arguments, not the request.
func otherV2Handler(t *dex.Method) bool {
	if program.IsPlatform(t.Class.Name) || !slices.Contains(t.Ref.Params, "Landroid/os/Bundle;") {
		return false
	}
	name := handlerWords(ident.Tokens(t.Ref.Name))
	for m := range v2Methods {
		if m != string(cetp.MethodExecuteTool) && slices.Equal(name, handlerWords(ident.Tokens(m))) {
			return true
		}
	}
	return false
}

// handlerWords drops the words a handler's name adds to the v2 method's:
// a leading on or handle, then a leading get.
func handlerWords(toks []string) []string {
	if len(toks) > 1 && (toks[0] == "on" || toks[0] == "handle") {
		toks = toks[1:]
	}
	if len(toks) > 1 && toks[0] == "get" {
		toks = toks[1:]
	}
	return toks
}

// auditRow reports whether the database write c in m appends a row to an
// audit or log table: db.insert("audit_log", …), or a statement compiled
// from "INSERT INTO audit …" (a delete or update of one is an effect).
func auditRow(prog *program.Program, m *dex.Method, c *program.Call) bool {
	args, ok := prog.ArgsAt(m, c.Addr)
	if !ok {
		return false
	}
	switch {
	case sqliteDatabase(c.Ref.Class) && strings.HasPrefix(c.Ref.Name, "insert"):
		// Appending a row only: purging a log table is a tool's effect.
		if len(args) > 1 {
			return auditTable(args[1])
		}
	case c.Ref.Class == "Landroid/database/sqlite/SQLiteStatement;" && c.Ref.Name == "executeInsert" && len(args) > 0:
		stmt, ok := args[0].Single()
		if !ok || stmt.Kind != regflow.Call || stmt.Via != nil || stmt.Ref == nil || stmt.Ref.Name != "compileStatement" {
			return false
		}
		if sa, ok := prog.ArgsAt(m, stmt.Site); ok && len(sa) > 1 {
			if x, ok := sa[1].Single(); ok && x.Kind == regflow.Str {
				return auditTable(regflow.One(regflow.Alt{Kind: regflow.Str, Str: insertTable(x.Str)}))
			}
		}
	}
	return false
}

// protocolStateRow reports whether the database write c in m updates or
// deletes, by its token, a row of a table that keeps the protocol's own
// state — the confirmation parked for a resume token, a session
// (db.delete("approvals", "token = ?", …) as a resume token is redeemed,
// single use as §4.3 asks): bookkeeping of the call, not a tool's effect.
// The table's name (every word of it one of approval(s), confirmation(s),
// pending, resume, session(s), token(s)) and a where clause naming a token
// decide; an insert is counted as an effect (an app's own "sessions" may
// be its data: a workout's).
func protocolStateRow(prog *program.Program, m *dex.Method, c *program.Call) bool {
	table, where, ok := rowWrite(prog, m, c)
	if !ok || table == "" || !ident.Has(ident.Tokens(where), "token") {
		return false
	}
	return tableOf(table, "approval", "approvals", "confirmation", "confirmations", "pending", "resume", "session", "sessions", "token", "tokens")
}

// tableOf reports whether a table's name is made of the words only
// ("audit_log" of audit and log; not "meal_log").
func tableOf(table string, words ...string) bool {
	toks := ident.Tokens(table)
	for _, t := range toks {
		if !slices.Contains(words, t) {
			return false
		}
	}
	return len(toks) > 0
}

// auditTable reports whether a constant table name names an audit or
// log table: every word of it one of audit, log, logs, trail ("audit_log",
// "logs"; not "meal_log", a user's data).
func auditTable(v regflow.Value) bool {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Str || x.Str == "" {
		return false
	}
	return tableOf(x.Str, "audit", "log", "logs", "trail")
}

// insertTable returns the table an INSERT statement's text names ("" for
// another statement).
func insertTable(sql string) string {
	f := strings.Fields(strings.ToLower(sql))
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "into" {
			return strings.Trim(f[i+1], "`\"'(")
		}
	}
	return ""
}
