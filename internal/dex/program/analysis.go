package program

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// FlagIdentityCleared is the State flag set between
// Binder.clearCallingIdentity and restoreCallingIdentity.
const FlagIdentityCleared = 1

// Analysis is a method's register analysis with the facts the Android model
// recorded along the way.
type Analysis struct {
	*regflow.Result
	// Target maps an Intent or ComponentName allocation site to the
	// component class descriptor it names.
	Target map[uint32]string
	links  map[uint32][]uint32 // writer allocation -> the objects it wraps
	// classField maps an Intent or ComponentName allocation site whose
	// class was read from a Class field to that field (targetOf).
	classField map[uint32]*dex.FieldRef
	// componentField maps an Intent allocation site given a ComponentName
	// read from a field its writers fill from a parameter (a result
	// object's `screen`) to that field: the constructions' components
	// are looked up when the PendingIntent is judged (componentChoices).
	componentField map[uint32]*dex.FieldRef
	// enumGetters maps the site of a Class getter called on an enum
	// parameter (`screen.cls` in a helper given the Screen) to that
	// parameter and getter: the caller's constant decides the class.
	enumGetters map[uint32]paramGetter
	// choices maps an Intent or ComponentName allocation site given one
	// of several known classes (a class chosen by a branch) to them,
	// sorted; Target has no entry for such a site.
	choices map[uint32][]string
	pairs   *pairMemo // PairPuts' answer, once asked
	// pairParts: per kotlin.Pair made here (TuplesKt.to's call site, or a
	// Pair allocation), what it was made with, first and second
	// (pairPart).
	pairParts map[uint32][2]regflow.Value
	// built: what the constructor calls on objects allocated here pass,
	// when a constant is among it (ctorfields.go).
	built map[uint32]construction
	// optionals: the constants an Optional made at a call site holds
	// (optionalValue).
	optionals map[uint32]regflow.Value
	// fluent: per fluent builder call (StringBuilder.append …), the
	// allocation sites of the object the chain started from.
	fluent map[uint32][]uint32
	// elemRecv: per call reading a collection (Iterator.next, List.get,
	// Map.values …), the collection it is called on.
	elemRecv map[uint32]regflow.Value
}

// Analyze returns m's analysis, computed once. It returns nil, nil for a
// method without code.
//
// A method the dex verifier would reject, or one over the dataflow work
// budget, gives a *regflow.Error, and every such answer (cached ones too) is
// reported to OnLimit, as is an analysis that did not converge. A method
// asked for while its own analysis is running (a field it writes and
// reads) gives nil, nil.
func (p *Program) Analyze(m *dex.Method) (*Analysis, error) {
	if a, ok := p.analyses[m]; ok {
		if a.Incomplete {
			p.limit(Limit{Kind: LimitFixpoint, Method: m})
		}
		return a, nil
	}
	if err, ok := p.failed[m]; ok {
		if l, ok := analysisLimit(m, err); ok {
			p.limit(l)
		}
		return nil, err
	}
	if p.analyzing[m] {
		return nil, nil
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return nil, err
	}
	a := &Analysis{Target: map[uint32]string{}, links: map[uint32][]uint32{}}
	p.analyzing[m] = true
	res, err := regflow.AnalyzeBudget(m, code, &model{p: p, a: a, m: m}, p.workBudget())
	delete(p.analyzing, m)
	if err != nil {
		p.failed[m] = err
		if l, ok := analysisLimit(m, err); ok {
			p.limit(l)
		}
		return nil, err
	}
	a.Result = res
	p.analyses[m] = a
	if a.Incomplete {
		p.limit(Limit{Kind: LimitFixpoint, Method: m})
	}
	return a, nil
}

func (p *Program) workBudget() int {
	if p.WorkBudget > 0 {
		return p.WorkBudget
	}
	return regflow.DefaultWorkBudget
}

// model is the regflow.Env of one method: what framework calls mean.
type model struct {
	p *Program
	a *Analysis
	m *dex.Method

	byAddr map[uint32]*Call
	// lazies: the initializers' invoke methods of the LazyKt.lazy calls
	// of this method, by call site (a local `by lazy`).
	lazies map[uint32][]*dex.Method
}

// call returns the indexed call at addr.
func (e *model) call(addr uint32) *Call {
	if e.byAddr == nil {
		e.byAddr = CallsByAddr(e.p.Calls(e.m))
	}
	return e.byAddr[addr]
}

func (e *model) Field(f *dex.FieldRef, static bool) (regflow.Value, bool) {
	if !static && e.p.resumedLocal(f) {
		// What a suspend call returned, or a local kept across it, read
		// on resumption: joined with the direct path, which holds it
		// (coroval.go).
		return regflow.Value{}, true
	}
	if static {
		if v, ok := e.p.staticConst(f); ok {
			return v, true
		}
	}
	if static && f.Class == "Lkotlin/random/Random;" && f.Name == "Default" {
		// kotlin.random.Random.Default: the platform's default generator,
		// not a CSPRNG — a generator passed on from here is predictable
		// (a draw from it is, below, whatever its holder).
		return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Field, Field: f}}, Taint: regflow.TaintRandom}, true
	}
	if !static && messageObjField(f) {
		if t := e.p.messageObjTaint(); t != 0 {
			return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Field, Field: f}}, Taint: t}, true
		}
	}
	v, ok := e.p.fieldRead(f)
	if e.p.throwableType(f.Type) {
		// An exception kept in a field (kotlin.Result.Failure.exception,
		// an app's lastError) is exception text once turned into a
		// string, whoever stored it.
		if !ok {
			v, ok = regflow.One(regflow.Alt{Kind: regflow.Field, Field: f}), true
		}
		v.Taint |= regflow.TaintException
	}
	return v, ok
}

// throwableType reports whether typ, a field's or a method's return type,
// is an exception class: a value of it is an exception object, and its
// string form (toString, string concatenation) exception text.
func (p *Program) throwableType(typ string) bool {
	return strings.HasPrefix(typ, "L") && p.IsThrowable(typ)
}

