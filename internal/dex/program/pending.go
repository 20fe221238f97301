package program

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Verdict is a three-way answer; Unknown is explicit, never "fine".
type Verdict int

// Verdicts.
const (
	Unknown Verdict = iota
	Yes
	No
)

// PISite is a PendingIntent created at a call site: a framework factory, or
// a call to a wrapper method that passes its arguments to one.
type PISite struct {
	Method *dex.Method
	Call   *Call
	// Wrapper is the program method called when the site is a call to a
	// wrapper; nil for a direct factory call.
	Wrapper  *dex.Method
	Activity bool
	// Mutable: Yes with FLAG_MUTABLE, without FLAG_IMMUTABLE, or
	// PendingIntentCompat isMutable=true; No when immutable on every path.
	Mutable Verdict
	// Explicit: Yes when the Intent names a component on every path.
	Explicit Verdict
	// Target is the component class descriptor the Intent names, when known.
	Target string
	// Choices are the component classes the Intent names when it names
	// one of several known ones, one per path (Target is then "").
	Choices []string
	// NoCreate marks FLAG_NO_CREATE lookups.
	NoCreate bool
	// Resolution is set when the PendingIntent is put under the response
	// key "resolution".
	Resolution bool
	// PackageSet is set when every path gives the Intent a package
	// (setPackage): still implicit for CETP602, not in Android 14's sense
	// of an implicit Intent.
	PackageSet bool
	// Why says what could not be decided, for notes.
	Why string
	// FlagsDelegate is set when the flags are undecided because they come
	// from a Kotlin delegate the analysis cannot follow (Why says so).
	FlagsDelegate bool
	// MutableVia, for a builder whose build() reads the flags from a
	// field (builderflags.go), is the caller whose builder gets a mutable
	// flag; nil otherwise.
	MutableVia *dex.Method
	// FlagsField, when the flags are an int field only its class's
	// constructors set (ctorflags.go), is that field; FlagsFrom, when
	// Mutable is Yes, a method constructing its object with mutable flags.
	FlagsField *dex.FieldRef
	FlagsFrom  *dex.Method

	// wrapperOf, on a stand-in markResolution files under a wrapper, is
	// the caller's site it stands for.
	wrapperOf *PISite
	// IntentWhy says why the Intent's explicitness could not be decided,
	// when it is more than "its origin is not known".
	IntentWhy string
}

// piInputs are the arguments of a PendingIntent creation, in terms of the
// enclosing method's values; a wrapper's inputs refer to its parameters.
type piInputs struct {
	activity bool
	flags    regflow.Value
	mutable  regflow.Value // PendingIntentCompat's isMutable; undefined when absent
	intent   regflow.Value
	// intentFixed decides the Intent when it was built inside a wrapper.
	intentFixed  Verdict
	intentTarget string
	noIntent     bool // TaskStackBuilder: components come from the builder
	// intentWhy says why a TaskStackBuilder's Intents are not decided.
	intentWhy string
	// dispatch is set when the Intent is what a virtual call on a
	// parameter returns (piDispatch.go).
	dispatch *piDispatch
}

// maxWrapperDepth bounds wrapper-of-wrapper summarisation.
const maxWrapperDepth = 4

// PendingIntents finds every PendingIntent creation in the program.
// Creations whose flags or Intent come from the method's parameters are
// summarised as wrappers and reported at their callers instead.
//
// The limits hit while finding them are reported to OnLimit on every call,
// the cached ones included.
func (p *Program) PendingIntents() ([]*PISite, error) {
	if p.piSites != nil {
		for _, l := range p.piLimits {
			p.limit(l)
		}
		return p.piSites, nil
	}
	outer := p.onLimit
	p.onLimit = func(l Limit) {
		p.piLimits = append(p.piLimits, l)
		if outer != nil {
			outer(l)
		}
	}
	defer func() { p.onLimit = outer }()
	wrappers := map[*dex.Method]piInputs{}
	var sites []*PISite
	// Methods to scan: those calling a factory, then callers of wrappers.
	// What the load noted of each method's calls gives them, and the
	// methods that may put a PendingIntent into a Bundle (for
	// markResolution), without a pass over every call site.
	todo := map[*dex.Method]bool{}
	var puts, helperPuts, paramPuts []*dex.Method
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			k := p.callKind(m) // the load noted what each method calls
			if k&callsPICreation != 0 {
				todo[m] = true
			}
			put, pi := k&callsBundlePut != 0, k&callsPIReturning != 0
			if put && (pi && p.mayObtainResolution(m) || readsPendingIntentField(m) && p.mayNameResolution(m)) {
				// Only a method that calls a put and a method returning a
				// PendingIntent, or reads a PendingIntent field, and may
				// come by the key, can put one it obtained under the key.
				// Field readers are held to the narrower test: with the
				// wider one, InsecureBankv2's audit grew by 1.2 MB and
				// found nothing more in the corpus or the fixtures.
				puts = append(puts, m)
			} else if put && !IsPlatform(c.Name) && (OutlineKind(m) != "" || takesKeyedParcelable(m)) {
				// R8 outlines a new Bundle and its puts, key and value
				// given by each caller (a hand-written helper may do the
				// same): the caller's key and PendingIntent decide, as if
				// the code were inlined. An outline R8 renamed is told
				// by its parameters when no mapping names it.
				helperPuts = append(helperPuts, m)
			} else if put && !IsPlatform(c.Name) && takesPendingIntent(m) && p.mayNameResolution(m) {
				// needsUser(pi): a reply helper given the PendingIntent
				// its caller made, putting it under the key it names.
				paramPuts = append(paramPuts, m)
			}
		}
	}
	done := map[*dex.Method]bool{}
	// via is the call that put a method in todo: its call of a wrapper.
	via := map[*dex.Method]Caller{}
	for round := 0; round <= maxWrapperDepth && len(todo) > 0; round++ {
		next := map[*dex.Method]bool{}
		for _, m := range SortedKeys(todo) {
			found, wraps, err := p.scanPI(m, wrappers)
			if err != nil {
				return nil, err
			}
			if !done[m] {
				sites = append(sites, found...)
			}
			done[m] = true
			if wraps != nil {
				if _, had := wrappers[m]; !had {
					wrappers[m] = *wraps
					for _, c := range p.Callers(m) {
						next[c.Method] = true
						if _, ok := via[c.Method]; !ok {
							via[c.Method] = c
						}
					}
				}
			}
		}
		// A caller scanned before its callee became a wrapper is scanned
		// again for the wrapper calls only. If it passes its own
		// parameters on to that wrapper it is a wrapper too, and its
		// callers are scanned (or scanned again) in turn.
		var rescan []*dex.Method
		for _, m := range SortedKeys(next) {
			if done[m] {
				rescan = append(rescan, m)
				delete(next, m)
			}
		}
		for len(rescan) > 0 {
			m := rescan[0]
			rescan = rescan[1:]
			found, wraps, err := p.scanPI(m, wrappers)
			if err != nil {
				return nil, err
			}
			for _, s := range found {
				if s.Wrapper != nil && !hasSite(sites, s) {
					sites = append(sites, s)
				}
			}
			if _, had := wrappers[m]; wraps == nil || had {
				continue
			}
			wrappers[m] = *wraps // wrappers only grow: the rescans end
			for _, c := range p.Callers(m) {
				if done[c.Method] {
					rescan = append(rescan, c.Method)
					continue
				}
				next[c.Method] = true
				if _, ok := via[c.Method]; !ok {
					via[c.Method] = c
				}
			}
		}
		todo = next
	}
	// Callers of the deepest wrappers are left unscanned: what they make
	// through the wrappers is not followed, and the rules must say so.
	for _, m := range SortedKeys(todo) {
		c := via[m]
		callee := p.Lookup(c.Call.Ref.Class, c.Call.Ref.NameProto())
		p.limit(Limit{Kind: LimitWrapperDepth, Method: m, Call: c.Call, Callee: callee})
	}
	p.markResolution(sites, puts, helperPuts, paramPuts)
	p.piSites = sites
	return sites, nil
}

