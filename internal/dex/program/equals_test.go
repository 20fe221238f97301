package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestEqualsHelper: in rev49_k1 R8 renamed Kotlin's standard library into
// package b; b.a.a(Object, Object)Z is Intrinsics.areEqual (`a == null ?
// b == null : a.equals(b)`) and an equality, while b.a.a(Object,
// String)V (checkNotNull's parameter check, which throws) and b.a.b(Object,
// String)V are not; nor is a platform method or an instance method.
func TestEqualsHelper(t *testing.T) {
	p := fixtureProgram(t, "rev49_k1")
	obj := "Ljava/lang/Object;"
	for _, tc := range []struct {
		ref  *dex.MethodRef
		want bool
	}{
		{&dex.MethodRef{Class: "Lb/a;", Name: "a", Params: []string{obj, obj}, Return: "Z"}, true},
		{&dex.MethodRef{Class: "Lb/a;", Name: "a", Params: []string{obj, "Ljava/lang/String;"}, Return: "V"}, false},
		{&dex.MethodRef{Class: "Lb/a;", Name: "b", Params: []string{obj, "Ljava/lang/String;"}, Return: "V"}, false},
		{&dex.MethodRef{Class: "Ljava/util/Objects;", Name: "equals", Params: []string{obj, obj}, Return: "Z"}, false},
	} {
		if got := p.EqualsHelper(tc.ref); got != tc.want {
			t.Errorf("EqualsHelper(%s) = %v, want %v", tc.ref, got, tc.want)
		}
		if got := p.EqualsHelper(tc.ref); got != tc.want { // cached
			t.Errorf("EqualsHelper(%s) second call = %v, want %v", tc.ref, got, tc.want)
		}
	}
}
