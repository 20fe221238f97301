package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// insnGraph is the instruction-level control flow of one analyzed method:
// what may run after what, exception handlers included (every instruction
// inside a try range may reach its handlers).
type insnGraph struct {
	insns    []dex.Insn
	index    map[uint32]int
	succ     [][]int
	switches []int // the packed and sparse switches
}

func newInsnGraph(r *regflow.Result) *insnGraph {
	g := &insnGraph{insns: r.Insns, index: make(map[uint32]int, len(r.Insns)), succ: make([][]int, len(r.Insns))}
	for i := range r.Insns {
		g.index[r.Insns[i].Addr] = i
	}
	add := func(i int, addr uint32) {
		if j, ok := g.index[addr]; ok {
			g.succ[i] = append(g.succ[i], j)
		}
	}
	for i := range r.Insns {
		in := &r.Insns[i]
		if in.Fmt == dex.FmtPayload {
			continue
		}
		if t, _, ok := in.Branch(); ok {
			add(i, t)
		}
		if in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			g.switches = append(g.switches, i)
			if pl := g.payload(in); pl != nil {
				for _, t := range pl.Targets {
					add(i, uint32(int64(in.Addr)+int64(t)))
				}
			}
		}
		if in.FallsThrough() && i+1 < len(r.Insns) {
			g.succ[i] = append(g.succ[i], i+1)
		}
		for _, t := range r.Code.Tries {
			if in.Addr >= t.Start && in.Addr < t.End {
				for _, h := range t.Handlers {
					add(i, h.Addr)
				}
			}
		}
	}
	return g
}

// payload is the switch payload a switch instruction points at, or nil.
func (g *insnGraph) payload(in *dex.Insn) *dex.Payload {
	j, ok := g.index[uint32(int64(in.Addr)+in.Lit)]
	if !ok {
		return nil
	}
	return g.insns[j].Payload
}

// walk visits the instructions reachable from starts (included), not
// going past an instruction stop accepts; visit returns false to end the
// walk.
func (g *insnGraph) walk(starts []int, stop func(*dex.Insn) bool, visit func(*dex.Insn) bool) {
	seen := make([]bool, len(g.insns))
	queue := append([]int(nil), starts...)
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if seen[i] {
			continue
		}
		seen[i] = true
		in := &g.insns[i]
		if stop != nil && stop(in) {
			continue
		}
		if !visit(in) {
			return
		}
		queue = append(queue, g.succ[i]...)
	}
}

// analysedGraph analyses m and returns the analysis, its instruction graph
// and m's calls by address: what the dispatch readers start from. ok is
// false when m cannot be analysed (the program tells the rules that limit,
// for their notes).
func analysedGraph(prog *program.Program, m *dex.Method) (a *program.Analysis, g *insnGraph, byAddr map[uint32]*program.Call, ok bool) {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil, nil, nil, false
	}
	g, byAddr = newInsnGraph(a.Result), program.CallsByAddr(prog.Calls(m))
	g.narrowTypeSwitches(prog, byAddr)
	return a, g, byAddr, true
}

// narrowTypeSwitches cuts the edges a pattern switch's guard never takes.
// javac's `case A a when cond` re-enters the switch through its lowered
// helper with the restart index past that case (see
// program.SwitchIndexAnswers); followed as a plain loop, the back edge
// would reach the guarded body again, and a flag tested by the guard
// would seem to decide nothing. Each edge into the helper call on which
// the restart register holds a constant goes instead straight to the cases
// the helper can answer for that constant (and to the default arm after
// the switch for an answer no case has). The helper itself writes nothing,
// so skipping its call hides no effect. Edges whose restart value is not a
// constant, and helpers not recognised, keep the loop as it is.
func (g *insnGraph) narrowTypeSwitches(prog *program.Program, byAddr map[uint32]*program.Call) {
	var preds [][]int
	for _, j := range g.switches {
		sw := &g.insns[j]
		if j < 2 || j+1 >= len(g.insns) {
			continue
		}
		mr, inv := &g.insns[j-1], &g.insns[j-2]
		c := byAddr[inv.Addr]
		if mr.Op != dex.OpMoveResult || mr.A != sw.A || c == nil || len(inv.Args) != 2 {
			continue
		}
		pl := g.payload(sw)
		if pl == nil {
			continue
		}
		if preds == nil {
			preds = g.preds()
		}
		restart := uint32(inv.Args[1])
		for _, q := range preds[j-2] {
			k, ok := g.constBefore(preds, q, restart)
			if !ok {
				continue
			}
			answers, ok := prog.SwitchIndexAnswers(c, k)
			if !ok {
				continue
			}
			var to []int
			for _, a := range answers {
				t := j + 1
				for n, key := range pl.Keys {
					if int64(key) == a && n < len(pl.Targets) {
						if x, found := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[n]))]; found {
							t = x
						}
					}
				}
				if !slices.Contains(to, t) {
					to = append(to, t)
				}
			}
			var succ []int
			for _, s := range g.succ[q] {
				if s == j-2 {
					succ = append(succ, to...)
				} else {
					succ = append(succ, s)
				}
			}
			g.succ[q] = succ
		}
	}
}

// preds returns each instruction's predecessors.
func (g *insnGraph) preds() [][]int {
	out := make([][]int, len(g.insns))
	for i, ss := range g.succ {
		for _, s := range ss {
			out[s] = append(out[s], i)
		}
	}
	return out
}

// constBefore returns the constant register r holds after instruction q,
// found on the straight line of single predecessors that ends at q (a
// javac restart is `const restart, k` then a goto back).
func (g *insnGraph) constBefore(preds [][]int, q int, r uint32) (int64, bool) {
	for step := 0; step < 8; step++ {
		in := &g.insns[q]
		if in.WritesReg(r) {
			if in.Op >= dex.OpConst4 && in.Op <= dex.OpConst && in.A == r {
				return in.Lit, true
			}
			return 0, false
		}
		if len(preds[q]) != 1 {
			return 0, false
		}
		q = preds[q][0]
	}
	return 0, false
}
