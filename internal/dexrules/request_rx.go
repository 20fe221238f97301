package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The request flow through RxJava chains. A Single, Maybe, Observable,
// Flowable or Completable is a request value when what it emits is one:
// just(x) emits x, fromCallable(c) what c returns, map(f) and flatMap(f)
// what f returns (flatMap's f returns a chain, whose emitted value is
// what its site holds), and the operators that only move or guard the
// value (subscribeOn, observeOn, filter, doOnSuccess, timeout ...) emit
// their upstream's. The first function given to an operator that receives
// the emitted value (map, flatMap, filter, doOnSuccess, subscribe ...) gets
// it as its parameter, so SQL built in a fromCallable and run in a map on
// the io thread is followed from one lambda into the next. A chain is not
// a request value because a function given to it captured one: that is
// the function's own flow.

// rxValueOps receive the emitted value in their function and emit what
// the function returns.
var rxValueOps = map[string]bool{
	"map": true, "flatMap": true, "concatMap": true, "switchMap": true,
	"flatMapSingle": true, "flatMapMaybe": true, "flatMapObservable": true, "flatMapPublisher": true,
	"flatMapCompletable": true, "concatMapSingle": true, "concatMapMaybe": true, "concatMapCompletable": true,
	"switchMapSingle": true, "switchMapMaybe": true, "switchMapCompletable": true, "concatMapEager": true,
	"flattenAsObservable": true, "flattenAsFlowable": true, "flatMapIterable": true, "concatMapIterable": true,
}

// rxPeekOps receive the emitted value in their function and emit it
// unchanged.
var rxPeekOps = map[string]bool{
	"filter": true, "doOnSuccess": true, "doOnNext": true, "doAfterSuccess": true, "doAfterNext": true,
	"takeWhile": true, "skipWhile": true, "takeUntil": true, "distinct": true, "distinctUntilChanged": true,
}

// rxSubscribes receive the emitted values in their functions and return
// no chain.
var rxSubscribes = map[string]bool{"subscribe": true, "blockingSubscribe": true, "forEach": true, "blockingForEach": true}

// rxPassOps emit their upstream's values (moved to another thread,
// guarded, cached, converted between the five types).
var rxPassOps = map[string]bool{
	"subscribeOn": true, "observeOn": true, "unsubscribeOn": true, "cache": true, "hide": true, "share": true,
	"timeout": true, "retry": true, "retryWhen": true, "repeat": true, "delay": true, "delaySubscription": true,
	"doOnError": true, "doOnSubscribe": true, "doOnDispose": true, "doFinally": true, "doOnTerminate": true,
	"doAfterTerminate": true, "doOnEvent": true, "doOnComplete": true, "onErrorReturn": true, "onErrorReturnItem": true,
	"onErrorResumeNext": true, "onErrorResumeWith": true, "onErrorComplete": true, "onTerminateDetach": true,
	"toObservable": true, "toFlowable": true, "toMaybe": true, "toSingle": true, "firstOrError": true,
	"singleOrError": true, "lastOrError": true, "firstElement": true, "lastElement": true, "singleElement": true,
	"take": true, "skip": true, "elementAt": true, "serialize": true, "onBackpressureBuffer": true,
	"onBackpressureDrop": true, "onBackpressureLatest": true,
	// Collected into a list, the values are still the request's.
	"toList": true, "toSortedList": true, "buffer": true, "elementAtOrError": true, "first": true, "last": true,
	"single": true, "defaultIfEmpty": true, "switchIfEmpty": true,
	"blockingGet": true, "blockingFirst": true, "blockingLast": true, "blockingSingle": true, "blockingIterable": true,
}

// rxFactories emit what they are given (just) or what their function
// returns (fromCallable, fromSupplier, defer; fromAction's and
// fromRunnable's Completable emits nothing).
var rxFactories = map[string]bool{"just": true, "fromCallable": true, "fromSupplier": true, "defer": true,
	"fromAction": true, "fromRunnable": true,
	"fromOptional": true, "fromIterable": true, "fromArray": true}

// A chainLib is a reactive library as the request flow reads it: which
// of its calls make a chain from values (factories), which pass the
// upstream's value to their functions and emit what those return
// (values), which pass it and emit it unchanged (peeks), which only pass
// it (subscribes), and which emit their upstream's (passes). The upstream
// chain is argument 0 of every call but a factory's.
type chainLib struct {
	name                                         string
	ours                                         func(ref *dex.MethodRef) bool
	function                                     func(t string) bool
	factories, values, peeks, subscribes, passes map[string]bool
	// takes reports whether a body method of a function object receives
	// the value (as its parameter 1): an Rx Function's apply, a Kotlin
	// suspend lambda's invoke (not its invokeSuspend, whose parameter is
	// the result it resumes with).
	takes func(t *dex.Method) bool
	// also names the methods of a function object's class that are its
	// bodies besides program.BodyMethods (Flow's FlowCollector.emit).
	also []string
}

