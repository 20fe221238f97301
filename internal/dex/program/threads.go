package program

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Hop is a thread-hop site: a call that runs a body (a Runnable, Callable,
// lambda or coroutine) on another thread.
type Hop struct {
	Method *dex.Method
	Call   *Call
	// Bodies are the body classes found in the program: what runs on the
	// other thread.
	Bodies []*dex.Class
	// BodyMethods are bodies given as methods: the implementation methods
	// of invoke-custom lambdas.
	BodyMethods []*dex.Method
	// Unresolved says why some of the body, or whether the call hops at
	// all, is not known; "" when everything was decided.
	Unresolved string
	// ContextUnknown is set when whether the call hops at all is not
	// known (a coroutine context the analysis could not judge): the
	// bodies run, but perhaps on the caller's thread.
	ContextUnknown bool
	// InPlace is set when the call runs its body at once on the calling
	// thread (a direct executor: Guava's, or one whose code runs the
	// body in place): no hop for a rule about threads, but still code
	// the call runs for a rule about what the provider does.
	InPlace bool
	// Origins says where each body object of a class in Bodies comes
	// from, so a rule can tell which object of a class R8 merged from
	// several is handed over (its class id is set where it is made).
	Origins []BodyOrigin
	// Cases are the calls that run of a body method of which only a part
	// runs for what this call hands over: the case a Channel's receiving
	// coroutine takes for the class of the element sent (its `when (op)
	// { is Delete -> … }`). A rule judges them where they are, as calls
	// of the body, instead of the whole method.
	Cases []Site
}

// BodyOrigin is where a body object comes from: the allocation at Site
// in Method, or (Field set) a read of Field.
type BodyOrigin struct {
	Class  *dex.Class
	Method *dex.Method
	Site   uint32
	Field  *dex.FieldRef
}

// defaulted reports whether argument k of a Kotlin $default call is left
// to its default: bit k of the mask argument is set (the mask is the
// argument at index mask, -1 for a call that has none).
func defaulted(args []regflow.Value, mask, k int) bool {
	if mask < 0 {
		return false
	}
	bits, ok := arg(args, mask).Consts()
	if !ok || len(bits) == 0 {
		return false
	}
	for _, b := range bits {
		if b&(1<<k) == 0 {
			return false
		}
	}
	return true
}

// Limits of body resolution.
const (
	maxBodyDepth   = 4  // parameter hops followed back to callers
	maxBodyCallers = 16 // callers examined per parameter hop
)

// Hops finds the thread-hop sites in the given methods and the body
// classes each one runs.
func (p *Program) Hops(methods map[*dex.Method]*Caller) []*Hop {
	var out []*Hop
	for _, m := range SortedKeys(methods) {
		var sinks []*Call
		calls := p.Calls(m)
		for i := range calls {
			if _, ok := p.ThreadHop(calls[i].Ref); ok {
				sinks = append(sinks, &calls[i])
			}
		}
		if len(sinks) == 0 {
			continue
		}
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		byAddr := map[uint32]*Call{}
		for _, c := range sinks {
			byAddr[c.Addr] = c
		}
		found := map[uint32]*Hop{}
		// inPlace: the part of a hop whose executor is the caller's
		// argument that the callers passing a direct executor run.
		var inPlace []*Hop
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil || found[c.Addr] != nil {
				return
			}
			h, _ := p.ThreadHop(c.Ref)
			static := in.IsStaticInvoke()
			if h.RxOperator && static {
				return // a factory (fromCallable, zip ...): no upstream to emit on
			}
			args := regflow.Args(st, in, c.Ref, static)
			hop := &Hop{Method: m, Call: c}
			if h.NeedsDispatcher {
				d, why := p.builderDispatch(m, h, args)
				switch d {
				case ctxHops:
				case ctxUnknown:
					hop.Unresolved = why
					hop.ContextUnknown = true
				default:
					return // no dispatcher: the body runs on this thread
				}
			}
			via := executeRef
			if h.Executor == 1 {
				via = c.Ref // the executor is the receiver: asked to run by this call
			}
			if h.Executor > 0 && p.directExecutor(m, arg(args, h.Executor-1), via, 0) &&
				(h.Future == 0 || p.completedFuture(arg(args, h.Future-1))) {
				hop.InPlace = true // the body runs in place, on this thread
			}
			var direct []Caller // callers of m passing a direct executor
			if h.Executor > 0 && !hop.InPlace && (h.Future == 0 || p.completedFuture(arg(args, h.Future-1))) {
				if k, ok := ownParam(m, arg(args, h.Executor-1)); ok {
					all, some := p.directFromCallers(m, k, via)
					switch {
					case all:
						hop.InPlace = true // every caller passes a direct executor
					case some != nil:
						direct = some
					}
				}
			}
			r := p.hopBodies(m, h, args, nil)
			if (h.EventBus || h.Subject) && len(r.postingMethods) > 0 {
				// The subscribers run on the posting thread are its own
				// code; the others (ASYNC, MAIN) hand over.
				inPlace = append(inPlace, &Hop{Method: m, Call: c, BodyMethods: r.postingMethods, InPlace: true})
			}
			if direct != nil {
				if _, ok := ownParam(m, arg(args, max(h.Body, 0))); ok && h.Body >= 0 && !h.Handler && !h.Message && !h.Rx && !h.RxSubscribe && !h.Flow {
					// The body is the caller's too: what the callers
					// passing a direct executor hand over runs in place,
					// the rest on another thread.
					isDirect := func(c Caller) bool { return slices.Contains(direct, c) }
					r = p.hopBodies(m, h, args, func(c Caller) bool { return !isDirect(c) })
					in := p.hopBodies(m, h, args, isDirect)
					if len(in.classes) > 0 || len(in.methods) > 0 || in.why != "" {
						inPlace = append(inPlace, &Hop{Method: m, Call: c, Bodies: in.classes, BodyMethods: in.methods,
							Origins: in.origins, Unresolved: in.why, InPlace: true})
					}
				}
			}
			hop.Bodies = r.classes
			hop.BodyMethods = r.methods
			hop.Cases = r.cases
			hop.Origins = r.origins
			if hop.Unresolved == "" {
				hop.Unresolved = r.why
			}
			if r.contextUnknown {
				hop.ContextUnknown = true
			}
			if len(hop.Bodies) > 0 || len(hop.BodyMethods) > 0 || len(hop.Cases) > 0 || hop.Unresolved != "" {
				found[c.Addr] = hop
			}
		})
		for _, c := range sinks {
			if h := found[c.Addr]; h != nil {
				out = append(out, h)
			}
		}
		out = append(out, inPlace...)
	}
	return out
}

