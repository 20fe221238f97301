package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Reachable returns the methods reachable from roots, and for each the
// call it was first reached by (nil for roots and framework callbacks).
//
// It is rapid type analysis: a static, direct or super call reaches its
// one target; a virtual or interface call reaches the overrides in classes
// instantiated on reachable paths (the roots' own classes count, as the
// framework made them, without their other callbacks). A method is reachable only when something
// reachable calls it, with two exceptions for code the framework runs:
// the static initializer of a class reachable code uses, and the methods
// of an instantiated class that override a method of a framework
// supertype (Runnable.run, Function0.invoke, Callable.call, a listener) —
// which is how lambdas of every shape (D8 $$ExternalSyntheticLambdaN,
// Kotlin Lambda classes, `by lazy`, bodies handed to executors and
// Handlers) join the code that created them. A virtual call none of whose
// targets is instantiated on a reachable path reaches the targets
// instantiated anywhere in the program (an object stored in a field by
// other code), or every target when none is. Objects made by reflection
// count as instantiated where the code names their classes:
// ServiceLoader.load makes the concrete program subtypes of the service
// types the loading method names, and Class/Constructor.newInstance the
// concrete classes the creating method names as class constants or its
// class, or a class whose static fields it reads, names in strings (a
// table for Class.forName); a newInstance of a
// class named nowhere is reported to OnLimit (LimitReflection), and so is
// a call with more targets than are followed.
func (p *Program) Reachable(roots []*dex.Method) map[*dex.Method]*Caller {
	return p.reachable(roots, "")
}

// ReachableAs is Reachable for the roots run on an object of class alone:
// a root inherited from a superclass and shared by several components
// (a base provider's call()) reaches, through its virtual calls on this,
// the overrides of class, not those of the other components it is an
// entry of, nor the superclass's own where class overrides them.
func (p *Program) ReachableAs(roots []*dex.Method, class string) map[*dex.Method]*Caller {
	return p.reachable(roots, class)
}

func (p *Program) reachable(roots []*dex.Method, as string) map[*dex.Method]*Caller {
	r := &reacher{p: p, out: map[*dex.Method]*Caller{}, inst: map[string]bool{}, live: map[string]bool{}, as: as}
	for _, m := range roots {
		// The framework made these objects and calls the roots on them;
		// their other callbacks are other entries, not this path. A root
		// inherited from a superclass runs on the component's objects.
		classes := append([]string{m.Class.Name}, p.entryOn[m]...)
		if as != "" {
			classes = []string{as}
		}
		for _, class := range classes {
			r.inst[class] = true
			chain, _ := p.Supers(class)
			for _, c := range chain {
				r.markLive(c.Name, 0)
			}
		}
	}
	for _, m := range roots {
		classes := append([]string{m.Class.Name}, p.entryOn[m]...)
		if as != "" {
			classes = []string{as}
		}
		for _, class := range classes {
			r.constructorObjects(class)
			r.createdObjects(class)
		}
	}
	for _, m := range roots {
		r.visit(m, nil)
	}
	for {
		r.drain()
		if !r.grew {
			return r.out
		}
		// New classes were instantiated: virtual calls seen so far may
		// reach more overrides.
		r.grew = false
		for _, v := range r.virtual {
			r.dispatch(v.m, v.c)
		}
	}
}

type pendingCall struct {
	m *dex.Method
	c *Call
}

type reacher struct {
	p       *Program
	out     map[*dex.Method]*Caller
	queue   []*dex.Method
	inst    map[string]bool // instantiated on a reachable path
	live    map[string]bool // instantiated classes and their program supertypes
	virtual []pendingCall
	grew    bool
	// lazyDone: the initializers of `by lazy` delegates were added.
	lazyDone bool
	// as: ReachableAs's class; a virtual call on an object of it reaches
	// what it resolves to there, not every live class's method.
	as string
	// held: the classes of the objects the roots' components' constructors
	// keep in each of their fields (heldKey), instantiated when a reached
	// method reads the field (constructorObjects).
	held map[string][]string
	// created: the components whose onCreate objects were counted;
	// creating: this reacher is that count's (createdObjects).
	created  map[string]bool
	creating bool
	// fromSetup: the classes of objects onCreate made and kept in a
	// field, whose constructors' objects come with them (setupGraph).
	fromSetup map[string]bool
}

func (r *reacher) visit(m *dex.Method, via *Caller) {
	if m == nil {
		return
	}
	if _, ok := r.out[m]; ok {
		return
	}
	r.out[m] = via
	r.queue = append(r.queue, m)
}

