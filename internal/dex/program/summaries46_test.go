package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// summaries46 loads testdata/dex/summaries46.dex (sketch and smali in
// testdata/dex/src/summaries46): shapes a review of stop 46 found the
// summaries answered wrongly or in an order-dependent way.
func summaries46(t *testing.T) *Program {
	t.Helper()
	return loadDex(t, "../../../../testdata/dex/summaries46.dex")
}

// TestCallerFieldChainOrder: C.b holds the caller's package whether or
// not a field four constructors further (Z.e, past the bound) was asked
// about first; K.f, set by a platform callback's accept() that
// Optional.ifPresent also calls with the extras' "pkg", is not the
// caller's.
func TestCallerFieldChainOrder(t *testing.T) {
	s := "Ljava/lang/String;"
	cb := &dex.FieldRef{Class: "Lq/C;", Name: "b", Type: s}
	ze := &dex.FieldRef{Class: "Lq/Z;", Name: "e", Type: s}
	if p := summaries46(t); !p.CallerField(cb) {
		t.Error("C.b, asked first: not the caller's")
	}
	p := summaries46(t)
	p.CallerField(ze)
	if !p.CallerField(cb) {
		t.Error("C.b, asked after Z.e: not the caller's")
	}
	if p.CallerField(&dex.FieldRef{Class: "Lq/K;", Name: "f", Type: s}) {
		t.Error("K.f, set by a platform callback: taken for the caller's")
	}
}

// TestTargetsAtSwappedFields: R's two fields are swapped by swap(), so a
// call on either reaches both M.put and D.put, whichever is asked first.
func TestTargetsAtSwappedFields(t *testing.T) {
	targets := func(p *Program, name string) []string {
		var out []string
		m := p.Method("Lq/R;", name)
		p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
			for _, x := range p.TargetsAt(m, c, in, st) {
				out = append(out, x.Class.Name)
			}
		})
		slices.Sort(out)
		return out
	}
	want := []string{"Lq/D;", "Lq/M;"}
	for _, order := range [][]string{{"usePrimary()V", "useBackup()V"}, {"useBackup()V", "usePrimary()V"}} {
		p := summaries46(t)
		for _, name := range order {
			if got := targets(p, name); !slices.Equal(got, want) {
				t.Errorf("asked in the order %v: %s reaches %v, want %v", order, name, got, want)
			}
		}
	}
}
