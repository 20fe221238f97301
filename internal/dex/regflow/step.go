package regflow

import "github.com/clawseed/cetpaudit/internal/dex"

// step applies one instruction to st; fn, when set, sees the state before.
func (r *Result) step(st *State, in *dex.Insn, fn func(*dex.Insn, *State)) {
	if fn != nil {
		fn(in, st)
	}
	f := r.Method.Class.File
	op := in.Op
	switch {
	case in.Fmt == dex.FmtPayload || op == dex.OpNop:
	case op >= 0x01 && op <= 0x09: // move, move-wide, move-object
		if op >= 0x04 && op <= 0x06 {
			st.setWide(in.A, st.Reg(in.B))
		} else {
			st.set(in.A, st.Reg(in.B))
		}
		return
	case op == dex.OpMoveResult || op == dex.OpMoveResultObject:
		st.set(in.A, st.result)
	case op == dex.OpMoveResultWide:
		st.setWide(in.A, st.result)
	case op == dex.OpMoveException:
		st.set(in.A, Value{Alts: []Alt{{Kind: Exception, Site: in.Addr}}, Taint: TaintException})
	case op >= dex.OpReturn && op <= dex.OpReturnObject:
		r.Returns = Merge(r.Returns, st.Reg(in.A))
	case op >= dex.OpConst4 && op <= dex.OpConstHigh16:
		st.set(in.A, One(Alt{Kind: Const, Int: in.Lit}))
	case op >= dex.OpConstWide16 && op <= dex.OpConstWideHigh16:
		st.setWide(in.A, One(Alt{Kind: Const, Int: in.Lit}))
	case op == dex.OpConstString || op == dex.OpConstStringJumbo:
		if s, err := f.String(in.Index); err == nil {
			st.set(in.A, One(Alt{Kind: Str, Str: s}))
		} else {
			st.set(in.A, Unknown)
		}
	case op == dex.OpConstClass:
		if t, err := f.Type(in.Index); err == nil {
			st.set(in.A, One(Alt{Kind: Class, Str: t}))
		} else {
			st.set(in.A, Unknown)
		}
	case op == dex.OpCheckCast, op == 0x1d, op == 0x1e, op == dex.OpThrow, op == dex.OpFillArrayData:
	case op == 0x20: // instance-of
		st.set(in.A, Unknown)
		if te, ok := r.env.(TypeEnv); ok && r.entry != nil {
			// Bound analyses only: there the constant decides a branch.
			if t, err := f.Type(in.Index); err == nil {
				if is, ok := te.InstanceOf(st.Reg(in.B), t); ok {
					st.set(in.A, One(Alt{Kind: Const, Int: boolInt(is)}))
				}
			}
		}
	case op == 0x21: // array-length
		arr := st.Reg(in.B)
		v := Value{Top: arr.Top || len(arr.Alts) == 0, Taint: arr.Taint}
		for _, a := range arr.Alts {
			a := a
			v.Alts = append(v.Alts, Alt{Kind: Len, Of: &a})
		}
		st.set(in.A, v)
	case op == dex.OpNewInstance:
		t, _ := f.Type(in.Index)
		st.set(in.A, One(Alt{Kind: New, Site: in.Addr, Str: t}))
		st.Unmark(in.Addr) // a fresh object: a mark from a loop's last turn is not its
	case op == dex.OpNewArray:
		st.set(in.A, One(Alt{Kind: Array, Site: in.Addr}))
	case op == dex.OpFilledNewArray || op == dex.OpFilledNewArrayR:
		var t Taint
		for _, a := range in.Args {
			v := st.Reg(uint32(a))
			t |= st.ValueTaint(v) | elemFacts(st, v)
		}
		st.AddObjTaint(in.Addr, t)
		st.result = One(Alt{Kind: Array, Site: in.Addr})
		return
	case op >= dex.OpGoto && op <= dex.OpSparseSwitch:
	case op >= 0x2d && op <= 0x31: // cmp
		st.set(in.A, Value{Top: true, Taint: st.Reg(in.B).Taint | st.Reg(in.C).Taint})
	case op >= dex.OpIfEq && op <= dex.OpIfLez:
	case op >= dex.OpAget && op <= dex.OpAgetShort:
		r.aget(st, in)
	case op >= dex.OpAput && op <= dex.OpAputShort:
		v := st.Reg(in.A)
		t := st.ValueTaint(v)
		if op == dex.OpAputObject {
			t |= elemFacts(st, v)
		}
		st.TaintObjects(st.Reg(in.B), t)
	case op >= dex.OpIget && op <= dex.OpIgetShort:
		if fr, err := f.Field(in.Index); err == nil {
			var v Value
			ok := false
			if oe, isObj := r.env.(ObjectEnv); isObj {
				v, ok = oe.FieldOf(fr, st.Reg(in.B))
			}
			if !ok {
				v, ok = r.env.Field(fr, false)
			}
			if !ok {
				v = One(Alt{Kind: Field, Field: fr})
			}
			r.setField(st, in.A, op == 0x53, v)
		} else {
			st.set(in.A, Unknown)
		}
	case op >= dex.OpIput && op <= dex.OpIputShort, op >= dex.OpSput && op <= dex.OpSputShort:
	case op >= dex.OpSget && op <= dex.OpSgetShort:
		fr, err := f.Field(in.Index)
		if err != nil {
			st.set(in.A, Unknown)
			break
		}
		v, ok := r.env.Field(fr, true)
		if !ok {
			v = One(Alt{Kind: Field, Field: fr})
		}
		r.setField(st, in.A, op == 0x61, v)
	case in.IsInvoke():
		r.invoke(st, in)
		return
	case op == dex.OpInvokeCustom || op == dex.OpInvokeCustomR:
		// String concatenation and lambdas: the call site's object, with
		// the arguments' taint.
		var t Taint
		for _, a := range in.Args {
			t |= st.ValueTaint(st.Reg(uint32(a)))
		}
		st.result = Value{Alts: []Alt{{Kind: CallSite, Int: int64(in.Index), Site: in.Addr}}, Taint: t}
		return
	case op >= 0x7b && op <= 0x8f:
		unop(st, in)
	case op >= 0x90 && op <= 0xaf:
		st.set(in.A, binop(op-0x90, st.Reg(in.B), st.Reg(in.C)))
		if op >= 0x9b && op <= 0xa5 || op >= 0xab {
			st.set(in.A+1, Unknown)
		}
	case op >= 0xb0 && op <= 0xcf:
		st.set(in.A, binop(op-0xb0, st.Reg(in.A), st.Reg(in.B)))
		if op >= 0xbb && op <= 0xc5 || op >= 0xcb {
			st.set(in.A+1, Unknown)
		}
	case op >= 0xd0 && op <= 0xd7:
		litop := [...]byte{0, 0xff, 2, 3, 4, 5, 6, 7}[op-0xd0]
		r.litop(st, in, litop)
	case op >= 0xd8 && op <= 0xe2:
		litop := [...]byte{0, 0xff, 2, 3, 4, 5, 6, 7, 8, 9, 10}[op-0xd8]
		r.litop(st, in, litop)
	default: // const-method-handle, const-method-type
		st.set(in.A, Unknown)
	}
	// Any instruction but a move-result consumes a pending result.
	if op != dex.OpMoveResult && op != dex.OpMoveResultWide && op != dex.OpMoveResultObject {
		st.result = Value{}
	}
}

