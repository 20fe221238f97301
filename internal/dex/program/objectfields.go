package program

import (
	"slices"
	"strconv"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Per object: FieldStringsOf unites what every construction of a class
// stores into a field, so two objects of one class built with different
// arguments (a Confirmer made with the app's own package for one provider
// and with a partner's for another) look alike. ObjectFieldStrings
// answers for the objects one value may be: the constructor calls that
// made them, followed through the fields and parameters that carried
// them there.

// ObjectFieldStrings gives the literals stored into the String field f
// of the objects v (a value in m) may be: for an object made in m, what
// its constructor (or the constructor it delegates to) stores there from
// the arguments m passes; for a parameter, what each caller's object
// holds; for a field, what each object stored into it holds. Whole is
// false when some object, constructor or store cannot be followed (a
// setter, a factory outside the APK, the bounds): the caller then keeps
// the union over every construction.
func (p *Program) ObjectFieldStrings(m *dex.Method, v regflow.Value, f *dex.FieldRef) FieldStrings {
	setters, why := p.setterCalls(f)
	if why != "" {
		return FieldStrings{Why: why}
	}
	r := FieldStrings{Whole: true}
	budget := maxReceiverCallers
	seen := map[fkey]bool{}
	p.objectStrings(m, v, f, setters, 0, &budget, seen, &r)
	slices.Sort(r.Strs)
	r.Strs = slices.Compact(r.Strs)
	return r
}

// objectStrings adds to r what field f holds in the objects v may be.
func (p *Program) objectStrings(m *dex.Method, v regflow.Value, f *dex.FieldRef, setters []setterCall, depth int, budget *int, seen map[fkey]bool, r *FieldStrings) {
	if v.Top || len(v.Alts) == 0 {
		r.Whole, r.Why = false, "an object is not known"
		return
	}
	if depth > maxFieldStringDepth {
		r.Whole, r.Bound, r.Why = false, true, "an object is followed only "+strconv.Itoa(maxFieldStringDepth)+" steps back"
		return
	}
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.New && alt.Via == nil:
			ctor, args, ok := p.constructorAt(m, alt.Site)
			if !ok {
				r.Whole, r.Why = false, "an object's constructor call is not found"
				continue
			}
			p.constructorStrings(m, ctor, args, f, depth, budget, r)
			for _, sc := range setters {
				if sc.m == m && sc.recv.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == alt.Site }) ||
					slices.Contains(sc.made, madeAt{m, alt.Site}) {
					p.storedStrings(sc.m, sc.val, depth+1, budget, r)
				}
			}
		case alt.Kind == regflow.Param && alt.Or == 0:
			callers := p.Callers(m)
			if len(callers) == 0 {
				r.Whole, r.Why = false, "an object is a parameter nothing in the app passes"
				continue
			}
			for _, c := range callers {
				if neverRuns(p, c.Method) {
					continue
				}
				if *budget <= 0 {
					r.Whole, r.Bound, r.Why = false, true, "more than "+strconv.Itoa(maxReceiverCallers)+" call sites pass an object"
					return
				}
				*budget--
				args, ok := p.ArgsAt(c.Method, c.Call.Addr)
				if !ok || int(alt.Int) >= len(args) {
					r.Whole, r.Why = false, "a caller's argument is not known"
					continue
				}
				p.objectStrings(c.Method, args[alt.Int], f, setters, depth+1, budget, seen, r)
			}
		case alt.Kind == regflow.Field && alt.Field != nil && p.Classes[alt.Field.Class] != nil:
			k := fieldKey(alt.Field)
			if seen[k] {
				continue // a field stored from itself adds nothing
			}
			seen[k] = true
			if !p.StoresOf(alt.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
				p.objectStrings(w, sv, f, setters, depth+1, budget, seen, r)
			}) {
				r.Whole, r.Why = false, "a field holding an object has writers the analysis does not follow"
			}
			for _, sc := range setters {
				if sc.recv.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Field && x.Field != nil && fieldKey(x.Field) == k }) {
					p.storedStrings(sc.m, sc.val, depth+1, budget, r)
				}
			}
		default:
			r.Whole, r.Why = false, "an object comes from code the analysis does not follow"
		}
	}
}

// setterCall is one call of a method other than a constructor that
// stores the field on its object: the receiver and the value stored, both
// in the calling method m.
type setterCall struct {
	m         *dex.Method
	recv, val regflow.Value
	// made: the objects the fields the receiver is read from are given
	// where they are made (one store back), so that a setter called
	// through one field reaches the object read through another.
	made []madeAt
}

