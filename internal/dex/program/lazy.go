package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// classLazy is kotlin.Lazy, the delegate of a `by lazy { ... }` property.
const classLazy = "Lkotlin/Lazy;"

// isLazyCall recognises kotlin.LazyKt.lazy (every overload).
func isLazyCall(ref *dex.MethodRef) bool {
	return strings.HasPrefix(ref.Class, "Lkotlin/LazyKt") && strings.HasPrefix(ref.Name, "lazy")
}

// lazyArgClasses returns the classes of the initializer objects handed to
// a LazyKt.lazy call: a lambda class constructed there, or the class of a
// stateless lambda's INSTANCE field.
func lazyArgClasses(st *regflow.State, in *dex.Insn, ref *dex.MethodRef) []string {
	var out []string
	for _, x := range regflow.Args(st, in, ref, true) {
		for _, alt := range x.Alts {
			switch alt.Kind {
			case regflow.New:
				out = append(out, alt.Str)
			case regflow.Field:
				out = append(out, alt.Field.Class)
			}
		}
	}
	return out
}

// lazyInitializersOf returns the invoke methods of the initializers stored
// into a Lazy field (`private val weak by lazy { Random() }` keeps
// LazyKt.lazy(ToolProvider$weak$2.INSTANCE) in weak$delegate), found in the
// field's writers; nil when a stored value is not such a call.
func (p *Program) lazyInitializersOf(f *dex.FieldRef) []*dex.Method {
	k := fieldKey(f)
	if ms, ok := p.lazyInits[k]; ok {
		return ms
	}
	p.lazyInits[k] = nil // a writer reading the field sees none
	if p.Classes[f.Class] == nil || p.nesting >= maxSummaryNesting {
		return nil
	}
	p.nesting++
	defer func() { p.nesting-- }()
	var out []*dex.Method
	for _, w := range p.WritersOf(f) {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return nil
		}
		byAddr := CallsByAddr(p.Calls(w))
		inits := map[uint32][]*dex.Method{} // lazy() call site -> initializer
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil || !isLazyCall(c.Ref) {
				return
			}
			for _, cls := range lazyArgClasses(st, in, c.Ref) {
				if m := p.Lookup(cls, "invoke()Ljava/lang/Object;"); m != nil && p.Classes[cls] != nil {
					inits[in.Addr] = append(inits[in.Addr], m)
				}
			}
		})
		complete := true
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			op := in.Op
			if !(op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort) {
				return
			}
			if fr, err := w.Class.File.Field(in.Index); err != nil || fieldKey(fr) != k {
				return
			}
			v := st.Reg(in.A)
			if v.Top {
				complete = false
			}
			for _, alt := range v.Alts {
				ms, ok := inits[alt.Site]
				if alt.Kind != regflow.Call || !isLazyCall(alt.Ref) || !ok {
					complete = false
					continue
				}
				out = append(out, ms...)
			}
		})
		if !complete {
			return nil
		}
	}
	p.lazyInits[k] = out
	return out
}

// LazyInitializers returns the invoke methods of the initializers stored
// into the `by lazy` delegate field f; nil when a stored value is not a
// LazyKt.lazy call the analysis reads.
func (p *Program) LazyInitializers(f *dex.FieldRef) []*dex.Method {
	if f.Type != classLazy {
		return nil
	}
	return p.lazyInitializersOf(f)
}

// recordLazy notes the initializers a LazyKt.lazy call of this method is
// given: a local `val rng by lazy { Random() }` keeps the Lazy in a
// register, and its reads (below, or through kotlinc's accessor) give what
// they return.
func (e *model) recordLazy(st *regflow.State, in *dex.Insn, ref *dex.MethodRef) {
	var inits []*dex.Method
	for _, cls := range lazyArgClasses(st, in, ref) {
		if m := e.p.Lookup(cls, "invoke()Ljava/lang/Object;"); m != nil && e.p.Classes[cls] != nil && !slices.Contains(inits, m) {
			inits = append(inits, m)
		}
	}
	if e.lazies == nil {
		e.lazies = map[uint32][]*dex.Method{}
	}
	e.lazies[in.Addr] = inits
}

