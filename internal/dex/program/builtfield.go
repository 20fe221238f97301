package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Value objects made by a builder (AutoValue's Builder.build(), a
// hand-written one, Immutables): the object's field f is what the
// constructor call in build() passes for it, and that is a field of the
// builder itself — whatever the setters called on that builder object
// stored. A rule that keeps one answer per field (the request flow) asks
// here which builder field, and then judges the setter calls made on the
// builder object the caller built, not every builder's.

// BuiltFieldSource says where field f of the object made at site in b
// comes from: b's own field g (the constructor given this.g, with g
// written only by b's class's methods from one of their parameters or by
// its constructors), or b's parameter k (param ≥ 0). ok is false for any
// other shape: a value computed in b, a constructor storing f from what
// it does not just take, several constructions.
func (p *Program) BuiltFieldSource(b *dex.Method, site uint32, f *dex.FieldRef) (g *dex.FieldRef, param int, ok bool) {
	ctor, args, found := p.constructorAt(b, site)
	if !found {
		return nil, -1, false
	}
	k := onlyParam(p.ctorStoredParams(ctor, fieldKey(f), 0))
	if k < 0 || k >= len(args) {
		return nil, -1, false // none, or two parameters end in f
	}
	x, single := args[k].Single()
	if single && x.Kind == regflow.Call && x.Via == nil && x.Ref != nil && unboxing(x.Ref) {
		// `this.confirmed.booleanValue()`: a boxed builder field.
		if ua, ok := p.ArgsAt(b, x.Site); ok && len(ua) == 1 {
			x, single = ua[0].Single()
		}
	}
	switch {
	case !single:
		return nil, -1, false
	case x.Kind == regflow.Param && x.Or == 0 && (b.Static() || x.Int > 0):
		return nil, int(x.Int), true
	case x.Kind == regflow.Field && x.Field != nil && !b.Static() && x.Field.Class == b.Class.Name:
		for _, w := range p.WritersOf(x.Field) {
			if w.Class.Name != b.Class.Name || w.Static() {
				return nil, -1, false
			}
		}
		return x.Field, -1, true
	}
	return nil, -1, false
}

// SetterParam returns the parameter of t (an instance method) that t
// stores into field g of its own object, when it stores g from exactly
// one parameter; -1 otherwise.
func (p *Program) SetterParam(t *dex.Method, g *dex.FieldRef) int {
	if t.Static() || t.Class.Name != g.Class {
		return -1
	}
	return onlyParam(p.storedParams(t, fieldKey(g)))
}

// onlyParam returns the one parameter (past "this") whose bit is set in
// a stored-parameters taint, or -1 when none or several are.
func onlyParam(bits regflow.Taint) int {
	k := -1
	for j := 1; j < regflow.MaxTaintParams; j++ {
		if bits&regflow.TaintParam(int64(j)) != 0 {
			if k >= 0 {
				return -1
			}
			k = j
		}
	}
	return k
}

// ctorStoredParams is storedParams for a constructor, following a
// delegation to another constructor of its class on the same object (D8's
// nest-access bridge `<init>(…, Outer-IA)`, `this(…)`): the delegate's
// parameters mapped to what the constructor passes.
func (p *Program) ctorStoredParams(ctor *dex.Method, k fkey, depth int) regflow.Taint {
	bits := p.storedParams(ctor, k)
	if bits != 0 || depth > 2 {
		return bits
	}
	a, err := p.Analyze(ctor)
	if err != nil || a == nil {
		return 0
	}
	byAddr := CallsByAddr(p.Calls(ctor))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || c.Ref.Name != "<init>" || c.Ref.Class != ctor.Class.Name {
			return
		}
		cargs := CallArgs(st, in, c.Ref)
		if x, ok := arg(cargs, 0).Single(); !ok || x.Kind != regflow.Param || x.Int != 0 {
			return
		}
		for _, w := range p.Targets(c) {
			if w != ctor && w.HasCode() {
				bits |= localTaint(p.ctorStoredParams(w, k, depth+1), cargs, st) & regflow.ParamTaints
			}
		}
	})
	return bits &^ regflow.TaintParam(0)
}

// unboxing recognises the java.lang box getters (booleanValue, intValue …).
func unboxing(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/lang/Boolean;", "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;",
		"Ljava/lang/Character;", "Ljava/lang/Float;", "Ljava/lang/Double;":
		return len(ref.Params) == 0 && strings.HasSuffix(ref.Name, "Value")
	}
	return false
}

// CapturedParam returns the parameter of class's constructor that it
// stores into field f of its own object (a lambda class's captured value:
// D8's f$0, kotlinc's $name), when class has one constructor storing f
// from one parameter; -1 otherwise.
func (p *Program) CapturedParam(class string, f *dex.FieldRef) int {
	c := p.Classes[class]
	if c == nil || f.Class != class {
		return -1
	}
	var ctor *dex.Method
	for _, m := range c.Direct {
		if m.Ref.Name == "<init>" {
			if ctor != nil {
				return -1
			}
			ctor = m
		}
	}
	if ctor == nil {
		return -1
	}
	return onlyParam(p.storedParams(ctor, fieldKey(f)))
}

// ConstructionArgs returns the arguments m's constructor call passes for
// the object it makes at site (the object first).
func (p *Program) ConstructionArgs(m *dex.Method, site uint32) ([]regflow.Value, bool) {
	_, args, ok := p.constructionAt(m, site)
	return args, ok
}