func (e *model) Invoke(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) regflow.Value {
	cls, name := ref.Class, ref.Name
	result := regflow.One(regflow.Alt{Kind: regflow.Call, Site: in.Addr, Ref: ref})
	var recv regflow.Value
	var delegate regflow.Taint
	if len(args) > 0 && !in.IsStaticInvoke() {
		recv = args[0]
	}
	if in.IsStaticInvoke() && len(args) >= 1 && ReturnsArg(ref) {
		return args[0] // requireNonNull(x) is x (a Dagger factory's provided object)
	}
	if recv.Alts != nil && elementRead(ref) {
		// What a collection read is read from: an element's call is
		// narrowed to the collection's objects (elementField).
		if e.a.elemRecv == nil {
			e.a.elemRecv = map[uint32]regflow.Value{}
		}
		e.a.elemRecv[in.Addr] = regflow.Merge(e.a.elemRecv[in.Addr], recv)
	}
	if v, ok := e.pairPart(in, ref, recv, args); ok {
		return v // `val (selection, args) = … to …`: the part the pair was made with (pairs.go)
	}
	if v, ok := e.p.prefsGet(in, ref, args); ok {
		return v // a preference read: what the writes of its key store (prefs.go)
	}
	if v, ok := e.p.tableGet(in, ref, args); ok {
		return v // a constant table read: the entry its key names (tables.go)
	}
	if len(args) == 1 && ref.Return == "Ljava/lang/String;" && !in.IsStaticInvoke() {
		if v, ok := e.p.enumCall(ref, recv); ok {
			return v // E.X.name, E.X.wire: the string E's construction gives
		}
	}
	if len(args) == 1 && ref.Return == "Ljava/lang/Class;" && !in.IsStaticInvoke() {
		if v, ok := e.p.enumClassCall(ref, recv); ok {
			return v // E.X.cls: the class constant E's construction gives
		}
		if r, ok := recv.Single(); ok && r.Kind == regflow.Param && e.p.isEnum(ref.Class) {
			if e.a.enumGetters == nil {
				e.a.enumGetters = map[uint32]paramGetter{}
			}
			e.a.enumGetters[in.Addr] = paramGetter{k: r.Int, getter: ref}
			return result // the call itself, which target() reads, not the getter's field
		}
	}
	if !in.IsStaticInvoke() {
		if name == "<init>" {
			e.noteConstruction(ref, args)
		} else if v, ok := e.builtGetter(ref, recv); ok {
			return v // a record's accessor: what its construction here passed
		}
	}
	if optionalClass(cls) {
		if v, ok := e.optionalValue(in, ref, recv, args); ok {
			return v // orElse of an Optional holding constants: them, or the fallback
		}
	}
	if v, ok := classNameOf(ref, recv); ok {
		return v // X.class.getName(): the class's name (a ComponentName's class)
	}
	if v, ok := e.p.delegatedPropertyName(ref, recv); ok {
		return v // the KProperty of a delegated property: its name (`by map` reads it)
	}
	if v, ok := e.p.propertyDelegateRead(ref, recv); ok {
		return v // a library delegate (Delegates.notNull): what its setValue calls stored
	}
	if valueBoxes(ref, in.IsStaticInvoke()) && len(args) == 1 {
		return valueBoxed(in.Addr, ref, args[0]) // a Kotlin value class boxed (boxing.go)
	}
	if valueUnboxes(ref, in.IsStaticInvoke()) && len(args) == 1 {
		if v, ok := valueUnboxed(in.Addr, ref, recv); ok {
			return v
		}
	}
	if boxes(ref, in.IsStaticInvoke()) && len(args) == 1 {
		result = boxed(in.Addr, ref, args[0])
	} else if prim, ok := unboxes(ref, in.IsStaticInvoke()); ok && len(args) == 1 {
		if !recv.Top && len(recv.Alts) == 0 {
			// Nothing reaches the box yet (a suspend function's resumed
			// path visited before the direct one; coroval.go): nothing
			// comes out, rather than a result the join would keep.
			return regflow.Value{}
		}
		if v, ok := unboxed(recv, prim); ok {
			v.Taint = e.taint(st, in, ref, recv, args)
			return v // the primitive the box was made of
		}
	}
	switch {
	case cls == ClassIntent && in.IsStaticInvoke() && (name == "makeMainActivity" || name == "makeRestartActivityTask") &&
		len(args) == 1 && len(ref.Params) == 1 && ref.Params[0] == ClassComponentName:
		// The Intent made for the ComponentName targets its class.
		for _, a := range args[0].Alts {
			if t := e.a.Target[a.Site]; t != "" && (a.Kind == regflow.New || a.Kind == regflow.Call) {
				e.a.Target[in.Addr] = t
			}
		}
	case in.IsStaticInvoke() && len(args) == 1 && cls == "Landroidx/datastore/preferences/core/PreferencesKeys;" && strings.HasSuffix(name, "PreferencesKey"):
		// A DataStore key stands for its name (a token kept as a key is
		// looked up by it: CETP620).
		return args[0]
	case in.IsStaticInvoke() && len(args) == 1 && (cls == "Lkotlin/jvm/internal/Reflection;" && (name == "getOrCreateKotlinClass" || name == "createKotlinClass") ||
		cls == "Lkotlin/jvm/JvmClassMappingKt;" && (name == "getJavaClass" || name == "getJavaObjectType")):
		// `X::class` and its `.java`: the KClass stands for its Class,
		// the way back is the same class (an Activity a PendingIntent
		// factory taking a KClass targets).
		return args[0]
	case cls == ClassIntent && in.IsStaticInvoke() && name == "parseUri" && len(args) >= 1:
		// An intent: URI naming its component (`#Intent;component=
		// com.app/.ui.Confirm;end`) makes an Intent of that class; any
		// other is what the text says, not known here.
		if u, ok := args[0].Single(); ok && u.Kind == regflow.Str {
			if c, ok := uriComponent(u.Str); ok {
				st.Mark(in.Addr)
				e.a.Target[in.Addr] = "L" + strings.ReplaceAll(c, ".", "/") + ";"
			}
		}
	case cls == ClassIntent && (name == "cloneFilter" || name == "clone") && len(args) == 1 && len(ref.Params) == 0 && !in.IsStaticInvoke():
		// A new Intent: cloneFilter keeps the action, data, type and
		// categories only (no component, package or extras), clone keeps
		// everything, as the copy constructor does.
		copied := regflow.One(regflow.Alt{Kind: regflow.New, Site: in.Addr, Str: ClassIntent})
		if name == "clone" {
			e.intent(st, "<init>", intentCopyInit, []regflow.Value{copied, recv})
			st.AddObjTaint(in.Addr, st.ValueTaint(recv))
		}
		return copied
	case cls == ClassIntent:
		e.intent(st, name, ref, args)
		if ref.Return == ClassIntent && name != "<init>" && !recv.IsUndefined() {
			return recv // builder style: the same Intent
		}
	case cls == ClassComponentName && name == "<init>" && len(args) == 3:
		e.target(recv, args[2])
		// A ComponentName names a component on every path: marked, its
		// target travels through summaries and fields like an
		// explicit Intent's (a helper returning ComponentName(ctx, X)).
		for _, site := range regflow.Sites(recv) {
			st.Mark(site)
		}
	case cls == classByteBuffer:
		if v, ok := e.byteBuffer(st, in, name, ref, recv, args); ok {
			return v
		}
	case cls == ClassComponentName && name == "createRelative" && in.IsStaticInvoke() && len(args) == 2 && len(ref.Params) == 2:
		// A ComponentName like the constructor's, its class given
		// relative to a package when it starts with ".".
		cn := regflow.One(regflow.Alt{Kind: regflow.New, Site: in.Addr, Str: ClassComponentName})
		if full, ok := e.relativeClass(ref.Params[0], args[0], args[1]); ok {
			e.target(cn, regflow.One(regflow.Alt{Kind: regflow.Str, Str: full}))
		}
		st.Mark(in.Addr)
		return cn
	case cls == ClassBinder && name == "clearCallingIdentity":
		st.Flags = st.Flags&^FlagPartlyRestored | FlagIdentityCleared
	case cls == ClassBinder && name == "restoreCallingIdentity":
		st.Flags &^= FlagIdentityCleared
		if restoresOuter(args) {
			restoredOuter(st, true)
		}
	case blockCall(ref, in.IsStaticInvoke()) >= 0:
		if v, ok := e.blockValue(st, in, ref); ok {
			return v // withContext { … }: what the block returns
		}
	case cls == classLazy && name == "getValue":
		if v, ok := e.lazyValue(st, in, recv); ok {
			return v // `by lazy`: what the initializer returns
		}
		delegate = regflow.TaintDelegate // a Lazy the analysis cannot follow
	case isLazyCall(ref):
		e.recordLazy(st, in, ref) // a local `by lazy`: read in this method
	case summarized(ref):
		if v, ok := e.lazyAccess(st, in, ref, args); ok {
			return v // a local `by lazy` read through kotlinc's accessor
		}
		e.identityCall(st, in, ref, args) // a helper that clears or restores the identity
	case cls == classString || cls == classKotlinIntrinsics:
		if v, ok := foldString(ref, args, in.IsStaticInvoke()); ok {
			return v
		}
	case cls == classKotlinResult && name == "constructor-impl" && in.IsStaticInvoke() && len(args) == 1:
		// kotlin.Result is an inline class over Object: constructor-impl
		// returns its argument, the value runCatching, recover or map
		// produced (or createFailure's wrapper), which getOrThrow and
		// getOrNull (inline) cast back after their checks.
		return args[0]
	case cls == classBuildCompat:
		if v, ok := buildCompatTest(name, len(args)); ok {
			return v
		}
	case cls == ClassPFD && name == "parseMode" && len(args) == 1:
		if s, ok := args[0].Single(); ok && s.Kind == regflow.Str {
			return regflow.One(regflow.Alt{Kind: regflow.Const, Int: parseMode(s.Str)})
		}
	}
	if handedToFunctionParam(in, ref, recv) {
		// An Intent given to a function value the method was itself
		// given: what that code does to it (setClass?) is not known.
		for _, a := range args[1:] {
			for _, x := range a.Alts {
				if x.Kind == regflow.New && x.Str == ClassIntent {
					st.AddObjTaint(x.Site, regflow.TaintHanded)
				}
			}
		}
	}
	result.Taint = e.taint(st, in, ref, recv, args) | delegate
	if e.p.throwableType(ref.Return) {
		// An exception returned by a call (Result.exceptionOrNull, a
		// helper's lastFailure()) is exception text once made a string.
		result.Taint |= regflow.TaintException
	}
	if c := e.call(in.Addr); c != nil {
		if v, ok := e.applySummaries(st, in, c, args, result.Taint); ok {
			return v
		}
	}
	return result
}

// handedToFunctionParam reports whether the call invokes a function value
// the method was given (a parameter: an inline function's lambda
// parameter in the body kotlinc keeps beside its inlined copies), so that
// the code run is the caller's, not known here.
func handedToFunctionParam(in *dex.Insn, ref *dex.MethodRef, recv regflow.Value) bool {
	if in.IsStaticInvoke() || ref.Name != "invoke" || !strings.HasPrefix(ref.Class, "Lkotlin/jvm/functions/Function") {
		return false
	}
	r, ok := recv.Single()
	return ok && r.Kind == regflow.Param
}

