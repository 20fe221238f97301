package program

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ctxDispatch is what a coroutine context says about the thread a body
// runs on. The order matters: merging alternatives keeps the largest.
type ctxDispatch uint8

const (
	ctxNoDispatcher ctxDispatch = iota // no ContinuationInterceptor: the caller's thread
	ctxInPlace                         // Dispatchers.Unconfined: runs in place
	ctxUnknown                         // not known
	ctxHops                            // a dispatcher that runs the body on its own threads
)

// Limits of following a coroutine context back through fields, helpers
// and parameters.
const maxContextDepth = 4

// contextJudge decides whether a coroutine context value carries a
// dispatcher. why is the first reason a context was not known.
type contextJudge struct {
	judgeTrail
	seen map[fkey]bool
	// job is set when some element of the context is a Job (Job(),
	// SupervisorJob(), NonCancellable, a Job kept in a field): a builder
	// given it makes a coroutine that is no child of its scope's.
	job bool
}

// jobType reports whether a declared type is a Job: a context element
// that replaces the parent's Job (the coroutine is then detached).
func jobType(t string) bool {
	switch t {
	case "Lkotlinx/coroutines/Job;", "Lkotlinx/coroutines/CompletableJob;", "Lkotlinx/coroutines/NonCancellable;",
		"Lkotlinx/coroutines/JobImpl;", "Lkotlinx/coroutines/SupervisorJobImpl;":
		return true
	}
	return false
}

// judgeTrail is what the context and scope judges share: the program, the
// first reason an answer is unknown, and how deep they have followed.
type judgeTrail struct {
	p     *Program
	why   string
	depth int
}

func (j *judgeTrail) unknown(format string, args ...any) ctxDispatch {
	if j.why == "" {
		j.why = fmt.Sprintf(format, args...)
	}
	return ctxUnknown
}

// viaCallers judges parameter k of m by what each caller passes there
// (each), the worst answer winning; followed says what the depth budget
// counts, for the note when it is spent (a format taking the budget).
func (j *judgeTrail) viaCallers(m *dex.Method, k int, followed string, each func(*dex.Method, regflow.Value) ctxDispatch) ctxDispatch {
	callers := j.p.Callers(m)
	switch {
	case len(callers) == 0:
		return j.unknown("it is a parameter of %s, which the app never calls", m)
	case j.depth >= maxContextDepth:
		return j.unknown("it is a parameter of %s, and "+followed+" (the budget followed)", m, maxContextDepth)
	case len(callers) > maxBodyCallers:
		return j.unknown("it is a parameter of %s, which has %d callers, more than the %d followed", m, len(callers), maxBodyCallers)
	}
	j.depth++
	defer func() { j.depth-- }()
	d := ctxNoDispatcher
	for _, c := range callers {
		args, ok := j.p.argsAt(c.Method, c.Call.Addr)
		if !ok {
			d = max(d, j.unknown("the caller %s cannot be analysed", c.Method))
			continue
		}
		if d = max(d, each(c.Method, arg(args, k))); d == ctxHops {
			break
		}
	}
	return d
}

// contextHops judges the coroutine context v, a value in method m: hops
// when some alternative is a dispatcher other than Unconfined, and
// otherwise why some alternative is not known ("" when every one is known
// to run in place). Only values known to carry no dispatcher (the empty
// context, Jobs, CoroutineName, NonCancellable, exception handlers,
// Unconfined) run in place; a dispatcher kept in a field, combined with
// plus, or made from an executor or a Handler hops.
func (p *Program) contextHops(m *dex.Method, v regflow.Value) (hops bool, why string) {
	d, why := p.contextDispatch(m, v)
	return d == ctxHops, why
}

// contextDispatch is contextHops telling a context that brings no
// dispatcher (ctxNoDispatcher: a builder that inherits one takes its
// scope's) from Unconfined (ctxInPlace); why is set for ctxUnknown only.
func (p *Program) contextDispatch(m *dex.Method, v regflow.Value) (ctxDispatch, string) {
	d, why, _ := p.contextJob(m, v)
	return d, why
}

// contextJob is contextDispatch also telling whether the context holds a
// Job of its own (job; see contextJudge.job).
func (p *Program) contextJob(m *dex.Method, v regflow.Value) (ctxDispatch, string, bool) {
	j := &contextJudge{judgeTrail: judgeTrail{p: p}, seen: map[fkey]bool{}}
	d := j.value(m, v)
	if d == ctxUnknown && j.why == "" {
		j.why = "its value is not known"
	}
	if d != ctxUnknown {
		j.why = ""
	}
	return d, j.why, j.job
}

