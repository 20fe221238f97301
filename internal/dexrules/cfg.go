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
	jumpIn   []bool // instructions a branch or switch reaches (joined), built on first use
	switches []int  // the packed and sparse switches
	// emptiness maps a test of the result of an emptiness call on a
	// register to that register (markEmptinessTests); consistentWalk
	// reads it.
	emptiness map[int]emptinessTest
	// hookCompares are the if-eq/if-ne that compare a hook's result with
	// the constant it returns when a request flag is set (hookBranches):
	// flagEdges reads their equal edge as the flag's set edge.
	hookCompares map[uint32]bool
}

// emptinessTest: the if-eqz/if-nez at an index tests isEmpty(of)
// (inverted: non-zero means empty) or of's length (non-zero means not
// empty).
type emptinessTest struct {
	of       uint32
	inverted bool
}

// markEmptinessTests finds the tests of TextUtils.isEmpty(x),
// x.isEmpty(), Kotlin's isBlank(x) and x.length() results right after the
// call (invoke, move-result, if-eqz/if-nez), so that consistentWalk joins
// them to what it knows of x: `!confirmed && isEmpty(token)` then
// `!isEmpty(token) && !take(token)` are one condition on token.
func (g *insnGraph) markEmptinessTests(byAddr map[uint32]*program.Call) {
	if g.emptiness != nil {
		return
	}
	g.emptiness = map[int]emptinessTest{}
	for i := 0; i+2 < len(g.insns); i++ {
		in, mr, br := &g.insns[i], &g.insns[i+1], &g.insns[i+2]
		c := byAddr[in.Addr]
		if c == nil || mr.Op != dex.OpMoveResult || (br.Op != dex.OpIfEqz && br.Op != dex.OpIfEqz+1) || br.A != mr.A || len(in.Args) != 1 {
			continue
		}
		x := uint32(in.Args[0])
		if x == mr.A {
			continue
		}
		switch c.Ref.Name {
		case "isEmpty", "isBlank":
			if c.Ref.Class == "Landroid/text/TextUtils;" || c.Ref.Class == "Ljava/lang/String;" || c.Ref.Class == "Ljava/lang/CharSequence;" || c.Ref.Class == "Lkotlin/text/StringsKt;" {
				g.emptiness[i+2] = emptinessTest{of: x, inverted: true}
			}
		case "length":
			if c.Ref.Class == "Ljava/lang/String;" || c.Ref.Class == "Ljava/lang/CharSequence;" {
				g.emptiness[i+2] = emptinessTest{of: x}
			}
		}
	}
}

func newInsnGraph(r *regflow.Result) *insnGraph {
	g := &insnGraph{insns: r.Insns, index: make(map[uint32]int, len(r.Insns))}
	for i := range r.Insns {
		g.index[r.Insns[i].Addr] = i
		if in := &r.Insns[i]; in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			g.switches = append(g.switches, i)
		}
	}
	var tries []dex.Try
	if r.Code != nil {
		tries = r.Code.Tries
	}
	g.succ = dex.Successors(r.Insns, tries)
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
	g.walkStateZero(starts, nil, stop, visit)
}

// walkStateZero is walk through a Kotlin state machine: at a switch on
// its label (machine, by address) only the case of state 0 is taken. The
// other cases resume after a suspension point, continuing the path that
// reached it; from state 0 the walk reaches that code too, past the call
// that returned without suspending, so taking them would add paths that
// skip what ran before the suspension.
func (g *insnGraph) walkStateZero(starts []int, machine map[uint32]bool, stop func(*dex.Insn) bool, visit func(*dex.Insn) bool) {
	g.search(starts, func(i int) ([]int, bool) {
		in := &g.insns[i]
		if stop != nil && stop(in) {
			return nil, true
		}
		if !visit(in) {
			return nil, false
		}
		if machine[in.Addr] {
			if t, ok := g.caseTarget(in, 0); ok {
				return []int{t}, true
			}
		}
		return g.succ[i], true
	})
}

