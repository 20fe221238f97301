package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A setter called on a loop's element (`for (Confirmer c : all)
// c.confirmIn(…)`) acts on the objects that collection holds. When the
// collection is one an app class keeps in a private field, made empty
// there and filled only by add/put calls in the class's own methods, its
// elements are the objects those calls add; elementObjects names where
// they are made, so that the setter's store lands on them and not on
// every object of the class.

// maxElementHops bounds the collection views followed back from an
// element (next ← iterator ← values ← the field).
const maxElementHops = 4

// elementObjects places recv, a value read out of a collection in m: the
// objects made where the values added to the collection are (one field
// back for a value read from a field). ok is false when recv is not read
// from such a collection or anything about it cannot be followed: the
// collection is not a private field of an app class, is stored with
// something other than a fresh empty collection, leaves the methods that
// read it (passed, returned or stored elsewhere), or is given an element
// the analysis cannot place.
func (p *Program) elementObjects(m *dex.Method, recv regflow.Value) (made []madeAt, ok bool) {
	f := p.collectionField(m, recv)
	if f == nil {
		return nil, false
	}
	if scope, global := p.writerScope(f); global || !scope.nest {
		return nil, false
	}
	fresh := p.StoresOf(f, func(_ *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		if !freshCollection(v) {
			ok = false
		}
	})
	if !fresh {
		return nil, false
	}
	ok = true
	k := fieldKey(f)
	holds := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Field && x.Field != nil && fieldKey(x.Field) == k })
	}
	place := func(w *dex.Method, v regflow.Value) {
		if v.Top || len(v.Alts) == 0 {
			ok = false
			return
		}
		for _, x := range v.Alts {
			switch {
			case x.Kind == regflow.New && x.Via == nil:
				made = append(made, madeAt{w, x.Site})
			case x.Kind == regflow.Field && x.Field != nil && p.Classes[x.Field.Class] != nil:
				if !p.StoresOf(x.Field, func(sw *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
					for _, y := range sv.Alts {
						if y.Kind == regflow.New && y.Via == nil {
							made = append(made, madeAt{sw, y.Site})
						} else {
							ok = false
						}
					}
				}) {
					ok = false
				}
			default:
				ok = false
			}
		}
	}
	for _, c := range p.scopeClasses(true)[nestOf(f.Class)] {
		for _, rm := range c.Methods() {
			if !ok {
				return nil, false
			}
			if !readsField(rm, k) {
				continue
			}
			a, err := p.Analyze(rm)
			if err != nil || a == nil {
				return nil, false
			}
			calls := CallsByAddr(p.Calls(rm))
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				switch {
				case in.Op == dex.OpReturnObject:
					if holds(st.Reg(in.A)) {
						ok = false // the collection leaves the class
					}
					return
				case in.Op == dex.OpIput+2 || in.Op == dex.OpSput+2 || in.Op == dex.OpAput+2:
					if holds(st.Reg(in.A)) {
						ok = false
					}
					return
				}
				call := calls[in.Addr]
				if call == nil {
					return
				}
				args := CallArgs(st, in, call.Ref)
				for j, v := range args {
					if !holds(v) {
						continue
					}
					if j > 0 || in.IsStaticInvoke() || !collectionClass(call.Ref.Class) && !mapClass(call.Ref.Class) {
						ok = false // passed somewhere that may fill it
						continue
					}
					switch call.Ref.Name {
					case "add", "set", "addFirst", "addLast", "offer", "offerFirst", "offerLast", "push", "put", "putIfAbsent":
						place(rm, args[len(args)-1])
					case "addAll", "putAll", "compute", "computeIfAbsent", "computeIfPresent", "merge", "replaceAll":
						ok = false
					}
				}
			})
		}
	}
	if !ok {
		return nil, false
	}
	var out []madeAt
	for _, x := range made {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out, true
}

// collectionField follows an element back through the collection views
// it was read from (Iterator.next ← iterator(), Map.get, values()) to
// the field holding the collection; nil when it does not end at one.
func (p *Program) collectionField(m *dex.Method, v regflow.Value) *dex.FieldRef {
	for hop := 0; hop < maxElementHops; hop++ {
		x, single := v.Single()
		if !single {
			return nil
		}
		switch {
		case x.Kind == regflow.Field && hop > 0:
			if x.Field == nil || p.Classes[x.Field.Class] == nil {
				return nil
			}
			return x.Field
		case x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !elementRead(x.Ref):
			return nil
		}
		args, ok := p.ArgsAt(m, x.Site)
		if !ok || len(args) == 0 {
			return nil
		}
		v = args[0]
	}
	return nil
}

// elementRead recognises a collection method whose result is one of its
// elements or a view of them (an iterator, a map's values).
func elementRead(ref *dex.MethodRef) bool {
	if !collectionClass(ref.Class) && !mapClass(ref.Class) {
		return false
	}
	switch ref.Name {
	case "next", "previous", "iterator", "listIterator", "get", "getFirst", "getLast", "peek", "peekFirst",
		"peekLast", "element", "values":
		return true
	}
	return false
}

// mapClass lists the java.util maps whose put / get / values() an
// element is followed through.
func mapClass(class string) bool {
	switch class {
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Ljava/util/TreeMap;",
		"Ljava/util/SortedMap;", "Ljava/util/concurrent/ConcurrentHashMap;", "Ljava/util/concurrent/ConcurrentMap;":
		return true
	}
	return false
}

// freshCollection reports a value that is a new, empty collection: a
// new-instance of one (its constructor's arguments, a capacity, are not
// elements only when the class is a java.util one the caller follows) or
// kotlin's mutableListOf() and friends with no argument.
func freshCollection(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.New && x.Via == nil && (collectionClass(x.Str) || mapClass(x.Str)):
		case x.Kind == regflow.Call && x.Via == nil && x.Ref != nil && len(x.Ref.Params) == 0 &&
			(x.Ref.Class == "Lkotlin/collections/CollectionsKt;" || x.Ref.Class == "Lkotlin/collections/SetsKt;" || x.Ref.Class == "Lkotlin/collections/MapsKt;"):
			switch x.Ref.Name {
			case "mutableListOf", "arrayListOf", "mutableSetOf", "hashSetOf", "linkedSetOf", "mutableMapOf", "hashMapOf", "linkedMapOf":
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// readsField reports whether m's code reads the field k (iget/sget of
// any width): a cheap scan before a method is replayed.
func readsField(m *dex.Method, k fkey) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort || in.Op >= dex.OpSget && in.Op <= dex.OpSgetShort {
			if fr, err := m.Class.File.Field(in.Index); err == nil && fieldKey(fr) == k {
				found = true
				return false
			}
		}
		return true
	})
	return found
}
