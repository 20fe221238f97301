package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestForcedLive: rev55_k1's drop_shift (a.j.a) takes `args.copy(confirmed
// = true)` when the request's flag is set, and asks the user unless the
// copy's field is true. The object a helper returns has the field its
// constructor stored from the helper's constant argument
// (returnedField: copy$default's mask selects the argument, the copy
// passes it on, the constructor stores it): 1. With the flag's branch
// decided (ForcedLive), the test of that field is decided too and the ask
// path is dead on the set edge, live on the other.
func TestForcedLive(t *testing.T) {
	p := fixtureProgram(t, "rev55_k1")
	var m *dex.Method
	for _, x := range p.Classes["La/j;"].Methods() {
		if x.Ref.Name == "a" {
			m = x
		}
	}
	if m == nil {
		t.Fatal("no a.j.a")
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		t.Fatal(err)
	}
	var flag, test uint32 // the branch on the flag, the test of the copy's field
	var field regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpIfEqz && flag == 0 {
			flag = in.Addr
		}
		if in.Op == 0x55 && field.IsUndefined() { // iget-boolean
			fr, _ := m.Class.File.Field(in.Index)
			for _, x := range st.Reg(in.B).Alts {
				if v, ok := p.returnedField(m, x, fr); ok {
					field = v
				}
			}
			test = in.Addr + 2
		}
	})
	if c, ok := field.Single(); !ok || c.Kind != regflow.Const || c.Int != 1 {
		t.Errorf("the copy's confirmed field = %v, want 1", field)
	}
	set := p.ForcedLive(m, flag, false) // if-eqz falls through when the flag is set
	unset := p.ForcedLive(m, flag, true)
	ask := test + 2 // the ask path's first instruction, after the if-nez
	if set == nil || unset == nil || set[ask] || !unset[ask] {
		t.Errorf("ask path at %#x live: set %v, unset %v; want dead, live", ask, set[ask], unset[ask])
	}
}
