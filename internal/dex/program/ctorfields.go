package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Getters of an object built in the same method.
//
// A record (desugared by D8 into a class with final fields, a canonical
// constructor and accessors), a Kotlin data class or a Java value class is
// built and read in one method: `Status s = new Status("UNAVAILABLE", n);
// error(s.code(), ...)`. The field is final and the constructor stores its
// parameter into it, so the accessor returns what that construction passed.
// Flow-insensitive field facts only see "a parameter" there; here the
// accessor read on an object allocated in the analysed method gives the
// constructor's argument, when it is a string or integer constant (the
// values rules compare: error codes, keys). Anything else keeps the field's
// summary as before.

// ctorStores returns the final instance fields of ctor's class that ctor
// stores one of its parameters into, with the argument index (the
// receiver is 0): the constructor's own analysis sees the parameter's
// value in the stored register (D8 reuses a parameter's register once it is
// dead, so a register is not enough), and no other store of the field is
// reachable in it.
func (p *Program) ctorStores(ctor *dex.Method) map[fkey]int {
	if s, ok := p.ctorStore[ctor]; ok {
		return s
	}
	if p.ctorStore == nil {
		p.ctorStore = map[*dex.Method]map[fkey]int{}
	}
	p.ctorStore[ctor] = nil
	final := map[fkey]bool{}
	for _, f := range ctor.Class.InstanceFields {
		if f.AccessFlags&dex.AccFinal != 0 {
			final[fieldKey(f.Ref)] = true
		}
	}
	if ctor.Static() || len(final) == 0 {
		return nil
	}
	if p.nesting >= maxSummaryNesting {
		// Asked from deep inside other analyses (a chain of constructors
		// each building the next): answer later, from a shallower one.
		delete(p.ctorStore, ctor)
		return nil
	}
	p.nesting++
	a, err := p.Analyze(ctor)
	p.nesting--
	if err == nil && a == nil {
		delete(p.ctorStore, ctor) // its analysis is running: ask again later
		return nil
	}
	if err != nil || a.Incomplete {
		return nil
	}
	out := map[fkey]int{}
	seen := map[fkey]int{}
	file := ctor.Class.File
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIput || in.Op > dex.OpIputShort {
			return
		}
		fr, err := file.Field(in.Index)
		if err != nil {
			return
		}
		k := fieldKey(fr)
		seen[k]++
		obj, ok := st.Reg(in.B).Single()
		val, vok := st.Reg(in.A).Single()
		if fr.Class == ctor.Class.Name && final[k] && ok && obj.Kind == regflow.Param && obj.Int == 0 &&
			vok && val.Kind == regflow.Param && val.Int > 0 && val.Or == 0 && val.Via == nil {
			out[k] = int(val.Int)
		}
	})
	for k := range out {
		if seen[k] != 1 {
			delete(out, k)
		}
	}
	if len(out) == 0 {
		return nil
	}
	p.ctorStore[ctor] = out
	return out
}

// noteConstruction records, for an app constructor called on an object
// allocated in the analysed method, the constant arguments it stores into
// final fields of the object.
func (e *model) noteConstruction(ref *dex.MethodRef, args []regflow.Value) {
	if len(args) == 0 || e.p.Classes[ref.Class] == nil {
		return
	}
	obj, ok := args[0].Single()
	if !ok || obj.Kind != regflow.New {
		return
	}
	if !slices.ContainsFunc(args[1:], constantValue) {
		// Nothing constant is passed: the constructor need not be
		// analysed (most constructions of an app's libraries).
		return
	}
	ctor := e.p.Method(ref.Class, ref.NameProto())
	if ctor == nil {
		return
	}
	for f, k := range e.p.ctorStores(ctor) {
		if k >= len(args) || !constantValue(args[k]) {
			continue
		}
		if e.a.built == nil {
			e.a.built = map[builtKey]regflow.Value{}
		}
		key := builtKey{obj.Site, f}
		e.a.built[key] = regflow.Merge(e.a.built[key], args[k])
	}
}

// builtGetter returns what a trivial getter called on an object allocated
// in the analysed method returns, when noteConstruction knows it.
func (e *model) builtGetter(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	obj, ok := recv.Single()
	if !ok || obj.Kind != regflow.New || e.a.built == nil || len(ref.Params) != 0 {
		return regflow.Value{}, false
	}
	m := e.p.Lookup(obj.Str, ref.NameProto())
	if m == nil {
		return regflow.Value{}, false
	}
	f, ok := e.p.getterField(m)
	if !ok {
		return regflow.Value{}, false
	}
	v, ok := e.a.built[builtKey{obj.Site, f}]
	return v, ok
}

// builtKey is one field of one allocation site.
type builtKey struct {
	site uint32
	f    fkey
}

// constantValue reports whether v is string or integer constants only.
func constantValue(v regflow.Value) bool {
	return v.Exact() && !v.Has(func(a regflow.Alt) bool { return a.Kind != regflow.Str && a.Kind != regflow.Const })
}
