package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// maxHookCallers bounds the callers of a boolean hook whose branches on
// its result are judged (hookBranches).
// A variable so that a test can lower it.
var maxHookCallers = 16

// hookBranch is a caller's branch on what a boolean hook returned.
type hookBranch struct {
	m  *dex.Method
	in *dex.Insn
	// onSetReturns0: the hook returns false when the flag its branch
	// tests is set (`return !force`).
	onSetReturns0 bool
}

// hookBranches returns, when the if-eqz/if-nez in of m only chooses the
// constant m returns (m returns a boolean; each edge runs straight to a
// return of a different constant), the branches of m's callers on the
// result of their call of m: there the flag decides what runs.
// cut is set when m is such a hook with more than maxHookCallers callers,
// whose branches are not judged.
func hookBranches(prog *program.Program, m *dex.Method, in *dex.Insn) (out []hookBranch, cut bool) {
	if m.Ref.Return != "Z" || in.Op != dex.OpIfEqz && in.Op != dex.OpIfEqz+1 {
		return nil, false
	}
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil, false
	}
	g := newInsnGraph(a.Result)
	i, ok := g.index[in.Addr]
	if !ok {
		return nil, false
	}
	target, _, _ := in.Branch()
	j, ok := g.index[target]
	if !ok || i+1 >= len(g.insns) {
		return nil, false
	}
	onTarget, ok1 := constReturn(g, j)
	onFall, ok2 := constReturn(g, i+1)
	if !ok1 || !ok2 || onTarget == onFall {
		return nil, false
	}
	// if-nez jumps when the flag is set, if-eqz when it is clear.
	onSet := onTarget
	if in.Op == dex.OpIfEqz {
		onSet = onFall
	}
	callers := prog.Callers(m)
	if len(callers) > maxHookCallers {
		return nil, true
	}
	for _, c := range callers {
		ca, err := prog.Analyze(c.Method)
		if err != nil || ca == nil {
			continue
		}
		// The result is tested right after the call (the summary gives
		// the register the hook's constants, not the call): move-result,
		// then an if-eqz/if-nez on it before anything else writes it.
		cg := newInsnGraph(ca.Result)
		k, ok := cg.index[c.Call.Addr]
		if !ok || k+1 >= len(cg.insns) || cg.insns[k+1].Op != dex.OpMoveResult {
			continue
		}
		r := cg.insns[k+1].A
		for n := k + 2; n < len(cg.insns) && n < k+12; n++ {
			x := &cg.insns[n]
			if (x.Op == dex.OpIfEqz || x.Op == dex.OpIfEqz+1) && x.A == r {
				out = append(out, hookBranch{c.Method, x, onSet == 0})
				break
			}
			if x.IsInvoke() {
				continue // writes no register: its move-result does
			}
			if _, _, branches := x.Branch(); branches || x.A == r {
				break
			}
		}
	}
	return out, false
}

// constReturn follows straight-line code from instruction i (constants
// loaded, gotos taken) to a return, and gives the constant it returns.
func constReturn(g *insnGraph, i int) (int64, bool) {
	regs := map[uint32]int64{}
	for range 16 {
		if i < 0 || i >= len(g.insns) {
			return 0, false
		}
		in := &g.insns[i]
		switch {
		case in.Op == dex.OpConst4 || in.Op == dex.OpConst16:
			regs[in.A] = in.Lit
			i++
		case in.Op >= dex.OpGoto && in.Op <= dex.OpGoto32:
			t, _, _ := in.Branch()
			j, ok := g.index[t]
			if !ok {
				return 0, false
			}
			i = j
		case in.Op == dex.OpReturn:
			v, ok := regs[in.A]
			return v, ok
		default:
			return 0, false
		}
	}
	return 0, false
}
