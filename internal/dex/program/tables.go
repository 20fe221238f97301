package program

import (
	"slices"
	"strconv"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Constant tables. Configuration-driven code keeps its choices in a static
// map its class's initializer fills with constant keys — PendingIntent
// flag presets in an EnumMap by kind, file open modes by name, generator
// factories by name — and reads them back by a key its callers pass:
//
//	private static final EnumMap<Kind, Integer> FLAGS = new EnumMap<>(Kind.class);
//	static { FLAGS.put(Kind.REFRESHABLE, FLAG_UPDATE_CURRENT); … }
//	static int of(Kind kind) { return FLAGS.get(kind); }
//
// A read of such a table by a constant key is the value put under that
// key (the box, unboxed where the code unboxes it); a read by a parameter
// is a regflow.Lookup that each call binds to its own key (localize,
// substitute, substParams), so `of(Kind.REFRESHABLE)` is
// FLAG_UPDATE_CURRENT where it is called and `of(Kind.LOCKED)` is not. A
// key that is neither reads as any value of the table, or null.
//
// A map is such a table only when what it holds can be told from the
// initializer alone: a static field of an app class, written only by its
// class's <clinit>, with an empty java.util map made there (EnumMap given
// its key class), a copy-free unmodifiable view of one, or Kotlin's
// mapOf/hashMapOf/mutableMapOf of `key to value` pairs (and Java's
// Map.of), whose puts in <clinit> all have constant keys (a string, a
// number, an enum constant, a class); and no other method of the nest
// does more than read it (a put, a compute or passing the map anywhere
// keeps it an ordinary field). A public or package field, whose readers
// may be anywhere, is not a table.

// keyedTable is what one table holds: the value put under each key,
// portable (objects made in <clinit> remember it, Via).
type keyedTable struct {
	entries map[string]regflow.Value
	ok      bool
}

// table returns the table kept in the static field f, or nil when f is
// not one. An answer asked while <clinit> is being analysed is not kept.
func (p *Program) table(f *dex.FieldRef) *keyedTable {
	k := fieldKey(f)
	if t, ok := p.tables[k]; ok {
		if !t.ok {
			return nil
		}
		return t
	}
	scan := p.scanTable
	if f == prefsStore {
		scan = func(*dex.FieldRef) (*keyedTable, bool) { return p.scanPrefs() } // prefs.go
	}
	if p.tableScans[k] {
		return nil // asked again while it is read: not a table for that question
	}
	if p.tableScans == nil {
		p.tableScans = map[fkey]bool{}
	}
	p.tableScans[k] = true
	t, final := scan(f)
	delete(p.tableScans, k)
	if final {
		if p.tables == nil {
			p.tables = map[fkey]*keyedTable{}
		}
		p.tables[k] = t
	}
	if !t.ok {
		return nil
	}
	return t
}

// mapType reports whether a field's declared type is a map.
func mapType(typ string) bool { return mapClass(typ) || typ == "Ljava/util/AbstractMap;" }

const (
	classEnumMap     = "Ljava/util/EnumMap;"
	classTuplesKt    = "Lkotlin/TuplesKt;"
	classCollections = "Ljava/util/Collections;"
)

// scanTable reads f's table (ok false when f is not one); final is false
// when the answer depends on an analysis still running.
func (p *Program) scanTable(f *dex.FieldRef) (t *keyedTable, final bool) {
	no := &keyedTable{}
	c := p.Classes[f.Class]
	if c == nil || !mapType(f.Type) {
		return no, true
	}
	if scope, global := p.writerScope(f); global || !scope.nest {
		return no, true
	}
	writers := p.WritersOf(f)
	if len(writers) != 1 || writers[0].Ref.Name != "<clinit>" || writers[0].Class != c {
		return no, true
	}
	init := writers[0]
	if p.analyzing[init] {
		return no, false
	}
	if !p.readOnlyElsewhere(f, init) {
		return no, true
	}
	a, err := p.Analyze(init)
	if err != nil || a == nil {
		return no, true
	}
	s := tableScan{p: p, f: f, file: init.Class.File, args: map[uint32][]regflow.Value{}, pairs: map[uint32][]uint32{}, ok: true}
	a.Replay(s.step)
	if !s.ok || len(s.stored) == 0 {
		return no, true
	}
	t = &keyedTable{entries: map[string]regflow.Value{}, ok: true}
	var fill func(x regflow.Alt, depth int) bool
	fill = func(x regflow.Alt, depth int) bool {
		if depth > 2 || x.Via != nil {
			return false
		}
		switch {
		case x.Kind == regflow.Field && x.Field != nil && fieldKey(x.Field) == fieldKey(f):
			return true // the field read back: its puts are s.puts[0]
		case x.Kind == regflow.New && mapClass(x.Str):
			return p.emptyMapAt(init, x.Site)
		case x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class == classCollections &&
			(x.Ref.Name == "unmodifiableMap" || x.Ref.Name == "synchronizedMap" || x.Ref.Name == "unmodifiableSortedMap"):
			in := s.args[x.Site]
			if len(in) != 1 || in[0].Top || len(in[0].Alts) != 1 {
				return false
			}
			s.views = append(s.views, in[0].Alts[0].Site)
			return fill(in[0].Alts[0], depth+1)
		case x.Kind == regflow.Call && x.Ref != nil && pairMap(x.Ref):
			return s.addPairs(t, x.Site, x.Ref)
		case x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class == "Ljava/util/Map;" && x.Ref.Name == "of":
			in := s.args[x.Site]
			for i := 0; i+1 < len(in); i += 2 {
				if !s.put(t, in[i], in[i+1]) {
					return false
				}
			}
			return len(in)%2 == 0
		}
		return false
	}
	for _, v := range s.stored {
		if v.Top || len(v.Alts) == 0 {
			return no, true
		}
		for _, x := range v.Alts {
			if !fill(x, 0) {
				return no, true
			}
			if x.Kind == regflow.New {
				s.made = append(s.made, x.Site)
			}
		}
	}
	for _, x := range s.touched {
		if slices.Contains(s.made, x) || slices.Contains(s.views, x) {
			return no, true // the table's map given to a call that may change it
		}
	}
	for _, pu := range s.puts {
		if pu.on != 0 && !slices.Contains(s.made, pu.on) && !slices.Contains(s.views, pu.on) {
			continue // a put on another map made here
		}
		if !s.put(t, pu.key, pu.val) {
			return no, true
		}
	}
	if !s.ok || len(t.entries) == 0 {
		return no, true
	}
	return t, true
}

// pairMap recognises Kotlin's map builders from `key to value` pairs.
func pairMap(ref *dex.MethodRef) bool {
	if ref.Class != classMapsKt || len(ref.Params) != 1 {
		return false
	}
	switch ref.Name {
	case "mapOf", "hashMapOf", "mutableMapOf", "linkedMapOf":
		return ref.Params[0] == "[Lkotlin/Pair;" || ref.Params[0] == "Lkotlin/Pair;"
	}
	return false
}

// emptyMapAt reports whether the map new-instance at site in m is
// constructed empty: no argument, a capacity, or EnumMap's key class.
func (p *Program) emptyMapAt(m *dex.Method, site uint32) bool {
	c, _, ok := p.constructionAt(m, site)
	if !ok {
		return false
	}
	for _, t := range c.Ref.Params {
		if t != "I" && t != "F" && !(t == "Ljava/lang/Class;" && c.Ref.Class == classEnumMap) {
			return false
		}
	}
	return true
}

// readOnlyElsewhere reports whether every method of f's nest but init
// only reads the map f holds (get, containsKey …, Kotlin's getValue).
func (p *Program) readOnlyElsewhere(f *dex.FieldRef, init *dex.Method) bool {
	k := fieldKey(f)
	for _, c := range p.scopeClasses(true)[nestOf(f.Class)] {
		for _, m := range c.Methods() {
			if m == init {
				continue
			}
			es := elementSet{ok: true}
			added := false
			add := func(madeAt, string) { added = true }
			none := func(*dex.FieldRef, func(*dex.Method, regflow.Value)) bool { return false }
			if !p.scanElementUses(m, k, &es, add, none) || added {
				return false
			}
		}
	}
	return true
}

// tableScan reads a table's <clinit>: what the field is given, the puts
// on it and on the maps stored into it, and the arguments of the calls
// building Kotlin pair maps and views.
type tableScan struct {
	p       *Program
	f       *dex.FieldRef
	file    *dex.File
	stored  []regflow.Value
	puts    []tablePut
	args    map[uint32][]regflow.Value // call site -> arguments (builders, views, pairs)
	pairs   map[uint32][]uint32        // array site -> the `to` calls stored into it
	made    []uint32                   // new-instance sites stored into f
	views   []uint32                   // maps wrapped by a view stored into f
	touched []uint32                   // maps made here given to other calls (noteUses)
	ok      bool
}

// noteUses records the calls in <clinit> given a map (the field's value
// or a map made there) other than by the shapes a table is filled and
// read with: a replace, compute, putAll, clear, a remove, or the map handed
// to another method may change what it holds.
func (s *tableScan) noteUses(in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) {
	for j, a := range args {
		for _, x := range a.Alts {
			field := x.Kind == regflow.Field && x.Field != nil && fieldKey(x.Field) == fieldKey(s.f)
			made := x.Kind == regflow.New && x.Via == nil && mapClass(x.Str)
			if !field && !made {
				continue
			}
			if j == 0 && !in.IsStaticInvoke() && (mapClass(ref.Class) || ref.Class == "Ljava/lang/Object;") {
				switch ref.Name {
				case "<init>", "put", "putIfAbsent", "get", "getOrDefault", "containsKey", "size", "isEmpty":
					continue
				}
			}
			if in.IsStaticInvoke() && (ref.Class == classCollections || ref.Class == classMapsKt && ref.Name == "getValue") {
				continue // a view made of it, a read
			}
			if made {
				s.touched = append(s.touched, x.Site)
			} else {
				s.ok = false
			}
		}
	}
}

// tablePut is one put: on the field (on 0) or on the map made at on.
type tablePut struct {
	on       uint32
	key, val regflow.Value
}

func (s *tableScan) step(in *dex.Insn, st *regflow.State) {
	if !s.ok {
		return
	}
	switch {
	case in.Op == dex.OpSput+2:
		if fr, err := s.file.Field(in.Index); err == nil && fieldKey(fr) == fieldKey(s.f) {
			s.stored = append(s.stored, st.Reg(in.A))
		}
	case in.Op == dex.OpAputObject:
		v, arr := st.Reg(in.A), st.Reg(in.B)
		for _, x := range v.Alts {
			if x.Kind == regflow.Call && x.Via == nil && x.Ref != nil && x.Ref.Class == classTuplesKt && x.Ref.Name == "to" {
				for _, a := range arr.Alts {
					if a.Kind == regflow.Array && a.Via == nil {
						s.pairs[a.Site] = append(s.pairs[a.Site], x.Site)
					}
				}
			}
		}
	case in.IsInvoke():
		ref, err := s.file.Method(in.Index)
		if err != nil {
			s.ok = false
			return
		}
		args := regflow.Args(st, in, ref, in.IsStaticInvoke())
		s.noteUses(in, ref, args)
		switch {
		case ref.Class == classTuplesKt && ref.Name == "to", pairMap(ref),
			ref.Class == "Ljava/util/Map;" && ref.Name == "of", ref.Class == classCollections:
			s.args[in.Addr] = args
		case !in.IsStaticInvoke() && (ref.Name == "put" || ref.Name == "putIfAbsent") && len(args) == 3 &&
			mapClass(ref.Class):
			if r, ok := args[0].Single(); ok {
				switch {
				case r.Kind == regflow.Field && r.Field != nil && fieldKey(r.Field) == fieldKey(s.f):
					s.puts = append(s.puts, tablePut{key: args[1], val: args[2]})
				case r.Kind == regflow.New && r.Via == nil:
					s.puts = append(s.puts, tablePut{on: r.Site, key: args[1], val: args[2]})
				}
			}
		}
	}
}

// addPairs fills t from the `to` pairs a Kotlin pair-map builder at site
// was given (a vararg array of them, or one).
func (s *tableScan) addPairs(t *keyedTable, site uint32, ref *dex.MethodRef) bool {
	in := s.args[site]
	if len(in) != 1 || in[0].Top || len(in[0].Alts) != 1 {
		return false
	}
	a := in[0].Alts[0]
	var tos []uint32
	switch {
	case a.Kind == regflow.Array && a.Via == nil:
		tos = s.pairs[a.Site]
	case a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == classTuplesKt:
		tos = []uint32{a.Site}
	default:
		return false
	}
	for _, to := range tos {
		kv := s.args[to]
		if len(kv) != 2 || !s.put(t, kv[0], kv[1]) {
			return false
		}
	}
	return len(tos) > 0
}

// put records val under key; false when the key is not a constant.
func (s *tableScan) put(t *keyedTable, key, val regflow.Value) bool {
	k, ok := tableKey(key)
	if !ok {
		return false
	}
	if _, twice := t.entries[k]; twice {
		// Put again (the last put wins in straight code, either may on
		// branches): not told apart here, so no table.
		return false
	}
	init := s.p.WritersOf(s.f)[0]
	t.entries[k] = regflow.Merge(t.entries[k], portable(init, val, val.Taint&^regflow.ParamTaints))
	return true
}

// tableKey names a constant key: a string, a number (boxed or not), an
// enum constant or other static field, a class.
func tableKey(v regflow.Value) (string, bool) {
	a, ok := v.Single()
	if !ok {
		return "", false
	}
	return keyOf(a)
}

func keyOf(a regflow.Alt) (string, bool) {
	switch {
	case a.Kind == regflow.Str:
		return "s:" + a.Str, true
	case a.Kind == regflow.Const:
		return "i:" + strconv.FormatInt(a.Int, 10), true
	case a.Kind == regflow.Call && a.Of != nil && a.Ref != nil && boxes(a.Ref, true) && a.Of.Kind == regflow.Const:
		return "i:" + strconv.FormatInt(a.Of.Int, 10), true
	case a.Kind == regflow.Field && a.Field != nil:
		return "f:" + a.Field.Class + "." + a.Field.Name, true
	case a.Kind == regflow.Class:
		return "c:" + a.Str, true
	case a.Kind == regflow.New && a.Via != nil && a.Via.Ref.Name == "<clinit>":
		// An enum constant read back as the object its class's
		// initializer made.
		return "n:" + a.Via.Class.Name + "@" + strconv.FormatUint(uint64(a.ViaSite), 10), true
	}
	return "", false
}

// tableRead recognises a read of a map by key: get / getOrDefault on the
// map, Kotlin's MapsKt.getValue(map, key). It returns the map, the key and
// the default (undefined when the read has none); ok is false otherwise.
func tableRead(in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) (m, key, def regflow.Value, getValue, ok bool) {
	switch {
	case in.IsStaticInvoke() && ref.Class == classMapsKt && ref.Name == "getValue" && len(args) == 2:
		return args[0], args[1], regflow.Value{}, true, true
	case !in.IsStaticInvoke() && mapClass(ref.Class) && ref.Name == "get" && len(args) == 2:
		return args[0], args[1], regflow.Value{}, false, true
	case !in.IsStaticInvoke() && mapClass(ref.Class) && ref.Name == "getOrDefault" && len(args) == 3:
		return args[0], args[1], args[2], false, true
	}
	return
}

// tableGet is the value a read of a table gives at site (tableRead);
// ok is false when the map is not a table.
func (p *Program) tableGet(in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) (regflow.Value, bool) {
	mv, key, def, getValue, ok := tableRead(in, ref, args)
	if !ok {
		return regflow.Value{}, false
	}
	r, ok := mv.Single()
	if !ok || r.Kind != regflow.Field || r.Field == nil {
		return regflow.Value{}, false
	}
	t := p.table(r.Field)
	if t == nil {
		return regflow.Value{}, false
	}
	absent := regflow.One(regflow.Alt{Kind: regflow.Const}) // null
	switch {
	case getValue:
		absent = regflow.Value{} // throws
	case !def.IsUndefined():
		absent = def
	}
	return p.lookup(r.Field, t, key, absent, in.Addr), true
}

// lookup is what t holds under key at site: the entry for a constant
// key, a Lookup for a parameter (bound by each call), absent for a key
// not in the table, any entry or absent for a key not known.
func (p *Program) lookup(f *dex.FieldRef, t *keyedTable, key, absent regflow.Value, site uint32) regflow.Value {
	var out regflow.Value
	anyKey := key.Top || len(key.Alts) == 0
	for _, a := range key.Alts {
		if a.Kind == regflow.Param || a.Kind == regflow.Lookup {
			of := a
			out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Lookup, Field: f, Of: &of}))
			continue
		}
		k, ok := keyOf(a)
		if !ok {
			anyKey = true
			continue
		}
		if e, ok := t.entries[k]; ok {
			out = regflow.Merge(out, localize(e, site, nil, nil))
		} else {
			out = regflow.Merge(out, absent)
		}
	}
	if anyKey {
		for _, e := range t.entries {
			out = regflow.Merge(out, localize(e, site, nil, nil))
		}
		out = regflow.Merge(out, absent)
	}
	return out
}

