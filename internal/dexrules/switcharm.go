package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// armNotTaken reports whether the instruction at site of m lies only in
// arms of a switch on an enum parameter that a call giving m args does
// not take: javac's `switch (why)` reads `$SwitchMap$…[why.ordinal()]`
// (kotlinc's `when` its WhenMappings array) and the caller passes one
// constant of the enum, whose case (or the default) does not reach site.
// A refusal helper's SIGN_IN arm is then not what a caller passing
// DECLINED runs. false when no such switch decides it.
func armNotTaken(prog *program.Program, m *dex.Method, site uint32, args []regflow.Value) bool {
	if !callsOrdinal(m) {
		return false
	}
	a, g, _, ok := analysedGraph(prog, m)
	if !ok {
		return false
	}
	at, ok := g.index[site]
	if !ok {
		return false
	}
	file := m.Class.File
	arrays := map[uint32]*dex.FieldRef{}    // aget address -> the mapping array read
	indexes := map[uint32]regflow.Value{}   // aget address -> its index
	receivers := map[uint32]regflow.Value{} // ordinal() call address -> its receiver
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == opAget:
			if x, ok := st.Reg(in.B).Single(); ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "[I" {
				arrays[in.Addr], indexes[in.Addr] = x.Field, st.Reg(in.C)
			}
		case in.IsInvoke() && !in.IsStaticInvoke():
			if r, err := file.Method(in.Index); err == nil && r.Name == "ordinal" && r.Return == "I" && len(r.Params) == 0 {
				receivers[in.Addr] = regflow.Args(st, in, r, false)[0]
			}
		}
	})
	for _, j := range g.switches {
		if j == 0 {
			continue
		}
		sw, def := &g.insns[j], &g.insns[j-1]
		if def.Op != opAget || def.A != sw.A || arrays[def.Addr] == nil {
			continue
		}
		ord, ok := indexes[def.Addr].Single()
		if !ok || ord.Kind != regflow.Call || ord.Via != nil {
			continue
		}
		recv, ok := receivers[ord.Site].Single()
		if !ok || recv.Kind != regflow.Param || recv.Or != 0 || int(recv.Int) >= len(args) || !m.Static() && recv.Int == 0 {
			continue
		}
		given, ok := args[recv.Int].Single()
		if !ok || given.Kind != regflow.Field || given.Field == nil || given.Field.Type != given.Field.Class {
			continue // not one constant of the enum
		}
		_, keys := switchMapping(prog, arrays[def.Addr])
		pl := g.payload(sw)
		if keys == nil || pl == nil {
			continue
		}
		start := j + 1 // the default: a constant no case names
		if key, named := keys[given.Field.Name]; named {
			for k, v := range pl.Keys {
				if int64(v) == key {
					if t, ok := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[k]))]; ok {
						start = t
					}
				}
			}
		}
		// The arm the constant takes does not reach site, and site lies
		// after the switch (in one of its arms, not before it).
		if !g.reach(start)[at] && g.reach(j)[at] {
			return true
		}
	}
	return false
}