// hopBodies resolves the body a thread-hop sink h, called in m with
// arguments args, runs.
func (p *Program) hopBodies(m *dex.Method, h ThreadHop, args []regflow.Value, only func(Caller) bool) *bodyResolver {
	body := arg(args, max(h.Body, 0))
	r := &bodyResolver{p: p, seen: map[string]bool{}}
	if only != nil {
		r.only, r.onlyIn = only, m
	}
	switch {
	case h.Message:
		r.message(m, body)
		r.narrowMessages()
	case h.Handler:
		if h.Messenger {
			r.messenger(m, body, 0)
		} else {
			r.handler(m, body, 0)
		}
		switch {
		case h.What > 0:
			r.noteWhat(arg(args, h.What))
		case h.Msg > 0:
			r.messageWhat(m, arg(args, h.Msg))
		default:
			r.whatUnknown = true
		}
		r.narrowMessages()
	case h.RxSubscribe:
		r.rxSubscribe(m, body, args)
	case h.Rx:
		r.rxChain(m, body, 0)
	case h.Flow:
		r.flowChain(m, body, 0)
	case h.Service:
		r.intentService(m, body)
	case h.Broadcast:
		r.broadcastReceivers(m, body, h.Local)
		if h.Result > 0 {
			// sendOrderedBroadcast's result receiver runs last, on the
			// main thread (or its Handler's).
			for _, c := range p.objectClasses(m, arg(args, h.Result), classBroadcastReceiver) {
				r.addOnReceive(c)
			}
		}
	case h.Observer:
		r.contentObservers(m, body)
	case h.EventBus:
		r.eventSubscribers(m, body)
	case h.Channel:
		r.channelReceivers(m, arg(args, 0), arg(args, h.Body), h.Queue)
	case h.LiveData:
		r.liveDataObservers(m, arg(args, 0))
	case h.Subject:
		r.subjectSubscribers(m, arg(args, 0), arg(args, h.Body))
	default:
		r.resolve(m, body, h.Body < 0, 0)
		if h.Body > 0 && len(args) > 0 {
			r.poolHooks(m, args[0]) // the executor the task is handed to
		}
		if h.Executor > 0 {
			r.poolHooks(m, arg(args, h.Executor-1))
		}
	}
	return r
}

// classSubscribe is greenrobot EventBus's subscriber annotation.
const classSubscribe = "Lorg/greenrobot/eventbus/Subscribe;"

// eventSubscribers adds the app's @Subscribe methods an EventBus.post of
// the event v runs: those whose one parameter the event's class is or
// extends (EventBus matches the event's class and its supertypes). The
// event must be an object made of a program class; otherwise the
// subscribers are not known. Those run on the posting thread — ThreadMode
// POSTING (the default), or BACKGROUND, which runs in place when posted off
// the main thread (the Binder thread of call()) — go to postingMethods;
// ASYNC and the MAIN modes hand over, and go to methods.
func (r *bodyResolver) eventSubscribers(m *dex.Method, v regflow.Value) {
	var events []string
	for _, a := range v.Alts {
		if a.Kind == regflow.New && r.p.Classes[a.Str] != nil {
			events = append(events, a.Str)
		} else if a.Kind != regflow.Const {
			r.unknown("the event posted to the EventBus is not an object of a class the app makes here")
		}
	}
	if v.Top {
		r.unknown("the event posted to the EventBus is not known")
	}
	for _, sub := range r.p.eventSubscriberIndex() {
		if !slices.ContainsFunc(events, func(e string) bool { return r.p.IsSubclass(e, sub.m.Ref.Params[0]) }) {
			continue
		}
		if sub.mode == "POSTING" || sub.mode == "BACKGROUND" {
			r.postingMethods = append(r.postingMethods, sub.m)
		} else {
			r.methods = append(r.methods, sub.m)
		}
	}
}

// subscriber is an app method annotated @Subscribe, with its ThreadMode.
type subscriber struct {
	m    *dex.Method
	mode string
}

// eventSubscriberIndex lists the program's @Subscribe methods taking one
// parameter, read once per program (every post asks).
func (p *Program) eventSubscriberIndex() []subscriber {
	if p.subscribersRead {
		return p.subscribers
	}
	p.subscribersRead = true
	for _, c := range p.Order {
		anns, err := c.MethodAnnotations()
		if err != nil || len(anns) == 0 {
			continue
		}
		for _, sm := range c.Methods() {
			for _, a := range anns[sm.Index] {
				if a.Type == classSubscribe && len(sm.Ref.Params) == 1 && sm.HasCode() {
					p.subscribers = append(p.subscribers, subscriber{sm, subscribeMode(c.File, a)})
				}
			}
		}
	}
	return p.subscribers
}

// subscribeMode names the ThreadMode of a @Subscribe annotation
// ("POSTING" when it has none).
func subscribeMode(f *dex.File, a dex.Annotation) string {
	for _, e := range a.Elems {
		if e.Name == "threadMode" && e.Value.Kind == dex.ValEnum {
			if fr, err := f.Field(uint32(e.Value.Int)); err == nil {
				return fr.Name
			}
			return ""
		}
	}
	return "POSTING"
}

// intentService adds the IntentService subclasses of the app the Intent v
// (made in m) names: startService hands the Intent to the service's
// worker thread, which runs onHandleIntent. Other services, and Intents
// whose component is not known, are left alone: a started service runs
// its onStartCommand on the main thread, which CETP603 does not follow.
func (r *bodyResolver) intentService(m *dex.Method, v regflow.Value) {
	a, err := r.p.Analyze(m)
	if err != nil || a == nil {
		return
	}
	for _, alt := range v.Alts {
		if alt.Kind != regflow.New {
			continue
		}
		t := a.Target[alt.Site]
		if c := r.p.Classes[t]; c != nil && r.p.IsSubclass(t, "Landroid/app/IntentService;") {
			r.add(c)
			r.origins = append(r.origins, BodyOrigin{Class: c, Method: m, Site: alt.Site})
		}
	}
}

// poolHookNames are ThreadPoolExecutor's hooks that run on the worker
// thread around each task.
var poolHookNames = []string{"beforeExecute(Ljava/lang/Thread;Ljava/lang/Runnable;)V", "afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V"}

// poolHooks adds, when the executor exec is an object of an app subclass
// of ThreadPoolExecutor, the hooks it overrides (beforeExecute,
// afterExecute): the pool runs them on its worker thread with every task.
func (r *bodyResolver) poolHooks(m *dex.Method, exec regflow.Value) {
	var classes []string
	for _, a := range exec.Alts {
		switch {
		case a.Kind == regflow.Param && a.Int == 0 && !m.Static():
			classes = append(classes, m.Class.Name) // super.execute(task) inside the pool's own execute
		case a.Kind == regflow.New:
			classes = append(classes, a.Str)
		case a.Kind == regflow.Field && a.Field != nil:
			if r.p.Classes[a.Field.Type] != nil && !r.p.opaqueType(a.Field.Type) {
				classes = append(classes, a.Field.Type)
			} else if cs, ok := r.p.receiverClasses(m, regflow.One(a), false); ok {
				classes = append(classes, cs...)
			}
		}
	}
	for _, cls := range classes {
		if r.p.Classes[cls] == nil || !r.p.IsSubclass(cls, "Ljava/util/concurrent/ThreadPoolExecutor;") {
			continue
		}
		for _, np := range poolHookNames {
			if h := r.p.Lookup(cls, np); h != nil && h.HasCode() && !slices.Contains(r.methods, h) {
				r.methods = append(r.methods, h)
			}
		}
	}
}

