package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestStoredArgTaint checks the field question on rev13a_defaults (Kotlin
// sketch beside the smali): what the callers of a field's writers pass,
// climbed through the $default bridge, a setter, and cut by depth (Deep,
// built four calls away) or by the caller budget (Ticket, 17 callers).
// Asking twice gives the cached answer, and fieldRead itself is unchanged
// (the parameter part stays unknown there: only a rule's question climbs).
func TestStoredArgTaint(t *testing.T) {
	// Ticket is constructed in 17 places: past a budget of 16.
	defer func(n int) { MaxStoredArgCallers = n }(MaxStoredArgCallers)
	MaxStoredArgCallers = 16
	p := fixtureProgram(t, "rev13a_defaults")
	field := func(class, name string) regflow.Value {
		return regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: "Lcom/example/r13d/" + class + ";", Name: name, Type: "Ljava/lang/String;"}})
	}
	for _, tc := range []struct {
		class, name string
		want, not   regflow.Taint
		deep, cut   bool
	}{
		{"Session", "token", regflow.TaintClock, regflow.TaintSecure, false, false},
		{"Operation", "token", regflow.TaintSecure, regflow.TaintPredictable, false, false},
		{"Stamp", "token", regflow.TaintClock, regflow.TaintSecure, false, false},
		{"Holder", "token", regflow.TaintRandom, regflow.TaintSecure, false, false},
		{"Notice", "message", 0, regflow.TaintException | regflow.TaintPredictable, false, false},
		{"Problem", "message", regflow.TaintException, 0, false, false},
		{"Deep", "token", 0, regflow.TaintPredictable, true, true},
		{"Ticket", "token", regflow.TaintSecure, regflow.TaintPredictable, false, true},
	} {
		t.Run(tc.class, func(t *testing.T) {
			v := field(tc.class, tc.name)
			if r, _ := p.fieldRead(v.Alts[0].Field); r.Taint&(tc.want|tc.not) != 0 {
				t.Errorf("fieldRead taint %#x: the callers were climbed without a question", r.Taint)
			}
			r := p.StoredArgTaint(nil, v)
			if r.Taint&tc.want != tc.want || r.Taint&tc.not != 0 || regflow.ParamTaints&r.Taint != 0 {
				t.Errorf("taint %#x, want %#x without %#x", r.Taint, tc.want, tc.not)
			}
			if (r.Cut != nil) != tc.cut || r.Cut != nil && r.Cut.Deep != tc.deep {
				t.Errorf("cut %+v, want cut %v deep %v", r.Cut, tc.cut, tc.deep)
			}
			if again := p.StoredArgTaint(nil, v); again.Taint != r.Taint || again.Cut != r.Cut {
				t.Errorf("asked again: %+v, first %+v", again, r)
			}
		})
	}
}
