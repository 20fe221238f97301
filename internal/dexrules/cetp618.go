package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP618", checkVolatileDeduplication) }

// sdkExecutorInterface is the simple name of the SDK's mutation executor
// interface (§10).
const sdkExecutorInterface = "CetpMutationExecutor"

// persistentWrites are the writes that outlive the process in the app's
// own storage: a durable deduplication record.
const persistentWrites = writeDatabase | writePrefs | writeFile

const (
	opIputObject = 0x5b
	opSputObject = 0x69
)

// checkVolatileDeduplication reports a class implementing the SDK's
// CetpMutationExecutor that keeps records in an in-memory collection field
// (HashMap, ConcurrentHashMap, LinkedHashMap, a set or list) while none of
// its methods writes a durable store, directly, through the app's code, or
// in the lambdas and coroutines that code hands to a library (runBlocking,
// a transaction block, a generated DAO's performBlocking). Durable stores
// are recognised by API family (sinkOf): SQLite and SupportSQLite, Room
// (entity adapters of both code generators, transactions, writer blocks),
// SQLDelight, Realm, Firebase Firestore and Realtime Database,
// SharedPreferences, Jetpack DataStore, MMKV and files. A field that may be
// a store (a DAO, a repository, a type of another library) keeps it
// quiet, as in the Go analyzer; a call into code the APK does not hold, or
// a write search cut at its budget, makes the report a note that says so.
func checkVolatileDeduplication(p *DexPass) {
	prog := p.Program
	ws := newWriteSearch(prog, persistentWrites)
	ws.bodies = true
	for _, c := range prog.Order {
		if library(c.Name) || c.AccessFlags&(accInterface|accAbstract) != 0 || !implementsExecutor(prog, c) {
			continue
		}
		memory, at, maybe, cut := memoryFields(prog, c)
		if len(memory) == 0 {
			if cut != "" {
				// Records may sit in a collection past the bound: say
				// so, unless the executor persists anyway.
				if persists, _ := executorPersists(prog, ws, c); !persists {
					if m := firstCode(c); m != nil {
						p.ReportNote(DexAt{Method: m},
							"cannot tell whether mutation executor %s keeps its deduplication records only in memory: it writes no durable store, and the search for the collections its code uses on other classes %s (§4.4, §6)",
							finding.Sanitize(JavaName(c.Name)), cut)
					}
				}
			}
			continue
		}
		// The mutation the executor runs writes the tool's business state,
		// not a record of the request: search the executor's own code
		// without it. Where the table the mutation writes finds or refuses
		// a row by its request id, that row may be the record.
		own, mutationWrite := ws, ""
		if bodies, passes := mutationCode(prog, c); len(bodies)+len(passes) > 0 {
			own = newWriteSearch(prog, persistentWrites)
			own.bodies, own.avoid, own.passes = true, bodies, passes
			if h, keyed := mutationWrites(prog, ws, c, bodies); keyed {
				continue
			} else if h != nil {
				mutationWrite = shortRef(h.Sink.Ref) + " in " + Short(h.In)
			}
		}
		persists, unsure := executorPersists(prog, own, c)
		if persists {
			continue
		}
		if unsure == "" && maybe != "" {
			// No write was found, but a field's object may persist in
			// code the search cannot tie to a write (a library's store).
			unsure = "its field " + maybe + " may be a store the analysis cannot see into"
		}
		if at.Method == nil {
			// No store of the field has code (a value the runtime
			// sets): point at the class's first method.
			m := firstCode(c)
			if m == nil {
				continue
			}
			at = DexAt{Method: m}
		}
		if unsure != "" {
			// It may persist where the analysis could not look: say so
			// rather than report or pass it in silence.
			p.ReportNote(at,
				"cannot tell whether mutation executor %s persists its deduplication records: it keeps them in memory — %s — and %s (§4.4, §6)",
				finding.Sanitize(JavaName(c.Name)), strings.Join(memory, ", "), unsure)
			continue
		}
		aside := ""
		if mutationWrite != "" {
			aside = ", the mutation aside,"
			mutationWrite = " (the mutation's own write, " + mutationWrite + ", keeps the tool's state, not a record of the request)"
		}
		p.Report(at,
			"mutation executor %s keeps its deduplication records only in memory — %s — and neither its methods nor the code and coroutines they run%s write a durable store (a database such as SQLite or Room, SharedPreferences, DataStore, MMKV or a file)%s: a Provider restart forgets them and a retried request runs the mutation twice; persist the reservation, the mutation and its result in one durable transaction (§4.4, §6)",
			finding.Sanitize(JavaName(c.Name)), strings.Join(memory, ", "), aside, mutationWrite)
	}
	checkHandDeduplication(p)
	checkVolatileOperations(p)
}

