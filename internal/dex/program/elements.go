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
	if !storesOf(f, func(w *dex.Method, v regflow.Value) {
		fresh = fresh && freshCollection(v) && p.emptyConstructions(w, v)
	}) || !fresh {
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
			if !p.scanElementUses(rm, k, &es, add, storesOf) {
				return elementSet{}
			}
		}
	}
	if !es.ok {
		return elementSet{}
	}
	return es
}

// collectionField follows an element back through the collection views
// it was read from (Iterator.next ← iterator(), Map.get, values()) to
// the field holding the collection; nil when it does not end at one. The
// first hop must read an element and the others may only be views of the
// same collection: an element of an element (`groups.get(k).get(0)`) is
// one of a nested collection, whose elements the field's adds do not say.
func (p *Program) collectionField(m *dex.Method, v regflow.Value) *dex.FieldRef {
	return p.collectionFieldBy(v, func(site uint32) (regflow.Value, bool) {
		args, ok := p.ArgsAt(m, site)
		if !ok || len(args) == 0 {
			return regflow.Value{}, false
		}
		return args[0], true
	})
}

// collectionFieldBy is collectionField with the receiver of a call at a
// site given by recvOf (a replay of the method, or what the model
// recorded while it analyses it).
func (p *Program) collectionFieldBy(v regflow.Value, recvOf func(site uint32) (regflow.Value, bool)) *dex.FieldRef {
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
		case x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !elementHop(x.Ref, hop):
			return nil
		}
		r, ok := recvOf(x.Site)
		if !ok {
			return nil
		}
		v = r
	}
	return nil
}

// elementField is collectionField inside the analysis of e.m, reading
// the collection a read was called on from what the model recorded at it.
func (e *model) elementField(v regflow.Value) *dex.FieldRef {
	return e.p.collectionFieldBy(v, func(site uint32) (regflow.Value, bool) {
		r, ok := e.a.elemRecv[site]
		return r, ok
	})
}

// elementRead recognises a collection method whose result is one of its
// elements or a view of them (an iterator, a map's values).
func elementRead(ref *dex.MethodRef) bool { return elementHop(ref, 0) || elementHop(ref, 1) }

// elementHop recognises the collection method read at a hop back from an
// element: the read of the element itself first (next, get, peek …), then
// only views of the same collection (iterator, values).
func elementHop(ref *dex.MethodRef, hop int) bool {
	if !collectionClass(ref.Class) && !mapClass(ref.Class) {
		return false
	}
	switch ref.Name {
	case "next", "previous", "get", "getFirst", "getLast", "peek", "peekFirst", "peekLast", "element":
		return hop == 0
	case "iterator", "listIterator", "values":
		return hop > 0
	}
	return false
}

// collectionUse says what a call of a collection's own method does with
// the collection it is called on: adds its last argument (add, put,
// replace …), only reads it, or something the analysis does not follow (a
// view that can add — listIterator, subList, entrySet, keySet — addAll,
// compute, or any method not listed).
func collectionUse(name string) (adds, reads bool) {
	switch name {
	case "add", "set", "addFirst", "addLast", "offer", "offerFirst", "offerLast", "push", "put", "putIfAbsent", "replace":
		return true, false
	case "get", "getOrDefault", "size", "isEmpty", "contains", "containsKey", "containsValue", "indexOf",
		"lastIndexOf", "iterator", "values", "remove", "clear", "peek", "peekFirst", "peekLast", "poll",
		"pollFirst", "pollLast", "pop", "element", "getFirst", "getLast", "removeFirst", "removeLast",
		"forEach", "stream", "hashCode", "equals", "toString", "toArray":
		return false, true
	}
	return false, false
}

