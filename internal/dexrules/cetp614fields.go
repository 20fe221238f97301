package dexrules

import (
	"maps"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// A confirmation flag folded into a parameter object: `confirmed =
// approvedByReview || args.optBoolean("user_confirmed")` stored in a
// boolean field by the object's constructor, the field then tested where
// the confirmation is skipped. javac and kotlinc materialize such a
// boolean with constants on the branch edges, so the field holds no
// request value: what ties it to the flag is that the flag's set edge
// writes the constant the field gets.

// maxForcedInsns bounds the methods forcedFields walks (instructions); a
// var so that tests can lower it.
var maxForcedInsns = 4096

// forcedFields returns the boolean fields that m, past its branch in on a
// confirmation flag, stores a constant into on every path from the edge
// the set flag takes (negated: the value tested is the flag negated), with
// that constant — an iput-boolean, or a constructor call whose constructor
// stores the argument into the field — when the clear edge does not store
// that same constant there too.
// cut says m was past maxForcedInsns and not walked.
func forcedFields(prog *program.Program, m *dex.Method, in *dex.Insn, negated bool) (forced map[string]int64, cut bool) {
	if in.Op != dex.OpIfEqz && in.Op != dex.OpIfEqz+1 {
		return nil, false
	}
	_, g, i, j, ok := hookEdges(prog, m, in)
	if !ok {
		return nil, false
	}
	if len(g.insns) > maxForcedInsns {
		return nil, true
	}
	// if-nez jumps when the tested value is set, if-eqz when it is clear.
	set, clear := j, i+1
	if (in.Op == dex.OpIfEqz) != negated {
		set, clear = i+1, j
	}
	onSet := storedConstants(prog, m, g, i, set)
	onClear := storedConstants(prog, m, g, i, clear)
	for id, v := range onSet {
		// The flag decides the field only when the clear edge may store
		// something else (`approved || flag`: the review's verdict); a
		// constant stored whatever the flag says decides nothing.
		if w, ok := onClear[id]; ok && w == v {
			delete(onSet, id)
		}
	}
	return onSet, false
}

// storedConstants returns the boolean fields m stores a constant into on
// every way from instruction start (not back through the branch at i),
// with the constant; a field given different or unknown values on
// different ways is left out.
func storedConstants(prog *program.Program, m *dex.Method, g *insnGraph, i, start int) map[string]int64 {
	// Constants of registers along the ways from start: a
	// forward must-analysis (a register keeps a constant only when every
	// way in agrees).
	type regs = map[uint32]int64
	state := map[int]regs{start: {}}
	work := []int{start}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		out := constStep(&g.insns[n], state[n])
		for _, s := range g.succ[n] {
			if s == i {
				continue // back at the flag's test: another decision
			}
			old, seen := state[s]
			if !seen {
				state[s] = maps.Clone(out)
				work = append(work, s)
				continue
			}
			changed := false
			for r, v := range old {
				if w, ok := out[r]; !ok || w != v {
					delete(old, r)
					changed = true
				}
			}
			if changed {
				work = append(work, s)
			}
		}
	}
	forced := map[string]int64{}
	bad := map[string]bool{}
	give := func(f *dex.FieldRef, v int64, known bool) {
		id := fieldID(f)
		if old, ok := forced[id]; !known || ok && old != v {
			bad[id] = true
		}
		forced[id] = v
	}
	byAddr := program.CallsByAddr(prog.Calls(m))
	for n, st := range state {
		x := &g.insns[n]
		switch {
		case x.Op == dex.OpIput+3: // iput-boolean
			if f, err := m.Class.File.Field(x.Index); err == nil {
				v, ok := st[x.A]
				give(f, v, ok)
			}
		case x.IsInvoke() && !x.IsStaticInvoke():
			c := byAddr[x.Addr]
			if c == nil || c.Ref.Name != "<init>" {
				continue
			}
			regsOf := argRegs(x, c.Ref)
			for _, t := range prog.Targets(c) {
				for k, r := range regsOf {
					if k == 0 {
						continue
					}
					if f := prog.CtorParamField(t, k); f != nil && f.Type == "Z" {
						v, ok := st[r]
						give(f, v, ok)
					}
				}
			}
		}
	}
	for id := range bad {
		delete(forced, id)
	}
	return forced
}

// constStep is what one instruction leaves known of the registers'
// constants.
func constStep(in *dex.Insn, before map[uint32]int64) map[uint32]int64 {
	out := maps.Clone(before)
	for r := range out {
		if in.WritesReg(r) {
			delete(out, r)
		}
	}
	switch {
	case in.Op >= dex.OpConst4 && in.Op <= dex.OpConstHigh16:
		out[in.A] = in.Lit
	case in.Op >= dex.OpMove && in.Op <= dex.OpMove+2: // move, move/from16, move/16
		if v, ok := before[in.B]; ok {
			out[in.A] = v
		}
	}
	return out
}

// argRegs returns the register each argument of a call starts in, the
// receiver first for an instance call (a long or double takes two).
func argRegs(in *dex.Insn, ref *dex.MethodRef) []uint32 {
	var out []uint32
	i := 0
	take := func(words int) {
		if i < len(in.Args) {
			out = append(out, uint32(in.Args[i]))
		}
		i += words
	}
	if !in.IsStaticInvoke() {
		take(1)
	}
	for _, p := range ref.Params {
		take(dex.TypeWords(p))
	}
	return out
}
