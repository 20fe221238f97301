package regflow

import "testing"

// TestNegate: `xor 1` of a flag flips a constant, undoes a negation,
// and makes any other known value its Not (the same flag read the other
// way round); a value not known on every path is left to binop.
func TestNegate(t *testing.T) {
	call := Alt{Kind: Call, Site: 4}
	not := Alt{Kind: Not, Of: &call}
	for _, tc := range []struct {
		name string
		in   Value
		want string
		ok   bool
	}{
		{"constant", One(Alt{Kind: Const, Int: 1}), One(Alt{Kind: Const, Int: 0}).String(), true},
		{"call", One(call), One(not).String(), true},
		{"negation undone", One(not), One(call).String(), true},
		{"call or constant", Merge(One(call), One(Alt{Kind: Const, Int: 0})), Merge(One(not), One(Alt{Kind: Const, Int: 1})).String(), true},
		{"top", Value{Top: true}, "", false},
		{"undefined", Value{}, "", false},
	} {
		got, ok := Negate(tc.in)
		if ok != tc.ok || ok && got.String() != tc.want {
			t.Errorf("%s: Negate(%s) = %s, %v; want %s, %v", tc.name, tc.in, got, ok, tc.want, tc.ok)
		}
	}
	tainted := Value{Alts: []Alt{call}, Taint: TaintParam(1)}
	if got, _ := Negate(tainted); got.Taint != TaintParam(1) {
		t.Errorf("Negate drops the taint: %#x", got.Taint)
	}
}