// applySummaries gives a call to program methods its result and effects
// from the callees' summaries: the value returned (parameters replaced by
// this call's arguments, objects made in the callee placed at this call
// site with their marks, target and taint) and what the callees do to
// the arguments' objects. ok is false when the call leaves the program.
func (e *model) applySummaries(st *regflow.State, in *dex.Insn, c *Call, args []regflow.Value, taint regflow.Taint) (regflow.Value, bool) {
	targets := e.p.liveTargets(c)
	if len(args) > 0 && !in.IsStaticInvoke() {
		if len(targets) > 1 && VirtualOp(c.Op) {
			e.p.noteDispatch(e.m, args[0]) // a caller may bind what it passes (dispatchBound)
		}
		targets = e.p.receiverTargets(e.m, c, args[0], targets)
		if len(targets) > 1 && VirtualOp(c.Op) {
			if f := e.elementField(args[0]); f != nil {
				if es := e.p.fieldElements(f); es.ok {
					targets = e.p.classTargets(c, es.classes, targets)
				}
			}
		}
	}
	bound := e.p.SummaryTargetBound()
	if len(targets) > bound && summarized(c.Ref) {
		e.p.wide[c.Ref.Class+"->"+c.Ref.NameProto()] = Runnable(targets)
	}
	if len(targets) == 0 || len(targets) > bound {
		return regflow.Value{}, false
	}
	// A library interface or class method the app implements
	// (javax.inject.Provider.get of Dagger's factories, Supplier.get,
	// Callable.call) dispatches to the app's overrides like an app
	// interface does: their summaries apply, and any library
	// implementation stays unknown (the library is not summarized).
	// Collections' own methods are left out (containerMethod).
	libraryDispatch := false
	if !summarized(c.Ref) {
		if !VirtualOp(c.Op) || containerMethod(c.Ref.Class) || !slices.ContainsFunc(targets, appCode) {
			return regflow.Value{}, false
		}
		libraryDispatch = true
	}
	if !st.ResultUsed() && !hasEffectParams(c.Ref) {
		return regflow.Value{}, false // nothing of the callee's would reach us
	}
	out := regflow.Value{Taint: taint}
	ret := ObjFacts{Marked: true, Packaged: true}
	params := make([]ObjFacts, len(args))
	for k := range params {
		params[k].Marked, params[k].Packaged = true, true
	}
	missing := false
	var retTargets []string // each target's returned component class, "" when it names none
	implemented := slices.ContainsFunc(targets, (*dex.Method).HasCode)
	for _, t := range targets {
		if (libraryDispatch || !summarized(t.Ref)) && !appCode(t) && t.HasCode() {
			// Library code, reached as the app's own (a method a Worker or
			// an Activity inherits from the bundled AndroidX): not
			// summarized, as if called on the library's class.
			missing = true
			continue
		}
		if implemented && !t.HasCode() && !IsPlatform(t.Class.Name) {
			// An app interface's or abstract class's own declaration
			// (D8 leaves a desugared default method's declaration
			// abstract): it runs nothing, its implementations do.
			continue
		}
		s := e.p.summaryOf(t, Site{Method: e.m, Call: c})
		if s == nil {
			missing = true
			continue
		}
		choice := regflow.Taint(0)
		if b := e.p.boundSummary(t, s, c.Ref, args); b != nil {
			s = b // as this call's constant arguments run it
		} else if b := e.p.objectBoundSummary(e.m, t, args); b != nil && !in.IsStaticInvoke() {
			s = b // as it runs on the object its constructor fixed (a SwitchingProvider's id)
		} else {
			choice = e.p.argChoice(t, s, c.Ref)
		}
		r := e.p.bindLookups(localize(s.Returns, in.Addr, args, st), args, in.Addr)
		r.Taint |= choice
		out = regflow.Merge(out, r)
		ret.Marked = ret.Marked && s.Ret.Marked
		ret.Packaged = ret.Packaged && s.Ret.Packaged
		rt := e.p.argTarget(s.Ret.Target, args)
		ret.Target = sameTarget(ret.Target, rt)
		retTargets = append(retTargets, rt)
		ret.Taint |= localTaint(s.Ret.Taint, args, st)
		for k := range params {
			if k >= len(s.Params) {
				params[k].Marked, params[k].Packaged = false, false
				continue
			}
			params[k].Marked = params[k].Marked && s.Params[k].Marked
			params[k].Packaged = params[k].Packaged && s.Params[k].Packaged
			params[k].Target = sameTarget(params[k].Target, e.p.argTarget(s.Params[k].Target, args))
			params[k].Taint |= localTaint(s.Params[k].Taint, args, st)
		}
	}
	if missing {
		ret.Marked, ret.Packaged = false, false
		for k := range params {
			params[k].Marked, params[k].Packaged = false, false
		}
		out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Call, Site: in.Addr, Ref: c.Ref}))
	}
	if ret.Marked {
		st.Mark(in.Addr)
		if ret.Target != "" && ret.Target != "?" {
			e.a.Target[in.Addr] = ret.Target
		} else if ret.Target == "?" {
			// Implementations that name different classes (an
			// interface's default target() and an override): each is
			// one of the component's choices, judged one by one.
			e.returnedChoices(in.Addr, retTargets)
		}
	}
	if ret.Packaged {
		st.Mark(packageSite(in.Addr))
	}
	st.AddObjTaint(in.Addr, ret.Taint)
	for k, f := range params {
		sites := regflow.Sites(args[k])
		for _, site := range sites {
			if f.Packaged {
				st.Mark(packageSite(site))
			}
			if f.Marked {
				st.Mark(site)
				if f.Target != "" && f.Target != "?" {
					e.a.Target[site] = f.Target
				}
			}
		}
		e.taintObjects(st, args[k], f.Taint)
	}
	return out, true
}

// summarized reports whether calls to ref use summaries: program code, not
// the platform, Java, Kotlin or AndroidX libraries an APK bundles (they are
// modelled by reference like the framework, and summarizing them would
// analyze a whole standard library for every app), nor the libraries the
// tables model by name (RxJava, Guava): an app bundles RxJava in its dex,
// and a summary of Single.subscribeOn (a new SingleSubscribeOn, or a
// shrunk stub's throw) would hide the operator the thread rules read.
func summarized(ref *dex.MethodRef) bool { return !IsPlatform(ref.Class) && !knownLibrary(ref.Class) }

// appCode reports whether t is a method with code in a class of the app
// (not of a library the APK bundles, nor one the tables model by name).
func appCode(t *dex.Method) bool {
	return t.HasCode() && !IsPlatform(t.Class.Name) && !knownLibrary(t.Class.Name)
}

// containerMethod reports whether class is a collection or comparison
// type of the platform (java.util's collections and iterators, the
// concurrent ones included, Iterable, Comparable, CharSequence, Object).
// Their overrides in an app's bundled libraries are many and deep (every
// iterator of Guava or of a JSON library, every Guava or Caffeine cache
// behind ConcurrentMap), and what they hand back is an element, not an
// object they make: summarizing them for every hasNext/next/iterator call
// cost InsecureBankv2 a third more CPU and 7 MiB (docs/performance.md),
// for nothing a rule reads. Factories and callbacks still dispatch
// (java.util.function, Callable, Future and executors, java.util's
// Observer and TimerTask, javax.inject.Provider, kotlin's Function0).
func containerMethod(class string) bool {
	switch class {
	case "Ljava/lang/Iterable;", "Ljava/lang/Comparable;", "Ljava/lang/CharSequence;", "Ljava/lang/Object;":
		return true
	case "Ljava/util/Observer;", "Ljava/util/EventListener;", "Ljava/util/TimerTask;":
		return false // callbacks the app may call itself
	}
	if rest, ok := strings.CutPrefix(class, "Ljava/util/concurrent/"); ok {
		// Only its collections (ConcurrentMap, BlockingQueue,
		// CopyOnWriteArrayList, their iterators): Callable, Future,
		// CompletionStage, executors and ThreadFactory are factories.
		for _, kind := range []string{"Map", "Set", "Queue", "Deque", "List", "Iterator", "Collection"} {
			if strings.Contains(rest, kind) {
				return true
			}
		}
		return false
	}
	return strings.HasPrefix(class, "Ljava/util/") && !strings.HasPrefix(class, "Ljava/util/function/")
}

// VirtualOp reports whether an invoke opcode dispatches on the receiver:
// invoke-virtual or invoke-interface, range forms included.
func VirtualOp(op byte) bool {
	switch op {
	case dex.OpInvokeVirtual, dex.OpInvokeInterface, dex.OpInvokeVirtualR, dex.OpInvokeInterfaceR:
		return true
	}
	return false
}

// hasEffectParams reports whether a method takes an object whose facts a
// summary carries back to the caller: an Intent (made explicit), an array
// (a pipe's ends, packages, Intents), a text builder, Bundle or JSON object
// (taint), or an Object that may be any of them.
func hasEffectParams(ref *dex.MethodRef) bool {
	for _, t := range ref.Params {
		switch {
		case strings.HasPrefix(t, "["), t == ClassIntent, t == ClassBundle, t == ClassJSONObject, t == "Ljava/lang/Object;",
			t == "Ljava/lang/StringBuilder;", t == "Ljava/lang/StringBuffer;", t == "Ljava/io/PrintWriter;",
			t == "Ljava/io/StringWriter;":
			return true
		}
	}
	return false
}

// sameTarget merges two component targets: "" is none yet, "?" differing.
func sameTarget(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return "?"
}