func (r *reacher) drain() {
	for len(r.queue) > 0 {
		m := r.queue[0]
		r.queue = r.queue[1:]
		if err, ok := r.p.failed[m]; ok {
			if l, ok := analysisLimit(m, err); ok {
				r.p.limit(l) // reachable, but its code could not be read whole
			}
		}
		r.clinit(m.Class.Name, nil)
		calls := r.p.Calls(m)
		for i := range calls {
			c := &calls[i]
			if c.Ref.Class == "Lkotlin/Lazy;" && c.Ref.Name == "getValue" && !r.lazyDone {
				// `by lazy { ... }`: the initializer runs where the value
				// is first read, not where the delegate was made.
				r.lazyDone = true
				for _, cls := range r.p.lazyInitializers() {
					r.instantiate(cls)
				}
			}
			if reflectiveNew(c.Ref) || serviceLoad(c.Ref) {
				r.reflective(m, c)
			}
			if reflectiveInvoke(c.Ref) {
				r.invokeReflective(m, c)
			}
			switch c.Op {
			case dex.OpInvokeVirtual, dex.OpInvokeInterface, dex.OpInvokeVirtualR, dex.OpInvokeInterfaceR:
				r.virtual = append(r.virtual, pendingCall{m, c})
				r.dispatch(m, c)
				if c.Op == dex.OpInvokeInterface || c.Op == dex.OpInvokeInterfaceR {
					// A call on a proxy runs its handler (proxies.go).
					for _, h := range r.p.ProxyHandlers(c.Ref) {
						r.visit(h, &Caller{Method: m, Call: c})
					}
				}
				continue
			}
			for _, t := range r.p.Targets(c) {
				r.visit(t, &Caller{Method: m, Call: c})
			}
			if c.Ref.Name == "<init>" && !superInit(m, c.Ref.Class) {
				r.instantiate(c.Ref.Class)
			}
			if c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR || c.Ref.Name == "<init>" {
				r.clinit(c.Ref.Class, &Caller{Method: m, Call: c})
			}
		}
		// Static fields read: their class's initializer runs (and is
		// where a stateless lambda's INSTANCE is constructed). A lambda
		// made by invoke-custom (LambdaMetafactory) runs its
		// implementation method when called: it joins like a callback.
		if insns, err := m.Insns(); err == nil && insns != nil {
			r.readHeld(m, insns)
			_ = dex.ScanInvokeCustom(insns, func(_ uint32, _ byte, index uint32) {
				for _, t := range r.p.LambdaMethods(m.Class.File, index) {
					r.visit(t, nil)
				}
			})
			_ = dex.ScanStaticReads(insns, func(_ uint32, _ byte, index uint32) {
				if f, err := m.Class.File.Field(index); err == nil {
					r.clinit(f.Class, nil)
				}
			})
		}
	}
}

// constructorObjects records the app classes whose objects the
// constructors of class (and of its program superclasses) make and keep in
// the component's fields: they exist before the framework calls a root, so
// once a reached method reads such a field (a Kotlin `mapOf("tool" to
// { … })` of handler lambdas read by call()), a call on what it holds
// reaches their classes' methods. A field only off-surface code reads
// (onTrimMemory's task) makes nothing reachable. The value stored is
// traced within the constructor's straight-line code: an object made
// there, a non-capturing lambda's INSTANCE, or, for a call's result (a map
// or list built from them), every object the constructor made. The
// constructors are not on the path: what they call is not the roots'.
// Only app classes count: a library's objects (a coroutine dispatcher) run
// the app's code through the calls the roots make on them.
func (r *reacher) constructorObjects(class string) {
	chain, _ := r.p.Supers(class)
	own := map[string]bool{}
	for _, c := range chain {
		own[c.Name] = true
	}
	appConstructors(chain, func(c *dex.Class, insns []uint16) {
		made := map[uint32]string{} // register -> class of the object it holds
		var all []string            // every app object the constructor made
		fromCall := map[uint32]bool{}
		_ = dex.Walk(insns, func(in *dex.Insn) bool {
			switch {
			case in.Op == dex.OpNewInstance:
				if t, err := c.File.Type(in.Index); err == nil && t != class && !IsPlatform(t) && r.p.Classes[t] != nil {
					made[in.A], all = t, append(all, t)
					delete(fromCall, in.A)
					return true
				}
			case in.Op == dex.OpSget+2: // sget-object
				if f, err := c.File.Field(in.Index); err == nil && f.Type == f.Class && !IsPlatform(f.Class) && r.p.Classes[f.Class] != nil {
					made[in.A], all = f.Class, append(all, f.Class)
					delete(fromCall, in.A)
					return true
				}
			case in.Op == dex.OpMoveResultObject:
				delete(made, in.A)
				fromCall[in.A] = true
				return true
			case in.Op == dex.OpIput+2: // iput-object
				f, err := c.File.Field(in.Index)
				if err != nil {
					return true
				}
				t, isMade := made[in.A]
				if !own[f.Class] {
					// Kept in another object (a holder): that
					// object's reads are not followed here, so
					// the object counts as made now.
					if isMade {
						r.instantiateConcrete(t)
					}
					return true
				}
				k := heldKey(f)
				if isMade {
					r.pendingField(k, t)
				} else if fromCall[in.A] {
					for _, t := range all {
						r.pendingField(k, t)
					}
				}
				return true
			case in.IsInvoke():
				// Handed to a call (a setter, a holder's
				// constructor, a map's put): where it ends up is
				// not followed here, so it counts as made now. Its
				// own constructor is no hand-over.
				for i, a := range in.Args {
					if t, ok := made[uint32(a)]; ok && !(i == 0 && in.Op == dex.OpInvokeDirect && r.ctorOf(c.File, in.Index, t)) {
						r.instantiateConcrete(t)
					}
				}
			}
			dropWritten(in, made)
			dropWritten(in, fromCall)
			return true
		})
	})
}