func hasSite(sites []*PISite, s *PISite) bool {
	for _, x := range sites {
		if x.Method == s.Method && x.Call == s.Call {
			return true
		}
	}
	return false
}

// scanPI evaluates the creations in m. It returns the sites decided here and,
// when some creation depends on m's parameters, m's wrapper summary.
// suspendReentry reports a call a kotlinc continuation class makes from
// invokeSuspend back into the suspend function it belongs to, passing
// itself as the continuation: the function resumed, its other arguments
// placeholders (null, 0) — its real calls are judged where they are made.
func (p *Program) suspendReentry(m *dex.Method, st *regflow.State, in *dex.Insn, call *Call) bool {
	if m.Ref.Name != "invokeSuspend" || !p.IsSubclass(m.Class.Name, "Lkotlin/coroutines/jvm/internal/ContinuationImpl;") {
		return false
	}
	ps := call.Ref.Params
	if len(ps) == 0 || ps[len(ps)-1] != "Lkotlin/coroutines/Continuation;" {
		return false
	}
	args := regflow.Args(st, in, call.Ref, in.IsStaticInvoke())
	if len(args) == 0 {
		return false
	}
	last, ok := args[len(args)-1].Single()
	return ok && last.Kind == regflow.Param && last.Int == 0
}

func (p *Program) scanPI(m *dex.Method, wrappers map[*dex.Method]piInputs) ([]*PISite, *piInputs, error) {
	a, err := p.Analyze(m)
	if _, ok := analysisLimit(m, err); ok {
		// Told to OnLimit already; one method the analysis cannot read
		// must not hide every other PendingIntent of the app.
		return nil, nil, nil
	}
	if err != nil || a == nil {
		return nil, nil, err
	}
	calls := p.Calls(m)
	byAddr := map[uint32]*Call{}
	for i := range calls {
		byAddr[calls[i].Addr] = &calls[i]
	}
	var sites []*PISite
	var wrap *piInputs
	var stacks stackIntents
	recvAt := map[uint32]regflow.Value{} // receivers of m's virtual calls
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		call := byAddr[in.Addr]
		if call == nil {
			return
		}
		if VirtualOp(call.Op) {
			if args := regflow.Args(st, in, call.Ref, false); len(args) > 0 {
				recvAt[in.Addr] = args[0]
			}
		}
		stacks.step(p, a, st, in, call)
		inp, wrapper, ok := p.piInputsAt(m, st, in, call, wrappers)
		if !ok || wrapper != nil && p.suspendReentry(m, st, in, call) {
			return
		}
		if inp.noIntent && isTaskStackBuilder(call.Ref.Class) {
			stacks.decide(&inp, arg(regflow.Args(st, in, call.Ref, in.IsStaticInvoke()), 0))
		}
		if inp.intentFixed == Unknown && !inp.noIntent && inp.dispatch == nil {
			inp.dispatch = p.paramDispatch(m, a, st, inp.intent, byAddr, recvAt)
			if inp.dispatch == nil {
				inp.dispatch = p.paramChoice(m, a, st, inp.intent)
			}
		}
		if (dependsOnParams(inp) || callerTarget(a, inp) != "" || jvmOverload(m)) && len(p.Callers(m)) > 0 {
			if wrap == nil {
				w := p.resolveIntent(a, st, inp)
				if t := callerTarget(a, inp); t != "" && w.intentFixed == Yes && w.intentTarget == "" {
					w.intentTarget = t // each caller names the class (argTarget)
				}
				wrap = &w
			}
			return
		}
		site := &PISite{Method: m, Call: call, Wrapper: wrapper, Activity: inp.activity}
		p.judge(a, st, inp, site)
		if site.Mutable == Yes && mixedMutability(inp.flags) && p.immutableForEveryCaller(m, in.Addr, wrappers) {
			// `if (editable) FLAG_MUTABLE else FLAG_IMMUTABLE` on m's own
			// argument, and every call of m in the APK picks immutable.
			site.Mutable = No
		}
		if site.Explicit != Yes && !inp.noIntent {
			// A builder's Intent field, set by the setters each caller
			// calls on its own builder object.
			if explicit, targets := p.builderIntent(m, in.Addr); explicit {
				site.Explicit, site.Target, site.Choices, site.IntentWhy = Yes, "", targets, ""
				if len(targets) == 1 {
					site.Target, site.Choices = targets[0], nil
				}
			}
		}
		if site.Mutable == Yes && mixedMutability(inp.flags) {
			// A builder's build() reading flags its methods set: judged
			// per caller, on the object each makes.
			switch v := p.builderFlags(m, in.Addr); {
			case v.immutable:
				site.Mutable = No
			case v.mutableIn != nil:
				site.MutableVia = v.mutableIn
			}
		} else if site.Mutable == Unknown {
			// The same when the field's union is not all constants (a
			// setter's parameter is each caller's argument): a caller
			// whose object gets a mutable constant decides it; the rest
			// stay for the per-chain reading below.
			if v := p.builderFlags(m, in.Addr); v.mutableIn != nil {
				site.Mutable, site.MutableVia = Yes, v.mutableIn
			}
		}
		// A builder's build() computing its factory's arguments from its
		// fields, a DSL helper reading back what its caller's lambda set:
		// judged per caller where the chains differ (also where the
		// merged site looks clean: the union of the stores leaves out the
		// default of a field one chain never sets).
		if chain := p.chainSites(m, in.Addr, site, wrappers); chain != nil {
			sites = append(sites, chain...)
			return
		}
		sites = append(sites, site)
	})
	return sites, wrap, nil
}

// mixedMutability reports whether flags hold both an immutable and a
// mutable constant (on SDK 23 and later): a choice between them.
func mixedMutability(v regflow.Value) bool {
	mutable := v.Has(func(a regflow.Alt) bool {
		return a.Kind == regflow.Const && !a.PreM && (a.Int&FlagMutable != 0 || a.Int&FlagImmutable == 0)
	})
	return mutable && someImmutable(v)
}

// maxChoiceCallers bounds the calls immutableForEveryCaller analyses.
const maxChoiceCallers = 16

