package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

const (
	classSuspendLambda   = "Lkotlin/coroutines/jvm/internal/SuspendLambda;"
	classContinuationImp = "Lkotlin/coroutines/jvm/internal/ContinuationImpl;"
	classCoroutineScope  = "Lkotlinx/coroutines/CoroutineScope;"
)

// builderDispatch judges where a coroutine builder call (h, from
// ThreadHopSink, made in m with arguments args) runs its body: ctxHops on
// a dispatcher's threads; ctxNoDispatcher or ctxInPlace on the calling
// thread (runBlocking and withContext without a dispatcher; launch and
// async without one in runBlocking's own scope, whose event loop runs
// them on runBlocking's thread before it returns); ctxUnknown with the
// reason, phrased for a note.
func (p *Program) builderDispatch(m *dex.Method, h ThreadHop, args []regflow.Value) (ctxDispatch, string) {
	j := &scopeJudge{judgeTrail: judgeTrail{p: p}, seen: map[string]bool{}}
	d, ctxWhy, job := j.contextJob(m, h, args)
	switch {
	case d == ctxUnknown && ctxWhy != "":
		return d, "its coroutine context is not known: " + ctxWhy
	case d != ctxNoDispatcher || !h.Scoped:
		return d, ""
	}
	d = j.scope(m, arg(args, 0))
	if d == ctxUnknown {
		return d, "its coroutine scope is not known: " + j.why
	}
	if d == ctxNoDispatcher && job {
		// runBlocking's scope, but a Job in the context makes the
		// coroutine no child of runBlocking's: it is queued on
		// runBlocking's event loop, which runs it on this thread only
		// until its first suspension point; runBlocking does not wait
		// for it, so what follows may resume after runBlocking (and
		// call()) returned, on another thread.
		if why := p.detachedBodySuspends(m, arg(args, h.Body)); why != "" {
			return ctxUnknown, "a Job in its context detaches it from runBlocking's scope, which does not wait for it: " + why
		}
	}
	return d, ""
}

// detachedBodySuspends says why a detached coroutine body v (a value in
// m) may run past runBlocking: the suspension point it has, or that the
// body is not known; "" when every body runs to its end without
// suspending (on runBlocking's thread, before it returns).
func (p *Program) detachedBodySuspends(m *dex.Method, v regflow.Value) string {
	r := bodyResolver{p: p, seen: map[string]bool{}}
	r.resolve(m, v, false, 0)
	if r.why != "" {
		return "its body is not known (" + r.why + ")"
	}
	bodies := r.methods
	for _, k := range r.classes {
		bodies = append(bodies, p.BodyMethods(k)...)
	}
	for _, b := range bodies {
		if b.Ref.Name != "invokeSuspend" {
			continue
		}
		for _, c := range p.Calls(b) {
			if n := len(c.Ref.Params); n > 0 && c.Ref.Params[n-1] == "Lkotlin/coroutines/Continuation;" {
				return "its body suspends in " + JavaName(b.Class.Name) + "." + b.Ref.Name + " (at " + javaRefName(c.Ref) + "), and the code after that may resume after runBlocking returned, on another thread"
			}
		}
	}
	return ""
}

// scopeJudge follows a CoroutineScope back to the coroutine whose body
// received it, to tell runBlocking's own scope (no dispatcher: its
// children run on runBlocking's thread) from every other scope. A scope
// that is not a coroutine body's receiver dispatches: GlobalScope,
// CoroutineScope(…), MainScope, lifecycleScope and an app object's scope
// have a dispatcher or get Dispatchers.Default from the builder.
type scopeJudge struct {
	judgeTrail
	seen map[string]bool
}

// context judges a builder's own context argument; why is set when that
// argument, rather than something found through it, is not known.
func (j *scopeJudge) context(m *dex.Method, h ThreadHop, args []regflow.Value) (ctxDispatch, string) {
	d, why, _ := j.contextJob(m, h, args)
	return d, why
}

// contextJob is context also telling whether the context holds a Job.
func (j *scopeJudge) contextJob(m *dex.Method, h ThreadHop, args []regflow.Value) (ctxDispatch, string, bool) {
	if defaulted(args, h.Mask, h.ContextBit) {
		return ctxNoDispatcher, "", false
	}
	return j.p.contextJob(m, arg(args, h.Context))
}

// scope judges a CoroutineScope value v in m.
func (j *scopeJudge) scope(m *dex.Method, v regflow.Value) ctxDispatch {
	d := ctxNoDispatcher
	if v.Top || v.IsUndefined() {
		return ctxHops
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.Field && a.Field.Name == "L$0" && j.p.receivesScope(a.Field.Class):
			d = max(d, j.coroutine(a.Field.Class))
		case a.Kind == regflow.Param && m != nil && (m.Static() || a.Int != 0):
			d = max(d, j.param(m, int(a.Int)))
		case a.Kind == regflow.Const:
			// null: the call throws
		default:
			return ctxHops
		}
		if d == ctxHops {
			return d
		}
	}
	return d
}