// createdObjects counts as made the app objects a ContentProvider
// component's onCreate puts into a collection, in itself or the code it
// reaches: Android runs it before any call(), and a dispatch table filled
// there (`handlers.put("add", this::add)` in a template method onCreate
// calls) holds the tool bodies call() reaches through handler.apply. Only
// their classes count, for the calls made on such objects; their
// callbacks are not entries of this path. Objects onCreate keeps in fields
// are read through the fields' facts, as before.
func (r *reacher) createdObjects(class string) {
	if r.created[class] || r.creating {
		return
	}
	if r.created == nil {
		r.created = map[string]bool{}
	}
	r.created[class] = true
	for _, c := range r.p.onCreateCollected(class) {
		if c.field != "" {
			// Kept in a field or a collection field: made for this path
			// once a reached method reads that field (readHeld), as the
			// objects a constructor keeps in a field are — with what its
			// own constructor made, since onCreate ran it (setupGraph).
			r.pendingField(c.field, c.class)
			if r.fromSetup == nil {
				r.fromSetup = map[string]bool{}
			}
			r.fromSetup[c.class] = true
			continue
		}
		if r.inst[c.class] {
			continue
		}
		r.inst[c.class] = true
		r.grew = true
		tc, _ := r.p.Supers(c.class)
		for _, x := range tc {
			r.markLive(x.Name, 0)
		}
	}
}