func (j *contextJudge) value(m *dex.Method, v regflow.Value) ctxDispatch {
	d := ctxNoDispatcher
	if v.Top {
		d = j.unknown("it is a value the analysis does not follow")
	}
	for _, alt := range v.Alts {
		d = max(d, j.alt(m, alt))
		if d == ctxHops {
			return d
		}
	}
	if v.IsUndefined() {
		return j.unknown("its value is not known")
	}
	return d
}

// dispatcherType reports whether a declared type is a coroutine dispatcher.
func dispatcherType(t string) bool {
	switch t {
	case "Lkotlinx/coroutines/CoroutineDispatcher;", "Lkotlinx/coroutines/ExecutorCoroutineDispatcher;",
		"Lkotlinx/coroutines/MainCoroutineDispatcher;", "Lkotlinx/coroutines/CloseableCoroutineDispatcher;",
		"Lkotlinx/coroutines/android/HandlerDispatcher;", "Lkotlin/coroutines/ContinuationInterceptor;":
		return true
	}
	return false
}

// noDispatcherType reports whether a declared type is a context element
// that is never a dispatcher.
func noDispatcherType(t string) bool {
	switch t {
	case "Lkotlinx/coroutines/Job;", "Lkotlinx/coroutines/CompletableJob;", "Lkotlinx/coroutines/CoroutineName;",
		"Lkotlinx/coroutines/NonCancellable;", "Lkotlin/coroutines/EmptyCoroutineContext;",
		"Lkotlinx/coroutines/CoroutineExceptionHandler;", "Lkotlinx/coroutines/JobImpl;",
		"Lkotlinx/coroutines/SupervisorJobImpl;", "Lkotlinx/coroutines/ThreadContextElement;":
		return true
	}
	return false
}

func (j *contextJudge) alt(m *dex.Method, a regflow.Alt) ctxDispatch {
	switch a.Kind {
	case regflow.Const:
		return ctxNoDispatcher // null: a $default call's default, the empty context
	case regflow.Call:
		return j.call(m, a)
	case regflow.Field:
		return j.field(a.Field)
	case regflow.New:
		return j.class(a.Str)
	case regflow.Param:
		if m != nil && a.Int == 0 && !m.Static() {
			return j.class(m.Class.Name) // the object itself is the context
		}
		return j.param(m, int(a.Int))
	}
	return j.unknown("it comes from %s", a.String())
}

func (j *contextJudge) call(m *dex.Method, a regflow.Alt) ctxDispatch {
	ref := a.Ref
	switch {
	case ref.Class == "Lkotlinx/coroutines/Dispatchers;":
		if ref.Name == "getUnconfined" {
			return ctxInPlace
		}
		if dispatcherType(ref.Return) {
			return ctxHops
		}
	case ref.Name == "plus" && len(ref.Params) == 1 && ref.Params[0] == "Lkotlin/coroutines/CoroutineContext;" &&
		ref.Return == "Lkotlin/coroutines/CoroutineContext;":
		return j.plus(m, a)
	case !IsPlatform(ref.Class):
		// A program helper whose summary was not applied (over the target
		// budget, or a cycle): its result is not known here.
		return j.unknown("it is returned by %s, whose result the analysis does not know there", ref.Class+"->"+ref.NameProto())
	case dispatcherType(ref.Return):
		// Executor.asCoroutineDispatcher (ExecutorsKt.from),
		// newSingleThreadContext, Handler.asCoroutineDispatcher,
		// limitedParallelism, Main.immediate.
		return ctxHops
	case noDispatcherType(ref.Return):
		j.job = j.job || jobType(ref.Return)
		return ctxNoDispatcher // Job(), SupervisorJob(), CoroutineExceptionHandler {}
	}
	return j.unknown("it is the result of %s", javaRefName(ref))
}

// plus judges a + b: b's dispatcher, if it has one, replaces a's.
func (j *contextJudge) plus(m *dex.Method, a regflow.Alt) ctxDispatch {
	in, site := m, a.Site
	if a.Via != nil {
		in, site = a.Via, a.ViaSite
	}
	args, ok := j.p.argsAt(in, site)
	if !ok || len(args) != 2 {
		return j.unknown("it is a context sum in %s that the analysis could not follow", in)
	}
	if j.depth >= maxContextDepth {
		return j.unknown("it is built through more than %d fields, helpers and sums (the budget followed)", maxContextDepth)
	}
	j.depth++
	defer func() { j.depth-- }()
	left, right := j.value(in, args[0]), j.value(in, args[1])
	switch right {
	case ctxHops, ctxInPlace, ctxUnknown:
		if right == ctxUnknown && left == ctxHops {
			return ctxUnknown // b may or may not replace a's dispatcher
		}
		return right
	}
	return left
}

