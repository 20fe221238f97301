package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Enum constants carry strings their construction makes known: name()
// is the first argument <clinit> passes to the constructor, and a
// property the constructor stores from a parameter (Kotlin's
// `enum class E(val wire: String)`) is that call's argument. Calls on an
// enum constant read as those strings, so an `E.X.name` put as an error
// code is judged like the literal.

// enumInfo is what an enum class's <clinit> makes: per constant field, the
// constructor it runs and the arguments it passes (receiver first).
type enumInfo struct {
	entries map[fkey]*enumEntry
	order   []fkey // in the order <clinit> stores them
}

type enumEntry struct {
	ctor *dex.Method
	args []regflow.Value
}

// IsEnum reports whether cls is a program enum class.
func (p *Program) IsEnum(cls string) bool { return p.isEnum(cls) }

// isEnum reports whether cls is a program enum class.
func (p *Program) isEnum(cls string) bool {
	c := p.Classes[cls]
	return c != nil && c.Super == "Ljava/lang/Enum;"
}

// enumOf returns cls's entries, computed once; nil when cls is not a
// program enum or its <clinit> cannot be analyzed.
func (p *Program) enumOf(cls string) *enumInfo {
	if info, ok := p.enums[cls]; ok {
		return info
	}
	if p.enums == nil {
		p.enums = map[string]*enumInfo{}
	}
	p.enums[cls] = nil // a constructor reading the enum: not known yet
	if !p.isEnum(cls) {
		return nil
	}
	clinit := p.Method(cls, "<clinit>()V")
	if clinit == nil {
		return nil
	}
	a, err := p.Analyze(clinit)
	if err != nil || a == nil {
		return nil
	}
	made := map[uint32]*enumEntry{} // allocation site -> constructor call
	info := &enumInfo{entries: map[fkey]*enumEntry{}}
	file := clinit.Class.File
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpInvokeDirect || in.Op == 0x76 /* invoke-direct/range */ :
			ref, err := file.Method(in.Index)
			if err != nil || ref.Class != cls || ref.Name != "<init>" {
				return
			}
			args := regflow.Args(st, in, ref, false)
			recv, ok := args[0].Single()
			ctor := p.Method(cls, ref.NameProto())
			if ok && recv.Kind == regflow.New && ctor != nil {
				made[recv.Site] = &enumEntry{ctor: ctor, args: args}
			}
		case in.Op == 0x69 /* sput-object */ :
			fr, err := file.Field(in.Index)
			if err != nil || fr.Class != cls || fr.Type != cls {
				return
			}
			v, ok := st.Reg(in.A).Single()
			if e := made[v.Site]; ok && v.Kind == regflow.New && e != nil {
				k := fieldKey(fr)
				if _, dup := info.entries[k]; !dup {
					info.order = append(info.order, k)
				}
				info.entries[k] = e
			}
		}
	})
	p.enums[cls] = info
	return info
}

// enumConstant returns the enum constant a value is: a read of a static
// field of an enum class of the class's own type.
func (p *Program) enumConstant(v regflow.Value) (*dex.FieldRef, bool) {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.Field || a.Field == nil || a.Field.Class != a.Field.Type || !p.isEnum(a.Field.Class) {
		return nil, false
	}
	return a.Field, true
}

// entryString returns argument k of an entry's constructor call when it
// is a string constant.
func (e *enumEntry) entryString(k int) (string, bool) {
	if k < 0 || k >= len(e.args) {
		return "", false
	}
	s, ok := e.args[k].Single()
	if !ok || s.Kind != regflow.Str {
		return "", false
	}
	return s.Str, true
}

// fieldInit returns what an entry's constructor stores into the instance
// field w of "this": a string constant, or the constant the entry passes
// for the parameter stored.
func (p *Program) fieldInit(e *enumEntry, w fkey) (string, bool) {
	alt, ok := p.fieldInitAlt(e, w)
	if !ok || alt.Kind != regflow.Str {
		return "", false
	}
	return alt.Str, true
}

