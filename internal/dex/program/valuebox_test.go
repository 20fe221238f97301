package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestValueClassBoxes: what V.unbox-impl() gives for receivers made by
// V.box-impl, and when it leaves the call to V's summary.
func TestValueClassBoxes(t *testing.T) {
	box := &dex.MethodRef{Class: "Lcom/x/OpId;", Name: "box-impl", Params: []string{"Ljava/lang/String;"}, Return: "Lcom/x/OpId;"}
	unbox := &dex.MethodRef{Class: "Lcom/x/OpId;", Name: "unbox-impl", Return: "Ljava/lang/String;"}
	other := &dex.MethodRef{Class: "Lcom/x/Uid;", Name: "box-impl", Params: []string{"I"}, Return: "Lcom/x/Uid;"}
	if !valueBoxes(box, true) || valueBoxes(box, false) || valueBoxes(unbox, true) || !valueUnboxes(unbox, false) || valueUnboxes(unbox, true) {
		t.Fatal("box-impl / unbox-impl not recognised by their shapes")
	}
	str := regflow.One(regflow.Alt{Kind: regflow.Str, Str: "op-1"})
	random := regflow.One(regflow.Alt{Kind: regflow.Call, Site: 4})
	random.Taint = regflow.TaintPredictable
	null := regflow.One(regflow.Alt{Kind: regflow.Const})
	for _, tc := range []struct {
		name  string
		recv  regflow.Value
		ok    bool
		str   string // the constant given back, when one
		taint regflow.Taint
	}{
		{"constant", valueBoxed(8, box, str), true, "op-1", 0},
		{"predictable, boxed here", valueBoxed(8, box, random), true, "same", regflow.TaintPredictable},
		{"predictable, boxed by a helper", viaHelper(valueBoxed(8, box, random)), true, "", regflow.TaintPredictable},
		{"or null", regflow.Merge(valueBoxed(8, box, str), null), true, "op-1", 0},
		{"another class's box", valueBoxed(8, other, str), false, "", 0},
		{"not a box", random, false, "", 0},
		{"partly unknown", regflow.Value{Top: true, Alts: valueBoxed(8, box, str).Alts}, false, "", 0},
	} {
		v, ok := valueUnboxed(12, unbox, tc.recv)
		if ok != tc.ok {
			t.Errorf("%s: ok %v, want %v", tc.name, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		s, single := v.Single()
		if tc.str == "same" {
			if !single || s.Kind != regflow.Call || s.Site != 4 {
				t.Errorf("%s: %v, want the boxed call result itself", tc.name, v)
			}
		} else if tc.str != "" && (!single || s.Kind != regflow.Str || s.Str != tc.str) {
			t.Errorf("%s: %v, want %q", tc.name, v, tc.str)
		}
		if tc.str == "" && (!single || s.Kind != regflow.Call || s.Site != 12) {
			t.Errorf("%s: %v, want the unbox call's unknown result", tc.name, v)
		}
		if v.Taint != tc.taint {
			t.Errorf("%s: taint %v, want %v", tc.name, v.Taint, tc.taint)
		}
	}
}

// viaHelper marks v's alternatives as made inside a helper whose summary
// placed them at a call, as applySummaries does.
func viaHelper(v regflow.Value) regflow.Value {
	out := regflow.Value{Taint: v.Taint}
	for _, a := range v.Alts {
		a.Via = &dex.Method{}
		out.Alts = append(out.Alts, a)
	}
	return out
}