var rxLib = &chainLib{
	name:       "RxJava",
	ours:       func(ref *dex.MethodRef) bool { return program.IsRxType(ref.Class) },
	function:   program.IsRxFunction,
	factories:  rxFactories,
	values:     rxValueOps,
	peeks:      rxPeekOps,
	subscribes: rxSubscribes,
	passes:     rxPassOps,
	takes:      func(t *dex.Method) bool { return !t.Static() && len(t.Ref.Params) > 0 },
	also:       []string{"test"}, // a Predicate's (filter, takeWhile)
}

// chainCall is invoke for a call of a reactive library's (RxJava's
// reactive types here, kotlinx.coroutines' Flow through flowInvoke): it
// reports whether it took the call and whether the flow grew.
func (f *reqFlow) chainCall(m *dex.Method, in *dex.Insn, st *regflow.State, c *program.Call, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) (handled, grew bool) {
	if handled, grew := f.flowInvoke(m, in, st, c, args, infos, has, out); handled {
		return true, grew
	}
	if !rxLib.ours(c.Ref) {
		return false, false
	}
	return true, f.chainInvoke(rxLib, m, in, c, args, infos, has, out)
}

// chainInvoke judges one call of lib's.
func (f *reqFlow) chainInvoke(lib *chainLib, m *dex.Method, in *dex.Insn, c *program.Call, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) (grew bool) {
	ref := c.Ref
	static := in.IsStaticInvoke()
	factory := static && lib.factories[ref.Name]
	if !factory && len(args) > 0 {
		// The upstream chain by what it holds: a chain the analysis saw
		// made from request values (a Callable's code capturing them) is
		// not one by that alone.
		infos[0], has[0] = f.heldValue(m, args[0])
	}
	first := 0
	if !static {
		first = 1
	}
	fn := func(k int) bool { return k >= first && k-first < len(ref.Params) && lib.function(ref.Params[k-first]) }
	var res reqInfo
	resOK := false
	take := func(info reqInfo) {
		res, resOK = joined(res, resOK, info), true
	}
	// fromFunctions takes what the functions among the arguments return
	// (or emit, for a flow {} block), and registers m as their user so
	// that it is scanned again when they return more.
	fromFunctions := func() {
		for k := range args {
			if !fn(k) {
				continue
			}
			bodies, _ := f.prog.FunctionBodies(m, args[k], lib.also...)
			for _, t := range bodies {
				if key := [2]*dex.Method{t, m}; !f.userSeen[key] {
					f.userSeen[key] = true
					f.users[t] = append(f.users[t], m)
				}
				if info, ok := f.rets[t]; ok {
					take(info)
				}
				if info, ok := f.emits[t]; ok {
					take(info)
				}
			}
		}
	}
	// toFunctions gives the emitted value to the first function among
	// the arguments, as its parameter 1. Only the first takes it: the
	// others of the same call handle an error (subscribe's onError
	// Consumer<Throwable>, flatMap's onErrorMapper) or completion (an
	// Action, a Supplier).
	toFunctions := func(emitted reqInfo) {
		k := 0
		for k < len(args) && !fn(k) {
			k++
		}
		if k == len(args) {
			return
		}
		bodies, _ := f.prog.FunctionBodies(m, args[k], lib.also...)
		for _, t := range bodies {
			if !lib.takes(t) {
				continue
			}
			if f.givers[t] == nil {
				f.givers[t] = map[int]*dex.Method{}
			}
			if f.givers[t][1] == nil {
				f.givers[t][1] = m
			}
			if f.addParam(t, 1, emitted) {
				*out = append(*out, t)
			}
		}
	}
	switch {
	case factory:
		for k := range args {
			if has[k] && !fn(k) {
				take(infos[k])
			}
		}
		fromFunctions()
	case !lib.values[ref.Name] && !lib.peeks[ref.Name] && !lib.subscribes[ref.Name] && !lib.passes[ref.Name] &&
		ref.Name != "toSingleDefault" || len(args) == 0:
		// zip, merge, create, scan, compose ...: not followed; the chain
		// is no request value. A request value going in (the upstream or
		// an argument) is said: the flow's limit note.
		// (A function capturing request values is its own flow, followed
		// through what it captured.)
		given := false
		for k := range args {
			given = given || has[k] && !fn(k)
		}
		if given {
			f.limit(m, cutChain)
		}
	case lib.values[ref.Name]:
		if has[0] {
			toFunctions(infos[0])
		}
		fromFunctions()
	case lib.peeks[ref.Name]:
		if has[0] {
			toFunctions(infos[0])
			take(infos[0])
		}
	case lib.subscribes[ref.Name]:
		if has[0] {
			toFunctions(infos[0])
		}
	case lib.passes[ref.Name] || ref.Name == "toSingleDefault":
		for k := range args {
			if has[k] && (k == 0 || !fn(k)) {
				take(infos[k])
			}
		}
	}
	if resOK && ref.Return != "V" && f.addSite(m, in.Addr, res) {
		grew = true
	}
	return grew
}
