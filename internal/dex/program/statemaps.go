package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A Kotlin property delegated to a map the app keeps for itself
// (`class Memo(val state: MutableMap<String, Any?>) { var requester:
// String? by state }`) compiles to the same getter as a `val x by args`
// over the request's arguments: MapsKt.getOrImplicitDefaultNullable(map,
// property.name). What it reads differs: the app's own state is what the
// app stored, and that value's origin is judged where it was obtained (a
// request read is reported at its own call). A getter read is taken for
// the app's state when the property is a var (its KProperty a
// MutablePropertyReference: the app writes it through the setter's
// Map.put) and the map field, on every write of it (followed from a
// constructor's parameter to what its callers pass, within the receiver
// search's bounds), holds an empty map the app made: one of java.util's
// maps built without content (new HashMap(), LinkedHashMap(),
// mutableMapOf(), a capacity) and that the method making it hands to
// nothing but its constructor, the field and the call followed (a map
// filled or passed elsewhere where it is made may hold anything). A map
// from anywhere else (a copy, a parameter of an entry point, a library's)
// keeps the read a request read.

// emptyMapClasses are the map classes whose constructors without a map
// argument make an empty map.
var emptyMapClasses = map[string]bool{
	"Ljava/util/HashMap;": true, "Ljava/util/LinkedHashMap;": true, "Ljava/util/TreeMap;": true,
	"Ljava/util/concurrent/ConcurrentHashMap;": true, "Ljava/util/WeakHashMap;": true,
	"Landroid/util/ArrayMap;": true, "Landroidx/collection/ArrayMap;": true,
}

// DelegatedStateRead reports whether a call in m of ref with args is the
// getter of a var delegated to a map field of m's class that only ever
// holds empty maps the app made (see above).
func (p *Program) DelegatedStateRead(m *dex.Method, ref *dex.MethodRef, args []regflow.Value) bool {
	if ref.Class != classMapsKt || ref.Name != "getOrImplicitDefaultNullable" || len(args) != 2 || m.Class == nil {
		return false
	}
	key, ok := args[1].Single()
	if !ok || key.Kind != regflow.Str || args[0].Top || len(args[0].Alts) == 0 {
		return false
	}
	cls := m.Class.Name
	names := p.delegatedNames(cls)
	vars := p.delegatedVars[cls]
	isVar := false
	for i, n := range names {
		if n == key.Str && i < len(vars) {
			isVar = vars[i]
		}
	}
	if !isVar {
		return false
	}
	for _, a := range args[0].Alts {
		if a.Kind != regflow.Field || a.Field == nil || a.Field.Class != cls || !p.emptyMapField(a.Field) {
			return false
		}
	}
	return true
}

// emptyMapField reports whether every value stored into f is an empty map
// the app made, computed once per field.
func (p *Program) emptyMapField(f *dex.FieldRef) bool {
	k := fieldKey(f)
	if v, ok := p.emptyMaps[k]; ok {
		return v
	}
	if p.emptyMaps == nil {
		p.emptyMaps = map[fkey]bool{}
	}
	p.emptyMaps[k] = false // a nested ask (a writer storing the field into itself) is no
	writers := p.WritersOf(f)
	ok := len(writers) > 0
	budget := maxReceiverCallers
	for _, w := range writers {
		if !ok {
			break
		}
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			ok = false
			break
		}
		file := w.Class.File
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !ok || in.Op < dex.OpIput || in.Op > dex.OpIputShort {
				return
			}
			if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
				ok = p.emptyMapValue(w, a, st.Reg(in.A), 0, &budget, k, in.Addr)
			}
		})
	}
	p.emptyMaps[k] = ok
	return ok
}

// emptyMapValue reports whether every alternative of v in m (analysis a)
// is an empty map m makes and passes on only at pass (the store into the
// field f, or the call to the method whose parameter is followed), or a
// parameter of m whose every caller passes one (up to maxReceiverDepth
// callers back, budget call sites in all).
func (p *Program) emptyMapValue(m *dex.Method, a *Analysis, v regflow.Value, depth int, budget *int, f fkey, pass uint32) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	var uses map[uint32]mapUse // map allocations -> how m uses them
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.New && alt.Via == nil && emptyMapClasses[alt.Str]:
			if uses == nil {
				uses = p.mapUses(m, a, f, pass)
			}
			u := uses[alt.Site]
			r := u.init
			if r == nil || u.escapes || len(r.Params) > 2 || len(r.Params) > 0 && r.Params[0] != "I" {
				return false // a copy of another map, filled or passed on here, or not seen constructed
			}
		case alt.Kind == regflow.Param && (alt.Int > 0 || m.Static()) && depth < maxReceiverDepth:
			callers := p.Callers(m)
			if len(callers) == 0 {
				return false
			}
			for _, c := range callers {
				if *budget <= 0 {
					return false
				}
				*budget--
				ca, err := p.Analyze(c.Method)
				if err != nil || ca == nil {
					return false
				}
				ok, found := true, false
				ca.Replay(func(in *dex.Insn, st *regflow.State) {
					if !ok || in.Addr != c.Call.Addr || !in.IsInvoke() {
						return
					}
					args := CallArgs(st, in, c.Call.Ref)
					if int(alt.Int) >= len(args) {
						ok = false
						return
					}
					found = true
					ok = p.emptyMapValue(c.Method, ca, args[alt.Int], depth+1, budget, f, c.Call.Addr)
				})
				if !ok || !found {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// mapUse is what a method does with a map it makes: the constructor run
// on it, and whether it hands it anywhere else than the one store or call
// followed.
type mapUse struct {
	init    *dex.MethodRef
	escapes bool
}

// mapUses gives, for each allocation of m, the constructor run on it and
// whether m passes it to any other call (a put on it included), stores it
// into an array or a field other than f, or passes it at pass only.
func (p *Program) mapUses(m *dex.Method, a *Analysis, f fkey, pass uint32) map[uint32]mapUse {
	out := map[uint32]mapUse{}
	file := m.Class.File
	escape := func(v regflow.Value) {
		for _, x := range v.Alts {
			if x.Kind == regflow.New {
				u := out[x.Site]
				u.escapes = true
				out[x.Site] = u
			}
		}
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke():
			if in.Addr == pass {
				return
			}
			r, err := file.Method(in.Index)
			if err != nil {
				return
			}
			args := regflow.Args(st, in, r, in.IsStaticInvoke())
			for i, v := range args {
				if i == 0 && r.Name == "<init>" && (in.Op == dex.OpInvokeDirect || in.Op == dex.OpInvokeDirectR) {
					if recv, ok := v.Single(); ok && recv.Kind == regflow.New && recv.Str == r.Class {
						u := out[recv.Site]
						u.init = r
						out[recv.Site] = u
						continue
					}
				}
				escape(v)
			}
		case in.Op == dex.OpAputObject:
			escape(st.Reg(in.A))
		case isFieldStore(in.Op):
			if fr, err := file.Field(in.Index); err != nil || fieldKey(fr) != f {
				escape(st.Reg(in.A))
			}
		}
	})
	return out
}
