package regflow

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// objEnv is testEnv that knows the target field of one object: parameter
// 0, bound to a class constant (or to whatever target holds).
type objEnv struct {
	testEnv
	target Value
}

func (e *objEnv) FieldOf(f *dex.FieldRef, obj Value) (Value, bool) {
	if x, ok := obj.Single(); ok && x.Kind == Param && x.Int == 0 && f.Name == "target" {
		return e.target, true
	}
	return Value{}, false
}

// TestObjectEnv: a bound analysis whose Env answers for one object's
// fields (a builder's build() analysed as one caller's chain left it)
// reads that object's field from FieldOf and decides a null test of it
// when it holds an object that exists; another object's field, and a
// field that may still be null, leave both branches.
func TestObjectEnv(t *testing.T) {
	_, c := flowClass(t)
	var m *dex.Method
	for _, x := range c.Methods() {
		if x.Ref.Name == "objfield" {
			m = x
		}
	}
	if m == nil {
		t.Fatal("no objfield")
	}
	code, err := m.Code()
	if err != nil {
		t.Fatal(err)
	}
	class := One(Alt{Kind: Class, Str: "Lfixture/Flow;"})
	for _, tc := range []struct {
		name        string
		env         Env
		bound       bool
		first, next int // alternatives at the two sinks
	}{
		{"bound to a class", &objEnv{target: class}, true, 1, 2},
		{"bound, maybe null", &objEnv{target: Merge(class, One(Alt{Kind: Const}))}, true, 2, 2},
		{"no ObjectEnv", &testEnv{}, true, 2, 2},
		{"not a bound analysis", &objEnv{target: class}, false, 2, 2},
	} {
		var res *Result
		if tc.bound {
			res, err = AnalyzeBound(m, code, tc.env, DefaultWorkBudget, make([]Value, 2))
		} else {
			res, err = Analyze(m, code, tc.env)
		}
		if err != nil {
			t.Fatal(err)
		}
		var got []Value
		res.Replay(func(in *dex.Insn, st *State) {
			if in.Op == dex.OpInvokeStatic {
				got = append(got, st.Reg(uint32(in.Args[0])))
			}
		})
		if len(got) != 2 || len(got[0].Alts) != tc.first || len(got[1].Alts) != tc.next {
			t.Errorf("%s: sinks %v, want %d and %d alternatives", tc.name, got, tc.first, tc.next)
		}
		if tc.first == 1 && (got[0].Alts[0].Kind != Const || got[0].Alts[0].Int != 0x4000000) {
			t.Errorf("%s: first sink %v, want FLAG_IMMUTABLE", tc.name, got[0])
		}
	}
}

// TestReaches: an instruction reaches those after it in its block and in
// the blocks its branches lead to, not those only a path around it runs.
func TestReaches(t *testing.T) {
	_, c := flowClass(t)
	var m *dex.Method
	for _, x := range c.Methods() {
		if x.Ref.Name == "objfield" {
			m = x
		}
	}
	code, err := m.Code()
	if err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(m, code, &testEnv{})
	if err != nil {
		t.Fatal(err)
	}
	// objfield: 0 iget, 2 if-eqz :none, 4 const (then), 6 goto :join,
	// 7 :none const, 8 :join invoke sink, …
	for _, tc := range []struct {
		from, to uint32
		want     bool
	}{
		{0, 2, true}, {0, 8, true}, {4, 8, true}, {7, 8, true},
		{4, 7, false}, {7, 4, false}, {8, 0, false}, {2, 2, false},
	} {
		if got := res.Reaches(tc.from, tc.to); got != tc.want {
			t.Errorf("Reaches(%#x, %#x) = %v, want %v", tc.from, tc.to, got, tc.want)
		}
	}
}