// firstCode returns the first method of c with code, or nil.
func firstCode(c *dex.Class) *dex.Method {
	for _, m := range c.Methods() {
		if m.HasCode() {
			return m
		}
	}
	return nil
}

const (
	accInterface = 0x200
	accAbstract  = 0x400
)

// implementsExecutor reports whether c or a superclass in the program
// implements the SDK's executor interface (or an app interface extending
// it).
func implementsExecutor(prog *program.Program, c *dex.Class) bool {
	chain, _ := prog.Supers(c.Name)
	seen := map[string]bool{}
	var todo []string
	for _, k := range chain {
		todo = append(todo, k.Interfaces...)
	}
	for len(todo) > 0 && len(seen) < 64 {
		i := todo[0]
		todo = todo[1:]
		if seen[i] {
			continue
		}
		seen[i] = true
		if simpleName(i) == sdkExecutorInterface {
			return true
		}
		if ic := prog.Classes[i]; ic != nil {
			todo = append(todo, ic.Interfaces...)
		}
	}
	return false
}

// storage is what a field may hold.
type storage uint8

const (
	plainField  storage = iota // a lock, a counter, a string, the SDK's types
	memoryField                // an in-memory collection
	maybeStore                 // something that may persist: a DAO, a repository, another library's type
)

// memoryCollections are the collection classes that live in process memory.
var memoryCollections = names("Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Ljava/util/TreeMap;",
	"Ljava/util/Hashtable;", "Ljava/util/WeakHashMap;", "Ljava/util/concurrent/ConcurrentHashMap;",
	"Ljava/util/concurrent/ConcurrentSkipListMap;", "Ljava/util/HashSet;", "Ljava/util/LinkedHashSet;",
	"Ljava/util/TreeSet;", "Ljava/util/ArrayList;", "Ljava/util/LinkedList;", "Ljava/util/ArrayDeque;",
	"Ljava/util/concurrent/CopyOnWriteArrayList;", "Ljava/util/concurrent/ConcurrentLinkedQueue;",
	"Landroid/util/LruCache;", "Landroid/util/ArrayMap;", "Landroid/util/SparseArray;", "Landroidx/collection/ArrayMap;",
	"Landroidx/collection/LruCache;")

// collectionInterfaces hold whatever is stored in them: in memory when
// every value stored is one of memoryCollections.
var collectionInterfaces = names("Ljava/util/Map;", "Ljava/util/Set;", "Ljava/util/List;", "Ljava/util/Collection;",
	"Ljava/util/Queue;", "Ljava/util/Deque;", "Ljava/util/concurrent/ConcurrentMap;", "Ljava/util/SortedMap;",
	"Ljava/util/NavigableMap;")

// classifyType says what a field of a declared type may hold, before
// looking at what is stored in it.
func classifyType(owner, typ string) storage {
	switch {
	case memoryCollections[typ]:
		return memoryField
	case collectionInterfaces[typ]:
		return maybeStore // decided by the values stored
	case len(typ) == 1 || strings.HasPrefix(typ, "[") && len(typ) == 2, typ == owner,
		strings.HasPrefix(typ, "Ljava/lang/"), strings.HasPrefix(typ, "Ljava/util/concurrent/atomic/"),
		strings.HasPrefix(typ, "Ljava/util/concurrent/locks/"), strings.HasPrefix(typ, "Lkotlinx/coroutines/sync/"),
		strings.HasPrefix(typ, "Lcom/clawseed/cetp/sdk/"), typ == "Landroid/content/Context;",
		typ == "Ljava/util/concurrent/Executor;", typ == "Ljava/util/concurrent/ExecutorService;",
		typ == "Landroid/os/Handler;", typ == "Ljava/util/Random;", typ == "Ljava/security/SecureRandom;",
		// Objects that hold no records of their own: serializers, clocks,
		// coroutine machinery, the platform's services, concurrency tools.
		strings.HasPrefix(typ, "Ljava/util/concurrent/"), strings.HasPrefix(typ, "Ljava/time/"),
		strings.HasPrefix(typ, "Lkotlinx/coroutines/"), strings.HasPrefix(typ, "Lcom/google/gson/"),
		strings.HasPrefix(typ, "Lcom/squareup/moshi/"), strings.HasPrefix(typ, "Lkotlinx/serialization/"),
		strings.HasPrefix(typ, "Lorg/json/"), strings.HasPrefix(typ, "Ljava/util/regex/"),
		typ == "Ljava/util/UUID;", typ == "Landroid/app/Application;", typ == "Landroid/content/pm/PackageManager;":
		return plainField
	}
	return maybeStore
}

