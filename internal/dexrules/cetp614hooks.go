package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"slices"
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
	// compare: in is an if-eq/if-ne of the result with the constant an
	// int hook returns when the flag is set (its equal edge is the set
	// edge).
	compare bool
	// verdict: the hook returns an int verdict (verdictHookBranches).
	verdict bool
	// verdictK: that verdict's constant, the case a switch on the
	// result (in, a packed or sparse switch) runs when the flag is set.
	verdictK int64
}

// hookBranches returns, when the if-eqz/if-nez in of m only chooses the
// constant m returns (m returns a boolean; each edge runs straight to a
// return of a different constant), the branches of m's callers on the
// result of their call of m: there the flag decides what runs.
// cut is set when m is such a hook with more than maxHookCallers callers,
// whose branches are not judged.
func hookBranches(prog *program.Program, m *dex.Method, in *dex.Insn, argFromRequest func(c program.Caller, k int) bool) (out []hookBranch, cut bool) {
	if m.Ref.Return == "I" {
		return verdictHookBranches(prog, m, in, argFromRequest)
	}
	if m.Ref.Return != "Z" || in.Op != dex.OpIfEqz && in.Op != dex.OpIfEqz+1 {
		return nil, false
	}
	_, g, i, j, ok := hookEdges(prog, m, in)
	if !ok {
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
		// The result tested right after the call: an if-eqz/if-nez on it
		// before anything else writes it.
		x := resultTest(prog, c, func(g *insnGraph, n int, r uint32) *dex.Insn {
			for end := n + 10; n < len(g.insns) && n < end; n++ {
				x := &g.insns[n]
				if (x.Op == dex.OpIfEqz || x.Op == dex.OpIfEqz+1) && x.A == r {
					return x
				}
				if x.IsInvoke() {
					continue // writes no register: its move-result does
				}
				if _, _, branches := x.Branch(); branches || x.A == r {
					return nil
				}
			}
			return nil
		})
		if x != nil {
			out = append(out, hookBranch{m: c.Method, in: x, onSetReturns0: onSet == 0})
		}
	}
	return out, false
}

// hookEdges analyses hook m and returns, for its branch in, the graph, the
// branch's index and its target's (the fall-through is i+1); ok is false
// when m cannot be analysed or the branch is not found.
func hookEdges(prog *program.Program, m *dex.Method, in *dex.Insn) (a *program.Analysis, g *insnGraph, i, j int, ok bool) {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil, nil, 0, 0, false
	}
	g = newInsnGraph(a.Result)
	i, ok = g.index[in.Addr]
	if !ok || i+1 >= len(g.insns) {
		return nil, nil, 0, 0, false
	}
	target, _, _ := in.Branch()
	j, ok = g.index[target]
	return a, g, i, j, ok
}