// parseMode is ParcelFileDescriptor.parseMode for the modes it accepts.
func parseMode(mode string) int64 {
	r, w := strings.ContainsRune(mode, 'r'), strings.ContainsRune(mode, 'w')
	switch {
	case r && w:
		return ModeReadWrite
	case w:
		return ModeWriteOnly
	}
	return ModeReadOnly
}

// intent records what Intent calls do to the Intent's explicitness.
func (e *model) intent(st *regflow.State, name string, ref *dex.MethodRef, args []regflow.Value) {
	if len(args) == 0 {
		return // a crafted static call of an Intent method without arguments
	}
	recv := args[0]
	explicit := false
	var target regflow.Value
	switch name {
	case "<init>":
		ps := ref.Params
		switch {
		case len(ps) >= 2 && ps[len(ps)-1] == "Ljava/lang/Class;" && ps[len(ps)-2] == "Landroid/content/Context;":
			explicit, target = true, args[len(args)-1]
		case len(ps) == 1 && ps[0] == ClassIntent:
			src := args[1]
			if madeAndMarked(st, src, packageSite) {
				for _, site := range regflow.Sites(recv) {
					st.Mark(packageSite(site))
				}
			}
			if madeAndMarked(st, src, func(site uint32) uint32 { return site }) {
				explicit = true
				for _, a := range src.Alts {
					e.copyTarget(recv, a.Site)
				}
			}
		}
	case "setComponent":
		if len(args) < 2 {
			return // a crafted reference without the ComponentName parameter
		}
		if c, ok := args[1].Single(); ok && c.Kind == regflow.Const && c.Int == 0 {
			// setComponent(null) (Kotlin's `component = null`): the
			// Intent resolves by its action again, implicit.
			for _, site := range intentSites(recv) {
				st.Unmark(site)
				delete(e.a.Target, site)
			}
			return
		}
		explicit = true
		for _, a := range args[1].Alts {
			switch {
			case a.Kind == regflow.New:
				e.copyTarget(recv, a.Site)

			case a.Kind == regflow.Field && a.Field != nil && a.Field.Type == ClassComponentName:
				// A ComponentName kept in a field: what every store named.
				if facts, _, ok := e.p.FieldFacts(a.Field); ok && facts.Marked && facts.Target != "" {
					e.target(recv, regflow.One(regflow.Alt{Kind: regflow.Class, Str: facts.Target}))
				} else if len(args[1].Alts) == 1 {
					if e.a.componentField == nil {
						e.a.componentField = map[uint32]*dex.FieldRef{}
					}
					for _, site := range intentSites(recv) {
						e.a.componentField[site] = a.Field
					}
				}
			}
		}
	case "setSelector":
		// With no component of its own, the Intent resolves through its
		// selector: one naming a component on every path makes it open
		// that component.
		if len(args) < 2 {
			return
		}
		sel := args[1]
		if len(sel.Alts) > 0 && madeAndMarked(st, sel, func(site uint32) uint32 { return site }) {
			explicit = true
			for _, a := range sel.Alts {
				e.copyTarget(recv, a.Site)
			}
		}
	case "setClass", "setClassName":
		explicit, target = true, args[len(args)-1]
	case "setPackage":
		// Not explicit for CETP602, but no longer implicit in Android
		// 14's sense (what CETP610 follows): a mark of its own.
		if c, ok := args[len(args)-1].Single(); !ok || c.Kind != regflow.Const {
			for _, site := range regflow.Sites(recv) {
				st.Mark(packageSite(site))
			}
			for _, a := range recv.Alts {
				if a.Kind == regflow.Field && a.Field != nil {
					e.p.fieldPackaged[fieldKey(a.Field)] = true
				}
			}
		}
	}
	if !explicit {
		return
	}
	for _, site := range intentSites(recv) {
		st.Mark(site)
	}
	if !target.IsUndefined() {
		e.target(recv, target)
	}
}

// madeAndMarked reports whether every alternative of v is an object made
// in the program (an allocation) whose mark, at the site key gives, is set:
// an Intent explicit (or given a package) on every path.
func madeAndMarked(st *regflow.State, v regflow.Value, key func(site uint32) uint32) bool {
	return v.Exact() && !v.Has(func(a regflow.Alt) bool { return a.Kind != regflow.New || !st.Marked(key(a.Site)) })
}

// intentSites returns the sites an Intent value may have been made at:
// its allocations (parameters included) and the Intent.createChooser calls
// it may be the result of, so that a chooser given a component afterwards
// is explicit like any Intent.
func intentSites(v regflow.Value) []uint32 {
	out := regflow.Sites(v)
	for _, a := range v.Alts {
		if a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == ClassIntent && a.Ref.Name == "createChooser" {
			out = append(out, a.Site)
		}
	}
	return out
}

// target records the component class an Intent or ComponentName names.
func (e *model) target(recv, cls regflow.Value) {
	c, ok := cls.Single()
	if !ok {
		// A class that differs by path: what a visit of one path alone
		// recorded (before the fixpoint merged the others) is not the
		// target.
		for _, site := range intentSites(recv) {
			delete(e.a.Target, site)
		}
		e.targetChoices(recv, cls)
		return
	}
	for _, site := range intentSites(recv) {
		delete(e.a.choices, site)
	}
	desc := ""
	switch c.Kind {
	case regflow.Class:
		desc = c.Str
	case regflow.Str:
		desc = "L" + strings.ReplaceAll(c.Str, ".", "/") + ";"
	case regflow.Field:
		e.classFieldTarget(recv, cls)
		return
	case regflow.Param:
		// The class is the caller's: R8's outlines take the constant
		// class of `new Intent(ctx, X.class)` as a parameter, and so do
		// hand-written helpers. Each call supplies it (applySummaries).
		desc = paramTarget(c.Int)
	case regflow.Call:
		// A Class property of an enum the caller passes (`screen.cls`):
		// the caller's constant decides it (argTarget).
		g, ok := e.a.enumGetters[c.Site]
		if !ok || c.Via != nil {
			return
		}
		desc = g.target()
	default:
		return
	}
	for _, site := range intentSites(recv) {
		e.a.Target[site] = desc
	}
}

// paramGetter is a Class getter of an enum called on parameter k.
type paramGetter struct {
	k      int64
	getter *dex.MethodRef
}

// target is the component target "the getter's class of the enum constant
// passed as parameter k": paramTarget(k), then '|' and the getter.
func (g paramGetter) target() string {
	return paramTarget(g.k) + "|" + g.getter.Class + "->" + g.getter.NameProto()
}

// targetChoices records the classes an Intent or ComponentName names when
// its class is one of several constants (`if (risky) A::class.java else
// B::class.java`, an enum property of one of several constants): each
// path opens one of them.
func (e *model) targetChoices(recv, cls regflow.Value) {
	if !cls.Exact() || len(cls.Alts) < 2 {
		return
	}
	var descs []string
	for _, c := range cls.Alts {
		switch c.Kind {
		case regflow.Class:
			descs = append(descs, c.Str)
		case regflow.Str:
			descs = append(descs, "L"+strings.ReplaceAll(c.Str, ".", "/")+";")
		default:
			return
		}
	}
	slices.Sort(descs)
	descs = slices.Compact(descs)
	if e.a.choices == nil {
		e.a.choices = map[uint32][]string{}
	}
	for _, site := range intentSites(recv) {
		e.a.choices[site] = descs
	}
}

// returnedChoices records, for the result of a call at site whose
// targets return components of different classes, those classes as the
// site's choices — when every target names a class of its own (a
// parameter's or an unknown one leaves the choice undecided).
func (e *model) returnedChoices(site uint32, targets []string) {
	var descs []string
	for _, t := range targets {
		if t == "" || t == "?" || ownTarget(t) == "" || strings.Contains(t, "|") {
			return
		}
		descs = append(descs, t)
	}
	slices.Sort(descs)
	descs = slices.Compact(descs)
	if len(descs) < 2 {
		return
	}
	if e.a.choices == nil {
		e.a.choices = map[uint32][]string{}
	}
	e.a.choices[site] = descs
}

// argGetterTarget is argTarget for a Class getter ("E->getCls()Ljava/lang/Class;")
// of the enum constant a call passes: the class that constant's
// construction stores, or the caller's own parameter in turn.
func (p *Program) argGetterTarget(getter string, v regflow.Value) string {
	cls, nameProto, ok := strings.Cut(getter, "->")
	m := p.Lookup(cls, nameProto)
	if !ok || m == nil {
		return "?"
	}
	if c, ok := v.Single(); ok && c.Kind == regflow.Param {
		return paramGetter{k: c.Int, getter: m.Ref}.target()
	}
	out, ok := p.enumClassCall(m.Ref, v)
	if !ok {
		return "?"
	}
	if c, ok := out.Single(); ok && c.Kind == regflow.Class {
		return c.Str
	}
	return "?"
}

// paramTarget is the component target "the class passed as parameter k"
// of a method's analysis and summary; a caller replaces it with what it
// passes (argTarget). It is never a descriptor ('#' starts none), and it
// means nothing outside its method (ownTarget).
func paramTarget(k int64) string { return "#" + strconv.FormatInt(k, 10) }