// inMemoryValue reports whether every alternative of a stored value is a
// new in-memory collection (or one made by the Java or Kotlin collection
// factories, ConcurrentHashMap.newKeySet included, also through the API
// model outline R8 wraps it in below API 24).
func inMemoryValue(prog *program.Program, v regflow.Value) bool {
	if !v.Exact() {
		return false
	}
	return !v.Has(func(x regflow.Alt) bool {
		switch x.Kind {
		case regflow.New:
			return !memoryCollections[x.Str]
		case regflow.Call:
			ref := x.Ref
			if ref == nil {
				return true
			}
			if w := prog.OutlinedCallOf(&program.Call{Ref: ref, Op: dex.OpInvokeStatic}); w != nil {
				ref = w.Ref
			}
			return !memoryFactory(ref)
		}
		return true
	})
}

// memoryFactory recognises the library calls that make a new in-memory
// collection.
func memoryFactory(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/util/Collections;" || strings.HasPrefix(ref.Class, "Lkotlin/collections/") ||
		ref.Class == "Ljava/util/concurrent/ConcurrentHashMap;" && ref.Name == "newKeySet"
}

// memoryFields returns the in-memory collection fields of an executor
// class with the first store into one of them, maybe, the first field
// that may be a persistent store ("" when none), and cut, the bound that
// stopped the search of other classes' fields ("" when none).
func memoryFields(prog *program.Program, c *dex.Class) (memory []string, at DexAt, maybe, cut string) {
	kinds := map[string]storage{}
	types := map[string]string{}
	for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
		for _, f := range fs {
			kinds[f.Ref.Name] = classifyType(c.Name, f.Ref.Type)
			if kinds[f.Ref.Name] == maybeStore && statelessNested(prog, c.Name, f.Ref.Type) {
				// Kotlin's companion object: its properties are the
				// outer class's static fields, judged themselves.
				kinds[f.Ref.Name] = plainField
			}
			if kinds[f.Ref.Name] == maybeStore && readableStore(prog, f.Ref.Type) {
				// An app type whose code the searches read whole: what
				// it keeps and writes is judged there (an injected
				// repository whose implementation holds a HashMap).
				kinds[f.Ref.Name] = plainField
			}
			types[f.Ref.Name] = f.Ref.Type
		}
	}
	// Interface-typed collections are judged by what the class stores.
	stored := map[string]bool{}
	firstStore := map[string]DexAt{}
	objectStores(prog, c, func(m *dex.Method, in *dex.Insn, f *dex.FieldRef, v regflow.Value) {
		if f.Class != c.Name {
			return
		}
		if _, seen := firstStore[f.Name]; !seen {
			firstStore[f.Name] = DexAt{Method: m, Addr: in.Addr}
		}
		if collectionInterfaces[f.Type] {
			ok, known := stored[f.Name]
			if !known || ok {
				stored[f.Name] = inMemoryValue(prog, v)
			}
		}
	})
	held := heldCollections(prog, c)
	for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
		for _, f := range fs {
			k := kinds[f.Ref.Name]
			if collectionInterfaces[f.Ref.Type] && stored[f.Ref.Name] || held[f.Ref.Name] {
				k = memoryField
			}
			switch k {
			case maybeStore:
				if maybe == "" {
					maybe = finding.Sanitize(f.Ref.Name) + " (" + simpleName(types[f.Ref.Name]) + ")"
				}
			case memoryField:
				memory = append(memory, finding.Sanitize(f.Ref.Name)+" ("+simpleName(types[f.Ref.Name])+")")
				if at.Method == nil {
					at = firstStore[f.Ref.Name]
				}
			}
		}
	}
	foreign, fat, cut := foreignMemoryFields(prog, c)
	if len(memory) == 0 && len(foreign) > 0 {
		at = fat
	}
	return append(memory, foreign...), at, maybe, cut
}

// Bounds of readableStore.
const (
	maxStoreClasses = 16 // concrete implementations of the field's type
	maxStoreMethods = 64 // methods read from them
	maxStoreDepth   = 3  // calls followed from their methods
)

// readableStore reports whether a field of type typ can hold only app
// code the analysis reads whole: typ is a program class or interface
// (no library's) with a concrete implementation in the program, and the
// code of those implementations, followed a few calls down, calls only
// the platform and the program's own methods. The write search and the
// search for collections on other classes then look through it, and it
// is not a store the analysis cannot see into. A type with no
// implementation in the APK (a Retrofit service, a generated class
// missing), one reaching a library or code not in the APK (a network
// client, a database wrapper), or past the bounds stays one.
func readableStore(prog *program.Program, typ string) bool {
	t := prog.Classes[typ]
	if t == nil || library(typ) {
		return false
	}
	var impls []*dex.Class
	for _, name := range append([]string{typ}, prog.Subtypes(typ)...) {
		if k := prog.Classes[name]; k != nil && !library(name) && k.AccessFlags&(accInterface|accAbstract) == 0 {
			impls = append(impls, k)
		}
	}
	if len(impls) == 0 || len(impls) > maxStoreClasses {
		return false
	}
	type item struct {
		m     *dex.Method
		depth int
	}
	seen := map[*dex.Method]bool{}
	var queue []item
	for _, k := range impls {
		for _, m := range k.Methods() {
			seen[m] = true
			queue = append(queue, item{m, 0})
		}
	}
	for len(queue) > 0 {
		if len(seen) > maxStoreMethods {
			return false
		}
		it := queue[0]
		queue = queue[1:]
		calls := prog.Calls(it.m)
		for i := range calls {
			call := &calls[i]
			if program.IsPlatform(call.Ref.Class) {
				continue
			}
			targets := prog.Targets(call)
			if library(call.Ref.Class) || len(targets) == 0 {
				return false
			}
			for _, tm := range targets {
				if seen[tm] {
					continue
				}
				if it.depth+1 > maxStoreDepth {
					return false
				}
				seen[tm] = true
				queue = append(queue, item{tm, it.depth + 1})
			}
		}
	}
	return true
}