// RunBodies returns the methods a thread-hop sink call c (instruction in
// of m, st the state before it) runs, wherever it runs them: on another
// thread, later from a queue, or in place (a builder without a
// dispatcher). For rules whose question does not depend on the thread
// (CETP619: a side effect is one wherever it runs). why says what of the
// body is not known; ok is false when c is no thread-hop sink.
func (p *Program) RunBodies(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (bodies []*dex.Method, why string, ok bool) {
	h, ok := p.RunHop(m, c, in, st)
	if !ok {
		return nil, "", false
	}
	for _, k := range h.Bodies {
		bodies = append(bodies, p.BodyMethods(k)...)
	}
	return append(bodies, h.BodyMethods...), h.Unresolved, true
}

// RunHop is RunBodies as a Hop: the body classes with where each object
// comes from (Origins), so a rule can tell which case of a class R8
// merged from several the call runs.
func (p *Program) RunHop(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) (*Hop, bool) {
	h, ok := p.ThreadHop(c.Ref)
	if !ok || h.RxOperator && in.IsStaticInvoke() {
		return nil, false
	}
	return p.hopBodies(m, h, CallArgs(st, in, c.Ref), nil).hop(m, c), true
}

// hop returns what r resolved as the Hop of call c in m: everything the
// call runs, on this thread or another (EventBus and subject subscribers
// run in place among BodyMethods), the cases of bodies only part of which
// runs included.
func (r *bodyResolver) hop(m *dex.Method, c *Call) *Hop {
	methods := r.methods
	if len(r.postingMethods) > 0 {
		methods = append(slices.Clip(methods), r.postingMethods...)
	}
	return &Hop{Method: m, Call: c, Bodies: r.classes, BodyMethods: methods, Origins: r.origins, Unresolved: r.why, Cases: r.cases}
}

// bodyResolver finds the program classes a body value may be.
type bodyResolver struct {
	p       *Program
	classes []*dex.Class
	methods []*dex.Method
	origins []BodyOrigin
	seen    map[string]bool
	why     string
	// contextUnknown: whether the body runs on another thread at all is
	// not known (an RxJava chain not followed back to a Scheduler).
	contextUnknown bool
	// only, when set, chooses the callers of onlyIn whose arguments are
	// followed (a hop split by the executor each caller passes).
	only   func(Caller) bool
	onlyIn *dex.Method
	// after: resolving the operand of a composition that runs on the
	// result of another function, not on the call's arguments
	// (f.andThen(g)'s g, f.compose(g)'s f); its classes and lambdas are
	// recorded in later too.
	after        bool
	later        map[string]bool
	laterMethods []*dex.Method
	// postingMethods: the EventBus subscribers found that run on the
	// posting thread (eventSubscribers); methods holds the others.
	postingMethods []*dex.Method
	// cases: the calls that run of a body method only part of which runs
	// (Hop.Cases).
	cases []Site
	// whats: the `what` of the messages a Handler hop sends, when each is
	// a constant (whatUnknown otherwise): handleMessage's cases.
	whats       []int64
	whatUnknown bool
}

func (r *bodyResolver) add(c *dex.Class) {
	if r.after {
		if r.later == nil {
			r.later = map[string]bool{}
		}
		if !r.seen[c.Name] {
			r.later[c.Name] = true
		}
	}
	if !r.seen[c.Name] {
		r.seen[c.Name] = true
		r.classes = append(r.classes, c)
	}
}

func (r *bodyResolver) unknown(why string) {
	if r.why == "" {
		r.why = why
	}
}

// resolve adds the classes of v, a value in method m. thread is set for
// Thread.start, whose receiver is the body only when it is a Thread
// subclass of the program (a plain Thread got its Runnable at <init>,
// itself a hop).
func (r *bodyResolver) resolve(m *dex.Method, v regflow.Value, thread bool, depth int) {
	if v.Top {
		if !thread {
			r.unknown("the body's class is not known")
		}
	}
	for _, alt := range v.Alts {
		if conv := desugarConvert(alt); conv != nil {
			// D8's desugared library hands a j$ functional object to the
			// platform wrapped (Supplier$Wrapper.convert(s)): the body is
			// the object converted, not the wrapper, whose get() would
			// otherwise reach every j$ Supplier of the app.
			key := "convert:" + m.Ref.String() + "@" + strconv.Itoa(int(alt.Site))
			if r.seen[key] {
				continue
			}
			r.seen[key] = true
			if args, ok := r.p.argsAt(m, alt.Site); ok && len(args) == 1 {
				r.resolve(m, args[0], thread, depth+1)
			} else {
				r.unknown("the body is what " + javaRefName(conv) + " converts, which could not be read")
			}
			continue
		}
		switch alt.Kind {
		case regflow.New:
			if c := r.p.Classes[alt.Str]; c != nil {
				r.add(c)
				o := BodyOrigin{Class: c, Method: m, Site: alt.Site}
				if alt.Via != nil {
					// Made inside a helper whose summary returned it.
					o.Method, o.Site = alt.Via, alt.ViaSite
				}
				r.origins = append(r.origins, o)
			} else if localCollection(alt.Str) && alt.Via != nil {
				r.unknown("the tasks are a collection a helper makes and fills, which the analysis does not follow")
			} else if localCollection(alt.Str) {
				// invokeAll(jobs): the bodies are the tasks added to the
				// collection made here.
				r.fromLocalCollection(m, alt.Site, thread, depth)
			} else if !thread {
				r.unknown("the body class " + alt.Str + " is not in the APK")
			}
		case regflow.Field:
			// Stateless lambdas are singletons: sget INSTANCE of the
			// lambda class (D8 and kotlinc both emit this shape).
			if c := r.p.Classes[alt.Field.Type]; c != nil && c.AccessFlags&(dex.AccInterface|dex.AccAbstract) == 0 {
				r.add(c)
				r.origins = append(r.origins, BodyOrigin{Class: c, Field: alt.Field})
			} else if c := r.p.Classes[alt.Field.Class]; c != nil && alt.Field.Name == "INSTANCE" {
				r.add(c)
				r.origins = append(r.origins, BodyOrigin{Class: c, Field: alt.Field})
			} else if ctors, k, ok := r.p.captureParam(alt.Field); ok && depth < maxBodyDepth {
				// A lambda's captured function value: what the code
				// making the lambda passes its constructor. A copy of the
				// lambda made from its own fields (a SuspendLambda's
				// create) passes the field itself: already being resolved.
				if key := "capture:" + alt.Field.Class + "->" + alt.Field.Name; !r.seen[key] {
					r.seen[key] = true
					for _, ctor := range ctors {
						// The capture and the construction are one step
						// of the source (`pool.execute(() -> task.run())`
						// in a helper given the task): only the caller's
						// argument counts against the depth, each field
						// followed once (seen).
						r.fromCallers(ctor, k, thread, depth)
					}
				}
			} else if !thread {
				r.unknown("the body is read from field " + alt.Field.Class + "->" + alt.Field.Name)
			}
		case regflow.Param:
			if alt.Int == 0 && !m.Static() {
				r.add(m.Class) // the method's own object is the body
				continue
			}
			r.fromCallers(m, int(alt.Int), thread, depth)
		case regflow.CallSite:
			ms := r.p.LambdaMethods(m.Class.File, uint32(alt.Int))
			if len(ms) == 0 && !thread {
				r.unknown("the body is a lambda whose implementation is not in the APK")
			}
			r.methods = append(r.methods, ms...)
		case regflow.Class:
			// A Worker class a WorkManager request is made for.
			if c := r.p.Classes[alt.Str]; c != nil {
				r.add(c)
				r.origins = append(r.origins, BodyOrigin{Class: c, Method: m})
			} else if !thread {
				r.unknown("the body class " + alt.Str + " is not in the APK")
			}
		case regflow.Const:
			// null: nothing runs
		case regflow.Call:
			if alt.Via == nil && alt.Ref != nil && collectionRead(alt.Ref) {
				r.fromCollection(m, alt.Site, thread, depth)
				continue
			}
			if alt.Via == nil && alt.Ref != nil && optionalUnwrap(alt.Ref) && depth < maxBodyDepth {
				// Optional.ofNullable(name).map(handlers::get).orElseThrow(…):
				// the value the Optional holds (orElse's fallback too).
				if args, ok := r.p.argsAt(m, alt.Site); ok && len(args) > 0 {
					r.fromOptional(m, args[0], thread, depth+1)
					if alt.Ref.Name == "orElse" && len(args) > 1 {
						r.resolve(m, args[1], thread, depth+1)
					}
					continue
				}
			}
			if alt.Via != nil && alt.Ref != nil && collectionRead(alt.Ref) {
				// Read in a helper whose summary returned it (a registry's
				// `operator fun get(name) = handlers[name]`): the
				// collection read there.
				r.fromCollection(alt.Via, alt.ViaSite, thread, depth+1)
				continue
			}
			if alt.Via == nil && alt.Ref != nil && functionComposition(alt.Ref) && depth < maxBodyDepth {
				// f.andThen(g), f.compose(g), p.and(q), p.negate(): the
				// composed function runs the bodies of both. A Function's
				// andThen gives the call's arguments to its receiver and
				// the receiver's result to g; compose the other way round;
				// Consumer's andThen and Predicate's and/or give both
				// the arguments.
				if args, ok := r.p.argsAt(m, alt.Site); ok {
					first := resultChained(alt.Ref)
					for i, v := range args {
						was := r.after
						r.after = r.after || first >= 0 && i != first
						n := len(r.methods)
						r.resolve(m, v, thread, depth+1)
						if r.after && !was {
							r.laterMethods = append(r.laterMethods, r.methods[n:]...)
						}
						r.after = was
					}
					continue
				}
			}
			if alt.Via == nil && alt.Ref != nil && listOf(alt.Ref) && depth < maxBodyDepth {
				// invokeAll(Arrays.asList(a, b)), List.of(a, b),
				// listOf(a, b): the bodies are the elements the call
				// is given, one by one or in a varargs array.
				if args, ok := r.p.argsAt(m, alt.Site); ok {
					for _, v := range args {
						if elems := r.p.ArrayElements(m, v); elems != nil {
							for _, k := range slices.Sorted(maps.Keys(elems)) {
								r.resolve(m, elems[k], thread, depth+1)
							}
							continue
						}
						r.resolve(m, v, thread, depth+1)
					}
					continue
				}
			}
			if !thread {
				what := "a call"
				if alt.Ref != nil {
					what = JavaName(alt.Ref.Class) + "." + alt.Ref.Name
				}
				r.unknown("the body is what " + what + " returns, which the analysis does not follow")
			}
		default:
			if !thread {
				r.unknown("the body comes from " + alt.String())
			}
		}
	}
}

// functionComposition reports whether ref makes a java.util.function
// object out of its receiver and arguments (andThen, compose, and, or,
// negate), also as D8's desugared j$ library names them.
func functionComposition(ref *dex.MethodRef) bool {
	if !strings.HasPrefix(ref.Class, "Ljava/util/function/") && !strings.HasPrefix(ref.Class, "Lj$/util/function/") {
		return false
	}
	switch ref.Name {
	case "andThen", "compose", "and", "or", "negate":
		return strings.HasPrefix(ref.Return, "Ljava/util/function/") || strings.HasPrefix(ref.Return, "Lj$/util/function/")
	}
	return false
}

// resultChained returns, for a composition whose second function runs on
// the first one's result (Function and BiFunction andThen, Function's
// compose), the argument of the call (0 its receiver) that gets the
// composed function's arguments; -1 when every operand gets them
// (Consumer's andThen, Predicate's and/or/negate).
func resultChained(ref *dex.MethodRef) int {
	class := strings.TrimPrefix(strings.TrimPrefix(ref.Class, "Ljava/util/function/"), "Lj$/util/function/")
	switch class {
	case "Function;", "BiFunction;", "UnaryOperator;", "BinaryOperator;":
		switch ref.Name {
		case "andThen":
			return 0
		case "compose":
			return 1
		}
	}
	return -1
}

// collectionRead reports whether ref reads an element of a java.util
// collection: Map.get/getOrDefault/remove, List.get, Deque and Queue polls.
func collectionRead(ref *dex.MethodRef) bool {
	if !strings.HasPrefix(ref.Class, "Ljava/util/") || ref.Return != "Ljava/lang/Object;" {
		return false
	}
	switch ref.Name {
	case "get", "getOrDefault", "remove", "poll", "peek", "take", "pollFirst", "pollLast", "getFirst", "getLast":
		return true
	}
	return false
}

// collectionWrite returns the argument index of the element ref stores
// into a java.util collection (Map.put's value, List.add's element), or
// -1.
func collectionWrite(ref *dex.MethodRef) int {
	if !strings.HasPrefix(ref.Class, "Ljava/util/") {
		return -1
	}
	switch {
	case (ref.Name == "put" || ref.Name == "putIfAbsent") && len(ref.Params) == 2:
		return 2
	case (ref.Name == "add" || ref.Name == "offer" || ref.Name == "addLast" || ref.Name == "addFirst" || ref.Name == "push") && len(ref.Params) == 1:
		return 1
	case (ref.Name == "add" || ref.Name == "set") && len(ref.Params) == 2 && ref.Params[0] == "I":
		return 2
	}
	return -1
}

// collectionWriteNames are the names collectionWrite recognises.
var collectionWriteNames = []string{"put", "putIfAbsent", "add", "offer", "addLast", "addFirst", "push", "set"}

// fromCollection resolves the element the collection read at site of m
// returns: the collection must be read from program fields (a table of
// jobs filled in the constructor), each holding only collections made
// where it is set; the elements are every value stored into such a
// field's collection anywhere in the app (flow-insensitive, as fields
// are), each resolved where it is stored.
func (r *bodyResolver) fromCollection(m *dex.Method, site uint32, thread bool, depth int) {
	if depth >= maxBodyDepth {
		r.unknown(fmt.Sprintf("the body is an element of a collection, and collections are followed at most %d steps deep (the budget of body resolution)", maxBodyDepth))
		return
	}
	var recv, key regflow.Value
	if a, err := r.p.Analyze(m); err == nil && a != nil {
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr == site && in.IsInvoke() && !in.IsStaticInvoke() && len(in.Args) > 0 {
				recv = regflow.Merge(recv, st.Reg(uint32(in.Args[0])))
				if len(in.Args) > 1 {
					key = regflow.Merge(key, st.Reg(uint32(in.Args[1])))
				}
			}
		})
	}
	// A map read by a constant key (tools.get("count")): only the
	// elements put under that key, when every put into the map names
	// its key by a constant.
	wantKey := ""
	if k, ok := key.Single(); ok && k.Kind == regflow.Str {
		wantKey = k.Str
	}
	recv = r.uncaptured(recv)
	var fields []*dex.FieldRef
	for _, x := range recv.Alts {
		if x.Kind != regflow.Field || x.Field == nil || r.p.Classes[x.Field.Class] == nil || !r.p.madeCollection(x.Field) {
			fields = nil
			break
		}
		fields = append(fields, x.Field)
	}
	if len(fields) == 0 && recv.Exact() && len(recv.Alts) > 0 && !slices.ContainsFunc(recv.Alts, func(x regflow.Alt) bool {
		return x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !kotlinMapOf(x.Ref) && !kotlinListOf(x.Ref)
	}) {
		// A Kotlin mapOf(k to v, ...) or listOf(...) made in this method
		// (a local table of handlers).
		if a, err := r.p.Analyze(m); err == nil && a != nil {
			mc := r.p.madeCollections(m, a)
			done := true
			for _, x := range recv.Alts {
				done = r.madeElements(m, mc, x.Site, thread, depth) && done
			}
			if done {
				return
			}
		}
	}
	if len(fields) == 0 && recv.Exact() {
		// A Kotlin mapOf(k to v, ...) or listOf(...) kept in a field.
		done := len(recv.Alts) > 0
		for _, x := range recv.Alts {
			if x.Kind != regflow.Field || x.Field == nil || r.p.Classes[x.Field.Class] == nil ||
				!r.kotlinCollectionElements(x.Field, thread, depth) {
				done = false
			}
		}
		if done {
			return
		}
	}
	if !recv.Exact() || len(fields) == 0 {
		if !thread {
			r.unknown("the body is an element of a collection the analysis does not tie to a field of the app filled with collections it makes")
		}
		return
	}
	type element struct {
		in       *dex.Method
		key, val regflow.Value
	}
	var elems []element
	for _, name := range collectionWriteNames {
		for _, s := range r.p.sitesNamed(name, "") {
			k := collectionWrite(s.Call.Ref)
			if k < 0 {
				continue
			}
			a, err := r.p.Analyze(s.Method)
			if err != nil || a == nil {
				r.unknown("the method " + s.Method.String() + " storing into a collection cannot be analysed")
				continue
			}
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Addr != s.Call.Addr || !in.IsInvoke() {
					return
				}
				args := regflow.Args(st, in, s.Call.Ref, false)
				if len(args) <= k || !args[0].Has(func(x regflow.Alt) bool {
					return x.Kind == regflow.Field && x.Field != nil && slices.ContainsFunc(fields, func(f *dex.FieldRef) bool { return fieldKey(f) == fieldKey(x.Field) })
				}) {
					return
				}
				e := element{in: s.Method, val: args[k]}
				if k == 2 && (s.Call.Ref.Name == "put" || s.Call.Ref.Name == "putIfAbsent") {
					e.key = args[1]
				}
				elems = append(elems, e)
			})
		}
	}
	byKey := wantKey != "" && len(elems) > 0
	for _, e := range elems {
		if k, ok := e.key.Single(); !ok || k.Kind != regflow.Str {
			byKey = false
		}
	}
	for _, e := range elems {
		if k, _ := e.key.Single(); byKey && k.Str != wantKey {
			continue
		}
		r.resolve(e.in, e.val, thread, depth+1)
	}
}