func (r *Result) setField(st *State, reg uint32, wide bool, v Value) {
	if wide {
		st.setWide(reg, v)
	} else {
		st.set(reg, v)
	}
}

func (r *Result) aget(st *State, in *dex.Insn) {
	arr, idx := st.Reg(in.B), st.Reg(in.C)
	k := int64(-1)
	if c, ok := idx.Single(); ok && c.Kind == Const {
		k = c.Int
	}
	v := Value{Taint: st.ValueTaint(arr)}
	for _, a := range arr.Alts {
		a := a
		v.Alts = append(v.Alts, Alt{Kind: Elem, Int: k, Of: &a})
	}
	if arr.Top || len(v.Alts) > maxAlts {
		v.Top = true
		if len(v.Alts) > maxAlts {
			v.Alts = nil
		}
	}
	if in.Op == 0x45 { // aget-wide
		st.setWide(in.A, v)
	} else {
		st.set(in.A, v)
	}
}

func (r *Result) invoke(st *State, in *dex.Insn) {
	ref, err := r.Method.Class.File.Method(in.Index)
	if err != nil {
		st.result = Unknown
		return
	}
	static := in.IsStaticInvoke()
	args := Args(st, in, ref, static)
	if in.Op == dex.OpInvokePoly || in.Op == dex.OpInvokePolyR {
		st.result = Unknown
		return
	}
	st.resultUsed = false
	if i := r.index[in.Addr]; i >= 0 && int(i)+1 < len(r.Insns) {
		next := r.Insns[i+1].Op
		st.resultUsed = next >= dex.OpMoveResult && next <= dex.OpMoveResultObject
	}
	st.Unmark(in.Addr) // what the call makes is fresh (the Env marks it again)
	st.result = r.env.Invoke(st, in, ref, args)
}