// holderTypes are the classes that hold one object in memory and hand it
// out as an Object: an AtomicReference, Kotlin's state flows, a LiveData.
var holderTypes = names("Ljava/util/concurrent/atomic/AtomicReference;", "Lkotlinx/coroutines/flow/MutableStateFlow;",
	"Lkotlinx/coroutines/flow/StateFlow;", "Landroidx/lifecycle/MutableLiveData;", "Landroidx/lifecycle/LiveData;",
	"Lkotlin/Lazy;", // `by lazy { ConcurrentHashMap() }`: getValue() cast to the map
	// A delegated property's field (`var done: Map<…> by
	// Delegates.observable(emptyMap()) { … }`), getValue(this, property)
	// cast to the map; a holder only when memoryDelegate says so.
	"Lkotlin/properties/ReadWriteProperty;", "Lkotlin/properties/ObservableProperty;")

// delegateField reports whether f is a delegated property's field.
func delegateField(f *dex.FieldRef) bool {
	return f.Type == "Lkotlin/properties/ReadWriteProperty;" || f.Type == observableProperty
}

// observableProperty is the Kotlin library's in-memory delegate that
// Delegates.observable and vetoable make: kotlinc inlines both into a
// subclass of the app's (`X$special$$inlined$observable$1`) whose
// afterChange (or beforeChange) runs on every set.
const observableProperty = "Lkotlin/properties/ObservableProperty;"

// memoryDelegate reports whether every object c stores into its delegate
// field f keeps the value in process memory: an app subclass of
// ObservableProperty whose callbacks make no durable write (a callback
// that saves each new entry to a table is a store), or the library's
// Delegates.notNull(). Any other delegate (a preferences-backed property
// of the app's) may persist.
func memoryDelegate(prog *program.Program, c *dex.Class, f *dex.FieldRef) bool {
	any, all := false, true
	var ws *writeSearch
	objectStores(prog, c, func(_ *dex.Method, _ *dex.Insn, g *dex.FieldRef, v regflow.Value) {
		if g.Class != c.Name || g.Name != f.Name || !all {
			return
		}
		any = true
		if !v.Exact() {
			all = false
			return
		}
		for _, x := range v.Alts {
			switch {
			case x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class == "Lkotlin/properties/Delegates;" && x.Ref.Name == "notNull":
			case x.Kind == regflow.New && prog.Classes[x.Str] != nil:
				chain, external := prog.Supers(x.Str)
				if external != observableProperty {
					all = false
					return
				}
				if ws == nil {
					ws = newWriteSearch(prog, persistentWrites)
				}
				for _, k := range chain {
					for _, m := range k.Methods() {
						if m.HasCode() && ws.reach(m) != nil {
							all = false
							return
						}
					}
				}
			default:
				all = false
				return
			}
		}
	})
	return any && all
}

// heldCollections returns the fields of c, of a holder type, out of which
// c's code takes a collection: a call on the field's holder whose result
// is cast to a collection type (`done.get()` or `done.value` cast to Map,
// as javac, kotlinc and D8 all emit for a generic holder). Records kept
// that way (an AtomicReference<Map> replaced with map + entry, a
// MutableStateFlow<Map>) live in memory as much as a HashMap field does.
func heldCollections(prog *program.Program, c *dex.Class) map[string]bool {
	holders := map[string]bool{}
	for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
		for _, f := range fs {
			if holderTypes[f.Ref.Type] && (!delegateField(f.Ref) || memoryDelegate(prog, c, f.Ref)) {
				holders[f.Ref.Name] = true
			}
		}
	}
	if len(holders) == 0 {
		return nil
	}
	out := map[string]bool{}
	for _, m := range c.Methods() {
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		// The holder field whose object a call just returned, waiting
		// for its move-result and then the cast of that register.
		var pending string
		resultReg := -1
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			switch {
			case in.IsInvoke():
				pending, resultReg = "", -1
				ref, err := m.Class.File.Method(in.Index)
				if err != nil || !holderTypes[ref.Class] || ref.Return != "Ljava/lang/Object;" || in.IsStaticInvoke() {
					return
				}
				args := regflow.Args(st, in, ref, false)
				if len(args) == 0 {
					return
				}
				if f, ok := args[0].Single(); ok && f.Kind == regflow.Field && f.Field != nil &&
					f.Field.Class == c.Name && holders[f.Field.Name] {
					pending = f.Field.Name
				}
			case in.Op == dex.OpMoveResultObject && pending != "":
				resultReg = int(in.A)
			case in.Op == dex.OpCheckCast && pending != "" && int(in.A) == resultReg:
				if t, err := m.Class.File.Type(in.Index); err == nil && (collectionInterfaces[t] || memoryCollections[t]) {
					out[pending] = true
				}
				pending, resultReg = "", -1
			default:
				pending, resultReg = "", -1
			}
		})
	}
	return out
}

