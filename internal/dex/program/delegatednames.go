package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Kotlin delegated properties. For `val x: T by d` kotlinc keeps one
// KProperty per delegated property of a class in the static array
// $$delegatedProperties, filled in <clinit> from
// `Reflection.property1(new PropertyReference1Impl(C.class, "x", "getX()…", 0))`
// (property0/2 and the Mutable… forms for other receivers and vars), and
// the getter hands $$delegatedProperties[i] to the delegate. A delegate that
// uses the property's name — `by map` inlines Map.getValue into
// MapsKt.getOrImplicitDefaultNullable(map, property.name) — reads the map
// under that name: the KProperty's getName() is the i-th name.

// delegatedPropsField is the name kotlinc gives the array.
const delegatedPropsField = "$$delegatedProperties"

// delegatedPropertyName returns the string recv.getName() gives when recv
// is an element of a class's $$delegatedProperties at a known index, and
// every such element recv may be has the same name.
func (p *Program) delegatedPropertyName(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if ref.Name != "getName" || len(ref.Params) != 0 || ref.Return != "Ljava/lang/String;" ||
		!strings.HasPrefix(ref.Class, "Lkotlin/reflect/K") || len(recv.Alts) == 0 || recv.Top {
		return regflow.Value{}, false
	}
	name := ""
	for _, a := range recv.Alts {
		if a.Kind != regflow.Elem || a.Int < 0 || a.Of == nil || a.Of.Kind != regflow.Field ||
			a.Of.Field == nil || a.Of.Field.Name != delegatedPropsField {
			return regflow.Value{}, false
		}
		names := p.delegatedNames(a.Of.Field.Class)
		if a.Int >= int64(len(names)) || names[a.Int] == "" || name != "" && names[a.Int] != name {
			return regflow.Value{}, false
		}
		name = names[a.Int]
	}
	return regflow.One(regflow.Alt{Kind: regflow.Str, Str: name}), true
}

// delegatedNames returns the property names of class cls's
// $$delegatedProperties by index ("" where <clinit> does not show it), read
// once per class from <clinit>'s analysis: the name given to each property
// reference's constructor, followed through Reflection.property* and casts
// to the aput-object (or filled-new-array) that places it in the array
// stored into the field.
func (p *Program) delegatedNames(cls string) []string {
	if names, ok := p.delegated[cls]; ok {
		return names
	}
	p.delegated[cls] = nil // a nested ask (none expected) sees no names
	c := p.Classes[cls]
	if c == nil {
		return nil
	}
	var clinit *dex.Method
	for _, m := range c.Direct {
		if m.Ref.Name == "<clinit>" {
			clinit = m
		}
	}
	if clinit == nil {
		return nil
	}
	a, err := p.Analyze(clinit)
	if err != nil || a == nil {
		return nil // the failed analysis is a limit note already
	}
	file := c.File
	refName := map[uint32]string{}   // property reference allocation -> name
	refVar := map[uint32]bool{}      // property reference allocation -> a var's (Mutable…Reference)
	arrayVars := map[uint32][]bool{} // array allocation -> vars by index
	wraps := map[uint32][]uint32{}   // Reflection.property* call -> references given
	arrays := map[uint32][]string{}  // array allocation -> names by index
	var stored []uint32              // arrays stored into $$delegatedProperties
	nameOf := func(v regflow.Value) (string, bool) {
		n, isVar := "", false
		for _, a := range v.Alts {
			if a.Kind != regflow.New && a.Kind != regflow.Call || a.Via != nil {
				continue
			}
			for _, r := range append([]uint32{a.Site}, wraps[a.Site]...) {
				if x := refName[r]; x != "" {
					if n != "" && (n != x || isVar != refVar[r]) {
						return "", false
					}
					n, isVar = x, refVar[r]
				}
			}
		}
		return n, isVar
	}
	put := func(arr regflow.Value, idx int64, name string, isVar bool) {
		if idx < 0 || idx > 1<<12 || name == "" {
			return
		}
		for _, s := range regflow.Sites(arr) {
			names, vars := arrays[s], arrayVars[s]
			for int64(len(names)) <= idx {
				names, vars = append(names, ""), append(vars, false)
			}
			names[idx], vars[idx] = name, isVar
			arrays[s], arrayVars[s] = names, vars
		}
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke():
			r, err := file.Method(in.Index)
			if err != nil {
				return
			}
			args := regflow.Args(st, in, r, in.IsStaticInvoke())
			switch {
			case r.Name == "<init>" && isPropertyReference(r.Class) && len(args) >= 3:
				if s, ok := args[2].Single(); ok && s.Kind == regflow.Str {
					mutable := strings.HasPrefix(strings.TrimPrefix(r.Class, "Lkotlin/jvm/internal/"), "Mutable")
					for _, site := range regflow.Sites(args[0]) {
						refName[site], refVar[site] = s.Str, mutable
					}
				}
			case r.Class == "Lkotlin/jvm/internal/Reflection;" && len(args) == 1:
				wraps[in.Addr] = append(wraps[in.Addr], regflow.Sites(args[0])...)
			}
		case in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
			for i, reg := range in.Args {
				n, isVar := nameOf(st.Reg(uint32(reg)))
				put(regflow.One(regflow.Alt{Kind: regflow.Array, Site: in.Addr}), int64(i), n, isVar)
			}
		case in.Op == dex.OpAputObject:
			if idx, ok := st.Reg(in.C).Single(); ok && idx.Kind == regflow.Const {
				n, isVar := nameOf(st.Reg(in.A))
				put(st.Reg(in.B), idx.Int, n, isVar)
			}
		case in.Op == dex.OpSput+2: // sput-object
			if f, err := file.Field(in.Index); err == nil && f.Class == cls && f.Name == delegatedPropsField {
				stored = append(stored, regflow.Sites(st.Reg(in.A))...)
			}
		}
	})
	var names []string
	var vars []bool
	for i, s := range stored {
		if i == 0 {
			names, vars = append(names, arrays[s]...), append(vars, arrayVars[s]...)
			continue
		}
		if strings.Join(arrays[s], "\x00") != strings.Join(names, "\x00") || !slices.Equal(arrayVars[s], vars) {
			names, vars = nil, nil // stored twice, differently: no answer
			break
		}
	}
	p.delegated[cls] = names
	if p.delegatedVars == nil {
		p.delegatedVars = map[string][]bool{}
	}
	p.delegatedVars[cls] = vars
	return names
}

// isPropertyReference reports whether cls is one of the Kotlin runtime's
// property reference classes kotlinc instantiates for delegated properties.
func isPropertyReference(cls string) bool {
	rest, ok := strings.CutPrefix(cls, "Lkotlin/jvm/internal/")
	if !ok {
		return false
	}
	rest = strings.TrimPrefix(rest, "Mutable")
	return strings.HasPrefix(rest, "PropertyReference") && strings.HasSuffix(rest, "Impl;")
}
