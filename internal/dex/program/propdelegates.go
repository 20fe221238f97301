package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Kotlin properties delegated to a library ReadWriteProperty
// (Delegates.notNull(), observable, vetoable): kotlinc keeps the delegate in
// the field x$delegate, and the property's getter and setter call its
// getValue(thisRef, property) and setValue(thisRef, property, value). The
// value lives inside the library object, so a read through getValue is what
// the setValue calls on the same delegate field were given: their taint
// (java.util.Random or SecureRandom objects, request values, exception text)
// is the read's. When a setter passes its own parameter, the setter's
// callers' arguments are taken (kotlinc's setX, one call up); anything the
// analysis cannot follow leaves TaintDelegate, which rules report as a
// delegate they could not see through.

const (
	classReadWriteProperty = "Lkotlin/properties/ReadWriteProperty;"
	classReadOnlyProperty  = "Lkotlin/properties/ReadOnlyProperty;"
)

// propertyDelegateRead returns the value of a getValue call on a property
// delegate held in a program field.
func (p *Program) propertyDelegateRead(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if ref.Name != "getValue" || len(ref.Params) != 2 ||
		ref.Class != classReadWriteProperty && ref.Class != classReadOnlyProperty {
		return regflow.Value{}, false
	}
	if len(recv.Alts) == 0 || recv.Top {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, a := range recv.Alts {
		if a.Kind != regflow.Field || a.Field == nil || p.Classes[a.Field.Class] == nil {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, regflow.Value{
			Alts:  []regflow.Alt{{Kind: regflow.Field, Field: a.Field}},
			Taint: p.delegateStoredTaint(a.Field),
		})
	}
	return out, true
}

// delegateStoredTaint is the taint of every value given to setValue on the
// delegate held in field f, with TaintDelegate when some value could not be
// followed or none was seen.
func (p *Program) delegateStoredTaint(f *dex.FieldRef) regflow.Taint {
	k := fieldKey(f)
	if t, ok := p.delegateTaints[k]; ok {
		return t
	}
	if p.nesting >= maxSummaryNesting {
		return regflow.TaintDelegate // not cached: a shallower read may still follow it
	}
	p.nesting++
	defer func() { p.nesting-- }()
	p.delegateTaints[k] = regflow.TaintDelegate // while computing: unknown
	var taint regflow.Taint
	seen, running := false, false
	for _, s := range p.sitesNamed("setValue", "") {
		if s.Call.Ref.Class != classReadWriteProperty || len(s.Call.Ref.Params) != 3 {
			continue
		}
		a, err := p.Analyze(s.Method)
		if err != nil || a == nil {
			running = running || err == nil
			taint |= regflow.TaintDelegate
			continue
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != s.Call.Addr {
				return
			}
			args := regflow.Args(st, in, s.Call.Ref, false)
			if len(args) < 4 || !args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Field && x.Field != nil && fieldKey(x.Field) == k }) {
				return
			}
			seen = true
			v := args[3]
			taint |= st.ValueTaint(v) &^ regflow.ParamTaints
			for _, x := range v.Alts {
				if x.Kind == regflow.Param {
					t, r := p.callerArgTaint(s.Method, int(x.Int))
					taint, running = taint|t, running || r
				}
			}
			if v.Top {
				taint |= regflow.TaintDelegate
			}
		})
	}
	// The delegate's initial value: what the field's writer constructs it
	// with (kotlinc's `X$special$$inlined$observable$1(initial, this)`,
	// an app's own ReadWriteProperty given a value).
	p.StoresOf(f, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		for _, x := range v.Alts {
			if x.Kind != regflow.New || x.Via != nil {
				continue
			}
			p.ReplayCalls(w, func(c *Call, in *dex.Insn, st *regflow.State) {
				args := CallArgs(st, in, c.Ref)
				if c.Ref.Name != "<init>" || len(args) < 2 || !args[0].Has(func(y regflow.Alt) bool { return y.Kind == regflow.New && y.Via == nil && y.Site == x.Site }) {
					return
				}
				for _, a := range args[1:] {
					taint |= st.ValueTaint(a) &^ regflow.ParamTaints
					for _, y := range a.Alts {
						if y.Kind == regflow.Param && (y.Int > 0 || w.Static()) {
							t, r := p.callerArgTaint(w, int(y.Int))
							taint, running = taint|t, running || r
						}
					}
				}
				seen = true
			})
		}
	})
	if !seen {
		taint |= regflow.TaintDelegate
	}
	if running {
		// A setter's analysis (or its caller's) was in progress: the
		// answer lacks what it stores and is asked again later, not kept
		// (the order rules ask in must not change it).
		delete(p.delegateTaints, k)
		return taint
	}
	p.delegateTaints[k] = taint
	return taint
}

// callerArgTaint is the taint of argument k (0 is "this" for instance
// methods) at every call of m: a setter's value as its callers give it;
// running says a caller's analysis was in progress.
func (p *Program) callerArgTaint(m *dex.Method, k int) (taint regflow.Taint, running bool) {
	callers := p.Callers(m)
	if len(callers) == 0 {
		return regflow.TaintDelegate, false
	}
	for _, c := range callers {
		a, err := p.Analyze(c.Method)
		if err != nil || a == nil {
			running = running || err == nil
			taint |= regflow.TaintDelegate
			continue
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != c.Call.Addr {
				return
			}
			args := regflow.Args(st, in, c.Call.Ref, in.IsStaticInvoke())
			if k >= len(args) {
				taint |= regflow.TaintDelegate
				return
			}
			v := args[k]
			taint |= st.ValueTaint(v) &^ regflow.ParamTaints
			if v.Top || v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
				taint |= regflow.TaintDelegate // deeper than one call up
			}
		})
	}
	return taint, running
}