// objectStores calls fn for every iput-object and sput-object in c's
// methods, with the field stored and the value stored.
func objectStores(prog *program.Program, c *dex.Class, fn func(m *dex.Method, in *dex.Insn, f *dex.FieldRef, v regflow.Value)) {
	for _, m := range c.Methods() {
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != opIputObject && in.Op != opSputObject {
				return
			}
			if f, err := m.Class.File.Field(in.Index); err == nil {
				fn(m, in, f, st.Reg(in.A))
			}
		})
	}
}

// statelessNested reports whether typ is a class nested in owner that
// holds no state of its own (a Kotlin companion object, whose properties
// kotlinc keeps as static fields of the outer class).
func statelessNested(prog *program.Program, owner, typ string) bool {
	if !strings.HasPrefix(typ, strings.TrimSuffix(owner, ";")+"$") {
		return false
	}
	nc := prog.Classes[typ]
	return nc != nil && len(nc.InstanceFields) == 0
}

// Bounds of the search for the fields an executor's code uses on other
// classes (variables so that tests can lower them).
var (
	maxForeignDepth   = 3  // calls followed from the executor's methods
	maxForeignMethods = 64 // app methods visited per executor
)

// foreignMemoryFields returns the in-memory collection fields of other
// app classes (a Kotlin `object`, a holder class) that the executor's
// methods, or the app code they call (maxForeignDepth calls deep), read or
// write, with where the executor's own code first reaches one; cut says
// which bound stopped the search with app code left unread ("" when none).
func foreignMemoryFields(prog *program.Program, c *dex.Class) (memory []string, at DexAt, cut string) {
	type item struct {
		m     *dex.Method
		depth int
		from  DexAt // the executor's own call or access that leads here
	}
	seen := map[*dex.Method]bool{}
	var queue []item
	for _, m := range c.Methods() {
		seen[m] = true
		queue = append(queue, item{m: m})
	}
	found := map[string]bool{}
	for len(queue) > 0 && len(seen) <= maxForeignMethods {
		it := queue[0]
		queue = queue[1:]
		code, err := it.m.Code()
		if err != nil || code == nil {
			continue
		}
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			from := it.from
			if it.depth == 0 {
				from = DexAt{Method: it.m, Addr: in.Addr}
			}
			switch {
			case in.Op >= dex.OpIget && in.Op <= dex.OpSputShort:
				f, err := it.m.Class.File.Field(in.Index)
				if err != nil || f.Class == c.Name || library(f.Class) || found[fieldID(f)] {
					return true
				}
				if foreignMemory(prog, f) {
					found[fieldID(f)] = true
					memory = append(memory, finding.Sanitize(JavaName(f.Class)+"."+f.Name)+" ("+simpleName(f.Type)+")")
					if at.Method == nil {
						at = from
					}
				}
			case in.IsInvoke():
				ref, err := it.m.Class.File.Method(in.Index)
				if err != nil || library(ref.Class) {
					return true
				}
				for _, t := range prog.Resolve(in.Op, ref) {
					if !seen[t] && t.Class.Name != c.Name && it.depth >= maxForeignDepth {
						if cut == "" {
							cut = fmt.Sprintf("stopped %d calls deep (at %s)", maxForeignDepth, finding.Sanitize(Short(t)))
						}
						continue
					}
					if !seen[t] && t.Class.Name != c.Name {
						seen[t] = true
						queue = append(queue, item{m: t, depth: it.depth + 1, from: from})
					}
				}
			}
			return true
		})
	}
	if len(queue) > 0 && cut == "" {
		cut = fmt.Sprintf("stopped after %d methods (at %s)", maxForeignMethods, finding.Sanitize(Short(queue[0].m)))
	}
	return memory, at, cut
}

