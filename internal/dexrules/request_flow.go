package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The request flow through kotlinx.coroutines' Flow, read like RxJava's
// chains (request_rx.go): `flow { emit(x) }` emits what its block hands
// to FlowCollector.emit, flowOf(x) emits x, map(f) what f returns, and
// filter, onEach, flowOn, catch, take ... their upstream's; the operators'
// suspend lambdas get the value as the parameter of their invoke (kotlinc
// stores it into the lambda's L$0 in create, where invokeSuspend reads it),
// and first(), single(), toList() give it back. The operators are static
// extension functions of FlowKt, the upstream flow their argument 0;
// Flow.collect(FlowCollector) is the interface's own.

var flowLib = &chainLib{
	name: "Flow",
	ours: func(ref *dex.MethodRef) bool {
		return isFlowKt(ref.Class) || ref.Class == "Lkotlinx/coroutines/flow/Flow;" && ref.Name == "collect"
	},
	function: func(t string) bool {
		return strings.HasPrefix(t, "Lkotlin/jvm/functions/Function") || t == "Lkotlinx/coroutines/flow/FlowCollector;"
	},
	factories: map[string]bool{"flow": true, "flowOf": true, "asFlow": true, "channelFlow": true, "callbackFlow": true},
	// transform and collectIndexed are left out: their lambda gets the
	// value as its second parameter (after the collector or the index).
	values: map[string]bool{"map": true, "mapNotNull": true, "mapLatest": true,
		"flatMapConcat": true, "flatMapMerge": true, "flatMapLatest": true},
	peeks: map[string]bool{"filter": true, "filterNot": true, "filterNotNull": true, "onEach": true, "takeWhile": true,
		"dropWhile": true},
	subscribes: map[string]bool{"collect": true, "collectLatest": true},
	passes: map[string]bool{"flowOn": true, "buffer": true, "conflate": true, "catch": true, "retry": true,
		"retryWhen": true, "take": true, "drop": true, "distinctUntilChanged": true, "debounce": true,
		"onStart": true, "onCompletion": true, "onEmpty": true, "cancellable": true,
		"first": true, "firstOrNull": true, "single": true, "singleOrNull": true, "last": true, "lastOrNull": true,
		"toList": true, "toSet": true},
	// A suspend lambda's invoke(value, continuation) and its bridge, or a
	// FlowCollector's emit(value, continuation) (Flow.collect's lambda):
	// the value is parameter 1.
	also: []string{"emit"},
	takes: func(t *dex.Method) bool {
		return (t.Ref.Name == "invoke" || t.Ref.Name == "emit") && !t.Static() && len(t.Ref.Params) >= 2
	},
}

// isFlowKt reports whether class is kotlinx.coroutines' FlowKt facade or
// one of the parts it is compiled from (FlowKt__TransformKt ...).
func isFlowKt(class string) bool {
	return class == "Lkotlinx/coroutines/flow/FlowKt;" || strings.HasPrefix(class, "Lkotlinx/coroutines/flow/FlowKt__")
}

// flowInvoke is invoke for Flow's calls: a FlowCollector.emit of a request
// value makes the method emit one (its flow {} block's value), and FlowKt's
// calls are chainInvoke's with flowLib.
func (f *reqFlow) flowInvoke(m *dex.Method, in *dex.Insn, st *regflow.State, c *program.Call, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) (handled, grew bool) {
	ref := c.Ref
	if ref.Class == "Lkotlinx/coroutines/flow/FlowCollector;" && ref.Name == "emit" && !in.IsStaticInvoke() {
		if len(args) > 1 && has[1] {
			if old, ok := f.emits[m]; !ok || infos[1].better(old) {
				f.emits[m] = infos[1]
				*out = append(*out, f.users[m]...)
			}
		}
		return true, false
	}
	if !flowLib.ours(ref) {
		return false, false
	}
	return true, f.chainInvoke(flowLib, m, in, c, args, infos, has, out)
}
