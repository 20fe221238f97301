package program

import (
	"fmt"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/dex"
	"github.com/clawseed/cetpaudit/dex/flow"
)

// Program is every class of an APK's dex files.
type Program struct {
	Files   []*dex.File
	Classes map[string]*dex.Class
	// Order lists classes in load order (file, then class_defs).
	Order []*dex.Class

	subclasses map[string][]string // direct subclasses and implementers
	methods    map[mkey]*dex.Method
	// calls holds each method's invokes; their Targets are resolved on
	// first use (resolved), since most of a large app is never asked about.
	calls    map[*dex.Method][]Call
	resolved map[*dex.Method]bool
	resolves map[resolveKey][]*dex.Method
	// byNameProto indexes call sites by callee name and proto, built on
	// the first Callers query; callers caches the answers.
	byNameProto map[string][]refCallers
	callers     map[*dex.Method][]Caller
	analyses    map[*dex.Method]*Analysis
	statics     map[string]flow.Value
	lookups     map[mkey]*dex.Method
	piSites     []*PISite

	summaries    map[*dex.Method]summary
	summaryDepth int
}

// Call is one invoke instruction of a method.
type Call struct {
	Addr    uint32
	Op      byte
	Ref     *dex.MethodRef
	Ordinal int           // among calls to the same callee in the method
	Targets []*dex.Method // resolved in the program; empty when it leaves the APK
}

// Caller is a call site that may reach a method.
type Caller struct {
	Method *dex.Method
	Call   *Call
}

// Limits that keep hostile or huge programs bounded.
const (
	maxHierarchyDepth = 64  // superclass chains (cycles are malformed)
	maxTargets        = 128 // virtual call targets kept per call site
)