// caseTarget is the instruction the switch in jumps to for key, when its
// payload lists the key.
func (g *insnGraph) caseTarget(in *dex.Insn, key int32) (int, bool) {
	pl := g.payload(in)
	if pl == nil {
		return 0, false
	}
	for n, k := range pl.Keys {
		if k == key && n < len(pl.Targets) {
			t, ok := g.index[uint32(int64(in.Addr)+int64(pl.Targets[n]))]
			return t, ok
		}
	}
	return 0, false
}

// search visits the instructions reachable from starts (included) once
// each, breadth first, along the edges step returns for each; step
// returns false to end the search.
func (g *insnGraph) search(starts []int, step func(i int) (next []int, more bool)) {
	seen := make([]bool, len(g.insns))
	queue := append([]int(nil), starts...)
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if seen[i] {
			continue
		}
		seen[i] = true
		next, more := step(i)
		if !more {
			return
		}
		queue = append(queue, next...)
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
// the restart register holds a constant goes instead straight to the code
// each answer the helper can give for that constant dispatches to: through
// a packed or sparse switch on the result, or the if-chain D8 makes of a
// small one, to the first instruction that is not part of the dispatch.
// The helper itself writes nothing, so skipping its call hides no effect.
// Edges whose restart value is not a constant, helpers not recognised and
// dispatches not followed keep the loop as it is.
func (g *insnGraph) narrowTypeSwitches(prog *program.Program, byAddr map[uint32]*program.Call) {
	var preds [][]int
	for j := 0; j+2 < len(g.insns); j++ {
		inv, mr := &g.insns[j], &g.insns[j+1]
		c := byAddr[inv.Addr]
		if c == nil || !inv.IsStaticInvoke() || len(inv.Args) != 2 || mr.Op != dex.OpMoveResult ||
			c.Ref.Return != "I" || len(c.Ref.Params) != 2 || c.Ref.Params[1] != "I" {
			continue
		}
		if preds == nil {
			preds = g.preds()
		}
		restart := uint32(inv.Args[1])
		for _, q := range preds[j] {
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
				t, ok := g.dispatch(j+2, mr.A, a)
				if !ok {
					to = nil
					break
				}
				if !slices.Contains(to, t) {
					to = append(to, t)
				}
			}
			if to == nil {
				continue
			}
			var succ []int
			for _, s := range g.succ[q] {
				if s == j {
					succ = append(succ, to...)
				} else {
					succ = append(succ, s)
				}
			}
			g.succ[q] = succ
		}
	}
}