// ownTarget returns t, or "" when t is a parameter's (paramTarget): a
// target only a caller can tell.
func ownTarget(t string) string {
	if strings.HasPrefix(t, "#") {
		return ""
	}
	return t
}

// argTarget returns the target t of a callee's summary as the call with
// args sees it: a parameter's target becomes the class the call passes
// there (a class constant, a class name string, a Class field whose class
// is known, or the caller's own parameter in turn); "?" when the call
// passes something else, which names no one class.
func (p *Program) argTarget(t string, args []regflow.Value) string {
	if !strings.HasPrefix(t, "#") {
		return t
	}
	num, getter, viaGetter := strings.Cut(t[1:], "|")
	k, err := strconv.Atoi(num)
	if err != nil {
		return "?"
	}
	if viaGetter {
		return p.argGetterTarget(getter, arg(args, k))
	}
	c, ok := arg(args, k).Single()
	if !ok {
		return "?"
	}
	switch c.Kind {
	case regflow.Class:
		return c.Str
	case regflow.Str:
		return "L" + strings.ReplaceAll(c.Str, ".", "/") + ";"
	case regflow.Param:
		return paramTarget(c.Int)
	case regflow.Field:
		if cls := p.fieldClass(c.Field); cls != "" {
			return cls
		}
	}
	return "?"
}

// classFieldTarget records, for an Intent or ComponentName made from a
// value read from a Class field (a builder's target class), the field:
// its class is looked up when the PendingIntent is judged (targetOf).
func (e *model) classFieldTarget(recv, cls regflow.Value) {
	c, ok := cls.Single()
	if !ok || c.Kind != regflow.Field || c.Field == nil || c.Field.Type != classClass {
		return
	}
	if e.a.classField == nil {
		e.a.classField = map[uint32]*dex.FieldRef{}
	}
	for _, site := range regflow.Sites(recv) {
		e.a.classField[site] = c.Field
	}
}

func (e *model) copyTarget(recv regflow.Value, from uint32) {
	if t, ok := e.a.Target[from]; ok {
		for _, site := range intentSites(recv) {
			e.a.Target[site] = t
		}
	}
	if f := e.a.classField[from]; f != nil {
		for _, site := range intentSites(recv) {
			e.a.classField[site] = f
		}
	}
	if c := e.a.choices[from]; c != nil {
		for _, site := range intentSites(recv) {
			e.a.choices[site] = c
		}
	}
	if f := e.a.componentField[from]; f != nil {
		for _, site := range intentSites(recv) {
			e.a.componentField[site] = f
		}
	}
}

// taint computes the taint of a call's result and folds argument taint into
// builders.
func (e *model) taint(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) regflow.Taint {
	// D8's desugared library is java.* under j$.* names (j$.util.Optional,
	// j$.time.Instant): the same tables read it.
	cls, name := clockClass(ref.Class), ref.Name
	var all regflow.Taint
	for _, a := range args {
		all |= st.ValueTaint(a)
	}
	switch {
	case e.p.IsThrowable(cls) || recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Exception }):
		switch name {
		case "getMessage", "getLocalizedMessage", "toString", "getStackTrace", "getCause", "getSuppressed":
			return regflow.TaintException
		case "printStackTrace":
			for _, a := range args[1:] {
				e.taintObjects(st, a, regflow.TaintException)
			}
		}
	case cls == "Landroid/util/Log;" && name == "getStackTraceString",
		cls == "Lkotlin/ExceptionsKt;" && name == "stackTraceToString",
		cls == "Lcom/google/common/base/Throwables;" && name == "getStackTraceAsString",
		cls == "Lorg/apache/commons/lang3/exception/ExceptionUtils;" &&
			(name == "getStackTrace" || name == "getMessage" || name == "getRootCauseMessage"):
		return regflow.TaintException
	case cls == "Ljava/security/MessageDigest;" && name == "digest":
		// A digest of the request's bytes is 32 bytes the request does
		// not choose: no text an agent wrote reaches a path or a query
		// through it (a file named by sha256(token)), and no exception
		// text. What predicts the input predicts the digest (a hash of
		// the clock), and a secure input stays one.
		return (all | st.ValueTaint(recv)) &^ (regflow.TaintRequest | regflow.ParamTaints | regflow.TaintException)
	case cls == "Lkotlin/random/PlatformRandomKt;" && name == "asKotlinRandom" && len(args) == 1:
		// java.util.Random.asKotlinRandom(): a kotlin.random.Random view of
		// the generator, as good as the generator (SecureRandom().
		// asKotlinRandom() is a CSPRNG).
		return st.ValueTaint(args[0])
	case strings.HasPrefix(cls, "Lkotlin/random/Random") && !in.IsStaticInvoke() && kotlinRandomOfSecure(st, recv):
		// A draw from a kotlin.random.Random that wraps a SecureRandom.
		return regflow.TaintSecure | all&^regflow.TaintPredictable
	case strings.HasPrefix(cls, "Lkotlin/random/Random") && !in.IsStaticInvoke() && st.ValueTaint(recv)&(regflow.TaintRandom|regflow.TaintSecure) == 0 &&
		e.p.appFields(recv):
		// A kotlin.random.Random kept in a field of the app (a ledger
		// given Random.Default or SecureRandom().asKotlinRandom() by its
		// constructor): what its writers are given, as for java.util.Random;
		// unplaced when they are given both, for the rules to judge per
		// object.
		t := e.unmadeGenerator(recv, all, true)
		if name == "nextBytes" && len(args) > 1 {
			e.taintObjects(st, args[1], t)
		}
		return t
	case in.IsStaticInvoke() && kotlinPick(ref):
		// ALPHABET.random(), list.random(Random.Default), shuffled(rnd):
		// an element picked with the kotlin.random.Random given, as good
		// as that generator (a SecureRandom's asKotlinRandom() view is).
		if r := args[len(args)-1]; ref.Params[len(ref.Params)-1] == "Lkotlin/random/Random;" && kotlinRandomOfSecure(st, r) {
			return regflow.TaintSecure | all&^regflow.TaintPredictable
		}
		return regflow.TaintRandom | all
	case cls == "Ljava/lang/Math;" && name == "random",
		cls == "Ljava/util/concurrent/ThreadLocalRandom;",
		cls == "Ljava/util/SplittableRandom;", // a fast generator, not a CSPRNG (its seed is guessable)
		strings.HasPrefix(cls, "Lkotlin/random/Random"):
		return regflow.TaintRandom | all
	case cls == "Ljava/lang/System;" && (name == "currentTimeMillis" || name == "nanoTime"),
		cls == "Landroid/os/SystemClock;":
		return regflow.TaintClock | all
	case (cls == "Ljava/util/concurrent/atomic/AtomicInteger;" || cls == "Ljava/util/concurrent/atomic/AtomicLong;") &&
		(strings.Contains(strings.ToLower(name), "increment") || name == "getAndAdd" || name == "addAndGet"):
		return regflow.TaintCounter | all
	case cls == "Ljava/util/Random;" && name == "<init>":
		e.taintObjects(st, recv, regflow.TaintRandom)
		return 0
	case clockRead(cls, name):
		return regflow.TaintClock | all
	case timeValue(cls) && name == "<init>":
		// new Date() and new GregorianCalendar() hold the current time;
		// new Date(millis) what it is given.
		t := regflow.TaintClock
		if len(args) > 1 {
			t = 0
			for _, a := range args[1:] {
				t |= st.ValueTaint(a)
			}
		}
		e.taintObjects(st, recv, t)
		return 0
	case timeValue(cls):
		return all
	case cls == "Ljava/security/SecureRandom;" && name == "<init>":
		e.taintObjects(st, recv, regflow.TaintSecure)
		return 0
	case cls == "Ljava/security/SecureRandom;" || cls == "Ljava/util/UUID;" && name == "randomUUID" ||
		recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Str == "Ljava/security/SecureRandom;" }):
		t := regflow.TaintSecure
		if cls != "Ljava/security/SecureRandom;" && cls != "Ljava/util/UUID;" &&
			recv.Has(func(a regflow.Alt) bool { return a.Kind != regflow.New || a.Str != "Ljava/security/SecureRandom;" }) {
			// A SecureRandom among other objects (a holder filled by
			// two initializers): the others are what they are.
			t |= st.ValueTaint(recv)&regflow.TaintPredictable | regflow.TaintUnplacedGenerator
			if recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Str == "Ljava/util/Random;" }) {
				t |= regflow.TaintRandom
			}
		}
		if name == "nextBytes" && len(args) > 1 {
			e.taintObjects(st, args[1], t)
		}
		return t
	case optionalClass(cls) && (name == "map" || name == "flatMap") && !in.IsStaticInvoke() && len(args) == 2:
		// opt.map(fn): what fn's apply returns for the value held — a
		// method reference mapping an exception to a fixed text carries
		// none of it. A function the analysis cannot name keeps the
		// Optional's taint (it is taken as made from what it holds).
		if t, ok := e.appliedTaint(args[1], st.ValueTaint(recv)); ok {
			return t
		}
		return all
	case cls == classThreadLocal && name == "withInitial" && len(args) == 1:
		// ThreadLocal.withInitial(Random::new): each thread's object is
		// what the supplier's get() returns.
		return all | e.supplied(args[0])
	case cls == "Ljava/util/Random;" && name == "nextBytes" && len(args) > 1:
		// The array holds the draw: as good as the generator, placed as
		// a next* draw is when the generator was not seen made here.
		t := st.ValueTaint(recv)
		if !in.IsStaticInvoke() && t&(regflow.TaintRandom|regflow.TaintSecure|regflow.ParamTaints) == 0 {
			// (A generator from a parameter is placed by each caller.)
			t = e.unmadeGenerator(recv, t, true)
		}
		e.taintObjects(st, args[1], t)
		return 0
	case cls == "Lkotlin/random/PlatformRandomKt;" && name == "asJavaRandom" && len(args) == 1:
		// kotlin.random.Random.asJavaRandom(): a java.util.Random view of
		// the generator — a CSPRNG only when it wraps a SecureRandom
		// (asKotlinRandom's view of one); Random.Default or a seeded
		// kotlin Random is not.
		if kotlinRandomOfSecure(st, args[0]) {
			return regflow.TaintSecure
		}
		return regflow.TaintRandom | all&^regflow.TaintSecure
	case cls == "Ljava/util/Random;" && strings.HasPrefix(name, "next") && !in.IsStaticInvoke() &&
		st.ValueTaint(recv)&(regflow.TaintRandom|regflow.TaintSecure) == 0:
		return e.unmadeGenerator(recv, all, false)
	}
	if collectionClass(cls) || cls == "Ljava/util/Collections;" {
		return e.collectionTaint(st, in, ref, recv, args)
	}
	if streamClass(cls) {
		if ref.Return != "" && ref.Return[0] != 'L' && ref.Return[0] != '[' {
			return 0 // count(), anyMatch(…): a number or a truth, not the elements
		}
		return e.streamTaint(st, args)
	}
	if name == "<init>" && len(args) > 1 {
		// Constructors of builders and writers wrap their arguments.
		if propagates(cls) {
			var t regflow.Taint
			for _, a := range args[1:] {
				t |= st.ValueTaint(a)
				for _, x := range recv.Alts {
					for _, y := range a.Alts {
						if x.Kind == regflow.New && y.Kind == regflow.New {
							e.a.links[x.Site] = append(e.a.links[x.Site], y.Site)
						}
					}
				}
			}
			e.taintObjects(st, recv, t)
		}
		return 0
	}
	if !propagates(cls) {
		return 0
	}
	if mutatesReceiver(cls) && !in.IsStaticInvoke() && len(args) > 0 && ref.Return == cls {
		// A fluent call returns its receiver: remember the objects the
		// chain started from, so that a later call on the chain's result
		// changes them too (`out.append('_').append(hex)` with `out` read
		// again afterwards).
		origin := e.chainOrigin(recv)
		if len(origin) > 0 {
			if e.a.fluent == nil {
				e.a.fluent = map[uint32][]uint32{}
			}
			e.a.fluent[in.Addr] = origin
		}
	}
	if mutatesReceiver(cls) && len(args) > 1 {
		var t regflow.Taint
		for _, a := range args[1:] {
			t |= st.ValueTaint(a)
		}
		e.taintObjects(st, recv, t)
		if t != 0 {
			for _, site := range e.chainOrigin(recv) {
				st.AddObjTaint(site, t)
			}
		}
	}
	return all
}

