package dexrules

import (
	"maps"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
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
	returned := returnedObjects(prog, m)
	onSet := storedConstants(prog, m, g, i, set, returned)
	onClear := storedConstants(prog, m, g, i, clear, returned)
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
// every way from instruction start (not back through the branch at i) to
// a return, with the constant the last store leaves: a way that stores
// nothing — a guard on the way returning early (a resume token checked
// before the object is marked confirmed) — leaves the field undecided.
// returned gives the calls on, or making, the object m returns
// (returnedObjects).
func storedConstants(prog *program.Program, m *dex.Method, g *insnGraph, i, start int, returned returnedCalls) map[string]int64 {
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
	// What each instruction stores: a field given an unknown value, or
	// different ones, is stored "unknown" (-1 marks it; the constants
	// are 0 and 1).
	const unknown = -1
	stores := map[int]map[string]int64{}
	byAddr := program.CallsByAddr(prog.Calls(m))
	for n, st := range state {
		x := &g.insns[n]
		var here map[string]int64
		give := func(f *dex.FieldRef, v int64, known bool) {
			if here == nil {
				here = map[string]int64{}
			}
			id := fieldID(f)
			if old, ok := here[id]; !known || ok && old != v {
				v = unknown
			}
			here[id] = v
		}
		switch {
		case x.Op == dex.OpIput+3: // iput-boolean
			if f, err := m.Class.File.Field(x.Index); err == nil {
				v, ok := st[x.A]
				give(f, v, ok)
			}
		case x.IsInvoke():
			c := byAddr[x.Addr]
			if c == nil || program.IsPlatform(c.Ref.Class) {
				continue
			}
			regsOf := argRegs(x, c.Ref)
			args := make([]regflow.Value, len(regsOf))
			for k, r := range regsOf {
				if v, ok := st[r]; ok {
					args[k] = regflow.One(regflow.Alt{Kind: regflow.Const, Int: v})
				}
			}
			if c.Ref.Name != "<init>" && !returned.of(x.Addr) {
				// A setter, a reset or a copy counts only on the object m
				// returns (the parameter object its callers test), not on
				// another object of the class (an audit record).
				continue
			}
			for _, t := range prog.Targets(c) {
				callStores(prog, t, args, 0, give)
			}
		}
		if here != nil {
			stores[n] = here
		}
	}
	// The stores made on every way: a forward must-analysis whose facts
	// are the fields stored, each with the last value stored.
	type facts = map[string]int64
	meet := func(into facts, x facts) bool {
		changed := false
		for id, v := range into {
			if w, ok := x[id]; !ok || w != v {
				delete(into, id)
				changed = true
			}
		}
		return changed
	}
	in := map[int]facts{start: {}}
	work = []int{start}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		out := maps.Clone(in[n])
		maps.Copy(out, stores[n])
		for _, s := range g.succ[n] {
			if s == i {
				continue
			}
			if old, seen := in[s]; !seen {
				in[s] = maps.Clone(out)
				work = append(work, s)
			} else if meet(old, out) {
				work = append(work, s)
			}
		}
	}
	var forced facts
	for n, f := range in {
		if op := g.insns[n].Op; op < dex.OpReturnVoid || op > dex.OpReturnObject {
			continue
		}
		if forced == nil {
			forced = maps.Clone(f)
		} else {
			meet(forced, f)
		}
	}
	maps.DeleteFunc(forced, func(_ string, v int64) bool { return v == unknown })
	return forced
}

// returnedCalls says, per call of a method, whether the object the call
// works on is one the method returns: its receiver (a setter's, a
// reset's), or what it gives (a copy, copy$default's new object).
type returnedCalls map[uint32]bool

func (r returnedCalls) of(addr uint32) bool { return r[addr] }

// returnedObjects returns m's calls on, or making, an object m returns.
func returnedObjects(prog *program.Program, m *dex.Method) returnedCalls {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	same := func(x, y regflow.Alt) bool {
		return x.Kind == y.Kind && x.Site == y.Site && x.Via == y.Via && (x.Kind == regflow.New || x.Kind == regflow.Call)
	}
	returns := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return a.Returns.Has(func(y regflow.Alt) bool { return same(x, y) })
		})
	}
	out := returnedCalls{}
	byAddr := program.CallsByAddr(prog.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() {
			return
		}
		gives := a.Returns.Has(func(y regflow.Alt) bool {
			return y.Site == in.Addr && (y.Kind == regflow.Call || y.Kind == regflow.New)
		})
		args := program.CallArgs(st, in, c.Ref)
		if gives || !in.IsStaticInvoke() && len(args) > 0 && returns(args[0]) {
			out[in.Addr] = true
		}
	})
	return out
}

// maxStoreHops bounds how many calls deep callStores follows the value
// object's own methods.
const maxStoreHops = 3

// callStores gives the boolean fields a call to t stores into, with the
// value when args (per argument slot, the receiver first; a constant or
// nothing known) decide it: a constructor's stored parameters
// (CtorParamField), and, for a method of the value object's own class
// given a constant, its own fields' stores and the objects of its class
// it makes — a setter (`p.setConfirmed(true)`), kotlinc's copy and the
// copy$default bridge its named arguments call (the mask decides which
// arguments are given), each analysed with the constants bound.
func callStores(prog *program.Program, t *dex.Method, args []regflow.Value, hops int, give func(f *dex.FieldRef, v int64, known bool)) {
	if t.Ref.Name == "<init>" {
		for k := 1; k < len(args); k++ {
			if f := prog.CtorParamField(t, k); f != nil && f.Type == "Z" {
				x, ok := args[k].Single()
				give(f, x.Int, ok && x.Kind == regflow.Const)
			}
		}
		return
	}
	if hops >= maxStoreHops || !t.HasCode() || library(t.Class.Name) {
		return
	}
	a := prog.AnalyzeArgs(t, args)
	if a == nil {
		// No constant passed (a reset, dropClientClaims()): its own
		// analysis, which still stores constants of its own.
		a, _ = prog.Analyze(t)
	}
	if a == nil || a.Incomplete {
		return
	}
	own := func(class string) bool { return prog.IsSubclass(t.Class.Name, class) }
	byAddr := program.CallsByAddr(prog.Calls(t))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpIput+3: // iput-boolean
			if f, err := t.Class.File.Field(in.Index); err == nil && own(f.Class) {
				x, ok := st.Reg(in.A).Single()
				give(f, x.Int, ok && x.Kind == regflow.Const)
			}
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || !own(c.Ref.Class) || c.Ref.Name == "<init>" && c.Ref.Class != t.Class.Name {
				return // another class's code, or the super constructor
			}
			next := program.CallArgs(st, in, c.Ref)
			for j := range next {
				if _, ok := next[j].Consts(); !ok {
					next[j] = regflow.Value{}
				}
			}
			for _, u := range prog.Targets(c) {
				callStores(prog, u, next, hops+1, give)
			}
		}
	})
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