func (j *contextJudge) field(f *dex.FieldRef) ctxDispatch {
	if j.p.Classes[f.Class] == nil {
		switch {
		case noDispatcherType(f.Class) && f.Name == "INSTANCE":
			j.job = j.job || jobType(f.Class)
			return ctxNoDispatcher // EmptyCoroutineContext.INSTANCE, NonCancellable.INSTANCE
		case dispatcherType(f.Type):
			return ctxHops
		case noDispatcherType(f.Type):
			j.job = j.job || jobType(f.Type)
			return ctxNoDispatcher
		}
		return j.unknown("it is read from the library field %s", javaFieldName(f))
	}
	k := fieldKey(f)
	if j.seen[k] {
		return ctxNoDispatcher // a field copied into itself adds nothing
	}
	j.seen[k] = true
	if j.depth >= maxContextDepth {
		return j.unknown("it is kept in the field %s, more than %d fields, helpers and sums deep (the budget followed)", javaFieldName(f), maxContextDepth)
	}
	ff := j.p.fieldFact(f)
	if ff == nil {
		return j.unknown("it is read from the field %s, which the app never writes", javaFieldName(f))
	}
	j.depth++
	defer func() { j.depth-- }()
	// Stored values are portable: objects made by a writer carry it as
	// Via, and a stored parameter became Top.
	d := j.value(nil, ff.Value)
	if d != ctxHops && ff.Partial {
		return j.unknown("it is kept in the field %s, and a method writing it could not be analyzed", javaFieldName(f))
	}
	return d
}

// class judges a context object of the given class.
func (j *contextJudge) class(name string) ctxDispatch {
	switch {
	case noDispatcherType(name):
		j.job = j.job || jobType(name)
		return ctxNoDispatcher
	case j.p.Classes[name] == nil:
		return j.unknown("it is an object of the library class %s", JavaName(name))
	}
	for _, d := range []string{"Lkotlinx/coroutines/CoroutineDispatcher;", "Lkotlin/coroutines/ContinuationInterceptor;"} {
		if j.p.IsSubclass(name, d) {
			return ctxHops // the app's own dispatcher
		}
	}
	if _, external := j.p.Supers(name); external != "" && external != "Ljava/lang/Object;" &&
		external != "Lkotlin/coroutines/AbstractCoroutineContextElement;" {
		return j.unknown("it is an object of %s, which extends the library class %s", JavaName(name), JavaName(external))
	}
	return ctxNoDispatcher // an app context element that is not a dispatcher
}

// param follows parameter k of m back to m's callers.
func (j *contextJudge) param(m *dex.Method, k int) ctxDispatch {
	if m == nil {
		return j.unknown("it is a parameter stored into a field")
	}
	return j.viaCallers(m, k, "contexts are followed at most %d fields, helpers and sums deep", j.value)
}

// argsAt returns the arguments of the call at addr in m (the receiver
// first for an instance call); ok is false when m cannot be analyzed or
// has no call there.
func (p *Program) argsAt(m *dex.Method, addr uint32) (args []regflow.Value, ok bool) {
	if m == nil {
		return nil, false
	}
	if p.argsBusy[m] {
		// Asked again from inside the replay answering it (a call's
		// targets narrowed by the collection its receiver was read
		// from, which asks for that read's receiver): each level
		// replayed m anew, nested as deep as m had such calls — 11 s of
		// CPU on a 100-class Kotlin app. No answer here; the outer
		// replay's stands.
		return nil, false
	}
	if p.argsBusy == nil {
		p.argsBusy = map[*dex.Method]bool{}
	}
	p.argsBusy[m] = true
	defer delete(p.argsBusy, m)
	found := false
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if in.Addr == addr && !found {
			args, found = CallArgs(st, in, c.Ref), true
		}
	})
	return args, found
}

// ArgsAt is argsAt for the rules: the arguments of the call at addr in m.
func (p *Program) ArgsAt(m *dex.Method, addr uint32) ([]regflow.Value, bool) {
	return p.argsAt(m, addr)
}

// argsAtSites is argsAt for several call sites of m, replaying m once.
func (p *Program) argsAtSites(m *dex.Method, addrs map[uint32]Caller) map[uint32][]regflow.Value {
	out := map[uint32][]regflow.Value{}
	if m == nil {
		return out
	}
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if _, seen := out[in.Addr]; !seen && addrs[in.Addr].Call != nil {
			out[in.Addr] = CallArgs(st, in, c.Ref)
		}
	})
	return out
}

// JavaName renders a class descriptor as a Java name (La/B$C; → a.B$C),
// for messages: it copies the name, so code that only compares classes
// compares descriptors instead.
func JavaName(desc string) string {
	return strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(desc, "L"), ";"), "/", ".")
}

// javaFieldName renders a field as Class.name.
func javaFieldName(f *dex.FieldRef) string { return JavaName(f.Class) + "." + f.Name }

// javaRefName renders a method as Class.name.
func javaRefName(ref *dex.MethodRef) string { return JavaName(ref.Class) + "." + ref.Name }