// chainOrigin returns the allocation sites a value that is the result of
// a fluent chain in this method started from (e.a.fluent), besides v's own.
func (e *model) chainOrigin(v regflow.Value) []uint32 {
	out := regflow.Sites(v)
	for _, a := range v.Alts {
		if a.Kind == regflow.Call && a.Via == nil {
			out = append(out, e.a.fluent[a.Site]...)
		}
	}
	// Once each: a loop's `b = b.append(x)` gives a call its own origin
	// back on every visit of the fixpoint.
	slices.Sort(out)
	return slices.Compact(out)
}

// collectionTaint is taint's answer for the java.util collections: a
// collection holds which parameters of the method the values added to it
// (add, a copy constructor, List.of, Collections.singletonList …) were
// built from, and what is read out of it (iterator, next, get, poll …,
// toString, a stream, toArray) was built from them, so a helper's summary
// says its result is built from a list it was given (a list of clauses
// joined into SQL by D8's backport of String.join). Only those parameter
// bits: one element read back is not every element, so the sources a rule
// reports (exception text, a predictable generator) are not carried
// through — a list mixing a fixed text and an exception message, read at
// index 0, would otherwise be reported as leaking the exception. An index
// or a capacity is no content.
// appFields reports whether every object v may be is read from a field of
// a class of the app.
func (p *Program) appFields(v regflow.Value) bool {
	return len(v.Alts) > 0 && !v.Top && !v.Has(func(a regflow.Alt) bool {
		return a.Kind != regflow.Field || a.Field == nil || p.Classes[a.Field.Class] == nil
	})
}

// unmadeGenerator returns the taint of a draw, with the taint all of
// its arguments, from a java.util.Random-typed generator the analysis did
// not see made here: what the fields it is read from are given (a lazy
// getter's SecureRandom.getInstance), else TaintUnplacedGenerator — which
// kind it is cannot be told, and rules say so rather than trust it.
//
// With byCallers, a field its writers fill from their parameters is placed
// by what every call passes them, when that is one kind: the array
// nextBytes fills is not a value the rules can walk back to the field
// from, as they do from a next* draw's result (StoredArgTaint). A field
// given both kinds stays unplaced here, for the rules to judge per object.
func (e *model) unmadeGenerator(recv regflow.Value, all regflow.Taint, byCallers bool) regflow.Taint {
	var held regflow.Taint
	placed := true
	for _, a := range recv.Alts {
		switch {
		case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == "Ljava/security/SecureRandom;":
			held |= regflow.TaintSecure // SecureRandom.getInstance(…), getInstanceStrong()
		case a.Kind == regflow.Field && a.Field != nil:
			facts, stored, ok := e.p.FieldFacts(a.Field)
			t := (facts.Taint | stored.Taint) & (regflow.TaintPredictable | regflow.TaintSecure)
			if byCallers && ok && t == 0 && e.p.Classes[a.Field.Class] != nil {
				// A field its writers fill from their parameters (a
				// constructor's Random): what every call passes them.
				if r := e.p.storedArgs(a.Field); r.Cut == nil && !r.Sourceless {
					if k := r.Taint & (regflow.TaintPredictable | regflow.TaintSecure); k&regflow.TaintSecure == 0 || k&regflow.TaintPredictable == 0 {
						t = k
					}
				}
			}
			if !ok || t == 0 {
				placed = false
			}
			held |= t
		default:
			placed = false
		}
	}
	if placed && held != 0 {
		return all | held
	}
	return all | held | regflow.TaintUnplacedGenerator
}

func (e *model) collectionTaint(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) regflow.Taint {
	var given regflow.Taint
	first := 1
	if in.IsStaticInvoke() {
		first = 0
	}
	for k := first; k < len(args) && k-first < len(ref.Params); k++ {
		if p := ref.Params[k-first]; p[0] == 'L' || p[0] == '[' {
			given |= st.ValueTaint(args[k])
		}
	}
	given &= regflow.ParamTaints
	switch {
	case in.IsStaticInvoke():
		if strings.HasPrefix(ref.Return, "Ljava/util/") {
			return given // List.of(a, b), Collections.singletonList(a), unmodifiableList(l)
		}
		return 0
	case ref.Name == "<init>" || collectionAdds(ref.Name):
		e.taintObjects(st, recv, given)
		return 0
	case ref.Name == "toArray" && len(args) > 1:
		// toArray(T[]) fills the array it is given.
		e.taintObjects(st, args[1], st.ValueTaint(recv)&regflow.ParamTaints)
		return st.ValueTaint(recv) & regflow.ParamTaints
	case collectionReads(ref.Name) && (strings.HasPrefix(ref.Return, "L") || strings.HasPrefix(ref.Return, "[")):
		// (remove(Object) answers whether it was there: no element)
		return st.ValueTaint(recv) & regflow.ParamTaints
	}
	return 0
}

// kotlinPick recognises the Kotlin standard library's random picks from a
// collection, array or text (random, randomOrNull, shuffled), given a
// kotlin.random.Random (kotlinc inlines the forms without one to calls
// passing Random.Default).
func kotlinPick(ref *dex.MethodRef) bool {
	if ref.Name != "random" && ref.Name != "randomOrNull" && ref.Name != "shuffled" || len(ref.Params) < 2 {
		return false
	}
	switch {
	case strings.HasPrefix(ref.Class, "Lkotlin/text/StringsKt"), strings.HasPrefix(ref.Class, "Lkotlin/collections/ArraysKt"),
		strings.HasPrefix(ref.Class, "Lkotlin/collections/CollectionsKt"):
		return ref.Params[len(ref.Params)-1] == "Lkotlin/random/Random;"
	}
	return false
}

