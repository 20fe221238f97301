package program

import (
	"fmt"
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
	methods    map[string]*dex.Method
	calls      map[*dex.Method][]Call
	callers    map[*dex.Method][]Caller
	analyses   map[*dex.Method]*Analysis
	statics    map[string]flow.Value
	lookups    map[string]*dex.Method
	piSites    []*PISite
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
		methods:    map[string]*dex.Method{},
		calls:      map[*dex.Method][]Call{},
		callers:    map[*dex.Method][]Caller{},
		analyses:   map[*dex.Method]*Analysis{},
		statics:    map[string]flow.Value{},
		lookups:    map[string]*dex.Method{},
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

func key(class, nameProto string) string { return class + "->" + nameProto }

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
	seen := map[*dex.MethodRef]int{}
	err = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if !in.IsInvoke() {
			return true
		}
		ref, rerr := m.Class.File.Method(in.Index)
		if rerr != nil {
			err = rerr
			return false
		}
		calls = append(calls, Call{Addr: in.Addr, Op: in.Op, Ref: ref, Ordinal: seen[ref]})
		seen[ref]++
		return true
	})
	if err != nil {
		return fmt.Errorf("%s: %s: %w", m.Class.File.Name, m, err)
	}
	for i := range calls {
		c := &calls[i]
		c.Targets = p.Resolve(c.Op, c.Ref)
		for _, t := range c.Targets {
			p.callers[t] = append(p.callers[t], Caller{Method: m, Call: c})
		}
	}
	p.calls[m] = calls
	return nil
}

// Calls returns m's invoke instructions in address order.
func (p *Program) Calls(m *dex.Method) []Call { return p.calls[m] }

// Callers returns the call sites that may reach m.
func (p *Program) Callers(m *dex.Method) []Caller { return p.callers[m] }

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
	np := ref.NameProto()
	switch op {
	case dex.OpInvokeVirtual, dex.OpInvokeInterface, dex.OpInvokeVirtualR, dex.OpInvokeInterfaceR:
	default: // static, direct, super: the one method the chain gives
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
		calls := p.calls[m]
		for i := range calls {
			c := &calls[i]
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