// Load builds the program from parsed dex files in load order
// (classes.dex, classes2.dex, ...). A malformed class is an error.
func Load(files []*dex.File) (*Program, error) {
	p := &Program{
		Files:      files,
		Classes:    map[string]*dex.Class{},
		subclasses: map[string][]string{},
		methods:    map[mkey]*dex.Method{},
		calls:      map[*dex.Method][]Call{},
		resolved:   map[*dex.Method]bool{},
		resolves:   map[resolveKey][]*dex.Method{},
		callers:    map[*dex.Method][]Caller{},
		analyses:   map[*dex.Method]*Analysis{},
		statics:    map[string]flow.Value{},
		lookups:    map[mkey]*dex.Method{},
		summaries:  map[*dex.Method]summary{},
	}
	for _, f := range files {
		for i := 0; i < f.NumClasses(); i++ {
			c, err := f.Class(i)
			if err != nil {
				return nil, err
			}
			if p.Classes[c.Name] != nil {
				continue // the runtime loads the first definition
			}
			p.Classes[c.Name] = c
			p.Order = append(p.Order, c)
		}
	}
	for _, c := range p.Order {
		if c.Super != "" {
			p.subclasses[c.Super] = append(p.subclasses[c.Super], c.Name)
		}
		for _, i := range c.Interfaces {
			p.subclasses[i] = append(p.subclasses[i], c.Name)
		}
		for _, m := range c.Methods() {
			p.methods[key(c.Name, m.Ref.NameProto())] = m
		}
		if err := p.loadStatics(c); err != nil {
			return nil, err
		}
	}
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			if err := p.indexCalls(m); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// mkey names a method of a class: the class descriptor and name+proto.
type mkey struct{ class, nameProto string }

func key(class, nameProto string) mkey { return mkey{class, nameProto} }

// resolveKey caches Resolve: virtual dispatch or not, and the callee.
type resolveKey struct {
	virtual bool
	ref     *dex.MethodRef
}

// loadStatics records the initial values of static final primitive and
// String fields: what javac and kotlinc inline, and what R8 leaves.
func (p *Program) loadStatics(c *dex.Class) error {
	if len(c.StaticFields) == 0 {
		return nil
	}
	vals, err := c.StaticValues()
	if err != nil {
		return err
	}
	for i, fd := range c.StaticFields {
		if fd.AccessFlags&dex.AccFinal == 0 {
			continue
		}
		v := vals[i]
		switch {
		case v.IsIntegral():
			p.statics[fd.Ref.String()] = flow.One(flow.Alt{Kind: flow.Const, Int: v.Int})
		case v.Kind == dex.ValString:
			p.statics[fd.Ref.String()] = flow.One(flow.Alt{Kind: flow.Str, Str: v.Str})
		}
	}
	return nil
}

func (p *Program) indexCalls(m *dex.Method) error {
	code, err := m.Code()
	if err != nil || code == nil {
		return err
	}
	var calls []Call
	var seen map[*dex.MethodRef]int
	err = dex.ScanInvokes(code.Insns, func(addr uint32, op byte, index uint32) {
		if err != nil {
			return
		}
		ref, rerr := m.Class.File.Method(index)
		if rerr != nil {
			err = rerr
			return
		}
		if seen == nil {
			seen = map[*dex.MethodRef]int{}
		}
		calls = append(calls, Call{Addr: addr, Op: op, Ref: ref, Ordinal: seen[ref]})
		seen[ref]++
	})
	if err != nil {
		return fmt.Errorf("%s: %s: %w", m.Class.File.Name, m, err)
	}
	if len(calls) > 0 {
		p.calls[m] = calls
	}
	return nil
}

// Calls returns m's invoke instructions in address order, with their
// targets resolved.
func (p *Program) Calls(m *dex.Method) []Call {
	calls := p.calls[m]
	if !p.resolved[m] {
		p.resolved[m] = true
		for i := range calls {
			calls[i].Targets = p.Resolve(calls[i].Op, calls[i].Ref)
		}
	}
	return calls
}

// Callers returns the call sites that may reach m.
func (p *Program) Callers(m *dex.Method) []Caller {
	if cs, ok := p.callers[m]; ok {
		return cs
	}
	if p.byNameProto == nil {
		// Index the methods calling each callee reference, then the
		// references by name and proto: far fewer entries than calls.
		byRef := map[*dex.MethodRef][]*dex.Method{}
		for _, c := range p.Order {
			for _, caller := range c.Methods() {
				for _, call := range p.calls[caller] {
					ms := byRef[call.Ref]
					if len(ms) == 0 || ms[len(ms)-1] != caller {
						byRef[call.Ref] = append(ms, caller)
					}
				}
			}
		}
		p.byNameProto = map[string][]refCallers{}
		for ref, ms := range byRef {
			np := ref.NameProto()
			p.byNameProto[np] = append(p.byNameProto[np], refCallers{ref, ms})
		}
	}
	var out []Caller
	for _, rc := range p.byNameProto[m.Ref.NameProto()] {
		for _, caller := range rc.methods {
			calls := p.Calls(caller)
			for i := range calls {
				if calls[i].Ref != rc.ref {
					continue
				}
				for _, t := range calls[i].Targets {
					if t == m {
						out = append(out, Caller{Method: caller, Call: &calls[i]})
						break
					}
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Method != out[j].Method {
			return out[i].Method.String() < out[j].Method.String()
		}
		return out[i].Call.Addr < out[j].Call.Addr
	})
	p.callers[m] = out
	return out
}

// refCallers are the methods that call one callee reference.
type refCallers struct {
	ref     *dex.MethodRef
	methods []*dex.Method
}

// Method returns the method a class declares, or nil.
func (p *Program) Method(class, nameProto string) *dex.Method {
	return p.methods[key(class, nameProto)]
}

// Lookup finds the method a call on class would run: declared by class or
// inherited from a superclass in the program. nil when it is not in the APK.
func (p *Program) Lookup(class, nameProto string) *dex.Method {
	k := key(class, nameProto)
	if m, ok := p.lookups[k]; ok {
		return m
	}
	var found *dex.Method
	for depth := 0; depth < maxHierarchyDepth && class != ""; depth++ {
		if m := p.methods[key(class, nameProto)]; m != nil {
			found = m
			break
		}
		c := p.Classes[class]
		if c == nil {
			break
		}
		class = c.Super
	}
	p.lookups[k] = found
	return found
}

// Supers returns class's superclass chain within the program and the first
// superclass outside it ("" at java.lang.Object).
func (p *Program) Supers(class string) (chain []*dex.Class, external string) {
	seen := map[string]bool{}
	for depth := 0; depth < maxHierarchyDepth; depth++ {
		c := p.Classes[class]
		if c == nil || seen[class] {
			return chain, class
		}
		seen[class] = true
		chain = append(chain, c)
		if c.Super == "" {
			return chain, ""
		}
		class = c.Super
	}
	return chain, ""
}

// IsSubclass reports whether class is sub or extends or implements super,
// following the program and the framework types it names.
func (p *Program) IsSubclass(class, super string) bool {
	seen := map[string]bool{}
	var walk func(string, int) bool
	walk = func(c string, depth int) bool {
		if c == super {
			return true
		}
		if depth > maxHierarchyDepth || seen[c] {
			return false
		}
		seen[c] = true
		cl := p.Classes[c]
		if cl == nil {
			return false
		}
		if cl.Super != "" && walk(cl.Super, depth+1) {
			return true
		}
		for _, i := range cl.Interfaces {
			if walk(i, depth+1) {
				return true
			}
		}
		return false
	}
	return walk(class, 0)
}

// Subtypes returns every class in the program below class (subclasses and
// implementers, transitively), bounded.
func (p *Program) Subtypes(class string) []string {
	var out []string
	seen := map[string]bool{class: true}
	queue := []string{class}
	for len(queue) > 0 && len(out) < 4*maxTargets {
		c := queue[0]
		queue = queue[1:]
		for _, s := range p.subclasses[c] {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
				queue = append(queue, s)
			}
		}
	}
	return out
}

// Resolve returns the program methods an invoke may run.
func (p *Program) Resolve(op byte, ref *dex.MethodRef) []*dex.Method {
	virtual := false
	switch op {
	case dex.OpInvokeVirtual, dex.OpInvokeInterface, dex.OpInvokeVirtualR, dex.OpInvokeInterfaceR:
		virtual = true
	}
	k := resolveKey{virtual, ref}
	if out, ok := p.resolves[k]; ok {
		return out
	}
	out := p.resolve(virtual, ref)
	p.resolves[k] = out
	return out
}

func (p *Program) resolve(virtual bool, ref *dex.MethodRef) []*dex.Method {
	np := ref.NameProto()
	if !virtual { // static, direct, super: the one method the chain gives
		if m := p.Lookup(ref.Class, np); m != nil {
			return []*dex.Method{m}
		}
		return nil
	}
	if strings.HasPrefix(ref.Name, "<") {
		return nil
	}
	var out []*dex.Method
	add := func(m *dex.Method) {
		if m == nil || m.Static() || len(out) >= maxTargets {
			return
		}
		for _, x := range out {
			if x == m {
				return
			}
		}
		out = append(out, m)
	}
	add(p.Lookup(ref.Class, np))
	for _, s := range p.Subtypes(ref.Class) {
		c := p.Classes[s]
		if c == nil || c.AccessFlags&(dex.AccInterface|dex.AccAbstract) != 0 && p.Method(s, np) == nil {
			continue
		}
		add(p.Lookup(s, np))
	}
	return out
}

// Reachable returns the methods reachable from roots through resolved
// calls, and for each the call it was first reached by (nil for roots).
// Classes instantiated in reachable code contribute their virtual methods:
// callbacks such as Runnable.run are invoked by the framework.
func (p *Program) Reachable(roots []*dex.Method) map[*dex.Method]*Caller {
	return p.reachable(roots, 0)
}

// ReachableNarrow is Reachable without following virtual and interface
// calls that may run more than maxFanout methods: where class hierarchy
// analysis cannot tell the callee, a rule that reports what the callee does
// would be guessing.
func (p *Program) ReachableNarrow(roots []*dex.Method, maxFanout int) map[*dex.Method]*Caller {
	return p.reachable(roots, maxFanout)
}

func (p *Program) reachable(roots []*dex.Method, maxFanout int) map[*dex.Method]*Caller {
	out := map[*dex.Method]*Caller{}
	var queue []*dex.Method
	visit := func(m *dex.Method, via *Caller) {
		if _, ok := out[m]; ok || m == nil {
			return
		}
		out[m] = via
		queue = append(queue, m)
	}
	for _, r := range roots {
		visit(r, nil)
	}
	instantiated := map[string]bool{}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		calls := p.Calls(m)
		for i := range calls {
			c := &calls[i]
			if maxFanout > 0 && len(c.Targets) > maxFanout {
				continue
			}
			for _, t := range c.Targets {
				visit(t, &Caller{Method: m, Call: c})
			}
			if c.Ref.Name == "<init>" && !instantiated[c.Ref.Class] {
				instantiated[c.Ref.Class] = true
				if cl := p.Classes[c.Ref.Class]; cl != nil {
					for _, v := range cl.Virtual {
						visit(v, &Caller{Method: m, Call: c})
					}
				}
			}
		}
	}
	return out
}