// immutableForEveryCaller reports whether the PendingIntent created at
// addr in m is immutable for every call of m in the APK, each analysed
// with the constants it passes (through kotlinc's m$default bridge, the
// bridge analysed with its callers' constants): the flags are chosen by
// m's argument, and no caller chooses the mutable ones. False when m has
// no caller, more than maxChoiceCallers, or one the analysis cannot
// decide so (the site keeps its merged verdict).
func (p *Program) immutableForEveryCaller(m *dex.Method, addr uint32, wrappers map[*dex.Method]piInputs) bool {
	var argsList [][]regflow.Value
	for _, c := range p.Callers(m) {
		if c.Method.Ref.Name == m.Ref.Name+"$default" && c.Method.Class == m.Class && c.Method.Static() {
			for _, cc := range p.Callers(c.Method) {
				inner, ok := p.boundCallArgs(c, cc)
				if !ok {
					return false
				}
				argsList = append(argsList, inner)
			}
			continue
		}
		args, ok := p.argsAt(c.Method, c.Call.Addr)
		if !ok {
			return false
		}
		argsList = append(argsList, args)
	}
	if len(argsList) == 0 || len(argsList) > maxChoiceCallers {
		return false
	}
	calls := CallsByAddr(p.Calls(m))
	for _, args := range argsList {
		r := p.analyzeBound(m, args)
		if r == nil {
			return false
		}
		verdict := Unknown
		r.a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != addr || calls[in.Addr] == nil {
				return
			}
			if inp, _, ok := p.piInputsAt(m, st, in, calls[in.Addr], wrappers); ok {
				verdict, _ = mutability(inp)
			}
		})
		if verdict != No {
			return false
		}
	}
	return true
}

// piInputsAt returns the inputs of the PendingIntent creation, or the
// call to a wrapper (then returned too), at in; ok is false when in is
// neither.
func (p *Program) piInputsAt(m *dex.Method, st *regflow.State, in *dex.Insn, call *Call, wrappers map[*dex.Method]piInputs) (inp piInputs, wrapper *dex.Method, ok bool) {
	args := regflow.Args(st, in, call.Ref, in.IsStaticInvoke())
	if cr, ok := PendingIntentCreation(call.Ref.Class, call.Ref.Name, call.Ref.Params); ok {
		inp = piInputs{activity: cr.Activity, flags: arg(args, cr.Flags), noIntent: cr.Intent < 0}
		if cr.Intent >= 0 {
			inp.intent = arg(args, cr.Intent)
		}
		if cr.Mutable >= 0 {
			inp.mutable = arg(args, cr.Mutable)
		}
	} else {
		targets := p.liveTargets(call)
		if !in.IsStaticInvoke() && len(targets) > 1 && len(args) > 0 {
			// The overrides the receiver can run (an enum constant's
			// body, an object of one class), not whichever comes first.
			targets = p.receiverTargets(m, call, args[0], targets)
		}
		for _, t := range targets {
			w, ok := wrappers[t]
			if !ok {
				continue
			}
			if b, ok := p.boundWrapper(t, w, args, wrappers); ok {
				w = b // decided for this call's constant arguments
			}
			one := substitute(w, args)
			one.flags = p.bindLookups(one.flags, args, in.Addr)
			if strings.HasPrefix(one.intentTarget, "#") {
				// The class the wrapper's Intent names is this call's
				// argument (a Class, an enum constant's Class property).
				if one.intentTarget = p.argTarget(one.intentTarget, args); one.intentTarget == "?" {
					one.intentTarget = ""
				}
			}
			if one.dispatch != nil {
				one = p.dispatchAt(one, args)
			}
			if wrapper == nil {
				inp, wrapper = one, t
				continue
			}
			inp = mergeInputs(inp, one)
		}
		if wrapper == nil {
			return piInputs{}, nil, false
		}
	}
	if st.BelowImmutable() {
		// Only reached where FLAG_IMMUTABLE does not exist yet.
		inp.flags = regflow.One(regflow.Alt{Kind: regflow.Const, Int: FlagImmutable})
	}
	return inp, wrapper, true
}

func arg(args []regflow.Value, i int) regflow.Value {
	if i < 0 || i >= len(args) {
		return regflow.Unknown
	}
	return args[i]
}

func dependsOnParams(inp piInputs) bool {
	isParam := func(v regflow.Value) bool {
		return v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param || paramLookup(a) })
	}
	// Flags a helper chose by one of this method's arguments are decided
	// per call too (boundWrapper), so the method is a wrapper of them —
	// unless no choice sets FLAG_IMMUTABLE: then every way is mutable.
	chosen := (inp.flags.Taint|inp.mutable.Taint)&regflow.TaintArgChoice != 0 &&
		(someImmutable(inp.flags) || !inp.mutable.IsUndefined())
	return chosen || isParam(inp.flags) || isParam(inp.mutable) || inp.dispatch != nil ||
		inp.intentFixed == Unknown && !inp.noIntent && isParam(inp.intent)
}

// resolveIntent decides a wrapper's own Intent when it does not come from a
// parameter, so that callers need not see the wrapper's allocations.
func (p *Program) resolveIntent(a *Analysis, st *regflow.State, inp piInputs) piInputs {
	if inp.noIntent || inp.intentFixed != Unknown || inp.dispatch != nil || inp.intent.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
		// Decided already (by an inner wrapper, in the method that made
		// the Intent), or the callers' business.
		return inp
	}
	inp.intentFixed, inp.intentTarget, _ = p.explicit(a, st, inp.intent, 0)
	return inp
}

// mergeInputs unites the inputs of two wrappers one virtual call may run
// (overrides its receiver does not decide between): every flag either
// passes, and the Intent decided only where both decide it alike.
func mergeInputs(a, b piInputs) piInputs {
	a.flags = regflow.Merge(a.flags, b.flags)
	if a.mutable.IsUndefined() != b.mutable.IsUndefined() {
		a.mutable = regflow.Value{Top: true}
	} else if !a.mutable.IsUndefined() {
		a.mutable = regflow.Merge(a.mutable, b.mutable)
	}
	same := a.noIntent == b.noIntent && a.dispatch == nil && b.dispatch == nil
	switch {
	case !same || (a.intentFixed == Unknown) != (b.intentFixed == Unknown):
		a.intentFixed, a.intentTarget, a.dispatch = Unknown, "", nil
		a.intentWhy = "the call runs one of several overrides, which build their Intents differently"
	case a.intentFixed == Unknown:
		a.intent = regflow.Merge(a.intent, b.intent)
	case a.intentFixed != b.intentFixed:
		a.intentFixed, a.intentTarget = Unknown, ""
		a.intentWhy = "the call runs one of several overrides, and not all of their Intents name a component"
	case a.intentTarget != b.intentTarget:
		a.intentTarget = ""
	}
	if a.intentWhy == "" {
		a.intentWhy = b.intentWhy
	}
	return a
}

