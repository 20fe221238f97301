package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Guava's direct executors run what they are given at once, on the thread
// that hands it over: MoreExecutors.directExecutor() and
// newDirectExecutorService(), and listeningDecorator of one of them. A
// body handed to one is no thread hop.

const classMoreExecutors = "Lcom/google/common/util/concurrent/MoreExecutors;"

// directExecutorClass names Guava's own direct executors: the enum
// directExecutor() returns (its INSTANCE) and the services
// newDirectExecutorService() makes, in old and new Guava.
var directExecutorClass = map[string]bool{
	guavaConcurrent + "DirectExecutor;":                          true,
	guavaConcurrent + "DirectExecutorService;":                   true,
	guavaConcurrent + "MoreExecutors$DirectExecutorService;":     true,
	guavaConcurrent + "MoreExecutors$DirectExecutor;":            true,
	guavaConcurrent + "MoreExecutors$SameThreadExecutorService;": true,
}

// directExecutor reports whether every value v (in m) may be is a direct
// executor: made by MoreExecutors in m, returned by it through a helper
// call, read from a field every store into which is one, or an object of
// a program class whose own code runs the body in place (inPlaceClass:
// an app's `Runnable::run`, Guava's DirectExecutor shrunk in and renamed
// by R8). via is the method the body is handed to on that executor: the
// hop call itself when the executor is its receiver (submit, execute),
// Executor.execute when the executor is an argument (addListener's).
func (p *Program) directExecutor(m *dex.Method, v regflow.Value, via *dex.MethodRef, depth int) bool {
	if v.Top || len(v.Alts) == 0 || depth > 2 {
		return false
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.New && p.Classes[a.Str] != nil:
			if !p.inPlaceClass(a.Str, via) {
				return false
			}
		case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classMoreExecutors &&
			(a.Ref.Name == "directExecutor" || a.Ref.Name == "newDirectExecutorService"):
		case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classMoreExecutors && a.Ref.Name == "listeningDecorator":
			in, site := m, a.Site
			if a.Via != nil {
				in, site = a.Via, a.ViaSite
			}
			args, ok := p.argsAt(in, site)
			if !ok || len(args) != 1 || !p.directExecutor(in, args[0], via, depth+1) {
				return false
			}
		case (a.Kind == regflow.Field && a.Field != nil && directExecutorClass[a.Field.Class]) ||
			(a.Kind == regflow.New && directExecutorClass[a.Str]):
			// Guava kept in the APK under its names (R8): what
			// directExecutor() returns once its summary is applied.
		case a.Kind == regflow.Field && a.Field != nil && p.Classes[a.Field.Class] != nil:
			ff := p.fieldFact(a.Field)
			if ff == nil || ff.Partial || !p.directExecutor(nil, ff.Value, via, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// completedFuture reports whether the future v is complete when made:
// Guava's Futures.immediateFuture, immediateVoidFuture,
// immediateFailedFuture and immediateCancelledFuture.
func (p *Program) completedFuture(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.Call || a.Ref == nil || a.Ref.Class != guavaConcurrent+"Futures;" {
			return false
		}
		switch a.Ref.Name {
		case "immediateFuture", "immediateVoidFuture", "immediateFailedFuture", "immediateCancelledFuture":
		default:
			return false
		}
	}
	return true
}

// executeRef is Executor.execute(Runnable), what an executor given as an
// argument (a listener's, a callback's) is asked to run.
var executeRef = &dex.MethodRef{Class: "Ljava/util/concurrent/Executor;", Name: "execute",
	Params: []string{"Ljava/lang/Runnable;"}, Return: "V"}

// The object stores (iput-object, sput-object) the dex package does not
// name.
const (
	opIputObject = 0x5b
	opSputObject = 0x69
)

// Limits of the in-place reading of an executor's code.
const maxInPlaceDepth = 2 // calls the body is passed down before run()

// inPlaceClass reports whether an executor of the program class cls runs
// the body handed to it by via (a call naming via's name and parameters)
// in place, on the calling thread: the class's implementation of via
// (its own or a program superclass's) calls run() on the body, or passes
// it to a method of the program that does, and hands it nowhere else (no
// thread hop in that code, the body never stored, returned, captured or
// passed to code not followed). submit, invokeAll and invokeAny that the
// class inherits from java.util.concurrent.AbstractExecutorService call
// its execute on the calling thread: in place when execute is. This is
// how an executor is told by its body whatever R8 renamed it to; one
// whose body is only sometimes run in place (posted to a Handler when not
// on the main thread) is not.
func (p *Program) inPlaceClass(cls string, via *dex.MethodRef) bool {
	if via == nil {
		return false
	}
	impl := p.declaringMethod(&dex.MethodRef{Class: cls, Name: via.Name, Params: via.Params, Return: via.Return})
	if impl == nil && (via.Name == "submit" || via.Name == "invokeAll" || via.Name == "invokeAny") &&
		p.IsSubclass(cls, "Ljava/util/concurrent/AbstractExecutorService;") {
		impl = p.declaringMethod(&dex.MethodRef{Class: cls, Name: executeRef.Name, Params: executeRef.Params, Return: executeRef.Return})
		if impl != nil && (impl.Ref.Name != "execute" || !slices.Equal(impl.Ref.Params, executeRef.Params)) {
			impl = nil
		}
	}
	if impl == nil || IsPlatform(impl.Class.Name) {
		return false
	}
	return p.runsArgInPlace(impl, 1, 0)
}

// runsArgInPlace reports whether m runs its parameter k (a Runnable) on
// the calling thread and lets it go nowhere else: some path calls run()
// on it (directly, or in a program method it is passed to that does the
// same, at most maxInPlaceDepth calls down), null checks aside nothing
// else is done with it, and m hands nothing to another thread.
func (p *Program) runsArgInPlace(m *dex.Method, k, depth int) bool {
	if m == nil || !m.HasCode() || depth > maxInPlaceDepth {
		return false
	}
	calls := p.Calls(m)
	for i := range calls {
		if _, hop := p.ThreadHop(calls[i].Ref); hop {
			return false
		}
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil || a.Incomplete {
		return false
	}
	isBody := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && int(x.Int) == k && x.Via == nil })
	}
	byAddr := CallsByAddr(calls)
	ran, escapes := false, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if escapes {
			return
		}
		switch {
		case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR || in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
			escapes = true // a capture or an array: not followed
		case in.Op == dex.OpReturnObject || in.Op == dex.OpAputObject || in.Op == opIputObject || in.Op == opSputObject:
			escapes = isBody(st.Reg(in.A))
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				escapes = true
				return
			}
			static := in.IsStaticInvoke()
			for j, v := range regflow.Args(st, in, c.Ref, static) {
				if !isBody(v) {
					continue
				}
				switch {
				case j == 0 && !static && c.Ref.Name == "run" && len(c.Ref.Params) == 0 && c.Ref.Return == "V":
					ran = true
				case nullCheck(c.Ref):
				default:
					ts := p.Targets(c)
					if len(ts) != 1 || !p.runsArgInPlace(ts[0], j, depth+1) {
						escapes = true
						return
					}
					ran = true
				}
			}
		}
	})
	return ran && !escapes
}