// kotlinRandomOfSecure reports whether a call on kotlin.random.Random is a
// draw from a generator that wraps a SecureRandom (asKotlinRandom of one):
// its receiver carries the SecureRandom's taint and none of a predictable
// generator. Random.Default and Random(seed) carry none; a static call
// (the Random(seed) factory, Random.Default's companion) is no draw from
// a receiver.
func kotlinRandomOfSecure(st *regflow.State, recv regflow.Value) bool {
	t := st.ValueTaint(recv)
	return t&regflow.TaintSecure != 0 && t&regflow.TaintPredictable == 0
}

// optionalValue follows constants through an Optional made and unwrapped
// in one method: `Optional.ofNullable(x).map(v -> FLAG_A).orElse(FLAG_B)`
// gives FLAG_A or FLAG_B (flags chosen by whether a value is present). The
// Optionals made here remember what they hold, by call site, when it is
// constants (a literal, OR-ed bits, a box of one, a string); ok is true
// for an unwrap whose answer is known, which is returned.
func (e *model) optionalValue(in *dex.Insn, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) (regflow.Value, bool) {
	hold := func(v regflow.Value) {
		if !constantsOnly(v) {
			return
		}
		if e.a.optionals == nil {
			e.a.optionals = map[uint32]regflow.Value{}
		}
		e.a.optionals[in.Addr] = v
	}
	switch {
	case OptionalOf(ref) && len(args) == 1:
		hold(args[0])
	case in.IsStaticInvoke() || len(args) == 0:
	case ref.Name == "filter" && len(args) == 2:
		if h, ok := e.optionalHeld(recv); ok {
			hold(h)
		}
	case ref.Name == "map" && len(args) == 2:
		if _, ok := e.optionalHeld(recv); ok || recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Call && a.Ref != nil && OptionalOf(a.Ref) }) {
			if v, ok := e.appliedValue(args[1]); ok {
				hold(v)
			}
		}
	case ref.Name == "orElse" && len(args) == 2 && constantsOnly(args[1]):
		if h, ok := e.optionalHeld(recv); ok {
			return regflow.Merge(h, args[1]), true
		}
	case (ref.Name == "get" || ref.Name == "orElseThrow") && len(args) == 1:
		if h, ok := e.optionalHeld(recv); ok {
			return h, true
		}
	}
	return regflow.Value{}, false
}

