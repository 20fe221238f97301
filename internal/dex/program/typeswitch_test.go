package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestSwitchIndexAnswers: rev24_typeswitch's D8 helper for `switch (op)
// { case Purge p when ... ; case Purge p ; case Lookup l ; case Save s when
// ... ; case Save s }` answers, per
// restart index, the cases at or after it, -1 (null) and -2 (none); Ops.rank
// has the same proto but writes a static field, so it is no type switch.
func TestSwitchIndexAnswers(t *testing.T) {
	p := fixtureProgram(t, "rev24_typeswitch")
	helper := methodIn(t, p, "Lcom/example/r24t/", "OpsProvider$$ExternalSyntheticTypeSwitch0", "switchDispatch")
	call := &Call{Ref: helper.Ref, Op: dex.OpInvokeStatic}
	for _, c := range []struct {
		restart int64
		want    []int64
	}{
		{0, []int64{-2, -1, 0, 1, 2, 3, 4}},
		{1, []int64{-2, -1, 1, 2, 3, 4}},
		{4, []int64{-2, -1, 4}},
		{5, []int64{-2, -1}},
	} {
		got, ok := p.SwitchIndexAnswers(call, c.restart)
		slices.Sort(got)
		if !ok || !slices.Equal(got, c.want) {
			t.Errorf("restart %d: answers %v (ok %v), want %v", c.restart, got, ok, c.want)
		}
	}
	rank := methodIn(t, p, "Lcom/example/r24t/", "Ops", "rank")
	if got, ok := p.SwitchIndexAnswers(&Call{Ref: rank.Ref, Op: dex.OpInvokeStatic}, 1); ok {
		t.Errorf("Ops.rank answers %v: it writes a field, it is no type switch", got)
	}
	if got, ok := p.SwitchIndexAnswers(&Call{Ref: helper.Ref, Op: dex.OpInvokeVirtual}, 1); ok {
		t.Errorf("a virtual call answers %v", got)
	}
}