// madeAt is an object made by a new-instance at site in m.
type madeAt struct {
	m    *dex.Method
	site uint32
}

// setterCalls returns the calls of f's setters — methods of its class
// other than its constructors that store a parameter or a literal into
// the field of their own object — for the per-object reading to add to
// the objects they are called on: the object made at a site of the same
// method, or the objects a field holds when the receiver is read from
// it. why says what cannot be read that way (a store of another shape, a
// setter called on an object it cannot place, through its own object or
// past the budget); the caller then keeps the union over every store.
func (p *Program) setterCalls(f *dex.FieldRef) (out []setterCall, why string) {
	k := fieldKey(f)
	budget := maxReceiverCallers
	for _, w := range p.WritersOf(f) {
		if w.Ref.Name == "<init>" && w.Class.Name == f.Class {
			continue
		}
		if w.Static() || w.Class.Name != f.Class {
			return nil, "a method other than its class's constructors stores the field"
		}
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return nil, "a setter of the field could not be analysed"
		}
		param := -1 // the parameter stored; -2 for a literal
		var lit regflow.Value
		ok := true
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != dex.OpIput+2 {
				return
			}
			if fr, err := w.Class.File.Field(in.Index); err != nil || fieldKey(fr) != k {
				return
			}
			this, isOne := st.Reg(in.B).Single()
			x, single := st.Reg(in.A).Single()
			switch {
			case !isOne || this.Kind != regflow.Param || this.Int != 0 || !single || param != -1:
				ok = false
			case x.Kind == regflow.Param && x.Or == 0 && x.Int > 0:
				param = int(x.Int)
			case x.Kind == regflow.Str || x.Kind == regflow.Const:
				param, lit = -2, regflow.One(x)
			default:
				ok = false
			}
		})
		if !ok || param == -1 {
			return nil, "a setter stores the field with a value that is not its parameter or a literal"
		}
		for _, c := range p.Callers(w) {
			if neverRuns(p, c.Method) {
				continue
			}
			if budget--; budget < 0 {
				return nil, "more than " + strconv.Itoa(maxReceiverCallers) + " calls of the field's setters"
			}
			args, ok := p.ArgsAt(c.Method, c.Call.Addr)
			if !ok || len(args) == 0 || param >= len(args) {
				return nil, "a setter's call is not known"
			}
			val := lit
			if param >= 0 {
				val = args[param]
			}
			recv := args[0]
			if placeable(p, recv) {
				out = append(out, p.newSetterCall(c.Method, recv, val))
				continue
			}
			if made, ok := p.elementObjects(c.Method, recv); ok {
				out = append(out, setterCall{m: c.Method, recv: recv, val: val, made: made})
				continue
			}
			// Called on the method's own parameter (`retarget(c)` calling
			// c.confirmIn(…)) with a literal: on what each of its callers
			// passes there, one call up.
			x, single := recv.Single()
			if !single || x.Kind != regflow.Param || x.Or != 0 || x.Int == 0 && !c.Method.Static() || !constantsOnly(val) {
				return nil, "a setter is called on an object the analysis cannot place"
			}
			callers := p.Callers(c.Method)
			if len(callers) == 0 && (c.Method.Static() || c.Method.AccessFlags&dex.AccPrivate != 0) {
				continue // a helper nothing calls: dead code, its call never runs
			}
			if len(callers) == 0 {
				return nil, "a setter is called on a parameter nothing in the app passes"
			}
			for _, up := range callers {
				if budget--; budget < 0 {
					return nil, "more than " + strconv.Itoa(maxReceiverCallers) + " calls of the field's setters"
				}
				upArgs, ok := p.ArgsAt(up.Method, up.Call.Addr)
				if !ok || int(x.Int) >= len(upArgs) {
					return nil, "a setter is called on an object the analysis cannot place"
				}
				if placeable(p, upArgs[x.Int]) {
					out = append(out, p.newSetterCall(up.Method, upArgs[x.Int], val))
				} else if made, ok := p.elementObjects(up.Method, upArgs[x.Int]); ok {
					out = append(out, setterCall{m: up.Method, recv: upArgs[x.Int], val: val, made: made})
				} else {
					return nil, "a setter is called on an object the analysis cannot place"
				}
			}
		}
	}
	return out, ""
}

// placeable reports a receiver every alternative of which is an object
// made in the method or read from a field of an app class.
func placeable(p *Program, recv regflow.Value) bool {
	return !recv.Top && len(recv.Alts) > 0 && !recv.Has(func(x regflow.Alt) bool {
		return !(x.Kind == regflow.New && x.Via == nil || x.Kind == regflow.Field && x.Field != nil && p.Classes[x.Field.Class] != nil)
	})
}