// fieldInitAlt returns what an entry's constructor stores into the
// instance field w of "this": a string or class constant, or the constant
// the entry passes for the parameter stored (`enum class Screen(val cls:
// Class<*>) { CONFIRM(ConfirmActivity::class.java) }`).
func (p *Program) fieldInitAlt(e *enumEntry, w fkey) (regflow.Alt, bool) {
	a, err := p.Analyze(e.ctor)
	if err != nil || a == nil {
		return regflow.Alt{}, false
	}
	file := e.ctor.Class.File
	var out regflow.Alt
	n := 0
	ok := true
	constant := func(v regflow.Alt) bool { return v.Kind == regflow.Str || v.Kind == regflow.Class }
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != 0x5b /* iput-object */ {
			return
		}
		fr, err := file.Field(in.Index)
		if err != nil || fieldKey(fr) != w {
			return
		}
		n++
		v, single := st.Reg(in.A).Single()
		switch {
		case !single:
			ok = false
		case constant(v):
			out = v
		case v.Kind == regflow.Param && int(v.Int) < len(e.args):
			arg, found := e.args[v.Int].Single()
			if found && constant(arg) {
				out = arg
			} else {
				ok = false
			}
		default:
			ok = false
		}
	})
	return out, ok && n == 1
}

// enumClassCall answers a getter returning a Class (a Kotlin property's
// getter, a Java accessor) called on known constants of a program enum
// (one, or one of several chosen by a branch): the class constants their
// constructions store in the field the getter returns.
func (p *Program) enumClassCall(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if len(ref.Params) != 0 || ref.Return != "Ljava/lang/Class;" || !recv.Exact() || len(recv.Alts) == 0 {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, alt := range recv.Alts {
		v, ok := p.enumClassOf(ref, regflow.One(alt))
		if !ok {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, v)
	}
	return out, true
}

// enumClassOf is enumClassCall for one known constant.
func (p *Program) enumClassOf(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	f, ok := p.enumConstant(recv)
	if !ok {
		return regflow.Value{}, false
	}
	info := p.enumOf(f.Class)
	if info == nil {
		return regflow.Value{}, false
	}
	e := info.entries[fieldKey(f)]
	m := p.Lookup(f.Class, ref.NameProto())
	if e == nil || m == nil || m.Class.Name != f.Class {
		return regflow.Value{}, false
	}
	w, isGetter := p.getterField(m)
	if !isGetter {
		return regflow.Value{}, false
	}
	alt, ok := p.fieldInitAlt(e, w)
	if !ok || alt.Kind != regflow.Class {
		return regflow.Value{}, false
	}
	return regflow.One(alt), true
}

// getterField returns the object field a trivial getter returns
// (`iget-object v0, p0, F; return-object v0`, what kotlinc and javac emit
// for a property or field getter; trivialGetter).
func (p *Program) getterField(m *dex.Method) (fkey, bool) {
	fr := p.trivialGetter(m)
	if fr == nil || !strings.HasPrefix(fr.Type, "L") && !strings.HasPrefix(fr.Type, "[") {
		return fkey{}, false
	}
	return fieldKey(fr), true
}

// enumCall returns the string a call on an enum constant gives when the
// enum's construction makes it known: name(), toString() when the enum
// does not override it, and a trivial getter of a property the
// constructor stores.
func (p *Program) enumCall(ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if len(ref.Params) != 0 || ref.Return != "Ljava/lang/String;" {
		return regflow.Value{}, false
	}
	f, ok := p.enumConstant(recv)
	if !ok {
		return p.anyEnumName(ref)
	}
	info := p.enumOf(f.Class)
	if info == nil {
		return regflow.Value{}, false
	}
	e := info.entries[fieldKey(f)]
	if e == nil {
		return regflow.Value{}, false
	}
	var s string
	switch m := p.Lookup(f.Class, ref.NameProto()); {
	case m == nil && (ref.Name == "name" || ref.Name == "toString"):
		s, ok = e.entryString(1) // Enum(String name, int ordinal)
	case m != nil && m.Class.Name == f.Class:
		w, isGetter := p.getterField(m)
		if !isGetter {
			return regflow.Value{}, false
		}
		s, ok = p.fieldInit(e, w)
	default:
		return regflow.Value{}, false
	}
	if !ok {
		return regflow.Value{}, false
	}
	return regflow.One(regflow.Alt{Kind: regflow.Str, Str: s}), true
}

// enumFieldStrings returns, for an instance String field of a program
// enum, the strings its constants' constructors store into it, when every
// one is known: a read whose receiver is not known is one of them.
//
// Every read of the field asks, and each answer replays the constructor
// once per constant, so answers are kept per field once they are final:
// every constructor read was analysed in full (one in progress, failed or
// cut short gives a provisional answer, or one that must report its limit
// again, and is recomputed).
func (p *Program) enumFieldStrings(f *dex.FieldRef) (regflow.Value, bool) {
	if f.Type != "Ljava/lang/String;" || !p.isEnum(f.Class) {
		return regflow.Value{}, false
	}
	key := fieldKey(f)
	if r, ok := p.enumFields[key]; ok {
		return r.v, r.ok
	}
	info := p.enumOf(f.Class)
	if info == nil || len(info.order) == 0 {
		return regflow.Value{}, false
	}
	final := true
	answer := func(v regflow.Value, ok bool) (regflow.Value, bool) {
		if final {
			if p.enumFields == nil {
				p.enumFields = map[fkey]enumFieldAnswer{}
			}
			p.enumFields[key] = enumFieldAnswer{v, ok}
		}
		return v, ok
	}
	var out regflow.Value
	for _, k := range info.order {
		e := info.entries[k]
		s, ok := p.fieldInit(e, key)
		if a := p.analyses[e.ctor]; a == nil || a.Incomplete {
			final = false
		}
		if !ok {
			return answer(regflow.Value{}, false)
		}
		out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Str, Str: s}))
	}
	return answer(out, out.Exact())
}