// onCreateCollected is the classes createdObjects counts for a provider
// class, computed once per program (every reach from the provider's entry
// points asks).
func (p *Program) onCreateCollected(class string) []collected {
	if ts, ok := p.createdCollected[class]; ok {
		return ts
	}
	if p.createdCollected == nil {
		p.createdCollected = map[string][]collected{}
	}
	p.createdCollected[class] = nil // asked again while computing: nothing yet
	if !p.IsSubclass(class, "Landroid/content/ContentProvider;") {
		return nil
	}
	m := p.Lookup(class, "onCreate()Z")
	if m == nil || !m.HasCode() {
		return nil
	}
	sub := &reacher{p: p, out: map[*dex.Method]*Caller{}, inst: map[string]bool{class: true}, live: map[string]bool{}, as: class, creating: true}
	chain, _ := p.Supers(class)
	for _, c := range chain {
		sub.markLive(c.Name, 0)
	}
	sub.visit(m, nil)
	for {
		sub.drain()
		if !sub.grew {
			break
		}
		sub.grew = false
		for _, v := range sub.virtual {
			sub.dispatch(v.m, v.c)
		}
	}
	var out []collected
	for _, sm := range SortedKeys(sub.out) {
		for _, c := range p.collectedObjects(sm) {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	p.createdCollected[class] = out
	return out
}

// collected is an app object a method puts into a collection: its class,
// and the collection's field (heldKey) when the collection was read from
// an instance field just before ("" otherwise: a local or a static).
type collected struct {
	class, field string
}

// collectedObjects returns the concrete app classes of the objects m makes
// (or reads from a stateless lambda's INSTANCE) and puts into a
// collection — Map.put / putIfAbsent, Collection.add — with the field the
// collection was read from, or stores into an instance field, with that
// field.
func (p *Program) collectedObjects(m *dex.Method) []collected {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return nil
	}
	file := m.Class.File
	made := map[uint32]string{}
	held := map[uint32]string{} // register -> the instance field (heldKey) it was read from
	var out []collected
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpNewInstance:
			if t, err := file.Type(in.Index); err == nil {
				if c := p.Classes[t]; c != nil && c.AccessFlags&(dex.AccInterface|dex.AccAbstract) == 0 {
					made[in.A] = t
					delete(held, in.A)
					return true
				}
			}
		case in.Op == dex.OpSget+2: // sget-object
			if f, err := file.Field(in.Index); err == nil && f.Name == "INSTANCE" && f.Type == f.Class && p.Classes[f.Class] != nil {
				made[in.A] = f.Class
				delete(held, in.A)
				return true
			}
		case in.Op == dex.OpIget+2: // iget-object: a collection kept in a field
			if f, err := file.Field(in.Index); err == nil {
				delete(made, in.A)
				held[in.A] = heldKey(f)
				return true
			}
		case in.Op == dex.OpIput+2: // iput-object: an object kept in a field
			// (onCreate's `tools = new TankTools(…)`): made for the
			// request path once a reached method reads that field.
			if t, ok := made[in.A]; ok {
				if f, err := file.Field(in.Index); err == nil {
					if c := (collected{t, heldKey(f)}); !slices.Contains(out, c) {
						out = append(out, c)
					}
				}
			}
			return true
		case in.IsInvoke():
			ref, err := file.Method(in.Index)
			if err == nil && collectsArg(ref) && len(in.Args) > 1 {
				for _, a := range in.Args[1:] {
					t, ok := made[uint32(a)]
					c := collected{t, held[uint32(in.Args[0])]}
					if ok && !slices.Contains(out, c) {
						out = append(out, c)
					}
				}
			}
			if err == nil && !IsPlatform(ref.Class) {
				// Handed to an app method that keeps it in a field or a
				// collection field (bus.subscribe(tools) adding to its
				// observers): kept in that field.
				var kept map[int]string
				for j, a := range in.Args {
					t, ok := made[uint32(a)]
					if !ok {
						continue
					}
					if kept == nil {
						kept = p.keptParams(p.Lookup(ref.Class, ref.NameProto()))
					}
					if f, ok := kept[j]; ok {
						if c := (collected{t, f}); !slices.Contains(out, c) {
							out = append(out, c)
						}
					}
				}
			}
		}
		dropWritten(in, made)
		dropWritten(in, held)
		return true
	})
	return out
}

// keptParams returns, for m's argument slots (an invoke's argument
// registers, the receiver's included), the field (heldKey) m keeps the
// argument in: stored into an instance field of m's, added to a
// collection m reads from one, or handed to an app method that keeps it.
// Memoized (a method asked while being read keeps nothing); nil for a
// method without code.
func (p *Program) keptParams(m *dex.Method) map[int]string {
	if m == nil {
		return nil
	}
	if k, ok := p.kept[m]; ok {
		return k
	}
	if p.kept == nil {
		p.kept = map[*dex.Method]map[int]string{}
	}
	p.kept[m] = nil
	code, err := m.Code()
	if err != nil || code == nil || code.Ins > code.Registers {
		return nil
	}
	first := uint32(code.Registers - code.Ins)
	slot := map[uint32]int{} // register -> the argument slot it still holds
	for j := uint32(0); j < uint32(code.Ins); j++ {
		slot[first+j] = int(j)
	}
	held := map[uint32]string{}
	var out map[int]string
	keep := func(reg uint32, f string) {
		if j, ok := slot[reg]; ok {
			if out == nil {
				out = map[int]string{}
			}
			out[j] = f
		}
	}
	file := m.Class.File
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpIput+2: // iput-object
			if f, err := file.Field(in.Index); err == nil {
				keep(in.A, heldKey(f))
			}
		case in.Op == dex.OpIget+2: // iget-object: a collection kept in a field
			if f, err := file.Field(in.Index); err == nil {
				delete(slot, in.A)
				held[in.A] = heldKey(f)
				return true
			}
		case in.IsInvoke():
			ref, err := file.Method(in.Index)
			if err == nil && collectsArg(ref) && len(in.Args) > 1 {
				if f, ok := held[uint32(in.Args[0])]; ok {
					for _, a := range in.Args[1:] {
						keep(uint32(a), f)
					}
				}
			}
			if err == nil && !IsPlatform(ref.Class) {
				// Handed on to an app method that keeps it (subscribe(o)
				// calling subscribe(o, 0)): kept where that one keeps it.
				var callee map[int]string
				for j, a := range in.Args {
					if _, ok := slot[uint32(a)]; !ok {
						continue
					}
					if callee == nil {
						callee = p.keptParams(p.Lookup(ref.Class, ref.NameProto()))
					}
					if f, ok := callee[j]; ok {
						keep(uint32(a), f)
					}
				}
			}
		}
		dropWritten(in, slot)
		dropWritten(in, held)
		return true
	})
	p.kept[m] = out
	return out
}