// resultTest finds, in the caller c of a hook, the test of the hook's
// result that test picks, given the caller's graph, the instruction after
// the result's move-result and its register (the summary gives that
// register the hook's constants, not the call, so the result is read from
// the instructions); nil when the call's result is not moved to a register
// or c's method cannot be analysed.
func resultTest(prog *program.Program, c program.Caller, test func(g *insnGraph, n int, r uint32) *dex.Insn) *dex.Insn {
	ca, err := prog.Analyze(c.Method)
	if err != nil || ca == nil {
		return nil
	}
	g := newInsnGraph(ca.Result)
	k, ok := g.index[c.Call.Addr]
	if !ok || k+1 >= len(g.insns) || g.insns[k+1].Op != dex.OpMoveResult {
		return nil
	}
	return test(g, k+2, g.insns[k+1].A)
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

// verdictHookBranches is hookBranches for a hook returning an int verdict
// (`int confirmation(inv) { if (args.optBoolean("user_confirmed")) return
// APPROVED; … return tickets.redeem(…); }`): when the edge the flag takes
// when set runs straight to a return of a constant K (and the other edge
// does not always return K), the callers' tests of the result against K
// are decided by the flag on their equal edge — set, the verdict is K
// whatever else the hook would have checked.
func verdictHookBranches(prog *program.Program, m *dex.Method, in *dex.Insn, argFromRequest func(c program.Caller, k int) bool) (out []hookBranch, cut bool) {
	if in.Op != dex.OpIfEqz && in.Op != dex.OpIfEqz+1 {
		return nil, false
	}
	a, g, i, j, ok := hookEdges(prog, m, in)
	if !ok {
		return nil, false
	}
	// The flag tested may be the hook's own parameter: then each caller
	// passes its own, and only a caller passing the request's counts.
	param := -1
	a.Replay(func(x *dex.Insn, st *regflow.State) {
		if x.Addr == in.Addr {
			if v, ok := st.Reg(in.A).Single(); ok && v.Kind == regflow.Param {
				param = int(v.Int)
			}
		}
	})
	set, unset := i+1, j // if-eqz jumps when the flag is clear
	if in.Op == dex.OpIfEqz+1 {
		set, unset = j, i+1
	}
	k, ok := constReturn(g, set)
	if !ok {
		return nil, false
	}
	if other, ok := constReturn(g, unset); ok && other == k {
		return nil, false // the same verdict either way
	}
	callers := throughAccessors(prog, m)
	if len(callers) > maxHookCallers {
		return nil, true
	}
	for _, c := range callers {
		if param >= 0 && (argFromRequest == nil || !argFromRequest(c, param)) {
			continue
		}
		x := resultTest(prog, c, func(g *insnGraph, n int, r uint32) *dex.Insn { return verdictTest(g, n, r, k) })
		if x != nil {
			out = append(out, hookBranch{m: c.Method, in: x, compare: k != 0, onSetReturns0: k == 0, verdict: true, verdictK: k})
		}
	}
	return out, false
}

// verdictTest finds, from instruction n on, the test of register r
// against the constant k: an if-eq/if-ne with a register loaded with k, or
// for 0 an if-eqz/if-nez. Tests of r against other constants on the way
// (`if (answer == DENIED) return cancelled()`) are followed on their edge
// where r is not that constant, which is where K goes.
func verdictTest(g *insnGraph, n int, r uint32, k int64) *dex.Insn {
	consts := map[uint32]int64{}
	for steps := 0; n < len(g.insns) && steps < 24; steps++ {
		x := &g.insns[n]
		target, _, _ := x.Branch()
		jump := func() int {
			t, ok := g.index[target]
			if !ok {
				return len(g.insns)
			}
			return t
		}
		switch {
		case x.Op == dex.OpConst4 || x.Op == dex.OpConst16 || x.Op == dex.OpConst:
			if x.A == r {
				return nil
			}
			consts[x.A] = x.Lit
			n++
			continue
		case (x.Op == dex.OpIfEqz || x.Op == dex.OpIfEqz+1) && x.A == r:
			if k == 0 {
				return x
			}
			// r is k, not 0: if-eqz falls through, if-nez jumps.
			if x.Op == dex.OpIfEqz {
				n++
			} else {
				n = jump()
			}
			continue
		case x.Op == dex.OpIfEq || x.Op == dex.OpIfEq+1:
			var other uint32
			switch r {
			case x.A:
				other = x.B
			case x.B:
				other = x.A
			default:
				return nil
			}
			v, ok := consts[other]
			if !ok {
				return nil
			}
			if v == k {
				return x
			}
			// r is not v: if-eq falls through, if-ne jumps.
			if x.Op == dex.OpIfEq {
				n++
			} else {
				n = jump()
			}
			continue
		case x.Op >= dex.OpGoto && x.Op <= dex.OpGoto32:
			n = jump()
			continue
		case (x.Op == dex.OpPackedSwitch || x.Op == dex.OpSparseSwitch) && x.A == r:
			// `switch (consent(...)) { case GRANTED: break; … }`: the
			// case of k is the set edge (insnGraph.switchCase).
			return x
		}
		if _, _, branches := x.Branch(); branches || x.IsInvoke() || x.A == r || !x.FallsThrough() {
			return nil
		}
		n++
	}
	return nil
}

// throughAccessors returns m's callers, each synthetic accessor that only
// forwards to m (javac's `access$400` for a private method an inner class
// calls) replaced by its own callers.
func throughAccessors(prog *program.Program, m *dex.Method) []program.Caller {
	var out []program.Caller
	for _, c := range prog.Callers(m) {
		if forwards(prog, c.Method) {
			out = append(out, prog.Callers(c.Method)...)
			continue
		}
		out = append(out, c)
	}
	return out
}

// forwards reports whether m is a synthetic static method whose code is
// one call, its result moved and returned.
func forwards(prog *program.Program, m *dex.Method) bool {
	return m.AccessFlags&(dex.AccSynthetic|dex.AccStatic) == dex.AccSynthetic|dex.AccStatic && returnsOneCall(prog, m, false)
}

// returnsOneCall reports whether m's code is one call whose result it
// returns, with nothing but moves (and, with casts, check-casts, constants
// and android.util.Log calls) besides: a static accessor; with casts also
// a bridge or a visitor's accept(v) returning v.visit(this), perhaps after
// logging it.
func returnsOneCall(prog *program.Program, m *dex.Method, casts bool) bool {
	if !m.HasCode() {
		return false
	}
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	invokes := 0
	for _, in := range a.Result.Insns {
		switch {
		case casts && in.IsInvoke() && logCall(m, in):
			// A log line before forwarding (accept logging the visit).
		case in.IsInvoke():
			invokes++
		case in.Op >= dex.OpMoveResult && in.Op <= dex.OpMoveResultObject,
			in.Op >= dex.OpReturnVoid && in.Op <= dex.OpReturnObject,
			in.Op >= dex.OpMove && in.Op <= dex.OpMoveObject16,
			casts && in.Op == dex.OpCheckCast,
			casts && (in.Op == dex.OpConstString || in.Op == dex.OpConstString+1):
		default:
			return false
		}
	}
	return invokes == 1
}

// logCall reports whether the invoke in calls android.util.Log.
func logCall(m *dex.Method, in dex.Insn) bool {
	ref, err := m.Class.File.Method(in.Index)
	return err == nil && ref.Class == "Landroid/util/Log;"
}

// switchCase returns the instruction a switch at i runs for the value k
// (its default, the next instruction, when no case has k), and the other
// instructions it may run; ok is false when its cases cannot be read.
func (g *insnGraph) switchCase(i int, k int64) (set int, others []int, ok bool) {
	sw := &g.insns[i]
	pl := g.payload(sw)
	if pl == nil || len(pl.Keys) != len(pl.Targets) || i+1 >= len(g.insns) {
		return -1, nil, false
	}
	set = i + 1
	targets := []int{i + 1}
	for n, key := range pl.Keys {
		t, found := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[n]))]
		if !found {
			return -1, nil, false
		}
		if int64(key) == k {
			set = t
		}
		targets = append(targets, t)
	}
	for _, t := range targets {
		if t != set && !slices.Contains(others, t) {
			others = append(others, t)
		}
	}
	return set, others, true
}