// lastIntentTarget returns the class the last element of an Intent array
// made in a's method names (the Activity getActivities puts on top), when
// the array has a constant length and that element is an explicit Intent
// made there; "" otherwise.
func (p *Program) lastIntentTarget(a *Analysis, st *regflow.State, arr regflow.Alt) string {
	m := a.Result.Method
	n := p.arrayLength(m, regflow.One(arr))
	if n <= 0 {
		return ""
	}
	last, ok := p.ArrayElements(m, regflow.One(arr))[n-1].Single()
	if !ok || last.Kind != regflow.New || last.Str != ClassIntent || !st.Marked(last.Site) {
		return ""
	}
	return p.targetOf(a, last.Site)
}

// substitute rewrites a wrapper's inputs with the caller's arguments.
func substitute(w piInputs, args []regflow.Value) piInputs {
	sub := func(v regflow.Value) regflow.Value {
		if v.IsUndefined() {
			return v
		}
		out := regflow.Value{Top: v.Top, Taint: v.Taint}
		for _, a := range v.Alts {
			if a.Kind != regflow.Param {
				out = regflow.Merge(out, regflow.One(a))
				continue
			}
			for _, c := range arg(args, int(a.Int)).Alts {
				switch {
				case a.Or == 0:
				case c.Kind == regflow.Const:
					c.Int |= a.Or
				case c.Kind == regflow.Param:
					c.Or |= a.Or
				case a.Or&FlagImmutable != 0:
					c = regflow.Alt{Kind: regflow.Const, Int: a.Or}
				default:
					out.Top = true
					continue
				}
				c.PreM = c.PreM || a.PreM
				out = regflow.Merge(out, regflow.One(c))
			}
			if arg(args, int(a.Int)).Top {
				out.Top = true
			}
		}
		return out
	}
	w.flags = sub(w.flags)
	w.mutable = sub(w.mutable)
	if w.intentFixed == Unknown && !w.noIntent {
		w.intent = sub(w.intent)
	}
	return w
}

// judge decides mutability and explicitness of a site.
func (p *Program) judge(a *Analysis, st *regflow.State, inp piInputs, s *PISite) {
	s.Mutable, s.NoCreate = mutability(inp)
	if s.Mutable == Unknown && inp.mutable.IsUndefined() {
		v, from, f := p.ctorFlags(s.Method, s.Call.Addr, inp.flags)
		s.Mutable, s.FlagsField, s.FlagsFrom = v, f, from
		if v == Unknown && f != nil {
			s.Why = fmt.Sprintf("the flags are %s, which constructors set, and the constructions the providers' code runs were not all found", javaFieldName(f))
		}
	}
	switch {
	case s.Mutable == Unknown && inp.flags.Taint&regflow.TaintArgChoice != 0:
		s.Why = fmt.Sprintf("the flags come from a helper that chooses them by its arguments, and which way this call goes was not decided (an argument that is not a constant here, or the budget of %d helper analyses per app for a call's constants spent)", p.boundBudget())
	case s.Mutable == Unknown && inp.flags.Taint&regflow.TaintDelegate != 0:
		s.FlagsDelegate = true
		s.Why = "the flags come from a Kotlin delegate whose value the analysis cannot follow (a Lazy made by a library or an injector such as Koin's inject(), or an initializer returning what no summary resolves)"
	case s.Mutable == Unknown && s.Why != "":
	case s.Mutable == Unknown:
		s.Why = "the flags are not a constant on every path"
	}
	switch {
	case inp.noIntent:
		s.Explicit = Yes
	case inp.intentFixed != Unknown:
		s.Explicit, s.Target = inp.intentFixed, inp.intentTarget
	case inp.intentWhy != "":
		s.Explicit, s.IntentWhy = Unknown, inp.intentWhy
	case inp.dispatch != nil:
		// A wrapper's dispatch still open here (no caller to narrow it):
		// every live override, merged.
		s.Explicit, s.Target = inp.dispatch.merged, inp.dispatch.target
	default:
		var cut *dex.MethodRef
		s.Explicit, s.Target, cut = p.explicit(a, st, inp.intent, 0)
		if s.Explicit == Yes && s.Target == "" {
			s.Choices = targetChoices(a, inp.intent)
			if s.Choices == nil {
				s.Choices = p.fieldChoices(inp.intent)
			}
			if s.Choices == nil {
				s.Choices = p.componentChoices(a, inp.intent)
			}
		}
		s.PackageSet = p.packageSet(st, inp.intent)
		if s.Explicit == Unknown && cut != nil {
			s.IntentWhy = fmt.Sprintf("the Intent comes through %s, more than %d helpers returning Intents deep (the budget followed)",
				cut.Class+"->"+cut.NameProto(), maxIntentDepth)
		}
	}
	if s.Explicit == Unknown && s.Why == "" {
		s.Why = "the Intent's origin is not known"
	}
}

// mutability classifies flags (and isMutable) over every path.
func mutability(inp piInputs) (Verdict, bool) {
	if c, ok := inp.mutable.Single(); ok && c.Kind == regflow.Const {
		if c.Int != 0 {
			return Yes, false
		}
		return No, false
	} else if !inp.mutable.IsUndefined() {
		return Unknown, false
	}
	v := inp.flags
	if v.IsUndefined() {
		return Unknown, false
	}
	verdict, noCreate := No, true
	counted := 0
	for _, a := range v.Alts {
		if a.PreM {
			continue // SDK < 23: no FLAG_IMMUTABLE to set
		}
		counted++
		var f int64
		if a.Kind == regflow.Const {
			f = a.Int
		} else {
			// Not a constant, but OR-ed with known bits: FLAG_MUTABLE
			// makes it mutable, FLAG_IMMUTABLE immutable whatever else
			// is in it; anything else leaves it undecided.
			f = a.Or
			if f&FlagMutable == 0 && f&FlagImmutable == 0 {
				if verdict != Yes {
					verdict = Unknown
				}
				noCreate = false
				continue
			}
		}
		if f&FlagNoCreate == 0 {
			noCreate = false
		}
		if f&FlagMutable != 0 || f&FlagImmutable == 0 {
			verdict = Yes
		}
	}
	if v.Top {
		noCreate = false
		if verdict != Yes {
			verdict = Unknown
		}
	}
	if counted == 0 && !v.Top {
		return No, false
	}
	if verdict == Yes && v.Taint&regflow.TaintArgChoice != 0 && someImmutable(v) {
		// A helper picks immutable or not by an argument not known here:
		// which one this call gets cannot be told, so it is not proven
		// mutable either.
		return Unknown, false
	}
	return verdict, noCreate
}

// someImmutable reports whether some alternative of flags (on SDK 23 and
// later) sets FLAG_IMMUTABLE without FLAG_MUTABLE.
func someImmutable(v regflow.Value) bool {
	return v.Has(func(a regflow.Alt) bool {
		f := a.Or
		if a.Kind == regflow.Const {
			f = a.Int
		}
		return !a.PreM && f&FlagImmutable != 0 && f&FlagMutable == 0
	})
}

// maxIntentDepth bounds following helper methods that return Intents.
const maxIntentDepth = 3

