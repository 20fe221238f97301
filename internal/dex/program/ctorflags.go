package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// An int field only its class's constructors set, each from a constant or
// its own parameter, holds what the constructions pass: a record or a
// value class carrying a PendingIntent's flags (`new ScreenSpec(pkg, cls,
// FLAG_UPDATE_CURRENT)` in a static initializer, read back by a helper
// through `screen.flags()`). The field's union of stores says only
// "a parameter"; the constructions say which flags. This is read for
// PendingIntent flags only: the field facts stay flow-insensitive and
// parameter-blind for every other rule (an R8 merged class's id is set
// the same way, and one union of every id would read as every class at
// once).

// ctorConstruction is one construction of a field's class and the
// constant it passes for the field.
type ctorConstruction struct {
	in    *dex.Method
	value regflow.Value
}

// maxCtorDelegation is how many calls passing their own parameter on
// (`this(...)` constructors, factories) are followed up from the
// constructor that stores the field.
const maxCtorDelegation = 2

// ctorFieldConstants returns the constants every construction of f's class
// passes for f, when f is an int field its class's constructors alone
// store, each a constant or one of its parameters, and every construction
// (through `this(...)` delegation and factories passing their parameter)
// passes a constant; ok is false otherwise.
func (p *Program) ctorFieldConstants(f *dex.FieldRef) (union regflow.Value, by []ctorConstruction, ok bool) {
	return p.ctorFieldConstantsDepth(f, 0)
}

func (p *Program) ctorFieldConstantsDepth(f *dex.FieldRef, depth int) (union regflow.Value, by []ctorConstruction, ok bool) {
	if f == nil || f.Type != "I" || p.Classes[f.Class] == nil || depth > 1 {
		return regflow.Value{}, nil, false
	}
	ok = true
	read := p.StoresOf(f, func(w *dex.Method, in *dex.Insn, st *regflow.State, v regflow.Value) {
		if !ok {
			return
		}
		if w.Ref.Name != "<init>" || w.Class.Name != f.Class || v.Top || len(v.Alts) != 1 {
			ok = false
			return
		}
		switch x := v.Alts[0]; {
		case x.Kind == regflow.Const:
			by = append(by, ctorConstruction{in: w, value: v})
		case x.Kind == regflow.Param && x.Or == 0 && x.Int > 0:
			got, fine := p.constructionsPassing(f.Class, f.Name, w, int(x.Int), 0)
			if !fine {
				ok = false
				return
			}
			by = append(by, got...)
		case x.Kind == regflow.Field && x.Field != nil && x.Field.Class == f.Class && x.Field.Name != f.Name:
			// Another field of the object the constructor set first: an
			// anonymous class's `mFlags = val$flags`.
			_, got, fine := p.ctorFieldConstantsDepth(x.Field, depth+1)
			if !fine {
				ok = false
				return
			}
			by = append(by, got...)
		default:
			ok = false
		}
	})
	if !read || !ok || len(by) == 0 {
		return regflow.Value{}, nil, false
	}
	for _, c := range by {
		union = regflow.Merge(union, c.value)
	}
	return union, by, true
}

// constructionsPassing returns, for each call of the constructor ctor, the
// constant it passes as parameter k (a `this(...)` call or a factory
// passing its own parameter is followed to its callers, a value the
// caller picks by its arguments is read with each of its callers'
// constants bound); fine is false when some call passes anything else, or
// there are none or too many — but a method of the object's own class
// (owner) that nothing calls constructs nothing.
func (p *Program) constructionsPassing(owner, field string, ctor *dex.Method, k, depth int) (out []ctorConstruction, fine bool) {
	callers := p.Callers(ctor)
	if len(callers) == 0 && depth > 0 && ctor.Class.Name == owner && ctor.Ref.Name != "<init>" {
		// A method of the object's own class nothing in the app calls
		// (a data class's copy() no one uses) constructs nothing.
		return nil, true
	}
	if len(callers) == 0 || len(callers) > maxWriterCallers {
		return nil, false
	}
	for _, c := range callers {
		if p.analyzing[c.Method] {
			return nil, false
		}
		args, found := p.ArgsAt(c.Method, c.Call.Addr)
		if !found || k >= len(args) {
			return nil, false
		}
		arg := args[k]
		if _, isConst := arg.Consts(); isConst {
			out = append(out, ctorConstruction{in: c.Method, value: arg})
			continue
		}
		if depth >= maxCtorDelegation {
			return nil, false
		}
		// The caller's own parameter: a `this(...)` constructor, or a
		// factory constructing the object from its arguments (an
		// anonymous class's captured `val$flags`), followed to its
		// callers.
		if x, single := arg.Single(); single && x.Kind == regflow.Param && x.Or == 0 && (x.Int > 0 || c.Method.Static()) {
			more, ok := p.constructionsPassing(owner, field, c.Method, int(x.Int), depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, more...)
			continue
		}
		// A value the caller chooses by its own arguments (kotlinc's
		// `$default` constructor or `copy$default`, which take a
		// default unless the mask says the argument was given): the
		// caller analysed with each of its callers' constants.
		more, ok := p.boundConstructions(owner, field, c, k)
		if !ok {
			return nil, false
		}
		out = append(out, more...)
	}
	return out, true
}