// foreignMemory reports whether a field of another class holds an
// in-memory collection: by its type, or, for a collection interface, by
// every value its own class stores in it.
func foreignMemory(prog *program.Program, f *dex.FieldRef) bool {
	switch classifyType(f.Class, f.Type) {
	case memoryField:
		return true
	case maybeStore:
		if !collectionInterfaces[f.Type] {
			return false
		}
	default:
		return false
	}
	owner := prog.Classes[f.Class]
	if owner == nil {
		return false
	}
	stored, any := true, false
	objectStores(prog, owner, func(_ *dex.Method, _ *dex.Insn, g *dex.FieldRef, v regflow.Value) {
		if fieldID(g) == fieldID(f) {
			any = true
			stored = stored && inMemoryValue(prog, v)
		}
	})
	return any && stored
}

// executorPersists reports whether a method of the executor writes a
// persistent store (through the app's code too). When it finds none but
// could not see everything — the write search stopped at its bounds, or a
// call goes into a module not in the APK (not the platform's or the
// SDK's) — unsure says why, for a note.
func executorPersists(prog *program.Program, ws *writeSearch, c *dex.Class) (persists bool, unsure string) {
	chain, _ := prog.Supers(c.Name)
	for _, k := range chain {
		if library(k.Name) {
			continue
		}
		for _, m := range k.Methods() {
			// The method, what it calls and the bodies it hands to
			// libraries (a coroutine, a transaction block).
			if h := ws.reach(m); h != nil && h.Unsure == "" {
				return true, ""
			} else if h != nil && unsure == "" {
				// The write is in every case of a merged body: perhaps
				// only a sibling class's.
				unsure = "the only write found from " + Short(m) + " (" + h.describe() + ") is in code where " + h.Unsure
			}
			if ws.cut[m] && unsure == "" {
				unsure = fmt.Sprintf("the search for writes from %s stopped at its budget (%d calls deep, %d methods visited)", Short(m), maxWriteDepth, maxWriteVisit)
			}
			calls := prog.Calls(m)
			for i := range calls {
				call := &calls[i]
				if unsure == "" && !program.IsPlatform(call.Ref.Class) && !strings.HasPrefix(call.Ref.Class, "Lcom/clawseed/cetp/sdk/") &&
					len(prog.Targets(call)) == 0 {
					unsure = fmt.Sprintf("%s calls %s, which is not in the APK", Short(m), finding.Sanitize(JavaName(call.Ref.Class)+"."+call.Ref.Name))
				}
			}
		}
	}
	return false, unsure
}

// mutationCode returns the code a search for a mutation executor's own
// writes must not follow: the body methods of the mutations handed to its
// execute (at each call of it, the SDK base class's included), and, per
// method of the executor, the calls of a function it was given as a
// parameter (a mutation whose maker the analysis does not place).
func mutationCode(prog *program.Program, c *dex.Class) (bodies map[*dex.Method]bool, passes map[*dex.Method]map[uint32]bool) {
	bodies = map[*dex.Method]bool{}
	passes = map[*dex.Method]map[uint32]bool{}
	chain, _ := prog.Supers(c.Name)
	for _, k := range chain {
		if library(k.Name) {
			continue
		}
		for _, m := range k.Methods() {
			if !m.HasCode() {
				continue
			}
			if m.Ref.Name == "execute" {
				for _, cs := range prog.Callers(m) {
					args, ok := prog.ArgsAt(cs.Method, cs.Call.Addr)
					if !ok {
						continue
					}
					for i, typ := range m.Ref.Params {
						if i+1 < len(args) && functionType(typ) {
							ts, _ := prog.FunctionBodies(cs.Method, args[i+1])
							for _, t := range ts {
								bodies[t] = true
							}
						}
					}
				}
			}
			prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
				if !program.FunctionSAM(call.Ref) {
					return
				}
				args := program.CallArgs(st, in, call.Ref)
				if len(args) > 0 && args[0].Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param && a.Int >= 1 }) {
					if passes[m] == nil {
						passes[m] = map[uint32]bool{}
					}
					passes[m][call.Addr] = true
				}
			})
		}
	}
	return bodies, passes
}

// functionType reports whether a parameter type is a function the callee
// runs: Kotlin's FunctionN (a suspend function's too), or a JDK functional
// interface.
func functionType(typ string) bool {
	return strings.HasPrefix(typ, "Lkotlin/jvm/functions/Function") || typ == "Ljava/util/concurrent/Callable;" ||
		strings.HasPrefix(typ, "Ljava/util/function/") || strings.HasPrefix(typ, "Lj$/util/function/") || typ == "Ljava/lang/Runnable;"
}