// explicit decides whether an Intent value names a component on every
// path: Yes, No (some path is implicit) or Unknown.
//
// cut names the helper where following helpers that return Intents stopped
// at maxIntentDepth, when that left the answer Unknown.
func (p *Program) explicit(a *Analysis, st *regflow.State, v regflow.Value, depth int) (verdict Verdict, target string, cut *dex.MethodRef) {
	if v.IsUndefined() {
		return Unknown, "", nil
	}
	verdict = Yes
	worse := func(x Verdict) {
		if x == No || verdict == Yes {
			verdict = x
		}
	}
	for _, alt := range v.Alts {
		switch alt.Kind {
		case regflow.New:
			if alt.Str != ClassIntent && alt.Str != "" {
				worse(Unknown)
			} else if st.Marked(alt.Site) {
				target = p.targetOf(a, alt.Site)
			} else if st.ObjTaint(alt.Site)&regflow.TaintHanded != 0 {
				worse(Unknown) // given to a function value: it may name one
			} else {
				worse(No)
			}
		case regflow.Param:
			// Made explicit here (a wrapper's own setClass on its
			// parameter); otherwise it is the callers' business.
			if st.Marked(regflow.ParamSite(alt.Int)) {
				target = ownTarget(a.Target[regflow.ParamSite(alt.Int)])
			} else {
				worse(Unknown)
			}
		case regflow.Array:
			// Intent[] of getActivities: every element stored must be
			// explicit.
			t := st.ObjTaint(alt.Site)
			switch {
			case t&regflow.TaintElemUnmarked != 0:
				worse(No)
			case t&regflow.TaintElemUnknown != 0:
				worse(Unknown)
			default:
				// The Activity on top is the last element's.
				target = p.lastIntentTarget(a, st, alt)
			}
		case regflow.Field:
			facts, stored, ok := p.FieldFacts(alt.Field)
			switch {
			case !ok:
				worse(Unknown)
			case facts.Marked:
				target = facts.Target
			case stored.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Str == ClassIntent }):
				worse(No)
			default:
				worse(Unknown)
			}
		case regflow.Call:
			switch {
			case alt.Ref.Class == ClassIntent && alt.Ref.Name == "createChooser" && alt.Via == nil && st.Marked(alt.Site):
				// A chooser given a component (setComponent, setClass*)
				// afterwards: explicit.
				target = p.targetOf(a, alt.Site)
			case alt.Ref.Class == ClassIntent && alt.Ref.Name == "createChooser":
				// ACTION_CHOOSER with no component, whatever it wraps:
				// the system chooser resolves it, implicit on every path.
				worse(No)
			case alt.Ref.Name == "getLaunchIntentForPackage", alt.Ref.Name == "makeMainActivity",
				alt.Ref.Name == "makeRestartActivityTask", alt.Ref.Class == "Landroidx/core/app/NavUtils;":
				target = p.targetOf(a, alt.Site) // the ComponentName's class, when known
			case st.Marked(alt.Site):
				target = p.targetOf(a, alt.Site)
			case alt.Via != nil && alt.Ref.Class == ClassIntent:
				// An Intent a helper got from an Intent method (a
				// builder call it did not mark): its explicitness is
				// that helper's, already applied through the summary.
				worse(Unknown)
			case (alt.Via == nil || summarized(alt.Ref)) && p.Lookup(alt.Ref.Class, alt.Ref.NameProto()) != nil && depth < maxIntentDepth:
				// A helper's result no summary gave (a summary cut short
				// where helpers nest deeper than summaries follow, here or
				// inside another helper): follow it from its returns.
				x, t, c := p.returnedIntent(alt, depth+1)
				if t != "" {
					target = t
				}
				if cut == nil {
					cut = c
				}
				worse(x)
			case summarized(alt.Ref) && p.Lookup(alt.Ref.Class, alt.Ref.NameProto()) != nil:
				worse(Unknown) // deeper than maxIntentDepth
				if cut == nil {
					cut = alt.Ref
				}
			default:
				worse(Unknown)
			}
		default:
			worse(Unknown)
		}
	}
	if v.Top {
		worse(Unknown)
	}
	if verdict != Yes {
		target = ""
	}
	if verdict != Unknown {
		cut = nil
	}
	return verdict, target, cut
}

// returnedIntent decides the Intent a program method returns.
func (p *Program) returnedIntent(call regflow.Alt, depth int) (Verdict, string, *dex.MethodRef) {
	m := p.Lookup(call.Ref.Class, call.Ref.NameProto())
	if m == nil {
		return Unknown, "", nil
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil || a.Incomplete {
		return Unknown, "", nil
	}
	return p.returnsIntent(a, depth)
}

// returnsIntent is returnedIntent's answer for one analysis of the helper
// (its own, or one with a call's constants bound): whether every Intent
// it returns names a component, the class named, and where a chain of
// helpers was cut.
func (p *Program) returnsIntent(a *Analysis, depth int) (Verdict, string, *dex.MethodRef) {
	verdict, target, seen := Yes, "", false
	var cut *dex.MethodRef
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != dex.OpReturnObject {
			return
		}
		seen = true
		x, t, c := p.explicit(a, st, st.Reg(in.A), depth)
		if x == No || verdict == Yes {
			verdict = x
		}
		if t != "" {
			target = t
		}
		if cut == nil {
			cut = c
		}
	})
	if !seen {
		return Unknown, "", nil
	}
	if verdict != Unknown {
		cut = nil
	}
	return verdict, target, cut
}

// markResolution flags sites whose PendingIntent is put under "resolution"
// by one of the methods puts, by a caller of one of helperPuts (R8
// outlines, helpers given a key and a Parcelable) passing it the key and
// the PendingIntent, or by a caller of one of paramPuts (helpers given
// the PendingIntent, naming the key themselves) passing it the
// PendingIntent.
func (p *Program) markResolution(sites []*PISite, puts, helperPuts, paramPuts []*dex.Method) {
	byMethod := map[*dex.Method][]*PISite{}
	for _, s := range sites {
		byMethod[s.Method] = append(byMethod[s.Method], s)
		if s.Wrapper != nil {
			// A wrapper's PendingIntent is judged at its callers' calls:
			// the wrapper putting it is their resolution (confirmThen(…,
			// intent, …) making it and handing it to userAction).
			byMethod[s.Wrapper] = append(byMethod[s.Wrapper], &PISite{Wrapper: s.Wrapper, Method: s.Method, Call: s.Call, wrapperOf: s})
		}
	}
	for _, m := range puts {
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		_, pairCuts := p.PairPuts(m, a)
		for _, c := range pairCuts {
			p.piPairCuts = append(p.piPairCuts, ResolutionPairCut{Method: m, Call: c.Build})
		}
		p.eachPut(m, a, cetp.KeyResolution, func(v regflow.Value, _ regflow.Taint, c *Call) {
			p.markResolutionPut(byMethod, m, c, v)
		})
	}
	in := make(map[*dex.Method]*Caller, len(helperPuts))
	named := map[*dex.Method]bool{} // callers' mayNameResolution, asked once each
	for _, m := range helperPuts {
		if len(sites) > 0 && (p.keyMayReach(m, named) || takesPendingIntent(m) && p.mayNameResolution(m)) {
			// (needsUser(pi, token) takes a String beside its
			// PendingIntent, like an outline given its key, but names
			// the key itself, like a paramPuts helper: rev32_k3)
			in[m] = nil
		}
	}
	if len(sites) > 0 {
		for _, m := range paramPuts {
			in[m] = nil
		}
	}
	if len(in) == 0 || len(sites) == 0 {
		return
	}
	found, cuts := p.Puts(in, cetp.KeyResolution)
	for _, c := range cuts {
		if c.Wrapper != nil && c.First.Method != nil && OutlineKind(c.First.Method) == "" {
			p.piPairCuts = append(p.piPairCuts, ResolutionPairCut{Method: c.First.Method, Call: c.First.Call, Helper: c.Wrapper, Callers: c.Callers, Deep: c.Deep})
		}
	}
	for _, put := range found {
		if put.Wrapper != nil && OutlineKind(put.Method) == "" {
			p.markResolutionPut(byMethod, put.Method, put.Call, put.Value)
		}
	}
}