// Args maps an invoke's registers to one value per argument, the receiver
// first for instance calls; missing registers read as Unknown.
func Args(st *State, in *dex.Insn, ref *dex.MethodRef, static bool) []Value {
	out := make([]Value, 0, len(ref.Params)+1)
	i := 0
	next := func(words int) Value {
		if i >= len(in.Args) {
			return Unknown
		}
		v := st.Reg(uint32(in.Args[i]))
		i += words
		return v
	}
	if !static {
		out = append(out, next(1))
	}
	for _, p := range ref.Params {
		out = append(out, next(dex.TypeWords(p)))
	}
	return out
}

func unop(st *State, in *dex.Insn) {
	src := st.Reg(in.B)
	var v Value
	switch in.Op {
	case 0x81, 0x84: // int-to-long, long-to-int keep integer constants
		if cs, ok := src.Consts(); ok {
			for _, c := range cs {
				if in.Op == 0x84 {
					c = int64(int32(c))
				}
				v = Merge(v, One(Alt{Kind: Const, Int: c}))
			}
		} else if in.Op == 0x81 && src.Exact() {
			// Widening loses nothing: the long is the int it came from
			// (a uid widened for a Map<Long, …> key stays that uid).
			v = Value{Alts: src.Alts}
		} else {
			v = Unknown
		}
	default:
		v = Unknown
	}
	v.Taint = src.Taint
	wideDst := in.Op == 0x7d || in.Op == 0x80 || in.Op == 0x81 || in.Op == 0x83 || in.Op == 0x86 || in.Op == 0x88 || in.Op == 0x8b
	if wideDst {
		st.setWide(in.A, v)
	} else {
		st.set(in.A, v)
	}
}

func (r *Result) litop(st *State, in *dex.Insn, op byte) {
	src := st.Reg(in.B)
	if op == 0xff { // rsub
		st.set(in.A, Value{Top: true, Taint: src.Taint | counter(src)})
		return
	}
	if op == 7 && in.Lit == 1 {
		if v, ok := negateSDKTest(src); ok { // `!atLeastM()`
			st.set(in.A, v)
			return
		}
		if v, ok := Negate(src); ok { // `!args.optBoolean("confirmed")`
			st.set(in.A, v)
			return
		}
	}
	v := binop(op, src, One(Alt{Kind: Const, Int: in.Lit}))
	if op == 0 {
		v.Taint |= counter(src)
	}
	st.set(in.A, v)
}

// Negate is `xor 1` of a flag: a constant flips, a negation is undone,
// anything else not constant becomes its Not. ok is false for a value not
// known on every path (Top, undefined), left to binop.
func Negate(v Value) (Value, bool) {
	if v.Top || len(v.Alts) == 0 {
		return Value{}, false
	}
	out := Value{Taint: v.Taint}
	for _, a := range v.Alts {
		switch {
		case a.Kind == Const:
			a.Int ^= 1
		case a.Kind == Not && a.Of != nil:
			a = *a.Of
		case a.Kind == Not:
			return Value{}, false
		default:
			of := a
			a = Alt{Kind: Not, Of: &of}
		}
		out = Merge(out, Value{Alts: []Alt{a}, Taint: out.Taint})
		if out.Top {
			return Value{}, false
		}
	}
	return out, true
}

// counter marks a field read that code adds a constant to: a counter.
func counter(v Value) Taint {
	if v.Has(func(a Alt) bool { return a.Kind == Field }) {
		return TaintCounter
	}
	return 0
}