// nullCheck reports whether ref only checks its argument against null
// (kotlinc's parameter checks, Objects.requireNonNull, Guava's
// Preconditions.checkNotNull).
func nullCheck(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Lkotlin/jvm/internal/Intrinsics;":
		return strings.HasPrefix(ref.Name, "checkNotNull") || ref.Name == "checkParameterIsNotNull"
	case "Ljava/util/Objects;":
		return ref.Name == "requireNonNull"
	case "Lcom/google/common/base/Preconditions;":
		return ref.Name == "checkNotNull"
	}
	return false
}

// An executor a method is given (`static void run(Executor e, Runnable r)
// { e.execute(r); }`) is whatever each caller passes: the hop is judged
// per call site, in place for the callers passing a direct executor.

// ownParam returns the parameter of m (not its own object) that v is.
func ownParam(m *dex.Method, v regflow.Value) (int, bool) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Param || x.Or != 0 || x.Via != nil || (x.Int == 0 && !m.Static()) {
		return 0, false
	}
	return int(x.Int), true
}

// directFromCallers judges the executor each caller of m passes as its
// parameter k: all is set when every caller (at most maxBodyCallers, and
// at least one) passes a direct executor, some lists those that do when
// only some do. A caller that cannot be analysed, or one passing its own
// parameter on, counts as passing an executor that hops.
func (p *Program) directFromCallers(m *dex.Method, k int, via *dex.MethodRef) (all bool, some []Caller) {
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > maxBodyCallers {
		return false, nil
	}
	for _, c := range callers {
		direct := false
		if a, err := p.Analyze(c.Method); err == nil && a != nil {
			direct = true
			seen := false
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Addr != c.Call.Addr || !in.IsInvoke() {
					return
				}
				seen = true
				if !p.directExecutor(c.Method, arg(CallArgs(st, in, c.Call.Ref), k), via, 0) {
					direct = false
				}
			})
			direct = direct && seen
		}
		if direct {
			some = append(some, c)
		}
	}
	return len(some) == len(callers), some
}
