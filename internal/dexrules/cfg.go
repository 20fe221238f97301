package dexrules

import (
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
		// A branch, goto or switch cannot throw: no edge to the try's
		// handlers, so that a test inside a try (a flag read from JSON in
		// a try/catch of JSONException) keeps its two edges.
		if _, _, branch := in.Branch(); branch || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			continue
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
	return a, newInsnGraph(a.Result), program.CallsByAddr(prog.Calls(m)), true
}
