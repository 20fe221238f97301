package program

import (
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
	for _, w := range p.writersOf(f) {
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

// lazyValue gives Lazy.getValue() on a `by lazy` delegate field the value
// its initializers return, with the taint of the objects they make: a
// `lazy { Random() }` is a java.util.Random where the property is read.
// ok is false when the receiver is not such a field.
func (e *model) lazyValue(st *regflow.State, in *dex.Insn, recv regflow.Value) (regflow.Value, bool) {
	if recv.Top || len(recv.Alts) != 1 || recv.Alts[0].Kind != regflow.Field || recv.Alts[0].Field.Type != classLazy {
		return regflow.Value{}, false
	}
	inits := e.p.lazyInitializersOf(recv.Alts[0].Field)
	if len(inits) == 0 {
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
	}
	st.AddObjTaint(in.Addr, taint)
	return out, true
}