// newSetterCall is a setter's call in m on recv storing val, with the
// objects the fields recv is read from are given where they are made.
func (p *Program) newSetterCall(m *dex.Method, recv, val regflow.Value) setterCall {
	sc := setterCall{m: m, recv: recv, val: val}
	for _, x := range recv.Alts {
		if x.Kind == regflow.Field {
			p.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
				for _, y := range sv.Alts {
					if y.Kind == regflow.New && y.Via == nil {
						sc.made = append(sc.made, madeAt{w, y.Site})
					}
				}
			})
		}
	}
	return sc
}

// constructorAt returns the constructor m calls on the object it makes
// at site, with the arguments (in m).
func (p *Program) constructorAt(m *dex.Method, site uint32) (*dex.Method, []regflow.Value, bool) {
	c, args, ok := p.constructionAt(m, site)
	if !ok {
		return nil, nil, false
	}
	ts := p.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() {
		return nil, nil, false
	}
	return ts[0], args, true
}

// constructionAt returns the constructor call m makes on the object it
// makes at site, library constructors included, with its arguments (the
// object first); ok only when exactly one call does.
func (p *Program) constructionAt(m *dex.Method, site uint32) (*Call, []regflow.Value, bool) {
	var call *Call
	var args []regflow.Value
	n := 0
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Name != "<init>" || in.IsStaticInvoke() {
			return
		}
		a := CallArgs(st, in, c.Ref)
		if len(a) == 0 || !a[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site }) {
			return
		}
		call, args = c, a
		n++
	})
	return call, args, n == 1
}

// constructorStrings adds to r what constructor ctor, called from m with
// args, stores into field f of its object: a literal, or an argument
// followed in m; a constructor delegating to another of its class
// (kotlinc's default-arguments constructor, `this(...)`) is followed.
func (p *Program) constructorStrings(m, ctor *dex.Method, args []regflow.Value, f *dex.FieldRef, depth int, budget *int, r *FieldStrings) {
	a, err := p.Analyze(ctor)
	if err != nil || a == nil {
		r.Whole, r.Why = false, "a constructor could not be analysed"
		return
	}
	k := fieldKey(f)
	stored := false
	// arg maps a value of ctor's frame to m's: its parameters are the
	// arguments m passes (a default-arguments constructor's merge of a
	// parameter and a literal maps alternative by alternative).
	arg := func(v regflow.Value) (regflow.Value, bool) {
		if v.Top || len(v.Alts) == 0 {
			return regflow.Value{}, false
		}
		var out regflow.Value
		for _, x := range v.Alts {
			switch {
			case x.Kind == regflow.Param && x.Or == 0 && int(x.Int) < len(args):
				out = regflow.Merge(out, args[x.Int])
			case x.Kind == regflow.Str || x.Kind == regflow.Const:
				out = regflow.Merge(out, regflow.One(x))
			default:
				return regflow.Value{}, false
			}
		}
		return out, true
	}
	isThis := func(v regflow.Value) bool {
		x, ok := v.Single()
		return ok && x.Kind == regflow.Param && x.Int == 0
	}
	calls := CallsByAddr(p.Calls(ctor))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpIput+2 && isThis(st.Reg(in.B)) {
			if fr, err := ctor.Class.File.Field(in.Index); err == nil && fieldKey(fr) == k {
				stored = true
				if v, ok := arg(st.Reg(in.A)); ok {
					p.storedStrings(m, v, depth+1, budget, r)
				} else {
					r.Whole, r.Why = false, "a constructor stores a value that is not its argument"
				}
			}
			return
		}
		c := calls[in.Addr]
		if c == nil || c.Ref.Name != "<init>" || c.Ref.Class != ctor.Class.Name {
			return
		}
		ca := CallArgs(st, in, c.Ref)
		if len(ca) == 0 || !isThis(ca[0]) {
			return
		}
		// this(...): the delegate's stores, its arguments mapped to ours.
		ts := p.Targets(c)
		if len(ts) != 1 || ts[0] == ctor || depth > maxFieldStringDepth {
			r.Whole, r.Why = false, "a constructor delegates where the analysis does not follow"
			return
		}
		mapped := make([]regflow.Value, len(ca))
		for i, v := range ca {
			if mv, ok := arg(v); ok {
				mapped[i] = mv
			} else {
				mapped[i] = regflow.Unknown
			}
		}
		stored = true
		p.constructorStrings(m, ts[0], mapped, f, depth+1, budget, r)
	})
	if !stored {
		r.Whole, r.Why = false, "the constructor does not store the field"
	}
}