// param follows a scope that is parameter k of m (an extension
// `fun CoroutineScope.work() = launch { … }`) to m's callers.
func (j *scopeJudge) param(m *dex.Method, k int) ctxDispatch {
	return j.viaCallers(m, k, "scopes are followed at most %d coroutines and callers deep", j.scope)
}

// receivesScope reports whether class is a Kotlin coroutine lambda whose
// create() keeps its receiver (the CoroutineScope a builder passes) in
// L$0, as kotlinc compiles `suspend CoroutineScope.() -> T` bodies that
// use it; elsewhere L$0 is only a spilled local.
func (p *Program) receivesScope(class string) bool {
	c := p.Classes[class]
	if c == nil || !p.IsSubclass(class, classSuspendLambda) {
		return false
	}
	for _, m := range c.Virtual {
		if m.Ref.Name != "create" || len(m.Ref.Params) != 2 || m.Ref.Params[0] != "Ljava/lang/Object;" {
			continue
		}
		insns, err := m.Insns()
		if err != nil || insns == nil {
			return false
		}
		found := false
		_ = dex.ScanFieldWrites(insns, func(_ uint32, _ byte, index uint32) {
			if f, err := c.File.Field(index); err == nil && f.Class == class && f.Name == "L$0" {
				found = true
			}
		})
		return found
	}
	return false
}

// coroutine judges the dispatcher of the coroutine that runs the body
// class c (a SuspendLambda): the builders c is handed to, in the program.
func (j *scopeJudge) coroutine(c string) ctxDispatch {
	if j.seen[c] {
		return ctxNoDispatcher // a cycle adds nothing
	}
	j.seen[c] = true
	if j.depth >= maxContextDepth {
		return j.unknown("it is the receiver of %s, more than %d coroutines and callers deep (the budget followed)", JavaName(c), maxContextDepth)
	}
	j.depth++
	defer func() { j.depth-- }()
	d, found := ctxNoDispatcher, false
	for _, s := range j.p.builderSites() {
		h, builder := ThreadHopSink(s.Call.Ref.Class, s.Call.Ref.Name, s.Call.Ref.Params)
		inherits := false // the body runs in the calling coroutine
		if !builder {
			// coroutineScope { } and supervisorScope { }: static
			// (Function2, Continuation), run in the caller's coroutine.
			h, inherits = ThreadHop{Body: 0, Mask: -1}, true
		} else {
			inherits = strings.TrimSuffix(s.Call.Ref.Name, "$default") == "withContext"
		}
		args, ok := j.p.argsAt(s.Method, s.Call.Addr)
		if !ok || !arg(args, h.Body).Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Str == c }) {
			continue
		}
		found = true
		var bd ctxDispatch
		if h.NeedsDispatcher {
			ctx, why := j.context(s.Method, h, args)
			switch {
			case ctx == ctxUnknown:
				if why != "" {
					j.unknown("it is the receiver of %s, run by %s in %s, whose coroutine context is not known: %s", JavaName(c), javaRefName(s.Call.Ref), s.Method, why)
				}
				bd = ctxUnknown
			case ctx == ctxNoDispatcher && h.Scoped:
				bd = j.scope(s.Method, arg(args, 0))
			case ctx == ctxNoDispatcher && inherits:
				bd = j.enclosing(s.Method)
			default:
				bd = ctx
			}
		} else {
			bd = j.enclosing(s.Method)
		}
		if d = max(d, bd); d == ctxHops {
			return d
		}
	}
	if !found {
		return j.unknown("it is the receiver of %s, which is not handed to a coroutine builder the analysis knows", JavaName(c))
	}
	return d
}

// enclosing judges the coroutine that runs suspend code in m: m's own
// when m belongs to a coroutine lambda, its callers' when m is a suspend
// function.
func (j *scopeJudge) enclosing(m *dex.Method) ctxDispatch {
	if j.p.IsSubclass(m.Class.Name, classSuspendLambda) {
		return j.coroutine(m.Class.Name)
	}
	if n := len(m.Ref.Params); n == 0 || m.Ref.Params[n-1] != "Lkotlin/coroutines/Continuation;" {
		return j.unknown("%s, which runs the scope's builder, is neither a coroutine body nor a suspend function", m)
	}
	var callers []Caller
	for _, c := range j.p.Callers(m) {
		if !j.p.IsSubclass(c.Method.Class.Name, classContinuationImp) {
			callers = append(callers, c) // not m resuming itself
		}
	}
	switch {
	case len(callers) == 0:
		return j.unknown("it comes from the suspend function %s, which the app never calls", m)
	case j.depth >= maxContextDepth:
		return j.unknown("it comes from the suspend function %s, more than %d coroutines and callers deep (the budget followed)", m, maxContextDepth)
	case len(callers) > maxBodyCallers:
		return j.unknown("it comes from the suspend function %s, which has %d callers, more than the %d followed", m, len(callers), maxBodyCallers)
	}
	j.depth++
	defer func() { j.depth-- }()
	d := ctxNoDispatcher
	for _, c := range callers {
		if d = max(d, j.enclosing(c.Method)); d == ctxHops {
			break
		}
	}
	return d
}