// dispatch follows, from instruction i, the code that tests register reg
// holding v: switches and if-tests on it (against zero, or a register the
// chain set to a constant), the constants set on the way and gotos. It
// returns the first instruction that is none of those: where the code for
// v starts. ok is false when a test cannot be decided or the chain is
// longer than a dispatch is.
func (g *insnGraph) dispatch(i int, reg uint32, v int64) (int, bool) {
	consts := map[uint32]int64{}
	pending := -1 // the first constant set since the last test: the case's code if no test follows
	for step := 0; step < 64 && i < len(g.insns); step++ {
		in := &g.insns[i]
		switch {
		case (in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch) && in.A == reg:
			pl := g.payload(in)
			if pl == nil {
				return 0, false
			}
			next := i + 1
			for n, key := range pl.Keys {
				if int64(key) == v && n < len(pl.Targets) {
					t, ok := g.index[uint32(int64(in.Addr)+int64(pl.Targets[n]))]
					if !ok {
						return 0, false
					}
					next = t
				}
			}
			return next, true // a switch ends the dispatch: its case or default arm
		case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez:
			var x, y int64
			op := in.Op
			switch {
			case op >= dex.OpIfEqz && in.A == reg:
				x, y, op = v, 0, op-(dex.OpIfEqz-dex.OpIfEq)
			case op < dex.OpIfEqz && in.A == reg:
				c, ok := consts[in.B]
				if !ok {
					return 0, false
				}
				x, y = v, c
			case op < dex.OpIfEqz && in.B == reg:
				c, ok := consts[in.A]
				if !ok {
					return 0, false
				}
				x, y = c, v
			default:
				if pending >= 0 {
					return pending, true
				}
				return i, true // a test of something else: the case's own code
			}
			pending = -1
			taken := false
			switch op - dex.OpIfEq { // eq, ne, lt, ge, gt, le
			case 0:
				taken = x == y
			case 1:
				taken = x != y
			case 2:
				taken = x < y
			case 3:
				taken = x >= y
			case 4:
				taken = x > y
			default:
				taken = x <= y
			}
			if !taken {
				i++
				continue
			}
			t, _, _ := in.Branch()
			next, ok := g.index[t]
			if !ok {
				return 0, false
			}
			i = next
		case in.Op >= dex.OpConst4 && in.Op <= dex.OpConst && in.A != reg:
			consts[in.A] = in.Lit
			if pending < 0 {
				pending = i
			}
			i++
		case in.Op >= dex.OpGoto && in.Op <= dex.OpGoto32:
			if pending >= 0 {
				return pending, true
			}
			t, _, _ := in.Branch()
			next, ok := g.index[t]
			if !ok {
				return 0, false
			}
			i = next
		default:
			if pending >= 0 {
				return pending, true
			}
			return i, true
		}
	}
	return 0, false
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

// threadNullTests redirects, in g, a constant zero that flows straight
// (through gotos only) into a test of the same register against zero to
// the branch that test then takes: Kotlin's `x.takeIf { … } ?: return`
// and `?.let` leave `const/4 r, 0` on the failure path joining the
// success path just before `if-nez r`, so that, path-insensitively, the
// failure path seems to reach the code only the success path runs.
func (g *insnGraph) threadNullTests() {
	for i := range g.insns {
		in := &g.insns[i]
		if in.Op < dex.OpConst4 || in.Op > dex.OpConst || in.Lit != 0 || len(g.succ[i]) != 1 {
			continue
		}
		j := g.succ[i][0]
		for step := 0; step < 4 && g.insns[j].Op >= dex.OpGoto && g.insns[j].Op <= dex.OpGoto32 && len(g.succ[j]) == 1; step++ {
			j = g.succ[j][0]
		}
		test := &g.insns[j]
		if (test.Op != dex.OpIfEqz && test.Op != dex.OpIfEqz+1) || test.A != in.A || j+1 >= len(g.insns) {
			continue
		}
		target, _, _ := test.Branch()
		jump, ok := g.index[target]
		if !ok {
			continue
		}
		next := j + 1 // if-nez on zero falls through
		if test.Op == dex.OpIfEqz {
			next = jump // if-eqz on zero jumps
		}
		g.succ[i] = []int{next}
	}
}

// nullFact is what a path has learnt about a register from a test of it
// against zero or from a constant written to it.
type nullFact struct {
	reg  uint32
	zero bool
	// konst marks a fact learnt from a constant written to reg (a return
	// value being prepared, mostly): the first one forgotten when a
	// test's fact needs the room.
	konst bool
}

// maxPathFacts bounds the registers a consistentWalk path remembers.
const maxPathFacts = 4

// maxPathStates bounds the (instruction, facts) states of one
// consistentWalk; a variable so that a test can lower it.
var maxPathStates = 4096

// pathState is one instruction reached with what the path knows.
type pathState struct {
	i     int
	facts [maxPathFacts]nullFact
	n     int
}

func (s pathState) fact(r uint32) (zero, ok bool) {
	for _, f := range s.facts[:s.n] {
		if f.reg == r {
			return f.zero, true
		}
	}
	return false, false
}

// with returns s at instruction i knowing r's zero-ness (a full set
// forgets nothing and learns nothing: fewer facts only adds paths).
func (s pathState) with(i int, r uint32, zero bool) pathState {
	s.i = i
	for k := range s.facts[:s.n] {
		if s.facts[k].reg == r {
			s.facts[k].zero = zero
			return s
		}
	}
	if s.n < maxPathFacts {
		s.facts[s.n] = nullFact{reg: r, zero: zero}
		s.n++
		return s
	}
	// Full: a test's fact takes the place of a constant's (forgetting
	// one only adds paths).
	for k := range s.facts[:s.n] {
		if s.facts[k].konst {
			s.facts[k] = nullFact{reg: r, zero: zero}
			return s
		}
	}
	return s
}

// withConst is with for a constant written to r: kept only while there
// is room.
func (s pathState) withConst(i int, r uint32, zero bool) pathState {
	s = s.with(i, r, zero)
	for k := range s.facts[:s.n] {
		if s.facts[k].reg == r {
			s.facts[k].konst = true
		}
	}
	return s
}

// without returns s at instruction i, forgetting what in overwrites.
func (s pathState) without(i int, in *dex.Insn) pathState {
	s.i = i
	n := 0
	for _, f := range s.facts[:s.n] {
		if !in.WritesReg(f.reg) {
			s.facts[n] = f
			n++
		}
	}
	for k := n; k < s.n; k++ {
		s.facts[k] = nullFact{}
	}
	s.n = n
	return s
}

// consistentWalk visits, once each, the instructions reachable from start
// along paths that take every test of a register against zero (if-eqz,
// if-nez) the way the path already knows that register to be: from an
// earlier test of it, or a constant put in it, with no write since. So
// `if (!confirmed && token == null) return ask(); if (token != null)
// check(token)` does not let the path that saw a token skip its check.
// seed is what is known at start; stop ends a path at an instruction
// (visited, not gone past). It returns false when the walk hit
// maxPathStates: what it visited is then only part of what is reachable.
func (g *insnGraph) consistentWalk(start int, seed []nullFact, stop func(i int) bool, visit func(i int)) bool {
	var first pathState
	for _, f := range seed {
		first = first.with(start, f.reg, f.zero)
	}
	first.i = start
	seen := map[pathState]bool{}
	visited := make([]bool, len(g.insns))
	stack := []pathState{first}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[s] {
			continue
		}
		if len(seen) >= maxPathStates {
			return false
		}
		seen[s] = true
		if !visited[s.i] {
			visited[s.i] = true
			visit(s.i)
		}
		if stop != nil && stop(s.i) {
			continue
		}
		in := &g.insns[s.i]
		if in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1 {
			target, _, _ := in.Branch()
			jump, ok := g.index[target]
			if ok && s.i+1 < len(g.insns) {
				jumpZero := in.Op == dex.OpIfEqz // if-eqz jumps on zero, if-nez on non-zero
				reg := in.A
				if t, ok := g.emptiness[s.i]; ok {
					// A test of isEmpty(x) (or of x's length) is a test
					// of x: empty stands with null as "no token".
					reg = t.of
					if t.inverted {
						jumpZero = !jumpZero
					}
				}
				zero, known := s.fact(reg)
				if !known || zero == jumpZero {
					stack = append(stack, s.with(jump, reg, jumpZero))
				}
				if !known || zero != jumpZero {
					stack = append(stack, s.with(s.i+1, reg, !jumpZero))
				}
				continue
			}
		}
		for _, j := range g.succ[s.i] {
			next := s.without(j, in)
			switch {
			case in.Op >= dex.OpConst4 && in.Op <= dex.OpConst && j == s.i+1:
				next = next.withConst(j, in.A, in.Lit == 0)
			case in.Op >= dex.OpMove && in.Op <= dex.OpMoveObject16 && in.Op != 0x04 && in.Op != 0x05 && in.Op != 0x06:
				// move, move-object: the copy is what the source is.
				if zero, ok := s.fact(in.B); ok {
					next = next.with(j, in.A, zero)
				}
			}
			stack = append(stack, next)
		}
	}
	return true
}