// uncaptured replaces, in a collection value, a lambda's captured field
// (`handlers::get` bound to a provider's map) by the fields the code making
// the lambda passes its constructor for it; an alternative that cannot be
// followed so, or is given anything but fields, stays.
func (r *bodyResolver) uncaptured(v regflow.Value) regflow.Value {
	var out regflow.Value
	out.Top = v.Top
	for _, x := range v.Alts {
		one := regflow.Value{Alts: []regflow.Alt{x}}
		if x.Kind != regflow.Field || x.Field == nil {
			out = regflow.Merge(out, one)
			continue
		}
		ctors, k, ok := r.p.captureParam(x.Field)
		if !ok {
			out = regflow.Merge(out, one)
			continue
		}
		var given regflow.Value
		for _, ctor := range ctors {
			callers := r.p.Callers(ctor)
			if len(callers) == 0 {
				ok = false
			}
			for _, c := range callers {
				args, found := r.p.argsAt(c.Method, c.Call.Addr)
				if !found || k >= len(args) {
					ok = false
					continue
				}
				given = regflow.Merge(given, args[k])
			}
		}
		// Only fields stand for themselves in any method: a value of
		// the maker's own frame (a local mapOf) is not read here.
		if !ok || given.Top || len(given.Alts) == 0 || given.Has(func(y regflow.Alt) bool { return y.Kind != regflow.Field }) {
			out = regflow.Merge(out, one)
			continue
		}
		out = regflow.Merge(out, given)
	}
	return out
}

