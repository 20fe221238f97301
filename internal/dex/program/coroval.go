package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The value of a coroutine block. `val flags = withContext(Dispatchers.IO)
// { … }` is what the block returns: kotlinc compiles the block to a
// SuspendLambda class whose invokeSuspend returns it (boxed), and
// withContext, runBlocking, coroutineScope, supervisorScope and withTimeout
// hand it back. A suspend function's state machine reads what a suspend
// call returned from its continuation's `result` field when it resumes,
// and joins it with the direct return of the same call: that read adds
// nothing the direct path does not hold.

// blockCall returns the index among the arguments (the receiver first for
// an instance call) of the block a coroutine builder that returns the
// block's value is given; -1 for any other call.
func blockCall(ref *dex.MethodRef, static bool) int {
	if !static {
		return -1
	}
	switch ref.Class {
	case "Lkotlinx/coroutines/BuildersKt;", "Lkotlinx/coroutines/BuildersKt__Builders_commonKt;",
		"Lkotlinx/coroutines/BuildersKt__BuildersKt;":
		if ref.Name != "withContext" && ref.Name != "runBlocking" && ref.Name != "runBlocking$default" {
			return -1
		}
	case "Lkotlinx/coroutines/CoroutineScopeKt;":
		if ref.Name != "coroutineScope" {
			return -1
		}
	case "Lkotlinx/coroutines/SupervisorKt;":
		if ref.Name != "supervisorScope" {
			return -1
		}
	case "Lkotlinx/coroutines/TimeoutKt;":
		if ref.Name != "withTimeout" && ref.Name != "withTimeoutOrNull" {
			return -1
		}
	default:
		return -1
	}
	// Arguments are counted by parameter, a long (withTimeout's) taking
	// one like any other.
	for i, t := range ref.Params {
		if t == "Lkotlin/jvm/functions/Function2;" {
			return i
		}
	}
	return -1
}

// blockValue gives a coroutine builder's call the value its block returns:
// the union of what the blocks it may be given return, without kotlinc's
// COROUTINE_SUSPENDED marker (returned while the block waits). ok is false
// when a block is not a program class whose invokeSuspend is summarized.
func (e *model) blockValue(st *regflow.State, in *dex.Insn, ref *dex.MethodRef) (regflow.Value, bool) {
	k := blockCall(ref, in.IsStaticInvoke())
	if k < 0 {
		return regflow.Value{}, false
	}
	args := regflow.Args(st, in, ref, true)
	if k >= len(args) || args[k].Top || len(args[k].Alts) == 0 {
		return regflow.Value{}, false
	}
	var out regflow.Value
	var taint regflow.Taint
	for _, a := range args[k].Alts {
		if a.Kind != regflow.New || e.p.Classes[a.Str] == nil {
			return regflow.Value{}, false
		}
		t := e.p.Lookup(a.Str, "invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;")
		if t == nil {
			return regflow.Value{}, false
		}
		s := e.p.summaryOf(t, Site{Method: e.m, Call: e.call(in.Addr)})
		if s == nil {
			return regflow.Value{}, false
		}
		ret := s.Returns
		ret.Alts = nil
		for _, x := range s.Returns.Alts {
			if !suspendedMarker(x) {
				ret.Alts = append(ret.Alts, x)
			}
		}
		out = regflow.Merge(out, localize(ret, in.Addr, nil, st))
		taint |= s.Ret.Taint &^ regflow.ParamTaints
	}
	st.AddObjTaint(in.Addr, taint)
	return out, true
}

// suspendedMarker reports whether x is kotlinc's COROUTINE_SUSPENDED
// marker, which a suspend body returns while it waits.
func suspendedMarker(x regflow.Alt) bool {
	return x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class == "Lkotlin/coroutines/intrinsics/IntrinsicsKt;" &&
		x.Ref.Name == "getCOROUTINE_SUSPENDED"
}

// resumedLocal reports whether f is a field a suspend function's state
// machine reads back on resumption: its continuation's `result` (what the
// suspend call returned) or a local it spilled before the call (L$0, I$1
// ...). The resumption jumps to just after the call, where the direct path
// (the call returned at once) holds the same values in its registers, so
// the read adds nothing to the join. A SuspendLambda's L$0 is not one: its
// create() stores the coroutine scope there (coroscope.go).
func (p *Program) resumedLocal(f *dex.FieldRef) bool {
	if f.Name == "result" && f.Type == "Ljava/lang/Object;" {
		return p.IsSubclass(f.Class, classContinuationImp) || p.IsSubclass(f.Class, classBaseContinuation)
	}
	return p.SpillField(f) && !p.IsSubclass(f.Class, classSuspendLambda) && !p.IsSubclass(f.Class, classRestrictedSuspendLambda)
}