// collectsArg reports whether ref keeps its arguments in the collection it
// is called on: Map.put / putIfAbsent, Collection.add.
func collectsArg(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "put", "putIfAbsent":
		return len(ref.Params) == 2 && (strings.HasSuffix(ref.Class, "Map;"))
	case "add", "addIfAbsent":
		return len(ref.Params) == 1 && (collectionClass(ref.Class) || strings.HasSuffix(ref.Class, "List;") || strings.HasSuffix(ref.Class, "Set;"))
	}
	return false
}

// heldKey names a field by its name and type: a subclass reads the field
// its base class's constructor stored under its own class name (javac
// names the qualifying type).
func heldKey(f *dex.FieldRef) string { return f.Name + ":" + f.Type }

// ctorOf reports whether method index idx of file is a constructor of
// class.
func (r *reacher) ctorOf(file *dex.File, idx uint32, class string) bool {
	ref, err := file.Method(idx)
	return err == nil && ref.Name == "<init>" && ref.Class == class
}

// pendingField records that the component's field k (Class->name) holds
// an object of class once its constructor ran.
func (r *reacher) pendingField(k, class string) {
	if r.held == nil {
		r.held = map[string][]string{}
	}
	if !slices.Contains(r.held[k], class) {
		r.held[k] = append(r.held[k], class)
	}
}

// readHeld instantiates the classes the constructor-made fields m reads
// hold.
func (r *reacher) readHeld(m *dex.Method, insns []uint16) {
	if len(r.held) == 0 {
		return
	}
	_ = dex.ScanFieldReads(insns, func(_ uint32, op byte, index uint32) {
		if op != dex.OpIget+2 { // iget-object
			return
		}
		f, err := m.Class.File.Field(index)
		if err != nil {
			return
		}
		k := heldKey(f)
		if cs, ok := r.held[k]; ok {
			delete(r.held, k)
			for _, t := range cs {
				r.instantiateConcrete(t)
				if r.fromSetup[t] {
					r.setupGraph(t)
				}
			}
		}
	})
}

// setupGraph instantiates the app objects the constructors of class (and
// of its program superclasses) make — a tool set's handler lambdas, the
// subscribers it registers on a bus — and, in turn, theirs: an object
// onCreate made and kept came with them, however deep, since those
// constructors ran. Each class is followed once (r.inst), so the walk
// ends without a depth bound.
func (r *reacher) setupGraph(class string) {
	chain, _ := r.p.Supers(class)
	appConstructors(chain, func(c *dex.Class, insns []uint16) {
		_ = dex.Walk(insns, func(in *dex.Insn) bool {
			var t string
			switch in.Op {
			case dex.OpNewInstance:
				t, _ = c.File.Type(in.Index)
			case dex.OpSget + 2: // sget-object of a stateless lambda's INSTANCE
				if f, err := c.File.Field(in.Index); err == nil && f.Name == "INSTANCE" && f.Type == f.Class {
					t = f.Class
				}
			}
			if t != "" && t != class && !IsPlatform(t) && !r.inst[t] && r.instantiateConcrete(t) {
				r.setupGraph(t)
			}
			return true
		})
	})
}

// reflectiveNew reports whether ref makes an object of a class given at
// run time: Class.newInstance, Constructor.newInstance.
func reflectiveNew(ref *dex.MethodRef) bool {
	return ref.Name == "newInstance" && (ref.Class == "Ljava/lang/Class;" || ref.Class == "Ljava/lang/reflect/Constructor;")
}

// serviceLoad reports whether ref is ServiceLoader.load or loadInstalled,
// which makes objects of the classes META-INF/services names for the
// service type.
func serviceLoad(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/util/ServiceLoader;" && strings.HasPrefix(ref.Name, "load")
}

// reflective instantiates the classes a reflective creation c in m may
// make, which no constructor call names: for ServiceLoader.load, the
// concrete program subtypes of the service types m names as class
// constants (META-INF/services lists some of them); for newInstance, the
// concrete program classes m names as class constants (Foo.class) or that
// m's class, or a class whose static fields m reads (a registry object),
// names in its string constants (a table of names for Class.forName). A newInstance of a class named nowhere the analysis
// looks is a limit (LimitReflection): calls on that object reach only the
// classes made elsewhere.
func (r *reacher) reflective(m *dex.Method, c *Call) {
	found := false
	for _, t := range r.p.constClasses(m) {
		if serviceLoad(c.Ref) {
			for _, s := range append([]string{t}, r.p.Subtypes(t)...) {
				found = r.instantiateConcrete(s) || found
			}
			continue
		}
		found = r.instantiateConcrete(t) || found
	}
	if serviceLoad(c.Ref) {
		return // a service type not in the program: its providers are not either
	}
	for _, c := range r.p.nameHolders(m) {
		for _, t := range r.p.namedClasses(c) {
			found = r.instantiateConcrete(t) || found
		}
	}
	if !found {
		r.p.limit(Limit{Kind: LimitReflection, Method: m, Call: c})
	}
}