// binop computes op (the offset within add-int..rem-double: 0 add, 1 sub,
// 2 mul, 3 div, 4 rem, 5 and, 6 or, 7 xor, 8 shl, 9 shr, 10 ushr, +11 long,
// +22 float, +27 double) over the alternatives of a and b.
func binop(op byte, a, b Value) Value {
	t := a.Taint | b.Taint
	if a.IsUndefined() || b.IsUndefined() {
		// No path defines an operand (the result of a callee that never
		// returns, or a recursive cycle's first iterate): no path
		// defines the result either.
		return Value{Taint: t}
	}
	if op == 6 { // or-int: constant bits survive whatever they are OR-ed with
		if c, ok := b.Single(); ok && c.Kind == Const && !a.IsUndefined() && (a.Top || !allConst(a)) {
			return orBits(a, c, t)
		}
		if c, ok := a.Single(); ok && c.Kind == Const && !b.IsUndefined() && (b.Top || !allConst(b)) {
			return orBits(b, c, t)
		}
	}
	if op >= 22 || a.Top || b.Top || len(a.Alts) == 0 || len(b.Alts) == 0 {
		if op%11 == 0 && op < 22 {
			t |= counter(a) | counter(b)
		}
		return Value{Top: true, Taint: t}
	}
	wide := op >= 11
	k := op % 11
	out := Value{Taint: t}
	if k == 0 {
		out.Taint |= counter(a) | counter(b)
	}
	for _, x := range a.Alts {
		for _, y := range b.Alts {
			z, ok := apply(k, wide, x, y)
			if !ok {
				return Value{Top: true, Taint: out.Taint}
			}
			out = Merge(out, One(z))
			if out.Top {
				return out
			}
		}
	}
	return out
}

func apply(k byte, wide bool, x, y Alt) (Alt, bool) {
	preM := x.PreM || y.PreM
	if x.Kind != Const && y.Kind == Const && k == 6 {
		x.Or |= y.Int
		x.PreM = preM
		return x, true
	}
	if y.Kind != Const && x.Kind == Const && k == 6 {
		y.Or |= x.Int
		y.PreM = preM
		return y, true
	}
	if x.Kind != Const || y.Kind != Const {
		return Alt{}, false
	}
	a, b := x.Int, y.Int
	var z int64
	switch k {
	case 0:
		z = a + b
	case 1:
		z = a - b
	case 2:
		z = a * b
	case 5:
		z = a & b
	case 6:
		z = a | b
	case 7:
		z = a ^ b
	case 8:
		z = a << (uint64(b) & 63)
	case 9:
		z = a >> (uint64(b) & 63)
	default: // div, rem, ushr: not needed for flags
		return Alt{}, false
	}
	if !wide {
		z = int64(int32(z))
	}
	return Alt{Kind: Const, Int: z, PreM: preM}, true
}

// elemFacts says what storing v as an array element tells about the
// array's elements: an allocation not marked yet, or a value that is not
// an allocation at all. Null (constant 0) adds nothing.
func elemFacts(st *State, v Value) Taint {
	var t Taint
	if v.Top {
		t |= TaintElemUnknown
	}
	for _, a := range v.Alts {
		switch a.Kind {
		case New:
			if !st.Marked(a.Site) {
				t |= TaintElemUnmarked
			}
		case Param:
			if !st.Marked(ParamSite(a.Int)) {
				t |= TaintElemUnknown
			}
		case Const:
		default:
			t |= TaintElemUnknown
		}
	}
	return t
}

func allConst(v Value) bool {
	_, ok := v.Consts()
	return ok
}

// orBits is v | c where v is not all constants: every alternative keeps
// c's bits in Or, and an unknown part becomes a Bits alternative, so
// that "anything | FLAG_IMMUTABLE" is still known to carry the flag.
func orBits(v Value, c Alt, t Taint) Value {
	out := Value{Taint: t}
	for _, a := range v.Alts {
		if a.Kind == Const {
			a.Int |= c.Int
		} else {
			a.Or |= c.Int
		}
		a.PreM = a.PreM || c.PreM
		out = Merge(out, Value{Alts: []Alt{a}, Taint: t})
	}
	if v.Top {
		out = Merge(out, Value{Alts: []Alt{{Kind: Bits, Or: c.Int, PreM: c.PreM}}, Taint: t})
	}
	return out
}

// boolInt is a boolean as dex code holds it.
func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