// mutationWrites judges the durable writes of the mutations executor c
// runs: the app's bodies handed to its execute, and the executeTool of
// each SDK provider whose getMutationExecutor gives c (the SDK's own
// mutation body calls it, in library code the search does not enter).
// keyed is set when every mutation makes a write that records the request
// (requestKeyedWrite: a table keyed by request_id, a store looking rows up
// by it); otherwise unkeyed is a write of the first mutation that makes
// none, or nil when no mutation writes at all.
func mutationWrites(prog *program.Program, ws *writeSearch, c *dex.Class, bodies map[*dex.Method]bool) (unkeyed *writeHit, keyed bool) {
	var starts []*dex.Method
	for b := range bodies {
		if !library(b.Class.Name) {
			starts = append(starts, b)
		}
	}
	for _, k := range prog.Order {
		if library(k.Name) {
			continue
		}
		for _, g := range k.Virtual {
			if g.Ref.Name != "getMutationExecutor" || len(g.Ref.Params) != 0 || !g.HasCode() || !returnsClass(prog, g, c.Name) {
				continue
			}
			for _, m := range k.Methods() {
				if m.Ref.Name == "executeTool" && m.HasCode() {
					starts = append(starts, m)
				}
			}
		}
	}
	slices.SortFunc(starts, func(a, b *dex.Method) int { return strings.Compare(a.Ref.String(), b.Ref.String()) })
	writing := 0
	tables := map[string]bool{} // requestKeyedWrite's answers per table
	for _, m := range starts {
		writes, roots := allWrites(prog, ws, m)
		if len(writes) == 0 {
			continue
		}
		writing++
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		// A write that records no request is covered by one that does on
		// a common path from the mutation's start (a journal written
		// beside the business row), not by another tool's branch.
		var keyedRoots []uint32
		for i, h := range writes {
			if requestKeyedWrite(prog, h, tables) {
				keyedRoots = append(keyedRoots, roots[i])
			}
		}
		for i, h := range writes {
			on := pathThrough(a, roots[i])
			if !slices.ContainsFunc(keyedRoots, on) && unkeyed == nil {
				unkeyed = h
			}
		}
	}
	return unkeyed, writing > 0 && unkeyed == nil
}

// maxMutationMethods bounds the methods allWrites visits from one
// mutation.
const maxMutationMethods = 64

// allWrites returns every durable write the app code reachable from
// start makes (each in the method making it), breadth first, up to
// maxMutationMethods methods, with the call of start each is reached
// through (roots): a mutation may write its business table and a
// journal of the request beside it.
func allWrites(prog *program.Program, ws *writeSearch, start *dex.Method) (out []*writeHit, roots []uint32) {
	root := map[*dex.Method]uint32{} // the call of start each method is reached through
	seen := map[*dex.Method]bool{start: true}
	queue := []*dex.Method{start}
	for len(queue) > 0 && len(seen) <= maxMutationMethods {
		m := queue[0]
		queue = queue[1:]
		calls := prog.Calls(m)
		for i := range calls {
			r, ok := root[m]
			if m == start {
				r, ok = calls[i].Addr, true
			}
			if !ok {
				continue
			}
			if k, w := ws.writeAt(m, &calls[i]); w {
				out = append(out, &writeHit{Sink: &calls[i], In: m, Kind: k})
				roots = append(roots, r)
				continue
			}
			for _, t := range ws.targetsOf(m, &calls[i]) {
				if !seen[t] && t.HasCode() && ws.follows(t) {
					seen[t] = true
					root[t] = r
					queue = append(queue, t)
				}
			}
		}
	}
	return out, roots
}

// returnsClass reports whether m may return an object of class cls: one
// it makes, or one stored into a field it returns.
func returnsClass(prog *program.Program, m *dex.Method, cls string) bool {
	made := func(v regflow.Value) bool {
		return v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Str == cls })
	}
	ret := prog.Summary(m).Returns
	if made(ret) {
		return true
	}
	for _, a := range ret.Alts {
		if a.Kind == regflow.Field {
			if _, stored, ok := prog.FieldFacts(a.Field); ok && made(stored) {
				return true
			}
		}
	}
	return false
}

// requestKeyedWrite reports whether a mutation's write may itself be a
// durable record of the request: a row of a table whose request id column
// is UNIQUE or a PRIMARY KEY (in the program's CREATE statements for that
// table, Room's generated ones included), or a store whose code on the
// write's path looks rows up by request id ("request_id = ?").
func requestKeyedWrite(prog *program.Program, h *writeHit, tables map[string]bool) bool {
	// Each table's CREATE statements are looked for once (a search of
	// every string of the program).
	keyedTable := func(t string) bool {
		k, ok := tables[t]
		if !ok {
			k = requestKeyedTable(prog, t)
			tables[t] = k
		}
		return k
	}
	if sqliteDatabase(h.Sink.Ref.Class) {
		if args, ok := prog.ArgsAt(h.In, h.Sink.Addr); ok && len(args) > 1 {
			if t, ok := args[1].Single(); ok && t.Kind == regflow.Str && t.Str != "" && keyedTable(t.Str) {
				return true
			}
		}
	}
	// A Room DAO's write: the tables its entity adapters insert into
	// (their createQuery text), in the DAO's class and its inner classes.
	for _, t := range roomTables(prog, h.In.Class) {
		if keyedTable(t) {
			return true
		}
	}
	seen := map[*dex.Class]bool{}
	for _, m := range append(slices.Clip(h.Chain), h.In) {
		if seen[m.Class] {
			continue
		}
		seen[m.Class] = true
		for _, k := range m.Class.Methods() {
			if k.HasCode() && selectsByRequestID(prog, k) {
				return true
			}
		}
	}
	return false
}