// invokeReflective follows a Method.invoke in m to the methods it may run
// (reflectinvoke.go); for one component's reach, a call on its own object
// runs its class's methods, not a sibling subclass's.
func (r *reacher) invokeReflective(m *dex.Method, c *Call) {
	ts, why := r.p.reflectiveTargetsWhy(m, c)
	if why != "" {
		r.p.limit(Limit{Kind: LimitReflectiveCall, Method: m, Call: c, Detail: why})
		return
	}
	own := r.as != "" && r.p.IsSubclass(r.as, m.Class.Name)
	for _, t := range ts {
		if own && r.p.IsSubclass(t.Class.Name, m.Class.Name) && !r.p.IsSubclass(r.as, t.Class.Name) {
			continue
		}
		r.visit(t, &Caller{Method: m, Call: c})
	}
}

// instantiateConcrete instantiates class when it is a concrete program
// class, and reports whether it is.
func (r *reacher) instantiateConcrete(class string) bool {
	c := r.p.Classes[class]
	if c == nil || c.AccessFlags&(dex.AccInterface|dex.AccAbstract) != 0 {
		return false
	}
	r.instantiate(class)
	return true
}

// constClasses returns the program types m loads as class constants.
func (p *Program) constClasses(m *dex.Method) []string {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return nil
	}
	var out []string
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if in.Op == dex.OpConstClass {
			if t, err := m.Class.File.Type(in.Index); err == nil && p.Classes[t] != nil && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
		return true
	})
	return out
}

// nameHolders returns the classes whose strings may name the class m
// makes by reflection: m's own, those whose static fields m reads (a
// registry object or a table of names kept elsewhere), and those of m's
// callers (a loader given its class names: `load(id, "a.b.Plugin")`), at
// most maxNameCallers of them.
func (p *Program) nameHolders(m *dex.Method) []*dex.Class {
	out := []*dex.Class{m.Class}
	if callers := p.Callers(m); len(callers) <= maxNameCallers {
		for _, c := range callers {
			if !slices.Contains(out, c.Method.Class) {
				out = append(out, c.Method.Class)
			}
		}
	}
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return out
	}
	_ = dex.ScanStaticReads(insns, func(_ uint32, _ byte, index uint32) {
		f, err := m.Class.File.Field(index)
		if err != nil {
			return
		}
		if c := p.Classes[f.Class]; c != nil && !slices.Contains(out, c) {
			out = append(out, c)
		}
	})
	return out
}

// maxNameCallers bounds the callers whose classes' strings may name what
// a reflective loader makes.
const maxNameCallers = 8

// namedClasses returns the program classes class c names in string
// constants of its methods, as Class.forName takes them ("a.b.C",
// "a.b.C$D"), once per class.
func (p *Program) namedClasses(c *dex.Class) []string {
	if out, ok := p.forNames[c.Name]; ok {
		return out
	}
	var out []string
	for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
		for _, m := range ms {
			insns, err := m.Insns()
			if err != nil || insns == nil {
				continue
			}
			_ = dex.Walk(insns, func(in *dex.Insn) bool {
				if in.Op != dex.OpConstString && in.Op != dex.OpConstStringJumbo {
					return true
				}
				s, err := c.File.String(in.Index)
				if err != nil || !strings.Contains(s, ".") || strings.ContainsAny(s, "/; ") {
					return true
				}
				if t := "L" + strings.ReplaceAll(s, ".", "/") + ";"; p.Classes[t] != nil && !slices.Contains(out, t) {
					out = append(out, t)
				}
				return true
			})
		}
	}
	if p.forNames == nil {
		p.forNames = map[string][]string{}
	}
	p.forNames[c.Name] = out
	return out
}

// superInit reports whether a constructor call is m chaining to its own
// class's or its superclass's constructor: no new object.
func superInit(m *dex.Method, class string) bool {
	return m.Ref.Name == "<init>" && (class == m.Class.Name || class == m.Class.Super)
}

