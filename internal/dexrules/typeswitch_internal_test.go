package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestDispatch: where the code testing a type switch's answer sends each
// answer, for the two shapes D8 emits: a packed-switch on the result, and
// the if-chain it makes of a small one (if-eqz, then a constant and
// if-eq). An answer no case has goes to the code after the dispatch; a
// test of another register, or of one whose value the chain did not set,
// ends the dispatch or gives up.
func TestDispatch(t *testing.T) {
	const reg = 1
	// 0: packed-switch v1 (cases 0 -> 3, 1 -> 4); 1: const/4 v0 0; 2: throw v0;
	// 3: return v0 (case 0); 4: return v1 (case 1); 5: the payload.
	sw := &insnGraph{insns: []dex.Insn{
		{Op: dex.OpPackedSwitch, A: reg, Addr: 0, Lit: 8},
		{Op: dex.OpConst4, A: 0, Addr: 3},
		{Op: dex.OpThrow, A: 0, Addr: 4},
		{Op: dex.OpReturn, A: 0, Addr: 5},
		{Op: dex.OpReturn, A: reg, Addr: 6},
		{Op: dex.OpNop, Fmt: dex.FmtPayload, Addr: 8, Payload: &dex.Payload{Ident: 0x0100, Keys: []int32{0, 1}, Targets: []int32{5, 6}}},
	}}
	// 0: if-eqz v1 -> 4; 1: const/4 v2 1; 2: if-eq v1 v2 -> 5; 3: throw
	// (default); 4: return (case 0); 5: return (case 1); 6: if-eq v1, v3 (v3 unknown).
	chain := &insnGraph{insns: []dex.Insn{
		{Op: dex.OpIfEqz, A: reg, Addr: 0, Lit: 7},
		{Op: dex.OpConst4, A: 2, Lit: 1, Addr: 2},
		{Op: dex.OpIfEq, A: reg, B: 2, Addr: 3, Lit: 5},
		{Op: dex.OpThrow, A: 0, Addr: 5},
		{Op: dex.OpReturn, A: 0, Addr: 7},
		{Op: dex.OpReturn, A: reg, Addr: 8},
		{Op: dex.OpIfEq, A: reg, B: 3, Addr: 9, Lit: -9},
	}}
	for _, g := range []*insnGraph{sw, chain} {
		g.index = map[uint32]int{}
		for i := range g.insns {
			g.index[g.insns[i].Addr] = i
		}
	}
	for _, c := range []struct {
		name   string
		g      *insnGraph
		start  int
		answer int64
		want   int
		ok     bool
	}{
		{"switch case 0", sw, 0, 0, 3, true},
		{"switch case 1", sw, 0, 1, 4, true},
		{"switch default", sw, 0, -2, 1, true},
		{"chain case 0", chain, 0, 0, 4, true},
		{"chain case 1", chain, 0, 1, 5, true},
		{"chain default", chain, 0, -1, 3, true},
		{"chain on an unknown register", chain, 6, 1, 0, false},
	} {
		got, ok := c.g.dispatch(c.start, reg, c.answer)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("%s: instruction %d (ok %v), want %d (ok %v)", c.name, got, ok, c.want, c.ok)
		}
	}
}
