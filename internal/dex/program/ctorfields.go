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

// CtorParamField returns the final field of its own class that
// constructor ctor stores its argument k into (the receiver is 0), nil when
// it stores none there (ctorStores).
func (p *Program) CtorParamField(ctor *dex.Method, k int) *dex.FieldRef {
	for f, j := range p.ctorStores(ctor) {
		if j == k {
			return &dex.FieldRef{Class: f.class, Name: f.name, Type: f.typ}
		}
	}
	return nil
}

// CtorArg returns what m passes, at the constructor call on the object of
// class cls allocated at site, for the argument that constructor stores
// into the final field f (ctorStores); ok is false when no such call is
// found.
func (p *Program) CtorArg(m *dex.Method, site uint32, cls string, f *dex.FieldRef) (regflow.Value, bool) {
	return p.ctorArgOf(m, site, cls, fieldKey(f))
}

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

// noteConstruction records, for an app constructor called with a
// constant on an object allocated in the analysed method, what the call
// passes. Which of those arguments the constructor stores into final
// fields is asked only when a getter reads one (builtGetter): most
// constructions of an app's libraries are never read that way, and their
// constructors need no analysis.
func (e *model) noteConstruction(ref *dex.MethodRef, args []regflow.Value) {
	if len(args) == 0 || e.p.Classes[ref.Class] == nil {
		return
	}
	obj, ok := args[0].Single()
	if !ok || obj.Kind != regflow.New || !slices.ContainsFunc(args[1:], constantValue) {
		return
	}
	if e.a.built == nil {
		e.a.built = map[uint32]construction{}
	}
	c, seen := e.a.built[obj.Site]
	switch {
	case !seen:
		e.a.built[obj.Site] = construction{ref: ref, args: slices.Clone(args)}
	case c.ref == nil:
	case c.ref != ref && c.ref.NameProto() != ref.NameProto() || len(c.args) != len(args):
		e.a.built[obj.Site] = construction{} // constructors differ by path: none known
	default:
		for i := range args {
			c.args[i] = regflow.Merge(c.args[i], args[i])
		}
	}
}

// builtGetter returns what a trivial getter called on an object allocated
// in the analysed method returns, when its construction passed a constant
// that the constructor stores into the getter's field.
func (e *model) builtGetter(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	obj, ok := recv.Single()
	if !ok || obj.Kind != regflow.New || e.a.built == nil || len(ref.Params) != 0 {
		return regflow.Value{}, false
	}
	c, ok := e.a.built[obj.Site]
	if !ok || c.ref == nil {
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
	ctor := e.p.Method(c.ref.Class, c.ref.NameProto())
	if ctor == nil {
		return regflow.Value{}, false
	}
	k, ok := e.p.ctorStores(ctor)[f]
	if !ok || k >= len(c.args) || !constantValue(c.args[k]) {
		return regflow.Value{}, false
	}
	return c.args[k], true
}

// construction is what one allocation site's constructor call passes
// (merged over the paths reaching it); ref nil when paths call different
// constructors.
type construction struct {
	ref  *dex.MethodRef
	args []regflow.Value
}

// constantValue reports whether v is string or integer constants only.
func constantValue(v regflow.Value) bool {
	return v.Exact() && !v.Has(func(a regflow.Alt) bool { return a.Kind != regflow.Str && a.Kind != regflow.Const })
}