// requestKeyedTable reports whether a CREATE statement among the
// program's strings makes table's request id a unique key.
func requestKeyedTable(prog *program.Program, table string) bool {
	t := strings.ToLower(table)
	for _, f := range prog.Files {
		for i := range f.NumStrings() {
			s, err := f.String(uint32(i))
			if err != nil || len(s) > maxSQLText || len(s) < 12 {
				continue
			}
			low := strings.ToLower(s)
			if !strings.HasPrefix(strings.TrimSpace(low), "create") || !containsWord(low, t) {
				continue
			}
			if requestKeyed(low) {
				return true
			}
		}
	}
	return false
}

// containsWord reports whether w occurs in s as a whole identifier.
func containsWord(s, w string) bool {
	for off := 0; ; {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return false
		}
		at := off + i
		off = at + len(w)
		if (at == 0 || !identByte(s[at-1])) && (off == len(s) || !identByte(s[off])) {
			return true
		}
	}
}

// selectsByRequestID reports whether m queries, updates or deletes rows
// of a database with a selection by request id.
func selectsByRequestID(prog *program.Program, m *dex.Method) bool {
	return anySQLiteCall(prog, m, nil, func(_ *program.Call, args []regflow.Value) bool {
		return slices.ContainsFunc(args, func(v regflow.Value) bool {
			x, ok := v.Single()
			return ok && x.Kind == regflow.Str && requestKeyed(x.Str)
		})
	})
}

// requestKeyed reports whether SQL text s looks a row up by its request
// id or makes the request id a unique key.
func requestKeyed(s string) bool {
	if len(s) > maxSQLText {
		return false
	}
	low := strings.ToLower(s)
	create := strings.Contains(low, "create")
	uniqueIndex := strings.Contains(low, "create unique index")
	for _, name := range []string{"request_id", "requestid"} {
		for off := 0; ; {
			i := strings.Index(low[off:], name)
			if i < 0 {
				break
			}
			at := off + i
			off = at + len(name)
			if at > 0 && identByte(low[at-1]) || off < len(low) && identByte(low[off]) {
				continue // part of a longer name
			}
			// The text around the name, each side at most maxColumnWindow
			// bytes: a crafted string's many names stay linear.
			rest := strings.TrimLeft(low[off:min(len(low), off+maxColumnWindow)], " `\"'])")
			if strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, "in ") || strings.HasPrefix(rest, "in(") {
				return true // a selection by it
			}
			if !create {
				continue
			}
			def := rest
			if j := strings.IndexAny(def, ",)"); j >= 0 {
				def = def[:j]
			}
			if strings.Contains(def, "unique") || strings.Contains(def, "primary key") {
				return true // a unique column
			}
			if uniqueIndex {
				return true // a unique index over it
			}
			head := low[max(0, at-maxColumnWindow):at]
			if u := strings.LastIndex(head, "unique"); u >= 0 && strings.Contains(head[u:], "(") && !strings.Contains(head[u:], ")") {
				return true // UNIQUE (owner_uid, request_id)
			}
		}
	}
	return false
}

// identByte reports whether b may be part of an SQL identifier.
func identByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9'
}

// roomTables returns the tables the Room entity adapters of a generated
// DAO class (its inner classes' createQuery, "INSERT OR ABORT INTO
// `notes` (…)") write.
func roomTables(prog *program.Program, dao *dex.Class) []string {
	var out []string
	prefix := strings.TrimSuffix(dao.Name, ";") + "$"
	for name, k := range prog.Classes {
		if name != dao.Name && !strings.HasPrefix(name, prefix) {
			continue
		}
		q := prog.Lookup(k.Name, "createQuery()Ljava/lang/String;")
		if q == nil || !q.HasCode() || q.Class != k {
			continue
		}
		for _, a := range prog.Summary(q).Returns.Alts {
			if a.Kind != regflow.Str {
				continue
			}
			low := strings.ToLower(a.Str)
			i := strings.Index(low, " into ")
			if i < 0 {
				continue
			}
			rest := strings.TrimLeft(low[i+len(" into "):], " `\"[")
			n := 0
			for n < len(rest) && identByte(rest[n]) {
				n++
			}
			if n > 0 {
				out = append(out, rest[:n])
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
