package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestNullCheckReturnsArg: the library null checks whose result is their
// argument (and kotlinc's pass-through before a spill), beside calls of
// the same shape that return something else.
func TestNullCheckReturnsArg(t *testing.T) {
	obj := []string{"Ljava/lang/Object;"}
	tests := []struct {
		ref  dex.MethodRef
		want bool
	}{
		{dex.MethodRef{Class: "Ldagger/internal/Preconditions;", Name: "checkNotNullFromProvides", Params: obj, Return: "Ljava/lang/Object;"}, true},
		{dex.MethodRef{Class: "Ldagger/internal/Preconditions;", Name: "checkNotNull", Params: []string{"Ljava/lang/Object;", "Ljava/lang/String;"}, Return: "Ljava/lang/Object;"}, true},
		{dex.MethodRef{Class: "Ljava/util/Objects;", Name: "requireNonNull", Params: obj, Return: "Ljava/lang/Object;"}, true},
		{dex.MethodRef{Class: "Lcom/google/common/base/Preconditions;", Name: "checkNotNull", Params: obj, Return: "Ljava/lang/Object;"}, true},
		{dex.MethodRef{Class: "Lkotlin/coroutines/jvm/internal/SpillingKt;", Name: "nullOutSpilledVariable", Params: obj, Return: "Ljava/lang/Object;"}, true},
		// Either argument may come back, or something else altogether.
		{dex.MethodRef{Class: "Ljava/util/Objects;", Name: "requireNonNullElse", Params: []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}, Return: "Ljava/lang/Object;"}, false},
		{dex.MethodRef{Class: "Ljava/util/Objects;", Name: "toString", Params: obj, Return: "Ljava/lang/String;"}, false},
		{dex.MethodRef{Class: "Lcom/google/common/base/Preconditions;", Name: "checkArgument", Params: []string{"Z"}, Return: "V"}, false},
	}
	for _, tt := range tests {
		if got := ReturnsArg(&tt.ref); got != tt.want {
			t.Errorf("ReturnsArg(%s.%s) = %v, want %v", tt.ref.Class, tt.ref.Name, got, tt.want)
		}
	}
}