func (r *reacher) clinit(class string, via *Caller) {
	if c := r.p.Classes[class]; c != nil {
		for _, m := range c.Direct {
			if m.Ref.Name == "<clinit>" {
				r.visit(m, via)
			}
		}
	}
}

// dispatch visits the live targets of a virtual call.
func (r *reacher) dispatch(m *dex.Method, c *Call) {
	if c.Ref.Class == "Lkotlin/coroutines/Continuation;" && c.Ref.Name == "resumeWith" {
		// Resuming a suspended coroutine (cont.resume(x) in a callback
		// inside suspendCoroutine / suspendCancellableCoroutine) hands it
		// back to its dispatcher: its code runs there, not here, and is
		// reached where the coroutine is started. Every state machine of
		// the app implements Continuation; none of them is a call made
		// here.
		return
	}
	if ts, ok := r.p.placedFunctionTargets(m, c); ok {
		// A function value its origins place (the work a pool runs
		// calls the task its submitter captured): those lambdas, not
		// every live one — the wrapper the pool runs is itself a live
		// Runnable, and a Function0 made elsewhere is no more this one.
		// Of those, the ones this path made when it made some: a base
		// class's helper given each provider's own lambda runs this
		// component's.
		var live []*dex.Method
		for _, t := range ts {
			if r.live[t.Class.Name] {
				live = append(live, t)
			}
		}
		if len(live) > 0 {
			ts = live
		}
		for _, t := range ts {
			r.visit(t, &Caller{Method: m, Call: c})
		}
		return
	}
	targets := r.p.Targets(c)
	if r.p.truncated[c.Ref] {
		r.p.limit(Limit{Kind: LimitTargets, Method: m, Call: c})
	}
	via := &Caller{Method: m, Call: c}
	any := false
	if r.as != "" && r.p.IsSubclass(r.as, c.Ref.Class) {
		// A call that may be on the component's own object: of the
		// methods of its supertypes, only the one it resolves to runs on
		// it (a base class's session check, overridden, does not).
		if t := r.p.Lookup(r.as, c.Ref.NameProto()); t != nil && slices.Contains(targets, t) {
			for _, o := range targets {
				if o == t || r.otherInstSub(o, t) {
					r.visit(o, via)
				}
			}
			return
		}
	}
	// An abstract method (no code) of a live class runs nothing: it does
	// not stand for the overrides in classes not yet seen made (an
	// abstract base provider's call() dispatching to its subclass).
	for _, t := range targets {
		if r.live[t.Class.Name] {
			r.visit(t, via)
			any = any || t.HasCode()
		}
	}
	if any {
		return
	}
	global := r.p.instantiatedAnywhere()
	for _, t := range targets {
		if r.p.liveAnywhere(t.Class.Name, global) {
			r.visit(t, via)
			any = any || t.HasCode()
		}
	}
	if any {
		return
	}
	for _, t := range targets {
		r.visit(t, via)
	}
}

// otherInstSub reports whether target o is what some instantiated class
// other than the component's resolves the call to (skip is the
// component's own resolution).
func (r *reacher) otherInstSub(o, skip *dex.Method) bool {
	if o == skip {
		return false
	}
	for cls := range r.inst {
		if cls != r.as && r.p.Lookup(cls, o.Ref.NameProto()) == o {
			return true
		}
	}
	return false
}

// instantiate records that objects of class exist, and reaches the
// methods the framework may call on them.
func (r *reacher) instantiate(class string) {
	if r.inst[class] || r.p.Classes[class] == nil {
		return
	}
	r.inst[class] = true
	r.grew = true
	chain, _ := r.p.Supers(class)
	for _, c := range chain {
		r.markLive(c.Name, 0)
	}
	for _, m := range r.p.callbacks(class) {
		r.visit(m, nil)
	}
}

func (r *reacher) markLive(class string, depth int) {
	if r.live[class] || depth > maxHierarchyDepth {
		return
	}
	r.live[class] = true
	if c := r.p.Classes[class]; c != nil {
		for _, i := range c.Interfaces {
			r.markLive(i, depth+1)
		}
	}
}

