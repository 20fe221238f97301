package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ReceiverObjectArgs is ObjectArgs for the objects whose field f a helper
// reads through `this` to build v: v's alternatives are results of
// instance methods of f's class (or a subclass) that m calls (a ledger's
// open() drawing from its own generator field), and the object each such
// call is made on decides. A receiver m makes is judged by the calls on it
// (ObjectArgs); one m reads from a field (`this.ops.open(uid)`) by the
// objects every writer of that field stores, each judged in its writer
// (`ops = new OpLedger(new Random())` in the constructor). ok is false
// when some alternative of v, or some receiver, is not so answered: a
// parameter, an object from a call, a writer storing anything but objects
// it makes.
func (p *Program) ReceiverObjectArgs(m *dex.Method, v regflow.Value, f *dex.FieldRef) (regflow.Taint, bool) {
	if !v.Exact() || p.Classes[f.Class] == nil {
		return 0, false
	}
	sites := map[uint32]bool{}
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Call || alt.Via == nil || alt.Via == m || alt.Via.Static() || !p.IsSubclass(alt.Via.Class.Name, f.Class) {
			return 0, false
		}
		sites[alt.Site] = true
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return 0, false
	}
	var recv regflow.Value
	found := 0
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if sites[in.Addr] && in.IsInvoke() && !in.IsStaticInvoke() && len(in.Args) > 0 {
			recv = regflow.Merge(recv, st.Reg(uint32(in.Args[0])))
			found++
		}
	})
	if found == 0 || !recv.Exact() {
		return 0, false
	}
	var out regflow.Taint
	for _, x := range recv.Alts {
		var t regflow.Taint
		ok := false
		switch {
		case x.Kind == regflow.New:
			t, ok = p.ObjectArgs(m, regflow.One(x), f)
		case x.Kind == regflow.Field && x.Field != nil:
			t, ok = p.heldObjectArgs(x.Field, f)
		}
		if !ok {
			return 0, false
		}
		out |= t
	}
	return out, true
}

// heldObjectArgs answers ObjectArgs for the objects the field holder
// holds: every writer of holder must store objects it makes, each judged
// by the constructor call in that writer. Only for a field f that its
// class's constructors alone write (constructorOnly): the object stored in
// holder then keeps the value its construction gave f, wherever it goes.
// ok is false when holder has no writer, or a writer stores anything else
// (a parameter, a call's result, null aside).
func (p *Program) heldObjectArgs(holder, f *dex.FieldRef) (regflow.Taint, bool) {
	if !p.constructorOnly(f) {
		return 0, false
	}
	writers := p.WritersOf(holder)
	if len(writers) == 0 {
		return 0, false
	}
	k := fieldKey(holder)
	var out regflow.Taint
	for _, w := range writers {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return 0, false
		}
		var stored regflow.Value
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			stored = regflow.Merge(stored, v)
		})
		if !stored.Exact() {
			return 0, false
		}
		t, set, ok := p.objectArgsExcept(w, stored, f, handedAnywhere)
		if !ok || !set {
			return 0, false
		}
		out |= t
	}
	return out, true
}

// constructorOnly reports whether every writer of f is a constructor of
// f's class (a final field set from the constructor's parameters).
func (p *Program) constructorOnly(f *dex.FieldRef) bool {
	writers := p.WritersOf(f)
	for _, w := range writers {
		if w.Ref.Name != "<init>" || w.Class.Name != f.Class {
			return false
		}
	}
	return len(writers) > 0
}