// mapClass lists the java.util maps whose put / get / values() an
// element is followed through.
func mapClass(class string) bool {
	switch class {
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Ljava/util/TreeMap;",
		"Ljava/util/SortedMap;", "Ljava/util/concurrent/ConcurrentHashMap;", "Ljava/util/concurrent/ConcurrentMap;",
		"Ljava/util/EnumMap;":
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

// regTag is what scanElementUses knows of a register: it holds the
// collection (tagHeld), an object made at a site (tagMade), a value read
// from an app field (tagFrom), or, where paths join, the collection on
// some of them only (tagMixed). A register with no tag holds none of
// these.
type regTag struct {
	kind  uint8
	alt   regflow.Alt   // tagMade
	field *dex.FieldRef // tagFrom
}

const (
	tagHeld uint8 = iota + 1
	tagMade
	tagFrom
	tagMixed
)

// maxElementSteps bounds the instruction visits of one method's scan, per
// instruction.
const maxElementSteps = 64

// scanElementUses reads one method of the collection field's nest: a
// forward dataflow over its instructions (branches, switches and
// exception handlers joined) of which registers hold the collection and
// which hold an object made here or read from a field, then every use of
// the collection judged with the facts before it (add records the objects
// an add gives it). false when a use cannot be followed: the collection
// passed on, returned or stored, a method that is not a plain read or
// add, an added value that is not placed, a register holding the
// collection on some paths only, or the scan's bound.
func (p *Program) scanElementUses(rm *dex.Method, k fkey, es *elementSet, add func(madeAt, string), storesOf func(*dex.FieldRef, func(*dex.Method, regflow.Value)) bool) bool {
	code, err := rm.Code()
	if err != nil {
		return false
	}
	if code == nil {
		return true
	}
	var insns []dex.Insn
	reads := false
	file := rm.Class.File
	if dex.Walk(code.Insns, func(in *dex.Insn) bool {
		insns = append(insns, *in)
		if in.Op == dex.OpIget+2 || in.Op == dex.OpSget+2 {
			if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
				reads = true
			}
		}
		return true
	}) != nil {
		return false
	}
	if !reads || len(insns) == 0 {
		return true
	}
	succ := dex.Successors(insns, code.Tries)
	transfer := func(in *dex.Insn, st map[uint32]regTag) map[uint32]regTag {
		out := make(map[uint32]regTag, len(st))
		for r, t := range st {
			if !in.WritesReg(r) {
				out[r] = t
			}
		}
		switch op := in.Op; {
		case op == dex.OpIget+2 || op == dex.OpSget+2:
			if fr, err := file.Field(in.Index); err == nil {
				switch {
				case fieldKey(fr) == k:
					out[in.A] = regTag{kind: tagHeld}
				case p.Classes[fr.Class] != nil:
					out[in.A] = regTag{kind: tagFrom, field: fr}
				}
			}
		case op == dex.OpNewInstance:
			if t, err := file.Type(in.Index); err == nil {
				out[in.A] = regTag{kind: tagMade, alt: regflow.Alt{Kind: regflow.New, Site: in.Addr, Str: t}}
			}
		case op >= dex.OpMoveObject16-2 && op <= dex.OpMoveObject16:
			if t, ok := st[in.B]; ok {
				out[in.A] = t
			}
		case op == dex.OpCheckCast:
			if t, ok := st[in.A]; ok {
				out[in.A] = t
			}
		}
		return out
	}
	merge := func(a, b map[uint32]regTag) (map[uint32]regTag, bool) {
		changed := false
		out := make(map[uint32]regTag, len(a))
		for r, t := range a {
			out[r] = t
		}
		for r, t := range b {
			old, ok := out[r]
			switch {
			case ok && old == t:
			case !ok && t.kind != tagHeld && t.kind != tagMixed:
				// known on the new path only: unknown at the join
			case ok && old.kind != tagHeld && old.kind != tagMixed && t.kind != tagHeld && t.kind != tagMixed:
				delete(out, r)
				changed = true
			default:
				if old.kind != tagMixed {
					out[r] = regTag{kind: tagMixed}
					changed = true
				}
			}
		}
		for r, t := range a {
			if _, ok := b[r]; !ok && t.kind != tagHeld && t.kind != tagMixed {
				delete(out, r) // known on the old paths only
				changed = true
			} else if !ok && t.kind == tagHeld {
				out[r] = regTag{kind: tagMixed}
				changed = true
			}
		}
		return out, changed
	}
	states := make([]map[uint32]regTag, len(insns))
	states[0] = map[uint32]regTag{}
	work := []int{0}
	queued := map[int]bool{0: true}
	for steps := 0; len(work) > 0; steps++ {
		if steps > maxElementSteps*len(insns) {
			return false
		}
		i := work[0]
		work = work[1:]
		queued[i] = false
		out := transfer(&insns[i], states[i])
		for _, j := range succ[i] {
			if states[j] == nil {
				states[j] = out
			} else {
				m, changed := merge(states[j], out)
				if !changed {
					continue
				}
				states[j] = m
			}
			if !queued[j] {
				queued[j] = true
				work = append(work, j)
			}
		}
	}
	for i := range insns {
		st := states[i]
		if st == nil {
			continue // unreachable
		}
		in := &insns[i]
		holds := func(r uint32) (held, mixed bool) {
			t := st[r]
			return t.kind == tagHeld, t.kind == tagMixed
		}
		switch op := in.Op; {
		case op == dex.OpReturnObject || op == dex.OpIput+2 || op == dex.OpSput+2 || op == dex.OpAput+2:
			if h, mx := holds(in.A); h || mx {
				return false // the collection leaves the method
			}
		case op == dex.OpFilledNewArray || op == dex.OpFilledNewArrayR:
			for _, r := range in.Args {
				if h, mx := holds(uint32(r)); h || mx {
					return false
				}
			}
		case in.IsInvoke():
			for j, r := range in.Args {
				h, mx := holds(uint32(r))
				if mx {
					return false // the collection on some paths only
				}
				if !h {
					continue
				}
				ref, err := file.Method(in.Index)
				if err == nil && j == 0 && in.IsStaticInvoke() && ref.Class == classMapsKt && ref.Name == "getValue" {
					continue // Kotlin's map.getValue(key): a read
				}
				if err != nil || j > 0 || in.IsStaticInvoke() || !collectionClass(ref.Class) && !mapClass(ref.Class) {
					return false // passed somewhere that may fill it
				}
				adds, readsOnly := collectionUse(ref.Name)
				switch {
				case adds:
					e := st[uint32(in.Args[len(in.Args)-1])]
					switch e.kind {
					case tagMade:
						add(madeAt{rm, e.alt.Site}, e.alt.Str)
					case tagFrom:
						ok := true
						if !storesOf(e.field, func(w *dex.Method, v regflow.Value) {
							for _, y := range v.Alts {
								if y.Kind == regflow.New && y.Via == nil && y.Str != "" {
									add(madeAt{w, y.Site}, y.Str)
								} else {
									ok = false
								}
							}
						}) || !ok {
							return false
						}
					default:
						return false
					}
				case !readsOnly:
					return false // a view that can add, addAll, compute …
				}
			}
		}
	}
	return true
}

// emptyConstructions reports whether every collection v makes in w by
// new-instance is constructed empty: its <init> takes nothing or only a
// capacity (`new HashMap<>(16)`), not another collection to copy.
func (p *Program) emptyConstructions(w *dex.Method, v regflow.Value) bool {
	for _, x := range v.Alts {
		if x.Kind != regflow.New || x.Via != nil {
			continue
		}
		c, _, ok := p.constructionAt(w, x.Site)
		if !ok {
			return false
		}
		for _, t := range c.Ref.Params {
			if t != "I" && t != "F" && t != "Z" {
				return false // a copy constructor, or one given a comparator or a source
			}
		}
	}
	return true
}