// optionalHeld is what the Optionals v may be hold, when each was made in
// this method holding constants.
func (e *model) optionalHeld(v regflow.Value) (regflow.Value, bool) {
	if v.Top || len(v.Alts) == 0 {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, a := range v.Alts {
		h, ok := e.a.optionals[a.Site]
		if a.Kind != regflow.Call || a.Via != nil || !ok {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, h)
	}
	return out, true
}

// appliedValue is what the function objects fn may be return from apply,
// when every one returns constants (by its summary).
func (e *model) appliedValue(fn regflow.Value) (regflow.Value, bool) {
	if fn.Top || len(fn.Alts) == 0 {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, a := range fn.Alts {
		cls := FunctionClass(a)
		if cls == "" || e.p.Classes[cls] == nil {
			return regflow.Value{}, false
		}
		m := e.p.Lookup(cls, "apply(Ljava/lang/Object;)Ljava/lang/Object;")
		if m == nil {
			return regflow.Value{}, false
		}
		s := e.p.Summary(m)
		if s == nil || !constantsOnly(s.Returns) {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, s.Returns)
	}
	return out, true
}

// constantsOnly reports a value every alternative of which is a constant
// that means the same in any method: a literal, OR-ed bits, a string, or
// the box of a literal or bits.
func constantsOnly(v regflow.Value) bool {
	return !v.Top && len(v.Alts) > 0 && !v.Has(func(a regflow.Alt) bool {
		switch {
		case a.Kind == regflow.Const || a.Kind == regflow.Bits || a.Kind == regflow.Str:
			return false
		case a.Kind == regflow.Call && a.Of != nil && a.Ref != nil && boxes(a.Ref, true):
			return false
		}
		return true
	})
}

// FunctionClass names the class of a function object: one made here, or
// the singleton a stateless lambda class keeps (D8's and kotlinc's
// INSTANCE, read where a method reference such as Random::new is used).
func FunctionClass(a regflow.Alt) string {
	switch {
	case a.Kind == regflow.New:
		return a.Str
	case a.Kind == regflow.Field && a.Field != nil && a.Field.Name == "INSTANCE":
		return a.Field.Class
	}
	return ""
}

// appliedTaint is the taint of what the java.util.function.Function fn
// returns from apply given a value of taint elem: by the summary of each
// app class fn may be (a D8 lambda class, made here or read from its
// INSTANCE). ok is false when some class cannot be named.
func (e *model) appliedTaint(fn regflow.Value, elem regflow.Taint) (t regflow.Taint, ok bool) {
	if fn.Top || len(fn.Alts) == 0 {
		return 0, false
	}
	for _, a := range fn.Alts {
		cls := FunctionClass(a)
		if cls == "" || e.p.Classes[cls] == nil {
			return 0, false
		}
		m := e.p.Lookup(cls, "apply(Ljava/lang/Object;)Ljava/lang/Object;")
		if m == nil {
			return 0, false
		}
		s := e.p.Summary(m)
		if s == nil {
			return 0, false
		}
		t |= s.Returns.Taint &^ regflow.ParamTaints
		if s.Returns.Taint&regflow.TaintParam(1) != 0 {
			t |= elem
		}
	}
	return t, true
}

// supplied is the taint of what a java.util.function.Supplier the program
// allocates returns from get() (a D8 lambda class or an app's class), by
// its summary; 0 when the supplier is not one the analysis can name.
func (e *model) supplied(v regflow.Value) regflow.Taint {
	var t regflow.Taint
	for _, a := range v.Alts {
		cls := FunctionClass(a)
		if cls == "" || e.p.Classes[cls] == nil {
			continue
		}
		if m := e.p.Lookup(cls, "get()Ljava/lang/Object;"); m != nil {
			if s := e.p.Summary(m); s != nil {
				t |= s.Returns.Taint &^ regflow.ParamTaints
			}
		}
	}
	return t
}

// taintObjects taints the objects v may be and the objects they wrap.
func (e *model) taintObjects(st *regflow.State, v regflow.Value, t regflow.Taint) {
	if t == 0 {
		return
	}
	st.TaintObjects(v, t)
	for _, a := range v.Alts {
		if a.Kind == regflow.Field && a.Field != nil && e.p.Classes[a.Field.Class] != nil && t&^regflow.ParamTaints != 0 {
			// The object a field holds, changed through the field: every
			// reader of the field sees it (flow-insensitive, as fields are).
			e.p.fieldTaint[fieldKey(a.Field)] |= t &^ regflow.ParamTaints
		}
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.New {
			continue
		}
		for _, w := range e.a.links[a.Site] {
			st.AddObjTaint(w, t)
		}
	}
}

func isThrowable(cls string) bool {
	return strings.HasSuffix(cls, "Exception;") || strings.HasSuffix(cls, "Error;") || cls == "Ljava/lang/Throwable;"
}

// IsThrowable reports whether cls is an exception or error class: a name
// that says so, or a program class whose superclass chain reaches one
// (`class ToolFailure extends Exception`), however the app names it.
func (p *Program) IsThrowable(cls string) bool {
	if isThrowable(cls) {
		return true
	}
	chain, external := p.Supers(cls)
	for _, c := range chain {
		if isThrowable(c.Name) {
			return true
		}
	}
	return len(chain) > 0 && external != "" && isThrowable(external)
}

// packageSite is the mark site that says an Intent allocated at site was
// given a package on every path (setPackage).
func packageSite(site uint32) uint32 { return site ^ 1<<30 }

const classByteBuffer = "Ljava/nio/ByteBuffer;"

// byteBuffer models a java.nio.ByteBuffer as the byte array behind it:
// wrap(a) is a itself, allocate(n) a new array made at the call, array()
// the receiver's array, and a put or another method returning the buffer
// folds its arguments' taint into the array and returns the receiver
// (clock bytes packed with putLong and encoded stay predictable, random
// bytes wrapped stay secure). ok is false for the other methods, which
// propagate taint as other value classes do.
func (e *model) byteBuffer(st *regflow.State, in *dex.Insn, name string, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) (regflow.Value, bool) {
	switch {
	case in.IsStaticInvoke() && name == "wrap" && len(args) > 0 && ref.Params[0] == "[B":
		return args[0], true
	case in.IsStaticInvoke() && (name == "allocate" || name == "allocateDirect"):
		return regflow.One(regflow.Alt{Kind: regflow.Array, Site: in.Addr}), true
	case in.IsStaticInvoke() || recv.IsUndefined():
		return regflow.Value{}, false
	case name == "array":
		return recv, true
	case ref.Return == classByteBuffer:
		var t regflow.Taint
		for _, a := range args[1:] {
			t |= st.ValueTaint(a)
		}
		e.taintObjects(st, recv, t)
		return recv, true
	}
	return regflow.Value{}, false
}

// intentCopyInit is Intent(Intent), the copy constructor clone() acts as.
var intentCopyInit = &dex.MethodRef{Class: ClassIntent, Name: "<init>", Params: []string{ClassIntent}, Return: "V"}

// relativeClass is the class createRelative(pkg, cls) names: cls itself
// unless it starts with ".", else cls after the package, which is pkg's
// constant, or the app's own package for a Context or getPackageName().
func (e *model) relativeClass(pkgType string, pkg, cls regflow.Value) (string, bool) {
	c, ok := cls.Single()
	if !ok || c.Kind != regflow.Str || c.Str == "" {
		return "", false
	}
	if !strings.HasPrefix(c.Str, ".") {
		return c.Str, true
	}
	if p, ok := pkg.Single(); ok && pkgType == "Ljava/lang/String;" {
		switch {
		case p.Kind == regflow.Str && p.Str != "":
			return p.Str + c.Str, true
		case p.Kind == regflow.Call && p.Ref != nil && p.Ref.Name == "getPackageName" && len(p.Ref.Params) == 0 && e.p.AppPackage != "":
			return e.p.AppPackage + c.Str, true
		}
		return "", false
	}
	if pkgType == "Landroid/content/Context;" && e.p.AppPackage != "" {
		return e.p.AppPackage + c.Str, true
	}
	return "", false
}

const (
	classString           = "Ljava/lang/String;"
	classKotlinIntrinsics = "Lkotlin/jvm/internal/Intrinsics;"
	classKotlinResult     = "Lkotlin/Result;" // an inline class over Object
)

// foldString computes String.hashCode() of a constant string and
// String.equals / Intrinsics.areEqual of two constant strings. A string
// switch (javac's and kotlinc's: hashCode(), then equals on the matching
// case) on a string a call passes is then decided per call when the
// helper is analyzed with its arguments bound (bound.go): a mode or flag
// helper taking "r" or "rw" gives the caller the one value it selects.
func foldString(ref *dex.MethodRef, args []regflow.Value, static bool) (regflow.Value, bool) {
	str := func(k int) (string, bool) {
		if k >= len(args) {
			return "", false
		}
		a, ok := args[k].Single()
		return a.Str, ok && a.Kind == regflow.Str
	}
	switch {
	case ref.Class == classString && ref.Name == "hashCode" && !static && len(ref.Params) == 0:
		if s, ok := str(0); ok {
			return regflow.One(regflow.Alt{Kind: regflow.Const, Int: int64(javaHash(s))}), true
		}
	case ref.Class == classString && ref.Name == "equals" && !static && len(args) == 2,
		ref.Class == classKotlinIntrinsics && ref.Name == "areEqual" && static && len(args) == 2:
		a, aok := str(0)
		b, bok := str(1)
		if aok && bok {
			eq := int64(0)
			if a == b {
				eq = 1
			}
			return regflow.One(regflow.Alt{Kind: regflow.Const, Int: eq}), true
		}
	}
	return regflow.Value{}, false
}

// javaHash is java.lang.String.hashCode: s[0]*31^(n-1) + ... over UTF-16
// code units, in 32-bit arithmetic.
func javaHash(s string) int32 {
	var h int32
	for _, u := range utf16.Encode([]rune(s)) {
		h = 31*h + int32(u)
	}
	return h
}

// ReturnsArg reports whether a static library call returns its
// first argument unchanged (after a null check): Objects.requireNonNull,
// Guava's and Dagger's Preconditions.checkNotNull (Dagger's generated
// factories wrap every provided object in checkNotNullFromProvides, which
// hid the object's class from the calls made on it).
func ReturnsArg(ref *dex.MethodRef) bool {
	if memoizingProvider(ref) {
		return true
	}
	if len(ref.Params) == 0 || ref.Params[0] != "Ljava/lang/Object;" || ref.Return != "Ljava/lang/Object;" {
		return false
	}
	switch ref.Class {
	case "Ljava/util/Objects;":
		return ref.Name == "requireNonNull"
	case "Ldagger/internal/Preconditions;", "Lcom/google/common/base/Preconditions;":
		return strings.HasPrefix(ref.Name, "checkNotNull")
	case "Lkotlin/coroutines/jvm/internal/SpillingKt;":
		// kotlinc 2.2+ passes a local through it before spilling it into
		// the state machine (L$n); it hands the value back.
		return ref.Name == "nullOutSpilledVariable"
	}
	return false
}

// memoizingProvider recognises Dagger's scoping wrappers,
// DoubleCheck.provider / lazy and SingleCheck.provider: the object they
// return gives, from get(), what the provider they wrap gives (once,
// memoized). The analysis takes the wrapped provider for the wrapper, so
// a component's Provider field is the module's factory it was built from
// and a call of get() on it reaches that factory's get() — the object a
// @Provides method makes — instead of every factory's.
func memoizingProvider(ref *dex.MethodRef) bool {
	if len(ref.Params) != 1 {
		return false
	}
	switch ref.Class {
	case "Ldagger/internal/DoubleCheck;":
		return ref.Name == "provider" || ref.Name == "lazy"
	case "Ldagger/internal/SingleCheck;":
		return ref.Name == "provider"
	}
	return false
}

// uriComponent returns the class an intent: URI's component= names
// (Intent.toUri's form: `component=pkg/cls`, cls relative to pkg when it
// starts with a dot); ok is false when it names none or is escaped.
func uriComponent(uri string) (string, bool) {
	i := strings.Index(uri, "#Intent;")
	if i < 0 || strings.Contains(uri, "%") {
		return "", false
	}
	for _, part := range strings.Split(uri[i+len("#Intent;"):], ";") {
		if part == "SEL" {
			break // the selector's fields follow: not this Intent's
		}
		v, ok := strings.CutPrefix(part, "component=")
		if !ok {
			continue
		}
		pkg, c, ok := strings.Cut(v, "/")
		if !ok || pkg == "" || c == "" {
			return "", false
		}
		if strings.HasPrefix(c, ".") {
			c = pkg + c
		}
		return c, true
	}
	return "", false
}

// streamClass reports java.util.stream's streams and collectors, and the
// desugared library's forms of them (j$.util.stream, read as java.* by
// clockClass; a static interface method moved to Stream$-CC, an emulated
// default method dispatched through Collection$-EL, DesugarArrays.stream).
func streamClass(cls string) bool {
	cls = strings.TrimSuffix(strings.TrimSuffix(cls, "$-CC;"), "$-EL;")
	switch {
	case strings.HasPrefix(cls, "Ljava/util/stream/"):
		return true
	case cls == "Ljava/util/DesugarArrays", cls == "Ljava/util/Collection", cls == "Ljava/util/List":
		return true // (their $-EL and desugared forms only: suffix trimmed)
	}
	return false
}

// streamTaint is taint's answer for a stream step: what it is made from
// (the source array or collection, the stream it continues, the
// collector), and what the functions it applies return — a
// map(Throwable::getMessage) over a list of causes makes exception text,
// whatever the list held.
func (e *model) streamTaint(st *regflow.State, args []regflow.Value) regflow.Taint {
	var t regflow.Taint
	for _, a := range args {
		t |= st.ValueTaint(a)
		for _, x := range a.Alts {
			cls := ""
			switch {
			case x.Kind == regflow.New && x.Via == nil && e.p.Classes[x.Str] != nil:
				cls = x.Str
			case x.Kind == regflow.Field && x.Field != nil && e.p.finalClass(x.Field.Type):
				cls = x.Field.Type // a stateless lambda's INSTANCE
			}
			c := e.p.Classes[cls]
			if c == nil || !isLambdaShaped(c) {
				continue
			}
			for _, bm := range e.p.BodyMethods(c) {
				if s := e.p.Summary(bm); s != nil {
					t |= (s.Returns.Taint | s.Ret.Taint) &^ regflow.ParamTaints
				}
			}
		}
	}
	return t
}

// isLambdaShaped reports a class that implements a functional interface
// of java.util.function (or the desugared library's): the function a
// stream step applies.
func isLambdaShaped(c *dex.Class) bool {
	for _, i := range c.Interfaces {
		if strings.HasPrefix(i, "Ljava/util/function/") || strings.HasPrefix(i, "Lj$/util/function/") {
			return true
		}
	}
	return false
}

// classNameOf returns the text Class.getName() gives for a class constant
// (`GrantActivity::class.java.name`): its binary name, dots for slashes.
func classNameOf(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if ref.Class != classClass || ref.Name != "getName" || len(ref.Params) != 0 {
		return regflow.Value{}, false
	}
	c, ok := recv.Single()
	if !ok || c.Kind != regflow.Class || !strings.HasPrefix(c.Str, "L") || !strings.HasSuffix(c.Str, ";") {
		return regflow.Value{}, false
	}
	return regflow.One(regflow.Alt{Kind: regflow.Str, Str: JavaName(c.Str)}), true
}