// builderSites returns the calls of kotlinx coroutine builders that run
// a body: runBlocking, launch, async, withContext, coroutineScope and
// supervisorScope.
func (p *Program) builderSites() []Site {
	var out []Site
	for _, name := range []string{"runBlocking", "runBlocking$default", "launch", "launch$default", "async",
		"async$default", "withContext", "coroutineScope", "supervisorScope"} {
		for _, s := range p.sitesNamed(name, "") {
			if strings.HasPrefix(s.Call.Ref.Class, "Lkotlinx/coroutines/") && slicesContain(s.Call.Ref.Params, "Lkotlin/jvm/functions/Function2;") {
				out = append(out, s)
			}
		}
	}
	return out
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// InPlaceBodies returns the body methods a coroutine builder call runs on
// the calling thread before it returns: runBlocking and withContext whose
// context brings no dispatcher, coroutineScope and supervisorScope. in and
// st are the call instruction c of m and the state before it. ok is false
// for any other call, and for a builder that hops or whose context is not
// known (CETP603 judges those); why says what of the body is not known.
func (p *Program) InPlaceBodies(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (bodies []*dex.Method, why string, ok bool) {
	h, ok := p.InPlaceHop(m, c, in, st)
	if !ok {
		return nil, "", false
	}
	for _, k := range h.Bodies {
		bodies = append(bodies, p.BodyMethods(k)...)
	}
	return append(bodies, h.BodyMethods...), h.Unresolved, true
}

// InPlaceHop is InPlaceBodies as a Hop: the body classes with where each
// object comes from (Origins).
func (p *Program) InPlaceHop(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (*Hop, bool) {
	ref := c.Ref
	if !strings.HasPrefix(ref.Class, "Lkotlinx/coroutines/") {
		return nil, false
	}
	args := CallArgs(st, in, ref)
	h, builder := ThreadHopSink(ref.Class, ref.Name, ref.Params)
	switch name := strings.TrimSuffix(ref.Name, "$default"); {
	case builder && (name == "runBlocking" || name == "withContext"):
		if d, _ := p.builderDispatch(m, h, args); d != ctxNoDispatcher && d != ctxInPlace {
			return nil, false
		}
	case !builder && (name == "coroutineScope" || name == "supervisorScope") &&
		len(ref.Params) == 2 && ref.Params[0] == "Lkotlin/jvm/functions/Function2;":
		h = ThreadHop{Body: 0}
	default:
		return nil, false
	}
	r := bodyResolver{p: p, seen: map[string]bool{}}
	r.resolve(m, arg(args, h.Body), false, 0)
	return r.hop(m, c), true
}

// UndecidedBodies returns the bodies of a coroutine builder call c
// (instruction in of m, st the state before it) when whether it runs them
// on the calling thread is not known (its context or scope could not be
// judged): why says so, phrased for a note, and bodyWhy what of the body
// is not known. ok is false for any other call.
func (p *Program) UndecidedBodies(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (bodies []*dex.Method, why, bodyWhy string, ok bool) {
	h, isHop := p.ThreadHop(c.Ref)
	if !isHop || !h.NeedsDispatcher {
		return nil, "", "", false
	}
	args := CallArgs(st, in, c.Ref)
	d, why := p.builderDispatch(m, h, args)
	if d != ctxUnknown {
		return nil, "", "", false
	}
	r := p.hopBodies(m, h, args, nil)
	for _, k := range r.classes {
		bodies = append(bodies, p.BodyMethods(k)...)
	}
	return append(bodies, r.methods...), why, r.why, true
}

// ScopedChildBodies returns the bodies of a launch or async call c
// (instruction in of m, st the state before it) that brings no dispatcher
// and whose scope is runBlocking's own: runBlocking's event loop runs them
// on its thread before it returns (a detached child that suspends is not
// one: builderDispatch judges it unknown). ok is false for any other call;
// why says what of the body is not known.
func (p *Program) ScopedChildBodies(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (bodies []*dex.Method, why string, ok bool) {
	h, isHop := p.ThreadHop(c.Ref)
	if !isHop || !h.Scoped {
		return nil, "", false
	}
	args := CallArgs(st, in, c.Ref)
	if d, _ := p.builderDispatch(m, h, args); d != ctxNoDispatcher && d != ctxInPlace {
		return nil, "", false
	}
	r := p.hopBodies(m, h, args, nil)
	for _, k := range r.classes {
		bodies = append(bodies, p.BodyMethods(k)...)
	}
	return append(bodies, r.methods...), r.why, true
}
