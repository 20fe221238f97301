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
// from such a collection or anything about it cannot be followed
// (fieldElements).
func (p *Program) elementObjects(m *dex.Method, recv regflow.Value) (made []madeAt, ok bool) {
	f := p.collectionField(m, recv)
	if f == nil {
		return nil, false
	}
	es := p.fieldElements(f)
	return es.made, es.ok
}

// elementSet is what a collection kept in a field holds: the objects added
// to it (where they are made) and their classes.
type elementSet struct {
	made    []madeAt
	classes []string
	ok      bool
}

// fieldElements returns the objects the collection kept in field f holds.
// It is whole (ok) only when f is a private field of an app class, stored
// only with a fresh empty collection (`new ArrayList<>()`, kotlin's
// mutableListOf()), and every use of it in its nest's methods is a call
// of the collection's own methods, those that add to it (add, put, set,
// offer, push …) adding objects made there or read from an app field
// whose stores are such objects. A collection passed to another method,
// returned, stored elsewhere or filled by addAll/putAll/compute is not
// followed. The uses are read from the instructions (a register loaded
// from the field and the registers an add passes), not from the dataflow,
// so the question can be asked while a method reading the field is being
// analysed; an answer that met such an analysis among the field's
// writers is not kept.
func (p *Program) fieldElements(f *dex.FieldRef) elementSet {
	k := fieldKey(f)
	if es, ok := p.elementSets[k]; ok {
		return es
	}
	running := false
	storesOf := func(g *dex.FieldRef, fn func(w *dex.Method, v regflow.Value)) bool {
		for _, w := range p.WritersOf(g) {
			running = running || p.analyzing[w]
		}
		return p.StoresOf(g, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) { fn(w, v) })
	}
	if p.elementSets == nil {
		p.elementSets = map[fkey]elementSet{}
	}
	// Asked again while its writers are replayed: not followed (the
	// placeholder says so) rather than asked without end.
	p.elementSets[k] = elementSet{}
	es := p.scanElements(f, storesOf)
	if running {
		delete(p.elementSets, k)
	} else {
		p.elementSets[k] = es
	}
	return es
}

func (p *Program) scanElements(f *dex.FieldRef, storesOf func(*dex.FieldRef, func(*dex.Method, regflow.Value)) bool) elementSet {
	if p.Classes[f.Class] == nil {
		return elementSet{}
	}
	if scope, global := p.writerScope(f); global || !scope.nest {
		return elementSet{}
	}
	fresh := true
	if !storesOf(f, func(_ *dex.Method, v regflow.Value) { fresh = fresh && freshCollection(v) }) || !fresh {
		return elementSet{}
	}
	es := elementSet{ok: true}
	add := func(m madeAt, class string) {
		if !slices.Contains(es.made, m) {
			es.made = append(es.made, m)
		}
		if !slices.Contains(es.classes, class) {
			es.classes = append(es.classes, class)
		}
	}
	k := fieldKey(f)
	for _, c := range p.scopeClasses(true)[nestOf(f.Class)] {
		for _, rm := range c.Methods() {
			if !es.ok {
				return elementSet{}
			}
			insns, err := rm.Insns()
			if err != nil {
				return elementSet{}
			}
			if insns == nil {
				continue
			}
			file := rm.Class.File
			held := map[uint32]bool{}          // registers holding the collection
			made := map[uint32]regflow.Alt{}   // registers holding an object made here
			from := map[uint32]*dex.FieldRef{} // registers read from another app field
			_ = dex.Walk(insns, func(in *dex.Insn) bool {
				op := in.Op
				switch {
				case op == dex.OpIget+2 || op == dex.OpSget+2:
					fr, err := file.Field(in.Index)
					clear3(held, made, from, in.A)
					switch {
					case err != nil:
					case fieldKey(fr) == k:
						held[in.A] = true
					case p.Classes[fr.Class] != nil:
						from[in.A] = fr
					}
					return true
				case op == dex.OpNewInstance:
					clear3(held, made, from, in.A)
					if t, err := file.Type(in.Index); err == nil {
						made[in.A] = regflow.Alt{Kind: regflow.New, Site: in.Addr, Str: t}
					}
					return true
				case op >= dex.OpMoveObject16-2 && op <= dex.OpMoveObject16 || op == dex.OpCheckCast:
					src := in.B
					if op == dex.OpCheckCast {
						src = in.A
					}
					h, x, fr := held[src], made[src], from[src]
					clear3(held, made, from, in.A)
					if h {
						held[in.A] = true
					}
					if x.Kind != 0 {
						made[in.A] = x
					}
					if fr != nil {
						from[in.A] = fr
					}
					return true
				case op == dex.OpReturnObject || op == dex.OpIput+2 || op == dex.OpSput+2 || op == dex.OpAput+2:
					if held[in.A] {
						es.ok = false // the collection leaves the class
						return false
					}
				case in.IsInvoke():
					ref, err := file.Method(in.Index)
					if err != nil {
						es.ok = false
						return false
					}
					for j, r := range in.Args {
						if !held[uint32(r)] {
							continue
						}
						if j > 0 || in.IsStaticInvoke() || !collectionClass(ref.Class) && !mapClass(ref.Class) {
							es.ok = false // passed somewhere that may fill it
							return false
						}
						switch ref.Name {
						case "add", "set", "addFirst", "addLast", "offer", "offerFirst", "offerLast", "push", "put", "putIfAbsent":
							e := uint32(in.Args[len(in.Args)-1])
							switch {
							case made[e].Kind != 0:
								add(madeAt{rm, made[e].Site}, made[e].Str)
							case from[e] != nil:
								if !storesOf(from[e], func(w *dex.Method, v regflow.Value) {
									for _, y := range v.Alts {
										if y.Kind == regflow.New && y.Via == nil && y.Str != "" {
											add(madeAt{w, y.Site}, y.Str)
										} else {
											es.ok = false
										}
									}
								}) {
									es.ok = false
								}
							default:
								es.ok = false
							}
						case "addAll", "putAll", "compute", "computeIfAbsent", "computeIfPresent", "merge", "replaceAll":
							es.ok = false
						}
					}
				}
				for r := range held {
					if in.WritesReg(r) {
						delete(held, r)
					}
				}
				for r := range made {
					if in.WritesReg(r) {
						delete(made, r)
					}
				}
				for r := range from {
					if in.WritesReg(r) {
						delete(from, r)
					}
				}
				return es.ok
			})
		}
	}
	if !es.ok {
		return elementSet{}
	}
	return es
}

// clear3 forgets what register r held before it is written.
func clear3(held map[uint32]bool, made map[uint32]regflow.Alt, from map[uint32]*dex.FieldRef, r uint32) {
	delete(held, r)
	delete(made, r)
	delete(from, r)
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

// elementField is collectionField inside the analysis of e.m, reading
// the collection a read was called on from what the model recorded at it.
func (e *model) elementField(v regflow.Value) *dex.FieldRef {
	for hop := 0; hop < maxElementHops; hop++ {
		x, single := v.Single()
		if !single {
			return nil
		}
		switch {
		case x.Kind == regflow.Field && hop > 0:
			if x.Field == nil || e.p.Classes[x.Field.Class] == nil {
				return nil
			}
			return x.Field
		case x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !elementRead(x.Ref):
			return nil
		}
		v = e.a.elemRecv[x.Site]
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
