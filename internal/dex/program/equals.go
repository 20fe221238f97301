package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// EqualsHelper reports whether ref is a program method that compares its
// two arguments with equals: Kotlin's Intrinsics.areEqual after R8 renamed
// the standard library it shrank into the APK (b.a.a(Object, Object)), or
// an app's own `static boolean same(Object a, Object b)`. Its shape, not its
// name: static, two reference parameters, a boolean result, and no call but
// one or more equals(Object) made on one argument with the other, whose
// result is what it returns (a 0/1 constant besides, for the null case).
func (p *Program) EqualsHelper(ref *dex.MethodRef) bool {
	if ref.Return != "Z" || len(ref.Params) != 2 || !refType(ref.Params[0]) || !refType(ref.Params[1]) || p.Classes[ref.Class] == nil {
		return false
	}
	m := p.declaringMethod(ref)
	if m == nil || m.AccessFlags&dex.AccStatic == 0 || !m.HasCode() {
		return false
	}
	if v, ok := p.equalsHelpers[m]; ok {
		return v
	}
	if p.equalsHelpers == nil {
		p.equalsHelpers = map[*dex.Method]bool{}
	}
	p.equalsHelpers[m] = false
	calls := p.Calls(m)
	if len(calls) == 0 {
		return false
	}
	for _, c := range calls {
		if c.Ref.Name != "equals" || c.Ref.Return != "Z" || len(c.Ref.Params) != 1 || c.Ref.Params[0] != "Ljava/lang/Object;" {
			return false
		}
	}
	// What it returns is the equals result itself or a constant (the
	// null case's `b == null`), never something computed from them (a
	// negation is no equality).
	isEquals := func(x regflow.Alt) bool { return x.Kind == regflow.Call && x.Ref != nil && x.Ref.Name == "equals" }
	if s := p.Summary(m); s == nil || s.Returns.Top || !s.Returns.Has(isEquals) || s.Returns.Has(func(x regflow.Alt) bool {
		return !(x.Kind == regflow.Const && (x.Int == 0 || x.Int == 1)) && !isEquals(x)
	}) {
		// `if (a.equals(b)) return false; return true;` returns only
		// constants: its polarity is not told, so it is no equality.
		return false
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	ok := true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() || !ok {
			return
		}
		args := regflow.Args(st, in, &dex.MethodRef{Params: []string{"Ljava/lang/Object;"}}, false)
		if len(args) != 2 {
			ok = false
			return
		}
		x, okx := args[0].Single()
		y, oky := args[1].Single()
		if !okx || !oky || x.Kind != regflow.Param || y.Kind != regflow.Param || x.Int == y.Int || x.Int > 1 || y.Int > 1 {
			ok = false
		}
	})
	p.equalsHelpers[m] = ok
	return ok
}

// refType reports whether a type descriptor is a reference type.
func refType(t string) bool { return t != "" && (t[0] == 'L' || t[0] == '[') }