// callbacks returns the methods of class (declared or inherited in the
// program) that the framework may call: when the class has a supertype
// outside the program other than java.lang.Object, every method no
// program interface introduced (the framework type may declare it);
// otherwise Object's own toString, equals and hashCode.
func (p *Program) callbacks(class string) []*dex.Method {
	chain, external := p.Supers(class)
	framework := external != "" && external != "Ljava/lang/Object;"
	introduced := map[string]bool{} // declared by a program interface
	var ifaces []string
	for _, c := range chain {
		ifaces = append(ifaces, c.Interfaces...)
	}
	seen := map[string]bool{}
	for len(ifaces) > 0 {
		i := ifaces[0]
		ifaces = ifaces[1:]
		if seen[i] || len(seen) > 4*maxTargets {
			continue
		}
		seen[i] = true
		ic := p.Classes[i]
		if ic == nil || IsPlatform(i) || knownLibrary(i) {
			// A framework interface, or one of a library the APK bundles
			// that the analysis reads by name (AndroidX, D8's j$, Guava,
			// RxJava): the library calls its methods, as the platform
			// calls a framework interface's.
			framework = true
			continue
		}
		for _, m := range ic.Virtual {
			introduced[m.Ref.NameProto()] = true
		}
		ifaces = append(ifaces, ic.Interfaces...)
	}
	var out []*dex.Method
	done := map[string]bool{}
	for _, c := range chain {
		for _, m := range c.Virtual {
			np := m.Ref.NameProto()
			if done[np] || !m.HasCode() {
				continue
			}
			done[np] = true
			switch {
			case m.Ref.Name == "toString" || m.Ref.Name == "equals" || m.Ref.Name == "hashCode":
				out = append(out, m)
			case framework && !introduced[np]:
				out = append(out, m)
			}
		}
	}
	return out
}

// instantiatedAnywhere returns the classes some method of the program
// constructs (a constructor call that is not a chained super call).
func (p *Program) instantiatedAnywhere() map[string]bool {
	if p.globalInst != nil {
		return p.globalInst
	}
	p.globalInst = map[string]bool{}
	for _, c := range p.Order {
		for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
			for _, m := range ms {
				if memoizingProvider(m.Ref) {
					continue // taken for what it wraps: its object is never made
				}
				for _, call := range p.Calls(m) {
					if call.Ref.Name == "<init>" && !superInit(m, call.Ref.Class) {
						p.globalInst[call.Ref.Class] = true
					}
				}
			}
		}
	}
	return p.globalInst
}

// liveAnywhere reports whether class or a subtype of it is constructed
// somewhere in the program.
func (p *Program) liveAnywhere(class string, global map[string]bool) bool {
	if global[class] {
		return true
	}
	for _, s := range p.Subtypes(class) {
		if global[s] {
			return true
		}
	}
	return false
}

// lazyInitializers returns the program classes passed as the initializer
// of kotlin.LazyKt.lazy anywhere in the program (the lambda classes of
// `by lazy { ... }`), found by analyzing the methods that call it.
func (p *Program) lazyInitializers() []string {
	if p.lazyClasses != nil {
		return p.lazyClasses
	}
	p.lazyClasses = []string{}
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			var sites []*Call
			calls := p.Calls(m)
			for i := range calls {
				if strings.HasPrefix(calls[i].Ref.Class, "Lkotlin/LazyKt") && strings.HasPrefix(calls[i].Ref.Name, "lazy") {
					sites = append(sites, &calls[i])
				}
			}
			if len(sites) == 0 {
				continue
			}
			a, err := p.Analyze(m)
			if err != nil || a == nil {
				continue
			}
			byAddr := CallsByAddr(calls)
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				c := byAddr[in.Addr]
				if c == nil || !isLazyCall(c.Ref) {
					return
				}
				for _, cls := range lazyArgClasses(st, in, c.Ref) {
					if p.Classes[cls] != nil && !slices.Contains(p.lazyClasses, cls) {
						p.lazyClasses = append(p.lazyClasses, cls)
					}
				}
			})
		}
	}
	return p.lazyClasses
}

// LambdaMethods returns the program methods a call site of file binds (the
// implementation method of a LambdaMetafactory lambda).
func (p *Program) LambdaMethods(file *dex.File, index uint32) []*dex.Method {
	cs, err := file.CallSite(index)
	if err != nil {
		return nil
	}
	var out []*dex.Method
	for _, h := range cs.Handles {
		if m := p.Lookup(h.Class, h.NameProto()); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// dropWritten forgets the registers in facts that in overwrites.
func dropWritten[V any](in *dex.Insn, facts map[uint32]V) {
	for reg := range facts {
		if in.WritesReg(reg) {
			delete(facts, reg)
		}
	}
}

// appConstructors runs fn on the code of every constructor of the app
// classes in chain (a class and its superclasses).
func appConstructors(chain []*dex.Class, fn func(c *dex.Class, insns []uint16)) {
	for _, c := range chain {
		if c == nil || IsPlatform(c.Name) {
			continue
		}
		for _, m := range c.Direct {
			if m.Ref.Name != "<init>" {
				continue
			}
			if insns, err := m.Insns(); err == nil && insns != nil {
				fn(c, insns)
			}
		}
	}
}
