package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Captured variables. A Kotlin `var` a lambda assigns is boxed in a
// kotlin.jvm.internal.Ref$ObjectRef the method makes and hands to the
// lambda's constructor; the lambda (a Kotlin lambda class, or D8's
// synthetic class calling the static body kotlinc wrote) sets its element
// and the method reads the element back:
//
//	var trouble: String? = null
//	SafeQuery.first(db, sql, args) { e -> trouble = e.message }
//	trouble?.let { return fail("…: $it") }
//
// A read of the element of a box made in the method is what the lambdas
// it was handed to store there — their taint (exception text), per box,
// not per class: another method's box holds its own lambdas' values.

const classObjectRef = "Lkotlin/jvm/internal/Ref$ObjectRef;"

// FieldOf gives the element of a Ref$ObjectRef made in the method the
// taint of what the lambdas it is handed to store into it (capturedTaint);
// any other field read is left to Field.
func (e *model) FieldOf(f *dex.FieldRef, obj regflow.Value) (regflow.Value, bool) {
	if f.Class != classObjectRef || f.Name != "element" {
		return regflow.Value{}, false
	}
	box, ok := obj.Single()
	if !ok || box.Kind != regflow.New || box.Via != nil || box.Str != classObjectRef {
		return regflow.Value{}, false
	}
	t := e.p.capturedTaint(e.m, box.Site)
	if t == 0 {
		return regflow.Value{}, false
	}
	return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Field, Field: f}}, Taint: t}, true
}

// capturedTaint is the taint the lambdas that m hands the box made at site
// store into its element: m's constructor calls given the register last
// set by that new-instance (compiler shapes: straight code), each
// constructor's field taking it, and the stores into the element through
// that field in the class's methods or, one call away, through the
// parameter of the static body D8's synthetic class calls.
func (p *Program) capturedTaint(m *dex.Method, site uint32) regflow.Taint {
	code, err := m.Code()
	if err != nil || code == nil {
		return 0
	}
	file := m.Class.File
	last := map[uint32]uint32{} // register -> the new-instance site last written to it
	type handed struct {
		ref *dex.MethodRef
		k   int
	}
	var to []handed
	if dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpNewInstance:
			last[in.A] = in.Addr
			return true
		case in.Op >= dex.OpMoveObject16-2 && in.Op <= dex.OpMoveObject16:
			if s, ok := last[in.B]; ok {
				last[in.A] = s
			} else {
				delete(last, in.A)
			}
			return true
		case (in.Op == dex.OpInvokeDirect || in.Op == 0x76) && len(in.Args) > 1:
			if ref, err := file.Method(in.Index); err == nil && ref.Name == "<init>" && ref.Class != classObjectRef {
				for k, r := range in.Args {
					if s, ok := last[uint32(r)]; ok && s == site && k > 0 {
						to = append(to, handed{ref, k})
					}
				}
			}
		}
		for r := range last {
			if in.WritesReg(r) {
				delete(last, r)
			}
		}
		return true
	}) != nil {
		return 0
	}
	var taint regflow.Taint
	for _, h := range to {
		c := p.Classes[h.ref.Class]
		ctor := p.Lookup(h.ref.Class, h.ref.NameProto())
		if c == nil || ctor == nil {
			continue
		}
		var fields []fkey
		for f, k := range p.ParamFields(ctor) {
			if k == h.k {
				fields = append(fields, fkey{f.Class, f.Name, classObjectRef})
			}
		}
		if len(fields) == 0 {
			continue
		}
		heldIn := func(v regflow.Value) bool {
			return v.Has(func(x regflow.Alt) bool {
				return x.Kind == regflow.Field && x.Field != nil && slices.Contains(fields, fkey{x.Field.Class, x.Field.Name, classObjectRef})
			})
		}
		for _, bm := range c.Methods() {
			if bm == ctor || bm == m {
				continue
			}
			taint |= p.elementStores(bm, heldIn, 1)
		}
	}
	return taint &^ regflow.ParamTaints
}

// elementStores is the taint of what m stores into the element of a box
// held says m has (its field), and, depth calls away, what an app method
// m hands the box to stores there through that parameter.
func (p *Program) elementStores(m *dex.Method, held func(regflow.Value) bool, depth int) regflow.Taint {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return 0
	}
	var t regflow.Taint
	calls := CallsByAddr(p.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpIput+2 {
			if fr, err := m.Class.File.Field(in.Index); err == nil && fr.Class == classObjectRef && fr.Name == "element" && held(st.Reg(in.B)) {
				t |= st.ValueTaint(st.Reg(in.A))
			}
			return
		}
		c := calls[in.Addr]
		if c == nil || depth == 0 || IsPlatform(c.Ref.Class) {
			return
		}
		for k, x := range CallArgs(st, in, c.Ref) {
			if !held(x) {
				continue
			}
			for _, tm := range p.Targets(c) {
				param := int64(k)
				t |= p.elementStores(tm, func(v regflow.Value) bool {
					return v.Has(func(y regflow.Alt) bool { return y.Kind == regflow.Param && y.Int == param })
				}, depth-1)
			}
		}
	})
	return t
}

// FieldName names a field by its class and name.
type FieldName struct{ Class, Name string }

// ParamFields maps the fields of its own class that m (a constructor)
// stores one of its parameters into to that parameter's index (receiver
// 0): where a lambda keeps what it captured, a delegate the key it was
// made with.
func (p *Program) ParamFields(m *dex.Method) map[FieldName]int {
	out := map[FieldName]int{}
	a, err := p.Analyze(m)
	if err != nil || a == nil || m.Class == nil {
		return out
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIput || in.Op > dex.OpIputShort {
			return
		}
		x, ok := st.Reg(in.A).Single()
		if !ok || x.Kind != regflow.Param {
			return
		}
		if fr, err := m.Class.File.Field(in.Index); err == nil && fr.Class == m.Class.Name {
			out[FieldName{fr.Class, fr.Name}] = int(x.Int)
		}
	})
	return out
}