// bindLookups binds the Lookups in v whose key is a parameter to the
// arguments a call passes (args, the callee's parameters) and reads the
// tables with them, unboxing where the lookup was unboxed; a Lookup whose
// key stays a parameter (the caller's own) is kept for its callers.
func (p *Program) bindLookups(v regflow.Value, args []regflow.Value, site uint32) regflow.Value {
	if !v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Lookup }) {
		return v
	}
	out := regflow.Value{Top: v.Top, Taint: v.Taint}
	for _, a := range v.Alts {
		if a.Kind != regflow.Lookup || a.Of == nil || a.Of.Kind != regflow.Param || a.Field == nil {
			out = regflow.Merge(out, regflow.One(a))
			continue
		}
		key := arg(args, int(a.Of.Int))
		if a.Field == prefsStore {
			out = regflow.Merge(out, p.prefLookup(a, key, site))
			continue
		}
		t := p.table(a.Field)
		if t == nil {
			out.Top = true
			continue
		}
		got := p.lookup(a.Field, t, key, regflow.One(regflow.Alt{Kind: regflow.Const}), site)
		if a.Str != "" {
			// Unboxed where the Lookup was: the boxes' primitives (a
			// null left out, unboxing it throws).
			u, ok := unboxed(got, a.Str)
			if !ok && !got.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Const && x.Int == 0 }) {
				u = regflow.Value{Top: true}
			}
			got = u
		}
		out = regflow.Merge(out, got)
	}
	return out
}

// paramLookup reports whether a is a Lookup keyed by a parameter: a value
// each call decides, like the parameter itself.
func paramLookup(a regflow.Alt) bool {
	return a.Kind == regflow.Lookup && a.Of != nil && a.Of.Kind == regflow.Param
}