// ctorFlags judges undecided flags that are a constructor-set int field
// (ctorFieldConstants), OR-ed with constant bits or not: the verdict over
// the constructions the providers' code can run, and for a mutable one, a
// construction passing mutable flags. A construction only dead code or
// another component makes (a notification's screen built in a
// BroadcastReceiver) says nothing of a resolution; with none left the
// flags stay undecided.
func (p *Program) ctorFlags(m *dex.Method, addr uint32, flags regflow.Value) (v Verdict, mutableIn *dex.Method, field *dex.FieldRef) {
	x, ok := flags.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || flags.Top {
		return Unknown, nil, nil
	}
	_, by, ok := p.ctorFieldConstants(x.Field)
	if !ok {
		return Unknown, nil, nil
	}
	// An object m makes itself (`spec = BASE.copy(flags = …)` then
	// `getActivity(…, spec.flags)`) is judged by m's own constructions,
	// not every tool's.
	if objs := p.ReadObjectsFor(m, x.Field, addr); !objs.Top && len(objs.Alts) > 0 &&
		!objs.Has(func(a regflow.Alt) bool {
			return a.Kind != regflow.New && (a.Kind != regflow.Call || a.Via == nil && a.Ref == nil)
		}) {
		own := by[:0:0]
		for _, c := range by {
			if c.in == m {
				own = append(own, c)
			}
		}
		if len(own) > 0 {
			by = own
		}
	}
	with := func(v regflow.Value) regflow.Value {
		out := regflow.Value{Taint: flags.Taint}
		for _, a := range v.Alts {
			a.Int |= x.Or
			a.PreM = a.PreM || x.PreM
			out.Alts = append(out.Alts, a)
		}
		return out
	}
	var union regflow.Value
	for _, c := range by {
		if !p.providerCode(c.in) {
			continue
		}
		union = regflow.Merge(union, c.value)
		if one, _ := mutability(piInputs{flags: with(c.value)}); one == Yes && mutableIn == nil {
			mutableIn = c.in
		}
	}
	if len(union.Alts) == 0 {
		return Unknown, nil, x.Field
	}
	verdict, _ := mutability(piInputs{flags: with(union)})
	if verdict != Yes {
		mutableIn = nil
	}
	return verdict, mutableIn, x.Field
}

// providerCode reports whether m is code the providers can run: on their
// call surface (every method of theirs and what it reaches), a method
// nothing in the app calls that carries a runtime annotation of an app
// type (a tool method a registry finds by reflection: `@ToolMethod`), or
// the static initializer of a class some of whose methods are.
func (p *Program) providerCode(m *dex.Method) bool {
	if p.onCallSurface(m) {
		return true
	}
	if len(p.Callers(m)) == 0 && p.appAnnotated(m) {
		return true
	}
	if m.Ref.Name != "<clinit>" {
		return false
	}
	for _, o := range m.Class.Methods() {
		if p.onCallSurface(o) {
			return true
		}
	}
	return false
}

// boundConstructions returns, for each call of c's method, the constant
// c's method then passes as argument k of its call c, c's method analysed
// with that call's constants bound; fine is false when some call gives no
// constant, or there are none or too many.
func (p *Program) boundConstructions(owner, field string, c Caller, k int) (out []ctorConstruction, fine bool) {
	callers := p.Callers(c.Method)
	if len(callers) == 0 && c.Method.Class.Name == owner && c.Method.Ref.Name != "<init>" {
		return nil, true // an own-class method nothing calls (copy$default)
	}
	if len(callers) == 0 || len(callers) > maxWriterCallers {
		return nil, false
	}
	for _, cc := range callers {
		if p.analyzing[cc.Method] {
			return nil, false
		}
		args, found := p.boundCallArgs(c, cc)
		if !found {
			return nil, false
		}
		var arg regflow.Value
		if k < len(args) {
			arg = args[k]
		}
		if y, single := arg.Single(); single && y.Kind == regflow.Field && y.Field != nil && y.Field.Class == owner && y.Field.Name == field {
			// A copy keeping the receiver's value (`pay.copy(code = 7)`
			// for the flags): whatever the receiver's own construction
			// passed, already counted there.
			continue
		}
		if _, isConst := arg.Consts(); !isConst {
			return nil, false
		}
		out = append(out, ctorConstruction{in: cc.Method, value: arg})
	}
	return out, true
}

// appAnnotated reports whether m carries a runtime-visible annotation
// whose type is a class of the app.
func (p *Program) appAnnotated(m *dex.Method) bool {
	anns, err := m.Class.MethodAnnotations()
	if err != nil {
		return false
	}
	for _, a := range anns[m.Index] {
		if a.Visibility == 1 && p.Classes[a.Type] != nil {
			return true
		}
	}
	return false
}