// markResolutionPut flags the sites whose PendingIntent is v, put under
// "resolution" by call c of m (the put, or the call of an outline that
// puts it).
func (p *Program) markResolutionPut(byMethod map[*dex.Method][]*PISite, m *dex.Method, c *Call, v regflow.Value) {
	p.noteUnreadFields(m, c, v)
	p.noteDelegate(m, c, v)
	p.markResolutionAlts(byMethod, m, p.throughFields(v))
	// A field its writers fill from a parameter (an SDK result's
	// NeedsUser(resolution, token), built by a needsUser(pi, token)
	// factory): the PendingIntents the constructions pass.
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Field && alt.Field != nil && alt.Field.Type == ClassPendingIntent {
			args, cut := p.fieldParamArgs(alt.Field)
			for _, pa := range args {
				p.markResolutionAlts(byMethod, pa.m, pa.v)
			}
			if cut != nil {
				cut.Method, cut.Call = m, c
				p.piPairCuts = append(p.piPairCuts, *cut)
			}
		}
	}
}

// methodValue is a value as a method has it.
type methodValue struct {
	m *dex.Method
	v regflow.Value
}

// fieldParamArgs returns what the callers of f's writers pass for the
// parameters the writers store into f, each with the calling method; an
// argument that is the caller's own parameter (a factory, a Kotlin
// default-argument bridge) is followed to its callers, up to
// maxFieldStringDepth calls and MaxStoredArgCallers call sites in all. A
// writer storing another app field of the same type (an immutable
// response built from its builder's field) hands on what that field's
// writers' callers pass, to maxFieldStringDepth fields.
func (p *Program) fieldParamArgs(f *dex.FieldRef) ([]methodValue, *ResolutionPairCut) {
	return p.fieldParamArgsFrom(f, map[fkey]bool{})
}

func (p *Program) fieldParamArgsFrom(f *dex.FieldRef, fields map[fkey]bool) ([]methodValue, *ResolutionPairCut) {
	k := fieldKey(f)
	fields[k] = true
	var copied []*dex.FieldRef // other fields the writers store into f
	type item struct {
		m      *dex.Method
		params []int64
	}
	var todo []item
	for _, w := range p.WritersOf(f) {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			continue
		}
		var ps []int64
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			for _, x := range v.Alts {
				if x.Kind == regflow.Param && x.Or == 0 && !slices.Contains(ps, x.Int) {
					ps = append(ps, x.Int)
				}
				if x.Kind == regflow.Field && x.Field != nil && x.Field.Type == f.Type && p.Classes[x.Field.Class] != nil &&
					!fields[fieldKey(x.Field)] && !slices.Contains(copied, x.Field) {
					copied = append(copied, x.Field)
				}
			}
		})
		if len(ps) > 0 {
			todo = append(todo, item{w, ps})
		}
	}
	var out []methodValue
	var cut *ResolutionPairCut
	budget := MaxStoredArgCallers
	seen := map[*dex.Method]bool{}
	for depth := 0; depth < maxFieldStringDepth && len(todo) > 0; depth++ {
		var next []item
		for _, it := range todo {
			if seen[it.m] {
				continue
			}
			seen[it.m] = true
			callers := p.Callers(it.m)
			var sites callSites
			for _, c := range callers {
				if budget == 0 {
					if cut == nil {
						cut = &ResolutionPairCut{Field: f, Callers: len(callers)}
					}
					break
				}
				if !p.onCallSurface(c.Method) {
					continue // a notification's, another component's
				}
				budget--
				sites.add(c)
			}
			for _, cm := range sites.order {
				for _, args := range p.argsAtSites(cm, sites.at[cm]) {
					var ps []int64
					for _, k := range it.params {
						if int(k) >= len(args) {
							continue
						}
						out = append(out, methodValue{cm, args[k]})
						for _, x := range args[k].Alts {
							if x.Kind == regflow.Param && x.Or == 0 {
								ps = append(ps, x.Int)
							}
						}
					}
					if len(ps) > 0 {
						next = append(next, item{cm, ps})
					}
				}
			}
		}
		todo = next
	}
	if len(todo) > 0 && cut == nil {
		// Still handed on from a parameter past the depth followed.
		cut = &ResolutionPairCut{Field: f, Deep: true}
	}
	for _, g := range copied {
		if len(fields) > maxFieldStringDepth {
			if cut == nil {
				cut = &ResolutionPairCut{Field: g, Deep: true}
			}
			break
		}
		more, c := p.fieldParamArgsFrom(g, fields)
		out = append(out, more...)
		if cut == nil {
			cut = c
		}
	}
	return out, cut
}

// markResolutionAlts flags the sites of m (or of the helpers its value
// came through) whose PendingIntent is among v's alternatives.
func (p *Program) markResolutionAlts(byMethod map[*dex.Method][]*PISite, m *dex.Method, v regflow.Value) {
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Call {
			continue
		}
		for _, s := range byMethod[m] {
			if s.wrapperOf != nil {
				// m is the wrapper: the PendingIntent it puts is the one
				// it makes from its callers' inputs, when it makes only
				// one (a wrapper making another for a notification and
				// putting a fixed one says nothing of the first).
				if alt.Ref != nil && alt.Ref.Return == ClassPendingIntent && p.makesOnePI(m) {
					s.wrapperOf.Resolution = true
				}
				continue
			}
			if s.Call.Addr == alt.Site {
				s.Resolution = true
			}
		}
		if alt.Via != nil {
			for _, s := range byMethod[alt.Via] {
				switch {
				case s.wrapperOf == nil && s.Call.Addr == alt.ViaSite:
					s.Resolution = true
				case s.wrapperOf != nil && p.makesOnePI(alt.Via):
					// Made by a wrapper judged at its callers (a Handler's
					// onIssue(grant, msg.arg1) keeping the PendingIntent in
					// a field the reply puts): each caller's site is.
					s.wrapperOf.Resolution = true
				}
			}
		}
		// The method called, or every implementation a virtual call
		// runs (an enum's constant bodies overriding its abstract
		// resolution(), a screen interface's implementations).
		callees := p.calleesAt(m, alt)
		for _, callee := range callees {
			for _, s := range byMethod[callee] {
				if s.wrapperOf == nil {
					s.Resolution = true
				}
			}
		}
	}
}

