package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// An authorize built from java.util.function.Predicate rules combined with
// and/or (`Rules.audit(..).and(..).or(Rules.anyone())`) decides with
// policy.test(request): when the combination is true whatever it is given
// — one side of an or always true, both sides of an and — the branch's
// false edge never runs and its deny is no answer authorize can give.

// maxPredicateDepth bounds the combinations followed back from a test.
const maxPredicateDepth = 8

// predicateTest recognises Predicate.test (java.util.function's, and D8's
// desugared library's copy).
func predicateTest(ref *dex.MethodRef) bool {
	return (ref.Class == "Ljava/util/function/Predicate;" || ref.Class == "Lj$/util/function/Predicate;") && ref.Name == "test"
}

// alwaysTrue reports whether the predicate value v in m answers true to
// every input: an or with one side always true, an and with both, or a
// program class whose test returns the constant true on every path.
//
// cut is set when a combination nests deeper than maxPredicateDepth: the
// answer is then false for want of looking, and the rule says so.
func alwaysTrue(prog *program.Program, m *dex.Method, v regflow.Value, depth int) (yes, cut bool) {
	if depth > maxPredicateDepth {
		return false, true
	}
	if v.Top || len(v.Alts) == 0 {
		return false, false
	}
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Call && alt.Ref != nil &&
			(alt.Ref.Class == "Ljava/util/function/Predicate;" || alt.Ref.Class == "Lj$/util/function/Predicate;") &&
			(alt.Ref.Name == "or" || alt.Ref.Name == "and") {
			in, site := m, alt.Site
			if alt.Via != nil {
				in, site = alt.Via, alt.ViaSite
			}
			args, _ := prog.ArgsAt(in, site)
			if len(args) != 2 {
				return false, false
			}
			l, lcut := alwaysTrue(prog, in, args[0], depth+1)
			r, rcut := alwaysTrue(prog, in, args[1], depth+1)
			if alt.Ref.Name == "or" && !(l || r) || alt.Ref.Name == "and" && !(l && r) {
				return false, lcut || rcut
			}
			continue
		}
		bodies, known := prog.FunctionBodies(m, regflow.Value{Alts: []regflow.Alt{alt}}, "test")
		tests := 0
		for _, b := range bodies {
			if b.Ref.Name != "test" || len(b.Ref.Params) != 1 {
				continue
			}
			tests++
			s := prog.Summary(b)
			if s == nil || s.Incomplete != "" || !s.Returns.Exact() ||
				s.Returns.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int != 1 }) {
				return false, false
			}
		}
		if !known || tests == 0 {
			return false, false
		}
	}
	return true, false
}

// liveUnderPredicates returns, for m analysed as a, the instructions that
// can run when every branch on a Predicate.test whose predicate is
// always true takes its true edge; nil when m has no such branch. cut is
// the address of a test whose predicate nests deeper than
// maxPredicateDepth (0 for none): not known to be always true.
//
// assume, when not 0, is the address of a test taken as always true
// whatever its predicate (asking what a cut test would decide).
func liveUnderPredicates(prog *program.Program, m *dex.Method, a *program.Analysis, assume uint32) (live map[uint32]bool, cut uint32) {
	byAddr := program.CallsByAddr(prog.Calls(m))
	dead := map[[2]uint32]bool{}
	// The test's result, moved into a register and branched on at once
	// (`if (policy.test(r))`, a ternary): the summary resolves the test
	// to the union of every predicate body's answer, so the branch is
	// tied to the test by position, not by value.
	insns := a.Result.Insns
	g := newInsnGraph(a.Result)
	preds := make([]int, len(insns))
	for j := range g.succ {
		for _, k := range g.succ[j] {
			preds[k]++
		}
	}
	// The predicate each test is called on, from one replay of m.
	var tests []int
	for i := 0; i+2 < len(insns); i++ {
		c := byAddr[insns[i].Addr]
		mv, br := &insns[i+1], &insns[i+2]
		if c == nil || !predicateTest(c.Ref) || mv.Op != dex.OpMoveResult ||
			(br.Op != dex.OpIfEqz && br.Op != dex.OpIfEqz+1) || br.A != mv.A {
			continue
		}
		if preds[i+2] != 1 {
			// Another path joins at the branch (`locked ? false :
			// policy.test(r)`): its value is not the test's.
			continue
		}
		tests = append(tests, i)
	}
	if len(tests) == 0 {
		return nil, 0
	}
	recv := map[uint32]regflow.Value{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if len(in.Args) > 0 && byAddr[in.Addr] != nil && predicateTest(byAddr[in.Addr].Ref) {
			recv[in.Addr] = st.Reg(uint32(in.Args[0]))
		}
	})
	for _, i := range tests {
		v, ok := recv[insns[i].Addr]
		if !ok {
			continue
		}
		if yes, deep := alwaysTrue(prog, m, v, 0); !yes && insns[i].Addr != assume {
			if deep && cut == 0 {
				cut = insns[i].Addr
			}
			continue
		}
		br := &insns[i+2]
		target, _, _ := br.Branch()
		// if-eqz jumps when the test said false; if-nez falls through then.
		if br.Op == dex.OpIfEqz {
			dead[[2]uint32{br.Addr, target}] = true
		} else {
			dead[[2]uint32{br.Addr, ^uint32(0)}] = true
		}
	}
	if len(dead) == 0 {
		return nil, cut
	}
	live = map[uint32]bool{}
	g.search([]int{0}, func(i int) ([]int, bool) {
		in := &g.insns[i]
		live[in.Addr] = true
		var next []int
		for _, j := range g.succ[i] {
			fall := j == i+1 && in.FallsThrough()
			if dead[[2]uint32{in.Addr, g.insns[j].Addr}] && !fall || dead[[2]uint32{in.Addr, ^uint32(0)}] && fall {
				continue
			}
			next = append(next, j)
		}
		return next, true
	})
	return live, cut
}