// IsOptional reports java.util.Optional, also as D8's core library
// desugaring renames it for an app below API 24 (j$.util.Optional).
func IsOptional(class string) bool {
	return class == "Ljava/util/Optional;" || class == "Lj$/util/Optional;"
}

// optionalUnwrap recognises the calls that give the value an Optional
// holds: get, orElseThrow, orElse (or its fallback).
func optionalUnwrap(ref *dex.MethodRef) bool {
	if !IsOptional(ref.Class) {
		return false
	}
	switch ref.Name {
	case "get", "orElseThrow", "orElse":
		return true
	}
	return false
}

// fromOptional resolves the value an Optional v (in m) holds: what
// Optional.of / ofNullable was given, what the function of a map step
// returns, through filter steps.
func (r *bodyResolver) fromOptional(m *dex.Method, v regflow.Value, thread bool, depth int) {
	if v.Top || len(v.Alts) == 0 || depth >= maxBodyDepth {
		r.unknown("the body is what an Optional holds, followed at most " + strconv.Itoa(maxBodyDepth) + " steps deep")
		return
	}
	for _, x := range v.Alts {
		if x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !IsOptional(x.Ref.Class) {
			r.unknown("the body is what an Optional made elsewhere holds")
			continue
		}
		args, ok := r.p.argsAt(m, x.Site)
		if !ok {
			r.unknown("the body is what an Optional holds, whose making could not be read")
			continue
		}
		switch {
		case (x.Ref.Name == "of" || x.Ref.Name == "ofNullable") && len(args) == 1:
			r.resolve(m, args[0], thread, depth+1)
		case x.Ref.Name == "filter" && len(args) == 2:
			r.fromOptional(m, args[0], thread, depth+1)
		case x.Ref.Name == "map" && len(args) == 2:
			// What the mapping function returns: each of its bodies'
			// returned values.
			fr := &bodyResolver{p: r.p, seen: r.seen}
			fr.resolve(m, args[1], false, depth+1)
			if fr.why != "" {
				r.unknown(fr.why)
			}
			var bodies []*dex.Method
			for _, c := range fr.classes {
				bodies = append(bodies, r.p.BodyMethods(c)...)
			}
			bodies = append(bodies, fr.methods...)
			if len(bodies) == 0 {
				r.unknown("the body is what an Optional's map function returns, which could not be placed")
			}
			read := 0
			for _, b := range bodies {
				if b.Ref.Return == "V" || len(b.Ref.Params) != 1 {
					continue
				}
				read++
				r.resolve(b, r.p.returnedValue(b), thread, depth+1)
			}
			if read == 0 && len(bodies) > 0 {
				r.unknown("the body is what an Optional's map function returns, whose code does not take one value")
			}
		default:
			r.unknown("the body is what " + javaRefName(x.Ref) + " holds")
		}
	}
}