// calleesAt returns the methods the call alt's value came from may run:
// the targets of the call at its site in m, or, when m has no such call
// (a value a helper's summary returned), the method the reference names.
func (p *Program) calleesAt(m *dex.Method, alt regflow.Alt) []*dex.Method {
	if alt.Via == nil {
		for _, c := range p.Calls(m) {
			if c.Addr == alt.Site && c.Ref.Class == alt.Ref.Class && c.Ref.Name == alt.Ref.Name {
				if ts := p.Targets(&c); len(ts) > 0 {
					return ts
				}
				break
			}
		}
	}
	if callee := p.Lookup(alt.Ref.Class, alt.Ref.NameProto()); callee != nil {
		return []*dex.Method{callee}
	}
	return nil
}

// makesOnePI reports whether m has exactly one call returning a
// PendingIntent (a factory, or a helper that makes one).
func (p *Program) makesOnePI(m *dex.Method) bool {
	n := 0
	for _, c := range p.Calls(m) {
		if c.Ref.Return == ClassPendingIntent {
			n++
		}
	}
	return n == 1
}

// keyMayReach reports whether a caller of the helper m may give it the
// key "resolution": one naming the key or a String constant holder
// (mayNameResolution), an outline, or one taking a String that its own
// callers may give it so, followed as far back as Puts follows wrappers
// (MaxWrapperDepth). Following the callers of every Bundle-putting helper
// of the libraries an app bundles (their own (String, Parcelable)
// wrappers) cost the largest corpus app 2 MB of analyses per scan for
// puts of other keys. named memoizes mayNameResolution per method.
func (p *Program) keyMayReach(m *dex.Method, named map[*dex.Method]bool) bool {
	return p.keyMayReachDepth(m, named, 0, map[*dex.Method]bool{})
}

func (p *Program) keyMayReachDepth(m *dex.Method, named map[*dex.Method]bool, depth int, seen map[*dex.Method]bool) bool {
	seen[m] = true
	for _, c := range p.Callers(m) {
		if OutlineKind(c.Method) != "" {
			return true
		}
		may, ok := named[c.Method]
		if !ok {
			may = p.mayNameResolution(c.Method)
			named[c.Method] = may
		}
		if may {
			return true
		}
		if depth+1 < MaxWrapperDepth && !seen[c.Method] && slices.Contains(c.Method.Ref.Params, "Ljava/lang/String;") &&
			p.keyMayReachDepth(c.Method, named, depth+1, seen) {
			return true // passes on a key its own caller gives
		}
	}
	return false
}

// takesKeyedParcelable reports whether m's parameters include a String
// and a PendingIntent or Parcelable: a method that may put a
// PendingIntent its caller gives under a key its caller gives.
func takesKeyedParcelable(m *dex.Method) bool {
	str, pi := false, false
	for _, t := range m.Ref.Params {
		switch t {
		case "Ljava/lang/String;":
			str = true
		case ClassPendingIntent, "Landroid/os/Parcelable;":
			pi = true
		}
	}
	return str && pi
}

// takesPendingIntent reports whether m has a PendingIntent parameter.
func takesPendingIntent(m *dex.Method) bool {
	return slices.Contains(m.Ref.Params, ClassPendingIntent)
}

// readsPendingIntentField reports whether m reads a field of type
// PendingIntent.
func readsPendingIntentField(m *dex.Method) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	_ = dex.ScanFieldReads(insns, func(_ uint32, _ byte, index uint32) {
		if f, err := m.Class.File.Field(index); err == nil && f.Type == ClassPendingIntent {
			found = true
		}
	})
	return found
}

// mayObtainResolution reports whether the analysis of m may find a put's
// key to be the constant "resolution": m loads the string, reads a String
// field (a constant holder, or an instance field a constructor set), or
// calls a program method returning a String (whose summary may be the
// constant). Analysing every method that puts a PendingIntent under some
// other key — a support library's notification builders, Play services'
// — was a quarter of the CPU of a 6 MB app's audit.
func (p *Program) mayObtainResolution(m *dex.Method) bool { return p.resolutionSource(m, true) }

// mayNameResolution is mayObtainResolution for the callers of a helper
// the key may be passed to (keyMayReach), narrowed to the key loaded or
// read from a static String field: instance String fields and calls
// returning a String are in most methods, and following the helpers of
// all of those cost InsecureBankv2 1.7 MB more per scan.
func (p *Program) mayNameResolution(m *dex.Method) bool { return p.resolutionSource(m, false) }

// resolutionSource reports whether m loads "resolution" or reads a static
// String field, or, when wide, reads an instance String field or calls a
// program method returning a String.
func (p *Program) resolutionSource(m *dex.Method, wide bool) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	f := m.Class.File
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpConstString || in.Op == dex.OpConstStringJumbo:
			str, err := f.String(in.Index)
			found = err == nil && str == cetp.KeyResolution
		case in.Op == dex.OpSget+2 || wide && in.Op == dex.OpIget+2: // sget-object, iget-object
			fr, err := f.Field(in.Index)
			found = err == nil && fr.Type == "Ljava/lang/String;"
		case wide && in.IsInvoke():
			ref, err := f.Method(in.Index)
			found = err == nil && ref.Return == "Ljava/lang/String;" && p.Classes[ref.Class] != nil
		}
		return !found
	})
	return found
}

// throughFields adds to v what its program fields were given anywhere (a
// PendingIntent made in onCreate, kept in a field and put under
// "resolution" by call): the stored creations, placed where they were
// made (Via), are then resolution sites too.
func (p *Program) throughFields(v regflow.Value) regflow.Value {
	out := v
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Field || alt.Field == nil {
			continue
		}
		if _, stored, ok := p.FieldFacts(alt.Field); ok {
			out = regflow.Merge(out, stored)
		}
	}
	return out
}

// eachPut calls fn with the value of every put(key, value) in m whose key
// is the constant key, and its taint; c is the put, or for a pair of a
// bundleOf or JSONObject(mapOf) the call that made the pair.
func (p *Program) eachPut(m *dex.Method, a *Analysis, key string, fn func(v regflow.Value, taint regflow.Taint, c *Call)) {
	p.eachBundlePut(m, a, func(kv, v regflow.Value, taint regflow.Taint, c *Call) {
		if k, ok := kv.Single(); ok && k.Kind == regflow.Str && k.Str == key {
			fn(v, taint, c)
		}
	})
	pairs, _ := p.PairPuts(m, a)
	for _, pp := range pairs {
		if k, ok := pp.Key.Single(); ok && k.Kind == regflow.Str && k.Str == key {
			fn(pp.Value, pp.Taint, pp.Pair)
		}
	}
}

// eachParamKeyPut calls fn for every put in m whose key is m's own
// parameter k (not its object): a wrapper whose callers choose the key.
func (p *Program) eachParamKeyPut(m *dex.Method, a *Analysis, fn func(k int, v regflow.Value, taint regflow.Taint)) {
	p.eachBundlePut(m, a, func(kv, v regflow.Value, taint regflow.Taint, _ *Call) {
		if k, ok := kv.Single(); ok && k.Kind == regflow.Param && (k.Int != 0 || m.Static()) && k.Int < 64 {
			fn(int(k.Int), v, taint)
		}
	})
}