// lazyInitializers returns the initializers' invoke methods of the Lazy
// that recv holds: a `by lazy` delegate field, or the LazyKt.lazy calls
// of this method (a local delegate); ok is false when recv may hold any
// other Lazy (one a library or an injector made: Koin's inject()).
func (e *model) lazyInitializers(recv regflow.Value) ([]*dex.Method, bool) {
	if recv.Top || len(recv.Alts) == 0 {
		return nil, false
	}
	if len(recv.Alts) == 1 && recv.Alts[0].Kind == regflow.Field && recv.Alts[0].Field.Type == classLazy {
		inits := e.p.lazyInitializersOf(recv.Alts[0].Field)
		return inits, len(inits) > 0
	}
	var out []*dex.Method
	for _, alt := range recv.Alts {
		if alt.Kind != regflow.Call || alt.Via != nil || !isLazyCall(alt.Ref) {
			return nil, false
		}
		inits := e.lazies[alt.Site]
		if len(inits) == 0 {
			return nil, false
		}
		out = append(out, inits...)
	}
	return out, true
}

// lazyValue gives Lazy.getValue() on a `by lazy` delegate (a field, or a
// local one) the value its initializers return, with the taint of the
// objects they make: a `lazy { Random() }` is a java.util.Random where the
// property is read. ok is false when the receiver is not such a delegate.
func (e *model) lazyValue(st *regflow.State, in *dex.Insn, recv regflow.Value) (regflow.Value, bool) {
	inits, ok := e.lazyInitializers(recv)
	if !ok {
		return regflow.Value{}, false
	}
	var out regflow.Value
	var taint regflow.Taint
	for _, t := range inits {
		s := e.p.summaryOf(t, Site{Method: e.m, Call: e.call(in.Addr)})
		if s == nil {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, localize(s.Returns, in.Addr, nil, st))
		taint |= s.Ret.Taint &^ regflow.ParamTaints
		if unresolved(s.Returns) {
			out.Taint |= regflow.TaintDelegate
		}
	}
	st.AddObjTaint(in.Addr, taint)
	return out, true
}

// unresolved reports whether an initializer's result is not followed: any
// value, or the result of an app or library call no summary resolved
// (Koin's inject() initializer returns Scope.get(...)).
func unresolved(v regflow.Value) bool {
	return v.Top || v.Has(func(a regflow.Alt) bool {
		return a.Kind == regflow.Call && a.Ref != nil && !IsPlatform(a.Ref.Class)
	})
}

// lazyAccess reads a local delegate through the accessor kotlinc makes
// for it (`private static final Random call$lambda$0(Lazy $rng$delegate)`
// returning `$rng$delegate.getValue()`): the call gives what the Lazy
// passed to it gives. ok is false for any other call.
func (e *model) lazyAccess(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) (regflow.Value, bool) {
	if !in.IsStaticInvoke() || !slices.Contains(ref.Params, classLazy) {
		return regflow.Value{}, false
	}
	m := e.p.Method(ref.Class, ref.NameProto())
	if m == nil {
		return regflow.Value{}, false
	}
	k := e.p.lazyGetterParam(m)
	if k < 0 || k >= len(args) {
		return regflow.Value{}, false
	}
	return e.lazyValue(st, in, args[k])
}

// lazyGetterParam returns the index of the Lazy parameter a static method
// returns the value of and does nothing else with — kotlinc's accessor of
// a local delegated property: getValue on the parameter, its result moved,
// cast and returned — or -1 for any other method.
func (p *Program) lazyGetterParam(m *dex.Method) int {
	if k, ok := p.lazyGetters[m]; ok {
		return k
	}
	k := -1
	defer func() { p.lazyGetters[m] = k }()
	code, err := m.Code()
	if err != nil || code == nil || !m.Static() {
		return k
	}
	first := uint32(code.Registers - code.Ins) // parameter registers follow the locals
	param, reg := -1, uint32(0)
	for i, t := range m.Ref.Params {
		if t == classLazy {
			param, reg = i, first
			break
		}
		first += uint32(dex.TypeWords(t))
	}
	if param < 0 {
		return k
	}
	got, ok := false, true
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch {
		case in.IsInvoke():
			ref, err := m.Class.File.Method(in.Index)
			ok = ok && !got && err == nil && ref.Class == classLazy && ref.Name == "getValue" &&
				len(in.Args) == 1 && uint32(in.Args[0]) == reg
			got = true
		case in.Op == dex.OpMoveResultObject, in.Op == dex.OpCheckCast, in.Op == dex.OpReturnObject, in.Op == dex.OpNop:
		default:
			ok = false
		}
		return ok
	})
	if ok && got {
		k = param
	}
	return k
}