// EnumFieldByConstant returns, for the String field f of a program enum,
// the string each constant's construction stores there, by the constant's
// field name (`VIEW("read")` gives VIEW → "read"); the constants whose
// string is not a constant are left out. Nil when f's class is not a
// program enum.
func (p *Program) EnumFieldByConstant(f *dex.FieldRef) map[string]string {
	info := p.enumOf(f.Class)
	if info == nil {
		return nil
	}
	out := map[string]string{}
	for _, k := range info.order {
		if s, ok := p.fieldInit(info.entries[k], fieldKey(f)); ok {
			out[k.name] = s
		}
	}
	return out
}

// EnumFieldStrings is every string the constants of f's program enum
// store in its String field f (the answer of a getter of f on a constant
// not known), and ok when each constant's is a constant.
func (p *Program) EnumFieldStrings(f *dex.FieldRef) (regflow.Value, bool) {
	return p.enumFieldStrings(f)
}

// enumFieldAnswer is a final answer of enumFieldStrings.
type enumFieldAnswer struct {
	v  regflow.Value
	ok bool
}

// anyEnumName returns the names of every constant of enum class
// ref.Class for name() (or a toString() it does not override) on a
// receiver that is not a known constant: the result is one of them.
func (p *Program) anyEnumName(ref *dex.MethodRef) (regflow.Value, bool) {
	if (ref.Name != "name" && ref.Name != "toString") || !p.isEnum(ref.Class) || p.Lookup(ref.Class, ref.NameProto()) != nil {
		return regflow.Value{}, false
	}
	info := p.enumOf(ref.Class)
	if info == nil || len(info.order) == 0 {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, k := range info.order {
		s, ok := info.entries[k].entryString(1)
		if !ok {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Str, Str: s}))
	}
	return out, out.Exact()
}

// EnumSource returns the alternative of v that comes from a program
// enum: a call on one (name(), a getter), a field of one, or a value made
// inside one of its methods; ok is false when none does.
func (p *Program) EnumSource(v regflow.Value) (regflow.Alt, bool) {
	for _, a := range v.Alts {
		switch {
		case a.Via != nil && a.Via.Class != nil && p.isEnum(a.Via.Class.Name),
			a.Kind == regflow.Call && a.Ref != nil && (p.isEnum(a.Ref.Class) || a.Ref.Class == "Ljava/lang/Enum;"),
			a.Kind == regflow.Field && a.Field != nil && p.isEnum(a.Field.Class):
			return a, true
		}
	}
	return regflow.Alt{}, false
}