// returnedValue merges what m's return instructions return.
func (p *Program) returnedValue(m *dex.Method) regflow.Value {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return regflow.Unknown
	}
	var out regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpReturnObject {
			out = regflow.Merge(out, st.Reg(in.A))
		}
	})
	return out
}

// listOf reports whether ref makes a fixed list or set of its arguments
// (Arrays.asList, List.of, Set.of, Collections.singletonList, Kotlin's
// listOf and setOf; not mutableListOf, which may be added to after).
func listOf(ref *dex.MethodRef) bool {
	switch ref.Class + "." + ref.Name {
	case "Ljava/util/Arrays;.asList", "Ljava/util/List;.of", "Ljava/util/Set;.of", "Ljava/util/Collections;.singletonList",
		"Ljava/util/Collections;.singleton", "Lkotlin/collections/CollectionsKt;.listOf", "Lkotlin/collections/SetsKt;.setOf":
		return true
	}
	return false
}

// localCollection reports whether class is a java.util collection a
// method may make and fill with tasks (invokeAll's argument).
func localCollection(class string) bool {
	switch class {
	case "Ljava/util/ArrayList;", "Ljava/util/LinkedList;", "Ljava/util/ArrayDeque;", "Ljava/util/HashSet;",
		"Ljava/util/LinkedHashSet;", "Ljava/util/Vector;", "Ljava/util/concurrent/CopyOnWriteArrayList;":
		return true
	}
	return false
}

// fromLocalCollection resolves the elements of the collection made at
// site of m: what m adds to it, each resolved in m. A helper given the
// collection that adds to it, or an addAll, is not followed: the bodies
// are then not all known, and the resolver says so.
func (r *bodyResolver) fromLocalCollection(m *dex.Method, site uint32, thread bool, depth int) {
	if depth >= maxBodyDepth {
		r.unknown(fmt.Sprintf("the body is an element of a collection, and collections are followed at most %d steps deep (the budget of body resolution)", maxBodyDepth))
		return
	}
	a, err := r.p.Analyze(m)
	if err != nil || a == nil {
		r.unknown("the method " + m.String() + " filling the collection of bodies cannot be analysed")
		return
	}
	byAddr := CallsByAddr(r.p.Calls(m))
	isColl := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Site == site })
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		args := CallArgs(st, in, c.Ref)
		for j, v := range args {
			if !isColl(v) {
				continue
			}
			switch {
			case j == 0 && !in.IsStaticInvoke() && collectionWrite(c.Ref) > 0 && collectionWrite(c.Ref) < len(args):
				r.resolve(m, args[collectionWrite(c.Ref)], thread, depth+1)
			case j == 0 && (c.Ref.Name == "addAll" || c.Ref.Name == "<init>" && len(args) > 1):
				r.unknown("tasks are added to the collection of bodies from another collection in " + m.String() + ", which the analysis does not follow")
			case IsPlatform(c.Ref.Class):
				// size(), iterator(), the hop itself: no element added
			default:
				for _, t := range r.p.Targets(c) {
					if addsToParam(r.p, t, j) {
						r.unknown("the collection of bodies is filled by " + t.String() + ", which the analysis does not follow")
					}
				}
			}
		}
	})
}

// addsToParam reports whether m adds elements to its parameter k (a
// helper filling the list of tasks it is given).
func addsToParam(p *Program, m *dex.Method, k int) bool {
	if !m.HasCode() {
		return false
	}
	found := false
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if found || in.IsStaticInvoke() || (collectionWrite(c.Ref) < 0 && c.Ref.Name != "addAll") {
			return
		}
		args := CallArgs(st, in, c.Ref)
		found = len(args) > 0 && args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && int(x.Int) == k })
	})
	return found
}

// madeCollection reports whether every store into f is a java.util
// collection made where it is stored (new HashMap<>() in the
// constructor): the field's elements are then only what the app puts.
func (p *Program) madeCollection(f *dex.FieldRef) bool {
	writers := p.WritersOf(f)
	if len(writers) == 0 {
		return false
	}
	k := fieldKey(f)
	ok := true
	for _, w := range writers {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return false
		}
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			if !v.Exact() || v.Has(func(x regflow.Alt) bool {
				return x.Kind != regflow.New || x.Via != nil || !strings.HasPrefix(x.Str, "Ljava/util/")
			}) {
				ok = false
			}
		})
	}
	return ok
}

// threadFactory reports whether m is a ThreadFactory's newThread(Runnable):
// the Runnable is the executor's own worker, and the tasks it runs are
// judged where they are handed to the executor.
func threadFactory(m *dex.Method) bool {
	return m.Ref.Name == "newThread" && len(m.Ref.Params) == 1 && m.Ref.Params[0] == "Ljava/lang/Runnable;" &&
		m.Ref.Return == "Ljava/lang/Thread;"
}

// fromCallers resolves argument k of m at each call site of m.
func (r *bodyResolver) fromCallers(m *dex.Method, k int, thread bool, depth int) {
	// A parameter already being followed (a delegate's `inner.post(job)`
	// that may call itself) adds no origin of its own.
	key := "param:" + m.Ref.String() + "#" + strconv.Itoa(k)
	if r.seen[key] {
		return
	}
	r.seen[key] = true
	callers := r.p.Callers(m)
	what := "the body"
	if thread {
		what = "the thread started"
	}
	switch {
	case len(callers) == 0:
		if !thread && !threadFactory(m) {
			r.unknown("the body is a parameter of " + m.String())
		}
		return
	case depth >= maxBodyDepth:
		// A budget, not a plain Thread: say so even for Thread.start.
		r.unknown(fmt.Sprintf("%s is a parameter of %s, and parameters are followed back to callers at most %d calls deep (the budget of body resolution)", what, m, maxBodyDepth))
		return
	case len(callers) > maxBodyCallers:
		r.unknown(fmt.Sprintf("%s is a parameter of %s, which has %d callers, more than the %d followed per parameter (the budget of body resolution)", what, m, len(callers), maxBodyCallers))
		return
	}
	for _, c := range callers {
		if r.only != nil && m == r.onlyIn && !r.only(c) {
			continue
		}
		a, err := r.p.Analyze(c.Method)
		if err != nil || a == nil {
			r.unknown("the caller " + c.Method.String() + " cannot be analysed")
			continue
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != c.Call.Addr {
				return
			}
			static := in.IsStaticInvoke()
			args := regflow.Args(st, in, c.Call.Ref, static)
			if !static && !m.Static() && k > 0 && r.p.notInstanceOf(args[0], m.Class.Name, 0) {
				// A virtual call whose receiver is known to be
				// another class's object runs another method.
				return
			}
			r.resolve(c.Method, arg(args, k), thread, depth+1)
		})
	}
}

