package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestClassKey: a lookup keyed by a class (a service container's
// get(Class<T> type), a class constant) is no token lookup for CETP620; a
// String or Object parameter, or a key only partly a class, may be one.
func TestClassKey(t *testing.T) {
	get := &dex.Method{Class: &dex.Class{Name: "La/Container;"},
		Ref: &dex.MethodRef{Class: "La/Container;", Name: "get", Params: []string{"Ljava/lang/Class;", "Ljava/lang/String;", "Ljava/lang/Object;"}, Return: "Ljava/lang/Object;"}}
	param := func(k int64) regflow.Alt { return regflow.Alt{Kind: regflow.Param, Int: k} }
	class := regflow.Alt{Kind: regflow.Class, Str: "La/Store;"}
	for _, c := range []struct {
		name string
		v    regflow.Value
		want bool
	}{
		{"Class parameter", regflow.One(param(1)), true},
		{"class constant", regflow.One(class), true},
		{"either", regflow.Merge(regflow.One(param(1)), regflow.One(class)), true},
		{"String parameter", regflow.One(param(2)), false},
		{"Object parameter", regflow.One(param(3)), false},
		{"receiver", regflow.One(param(0)), false},
		{"class or a String", regflow.Merge(regflow.One(param(1)), regflow.One(param(2))), false},
		{"unknown", regflow.Value{Top: true}, false},
	} {
		if got := classKey(get, c.v); got != c.want {
			t.Errorf("%s: classKey = %v, want %v", c.name, got, c.want)
		}
	}
}
