package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestBlockCall: the coroutine builders whose value is their block's, with
// the block's argument index, beside builders that return a Job or a
// Deferred (whose value is not the block's) and instance calls.
func TestBlockCall(t *testing.T) {
	fn2 := "Lkotlin/jvm/functions/Function2;"
	ctx := "Lkotlin/coroutines/CoroutineContext;"
	cont := "Lkotlin/coroutines/Continuation;"
	tests := []struct {
		ref    dex.MethodRef
		static bool
		want   int
	}{
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "withContext", Params: []string{ctx, fn2, cont}}, true, 1},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "runBlocking", Params: []string{ctx, fn2}}, true, 1},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "runBlocking$default", Params: []string{ctx, fn2, "I", "Ljava/lang/Object;"}}, true, 1},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/CoroutineScopeKt;", Name: "coroutineScope", Params: []string{fn2, cont}}, true, 0},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/TimeoutKt;", Name: "withTimeout", Params: []string{"J", fn2, cont}}, true, 1},
		// launch and async return a Job or a Deferred, not the value.
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "launch$default", Params: []string{"Lkotlinx/coroutines/CoroutineScope;", ctx, "Lkotlinx/coroutines/CoroutineStart;", fn2, "I", "Ljava/lang/Object;"}}, true, -1},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "async", Params: []string{"Lkotlinx/coroutines/CoroutineScope;", ctx, "Lkotlinx/coroutines/CoroutineStart;", fn2}}, true, -1},
		{dex.MethodRef{Class: "Lkotlinx/coroutines/BuildersKt;", Name: "withContext", Params: []string{ctx, fn2, cont}}, false, -1},
	}
	for _, tt := range tests {
		if got := blockCall(&tt.ref, tt.static); got != tt.want {
			t.Errorf("blockCall(%s.%s, static %v) = %d, want %d", tt.ref.Class, tt.ref.Name, tt.static, got, tt.want)
		}
	}
}