// notInstanceOf reports whether the object v is known to be of a class
// other than cls and its subclasses on every path: each value made by
// new-instance of another class, or read from a program field every
// store into which is (stateless lambdas and singletons included). A
// value of any other origin may be one of cls.
func (p *Program) notInstanceOf(v regflow.Value, cls string, depth int) bool {
	if v.Top || len(v.Alts) == 0 || depth > 2 {
		return false
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.New:
			if a.Str == cls || p.IsSubclass(a.Str, cls) {
				return false
			}
		case a.Kind == regflow.Field && a.Field != nil && p.Classes[a.Field.Class] != nil:
			ff := p.fieldFact(a.Field)
			if ff == nil || ff.Partial || !p.notInstanceOf(ff.Value, cls, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// BodyMethods returns the methods the framework runs on a body class:
// run, call, invoke, invokeSuspend and the java.util.function methods,
// declared by the class or inherited from its superclasses in the program.
func (p *Program) BodyMethods(c *dex.Class) []*dex.Method {
	var out []*dex.Method
	seen := map[string]bool{}
	chain, _ := p.Supers(c.Name)
	for _, k := range chain {
		for _, m := range k.Virtual {
			np := m.Ref.NameProto()
			if !BodyMethods[m.Ref.Name] || seen[np] || !m.HasCode() {
				continue
			}
			seen[np] = true
			out = append(out, m)
		}
	}
	return out
}

// maxRxChain bounds the operators followed back from subscribeOn.
const maxRxChain = 8

// rxChain adds the functions of an RxJava chain v (a value in m) that run
// where the chain is subscribed: the source's (fromCallable's Callable,
// create's OnSubscribe, defer's Supplier ...) and those given to the
// operators between it and subscribeOn (map, flatMap, doOnSuccess ...).
// A chain kept in a field one method writes, or returned by a helper, is
// followed to what was stored or returned (chainFrom); one that comes from
// anywhere else (a field several methods write, a parameter) is noted.
func (r *bodyResolver) rxChain(m *dex.Method, v regflow.Value, depth int) {
	if v.Top {
		r.unknown("the RxJava chain subscribed on another Scheduler is not known")
	}
	v = r.chainFrom(v, rxChainWords)
	for _, alt := range v.Alts {
		in, site, args, ok := r.chainStep(m, alt, depth, rxChainWords)
		if !ok {
			continue
		}
		static := true
		if c := CallsByAddr(r.p.Calls(in))[site]; c != nil {
			static = isStatic(c.Op)
		}
		first := 0
		if !static {
			first = 1
			// The upstream: past an earlier subscribeOn it runs on that
			// Scheduler, past an observeOn the operators after it run on
			// the observeOn's: off the Binder thread either way.
			r.rxChain(in, arg(args, 0), depth+1)
		}
		for k := first; k < len(args); k++ {
			if k-first >= len(alt.Ref.Params) || !IsRxFunction(alt.Ref.Params[k-first]) {
				continue // a plain value, a scheduler, another chain (merged, not followed)
			}
			r.resolve(in, args[k], false, depth+1)
		}
	}
}

// chainFrom is chainOrigins for the resolver: what cannot be followed is
// noted with the chain's words.
func (r *bodyResolver) chainFrom(v regflow.Value, w chainWords) regflow.Value {
	v, why := r.p.chainOrigins(v, w.isOp)
	if why != "" {
		r.unknown(w.chain + " " + why)
	}
	return v
}

// maxChainOrigins bounds the fields and helpers chainOrigins goes through
// for one chain value.
const maxChainOrigins = 3

// chainOrigins replaces, in a chain value v, where a chain was kept or
// made: a read of a program field that one method writes by the value it
// stores, and the result of a call to a program method (a helper
// returning a chain) by what the method returns (its summary). Both are
// portable values: each operator call carries the method and site making
// it (Via), so the chain is followed there. why says what could not be
// followed and why (a field with several writers or a writer not
// analyzed, a chain that is a parameter of the writer or the helper);
// those alternatives are dropped. Other alternatives are kept as they are.
func (p *Program) chainOrigins(v regflow.Value, isOp func(string) bool) (out regflow.Value, why string) {
	out = regflow.Value{Top: v.Top, Taint: v.Taint}
	note := func(s string) {
		if why == "" {
			why = s
		}
	}
	pending := v.Alts
	for round := 0; len(pending) > 0; round++ {
		var next []regflow.Alt
		for _, alt := range pending {
			var from regflow.Value
			var where string
			switch {
			case round < maxChainOrigins && alt.Kind == regflow.Field && alt.Field != nil && p.Classes[alt.Field.Class] != nil:
				ws := p.WritersOf(alt.Field)
				ff := p.fieldFact(alt.Field)
				switch {
				case len(ws) != 1:
					note(fmt.Sprintf("is read from the field %s, which %d methods write", javaFieldName(alt.Field), len(ws)))
					continue
				case ff == nil || ff.Partial:
					note("is read from the field " + javaFieldName(alt.Field) + ", whose writer " + ws[0].String() + " could not be analyzed")
					continue
				}
				from, where = ff.Value, "stored into the field "+javaFieldName(alt.Field)+" by "+ws[0].String()
			case round < maxChainOrigins && alt.Kind == regflow.Call && alt.Ref != nil && !isOp(alt.Ref.Class) && p.Classes[alt.Ref.Class] != nil:
				t := p.declaringMethod(alt.Ref)
				if t == nil || !t.HasCode() {
					next = append(next, alt) // noted by chainStep
					continue
				}
				s := p.Summary(t)
				if s == nil {
					note("comes from " + t.String() + ", which could not be analyzed")
					continue
				}
				from, where = s.Returns, "returned by "+t.String()
			default:
				if round >= maxChainOrigins && (alt.Kind == regflow.Field || alt.Kind == regflow.Call && !isOp(alt.Ref.Class)) {
					note(fmt.Sprintf("comes through more than %d fields and helpers", maxChainOrigins))
					continue
				}
				out.Alts = append(out.Alts, alt)
				continue
			}
			if from.Top {
				note("is " + where + ", which is not known")
			}
			for _, x := range from.Alts {
				if x.Kind == regflow.Param {
					note("is " + where + " from a parameter, which the analysis does not follow")
					continue
				}
				next = append(next, x)
			}
		}
		pending = next
	}
	return out, why
}

// chainWords names one kind of operator chain in the notes chainStep
// gives, and tells its operator calls.
type chainWords struct {
	chain, longer, call string // "the flow moved by flowOn", "the flow is longer than …", "the flow call"
	isOp                func(class string) bool
}

var (
	rxChainWords = chainWords{
		chain:  "the RxJava chain subscribed on another Scheduler",
		longer: "the RxJava chain is longer than the %d operators the analysis follows back from subscribeOn",
		call:   "the RxJava call ",
		isOp:   IsRxType,
	}
	flowChainWords = chainWords{
		chain:  "the flow moved by flowOn",
		longer: "the flow is longer than the %d operators the analysis follows back from flowOn",
		call:   "the flow call ",
		isOp:   func(class string) bool { return strings.HasPrefix(class, "Lkotlinx/coroutines/flow/FlowKt") },
	}
)

// chainStep reads one origin of a chain value: an operator call of the
// chain's kind gives the method and site holding it and its arguments; a
// null is skipped; anything else (a field, a parameter, a helper's
// result), an operator past maxRxChain or a call whose arguments cannot be
// read is a note, and ok is false.
func (r *bodyResolver) chainStep(m *dex.Method, alt regflow.Alt, depth int, w chainWords) (in *dex.Method, site uint32, args []regflow.Value, ok bool) {
	switch {
	case alt.Kind == regflow.Const: // null
		return nil, 0, nil, false
	case alt.Kind == regflow.Field:
		r.unknown(w.chain + " is read from the field " + javaFieldName(alt.Field) + ", which the analysis does not follow")
		return nil, 0, nil, false
	case alt.Kind != regflow.Call || !w.isOp(alt.Ref.Class):
		r.unknown(w.chain + " comes from " + alt.String() + ", which the analysis does not follow")
		return nil, 0, nil, false
	}
	if depth >= maxRxChain {
		r.unknown(fmt.Sprintf(w.longer, maxRxChain))
		return nil, 0, nil, false
	}
	in, site = m, alt.Site
	if alt.Via != nil {
		in, site = alt.Via, alt.ViaSite
	}
	if args, ok = r.p.argsAt(in, site); !ok {
		r.unknown(w.call + javaRefName(alt.Ref) + " could not be read")
	}
	return in, site, args, ok
}

// IsRxFunction reports whether an RxJava factory or operator parameter of
// type t is code the chain runs: RxJava's functional interfaces, a
// source's OnSubscribe, or a Callable, Runnable or Supplier.
func IsRxFunction(t string) bool {
	switch t {
	case "Ljava/util/concurrent/Callable;", "Ljava/lang/Runnable;", "Ljava/util/function/Supplier;":
		return true
	}
	if strings.HasPrefix(t, "Lio/reactivex/rxjava3/functions/") || strings.HasPrefix(t, "Lio/reactivex/functions/") {
		return true
	}
	return isRxPackage(t) && strings.HasSuffix(t, "OnSubscribe;")
}

// rxSubscribe adds the functions given to subscribe(...) on the RxJava
// chain v when the chain moves off the calling thread (a subscribeOn or
// observeOn on the way to its source); a chain without one emits on the
// subscribing thread (nothing is added). A chain the analysis cannot
// follow back leaves the thread unknown: said so only when the
// functions read the caller, the one case where it matters.
func (r *bodyResolver) rxSubscribe(m *dex.Method, v regflow.Value, args []regflow.Value) {
	moves, why := r.p.rxMovesThread(m, v, 0)
	if !moves && why == "" {
		return
	}
	sub := &bodyResolver{p: r.p, seen: map[string]bool{}}
	for k := 1; k < len(args); k++ {
		sub.resolve(m, args[k], false, 1)
	}
	if !moves {
		roots := sub.methods
		for _, c := range sub.classes {
			roots = append(roots, r.p.BodyMethods(c)...)
		}
		reach := r.p.Reachable(roots)
		if len(r.p.CallsIn(reach, func(c *Call) bool { return r.p.IsCallerRead(c.Ref) })) == 0 {
			return
		}
		r.unknown("whether the RxJava chain subscribed to emits on another thread is not known: " + why)
		r.contextUnknown = true
	}
	for _, c := range sub.classes {
		r.add(c)
	}
	r.methods = append(r.methods, sub.methods...)
	r.origins = append(r.origins, sub.origins...)
	if sub.why != "" {
		r.unknown(sub.why)
	}
}

// rxMovesThread reports whether the RxJava chain v (a value in m) has a
// subscribeOn or observeOn on the way to its source; why says where the
// search stopped when it could not tell.
func (p *Program) rxMovesThread(m *dex.Method, v regflow.Value, depth int) (bool, string) {
	why := ""
	if v.Top {
		why = "the chain is not known"
	}
	v, w := p.chainOrigins(v, IsRxType)
	if w != "" {
		why = w
	}
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.Const:
			continue
		case alt.Kind == regflow.Field:
			why = "it is read from the field " + javaFieldName(alt.Field)
			continue
		case alt.Kind != regflow.Call || !IsRxType(alt.Ref.Class):
			why = "it comes from " + alt.String()
			continue
		}
		if alt.Ref.Name == "subscribeOn" || alt.Ref.Name == "observeOn" {
			return true, ""
		}
		if depth >= maxRxChain {
			why = fmt.Sprintf("it is longer than the %d operators followed", maxRxChain)
			continue
		}
		in, site := m, alt.Site
		if alt.Via != nil {
			in, site = alt.Via, alt.ViaSite
		}
		c := CallsByAddr(p.Calls(in))[site]
		if c == nil || isStatic(c.Op) {
			continue // a source (fromCallable, just ...): emits where subscribed
		}
		args, ok := p.argsAt(in, site)
		if !ok {
			why = "the RxJava call " + javaRefName(alt.Ref) + " could not be read"
			continue
		}
		moves, w := p.rxMovesThread(in, arg(args, 0), depth+1)
		if moves {
			return true, ""
		}
		if w != "" {
			why = w
		}
	}
	return false, why
}

// flowChain adds the lambdas of a Kotlin flow v (a value in m) that run
// in flowOn's context: the builder's (flow { }, channelFlow { } ...) and
// those of the operators between it and flowOn (map, filter, onEach ...,
// kotlinx's FlowKt facade calls taking the upstream flow first). A flow
// kept in a field one method writes, or returned by a helper, is followed
// (chainFrom); one that comes from anywhere else (a field several methods
// write, a parameter, a Room DAO) is noted.
func (r *bodyResolver) flowChain(m *dex.Method, v regflow.Value, depth int) {
	if v.Top {
		r.unknown("the flow moved by flowOn is not known")
	}
	v = r.chainFrom(v, flowChainWords)
	for _, alt := range v.Alts {
		in, _, args, ok := r.chainStep(m, alt, depth, flowChainWords)
		if !ok {
			continue
		}
		for k, pt := range alt.Ref.Params {
			if k >= len(args) {
				break
			}
			switch {
			case pt == classFlow:
				r.flowChain(in, args[k], depth+1) // the upstream
			case strings.HasPrefix(pt, "Lkotlin/jvm/functions/Function"):
				r.resolve(in, args[k], false, depth+1)
			}
		}
	}
}

// desugarConvert returns the conversion method an alternative is the
// result of when it is D8's desugared library converting between a j$
// functional interface and the platform's (a static convert(x) of a
// Lj$/...$Wrapper; or $VivifiedWrapper; class): made inside it (Via) or
// its call's result. nil otherwise.
func desugarConvert(alt regflow.Alt) *dex.MethodRef {
	if alt.Via != nil && isDesugarConvert(alt.Via.Ref) {
		return alt.Via.Ref
	}
	if alt.Kind == regflow.Call && alt.Ref != nil && isDesugarConvert(alt.Ref) {
		return alt.Ref
	}
	return nil
}

func isDesugarConvert(ref *dex.MethodRef) bool {
	return ref.Name == "convert" && len(ref.Params) == 1 && strings.HasPrefix(ref.Class, "Lj$/") &&
		(strings.HasSuffix(ref.Class, "$Wrapper;") || strings.HasSuffix(ref.Class, "$VivifiedWrapper;"))
}