// eachBundlePut calls fn with the key, the value and the value's taint of
// every Bundle put(key, value) m makes, in replay order; c is the put.
func (p *Program) eachBundlePut(m *dex.Method, a *Analysis, fn func(key, v regflow.Value, taint regflow.Taint, c *Call)) {
	byAddr := CallsByAddr(p.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		vi, ok := IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params)
		if !ok {
			return
		}
		args := regflow.Args(st, in, c.Ref, false)
		fn(args[1], args[vi], st.ValueTaint(args[vi]), c)
	})
}

// CallsByAddr indexes a method's call sites by instruction address.
func CallsByAddr(calls []Call) map[uint32]*Call {
	out := make(map[uint32]*Call, len(calls))
	for i := range calls {
		out[calls[i].Addr] = &calls[i]
	}
	return out
}

// packageSet reports whether every path gave an Intent value a package.
func (p *Program) packageSet(st *regflow.State, v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, alt := range v.Alts {
		switch alt.Kind {
		case regflow.New, regflow.Call, regflow.Param:
			site := alt.Site
			if alt.Kind == regflow.Param {
				site = regflow.ParamSite(alt.Int)
			}
			if !st.Marked(packageSite(site)) {
				return false
			}
		case regflow.Field:
			if facts, _, ok := p.FieldFacts(alt.Field); !ok || !facts.Packaged {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Targets returns the component classes the site's Intent may open: its
// Target, or its Choices; none when not known.
func (s *PISite) Targets() []string {
	if s.Target != "" {
		return []string{s.Target}
	}
	return s.Choices
}

// targetChoices returns the classes an explicit Intent value names when
// it was made at one site given one of several known classes (the
// analysis's choices); nil otherwise.
func targetChoices(a *Analysis, v regflow.Value) []string {
	var out []string
	for _, alt := range v.Alts {
		if alt.Kind != regflow.New {
			return nil
		}
		c := a.choices[alt.Site]
		if c == nil {
			return nil
		}
		out = append(out, c...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// fieldChoices returns the classes an Intent kept in a field names, one
// per construction of the object holding it (FieldFacts' Choices); nil
// unless the value is that one field.
func (p *Program) fieldChoices(v regflow.Value) []string {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil {
		return nil
	}
	if ff := p.fieldFact(x.Field); ff != nil {
		return p.callerChoices(ff)
	}
	return nil
}

// callerTarget returns the component target of an Intent made here whose
// class is the caller's (paramTarget: a Class parameter, or a Class
// property of an enum parameter), "" otherwise: the method is then a
// wrapper whose callers name the class.
func callerTarget(a *Analysis, inp piInputs) string {
	if inp.noIntent || inp.intentFixed != Unknown || inp.dispatch != nil {
		return ""
	}
	t := ""
	for _, alt := range inp.intent.Alts {
		if alt.Kind != regflow.New {
			return ""
		}
		x := a.Target[alt.Site]
		if !strings.HasPrefix(x, "#") || t != "" && x != t {
			return ""
		}
		t = x
	}
	return t
}

// jvmOverload reports an overload kotlinc generated for @JvmOverloads: it
// has no line of its own and calls the method's $default bridge with the
// defaults' mask. A resolution it makes is judged at its callers (the Java
// code choosing the overload), where a finding has a line.
func jvmOverload(m *dex.Method) bool {
	code, err := m.Code()
	if err != nil || code == nil || m.Class == nil {
		return false
	}
	if lines, err := code.Lines(m.Class.File); err != nil || len(lines) > 0 {
		return false
	}
	calls := false
	dex.ScanInvokes(code.Insns, func(_ uint32, op byte, index uint32) {
		if ref, err := m.Class.File.Method(index); err == nil && ref.Class == m.Class.Name && ref.Name == m.Ref.Name+"$default" {
			calls = true
		}
	})
	return calls
}

// componentChoices returns the classes an Intent given a ComponentName
// from a field names (`Intent().setComponent(outcome.screen)`), where the
// field's writers store what their callers pass (a result object's
// constructor): the class of each ComponentName the constructions pass,
// sorted; nil unless every one of them names an own class and every
// construction was followed.
func (p *Program) componentChoices(a *Analysis, v regflow.Value) []string {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.New || a.componentField[x.Site] == nil {
		return nil
	}
	args, cut := p.fieldParamArgs(a.componentField[x.Site])
	if cut != nil || len(args) == 0 {
		return nil
	}
	var out []string
	for _, mv := range args {
		if len(mv.v.Alts) == 0 || mv.v.Top {
			return nil
		}
		if mv.v.Has(func(y regflow.Alt) bool { return y.Kind == regflow.Param }) {
			continue // handed on: its callers' values are in args too
		}
		for _, y := range mv.v.Alts {
			if y.Kind == regflow.Const && y.Int == 0 {
				continue // a construction with no screen (an error outcome): it opens nothing
			}
			if y.Kind != regflow.New || y.Str != ClassComponentName {
				return nil
			}
			// Made here, or in the method whose summary placed it (a
			// module's provides-method returning it).
			in := mv.m
			if y.Via != nil {
				in = y.Via
			}
			ca, err := p.Analyze(in)
			if err != nil || ca == nil {
				return nil
			}
			t := p.targetOf(ca, y.Site)
			if t == "" || p.Classes[t] != nil && !p.ownPackageComponent(in, y.Site) {
				// An app class named beside a package literal may be
				// another app's component of the same name: which app's
				// is CETP615's question, not answered here.
				return nil
			}
			out = append(out, t)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// ownPackageComponent reports whether the ComponentName allocated at site
// in m names this app's package: made with a Context, with the package
// getPackageName() gives, or with a literal package its class's name
// starts with.
func (p *Program) ownPackageComponent(m *dex.Method, site uint32) bool {
	calls := p.Calls(m)
	for i := range calls {
		c := &calls[i]
		if c.Ref.Class != ClassComponentName || c.Ref.Name != "<init>" || len(c.Ref.Params) != 2 {
			continue
		}
		args, ok := p.ArgsAt(m, c.Addr)
		if !ok || len(args) != 3 || !slices.Contains(regflow.Sites(args[0]), site) {
			continue
		}
		if c.Ref.Params[0] == "Landroid/content/Context;" {
			return true
		}
		x, ok := args[1].Single()
		if ok && x.Kind == regflow.Call && x.Ref != nil && x.Ref.Name == "getPackageName" && len(x.Ref.Params) == 0 {
			return true
		}
		// A literal package the class's own name starts with
		// (ComponentName("com.keyholder", "com.keyholder.ui.Confirm")):
		// the app naming itself.
		cls, okc := args[2].Single()
		return ok && okc && x.Kind == regflow.Str && x.Str != "" && cls.Kind == regflow.Str && strings.HasPrefix(cls.Str, x.Str+".")
	}
	return false
}
