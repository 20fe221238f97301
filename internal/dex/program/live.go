package program

import (
	"cmp"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Summaries are shared by every rule, whatever code it starts from, so the
// targets whose summaries a virtual call merges cannot come from one
// rule's reachability walk, and a walk of the whole app from every
// component costs as much as the rest of the audit. Liveness is instead
// decided from where objects are made: a class is dead when every method
// that constructs it is a static or private method that cannot run (an
// implementation made only in an unused helper, such as `SourceImpl3`
// made in `Cases.unused()`, or `SourceImpl4` made in a helper that only
// the unused `Cases.unusedToo()` calls); it is live when some constructing
// method may run, or when no app code constructs it at all (made by
// reflection or by the framework). A static or private helper may run when
// a method that may run calls it, directly or through other such helpers:
// a fixpoint over the calls between helpers, gathered in the same pass as
// the constructions. Constructors, virtual methods and LambdaMetafactory
// targets always count as run, whether or not anything reaches them. A
// dead class's methods neither feed a caller's analysis through a summary
// nor count toward the budget of targets merged.

// liveTargets returns the targets of a call whose summaries are merged:
// the possible targets but those of dead classes, or every target when
// all are dead.
func (p *Program) liveTargets(c *Call) []*dex.Method {
	targets := p.Targets(c)
	if len(targets) < 2 || len(p.deadClasses()) == 0 {
		// A library interface's method the app implements
		// (javax.inject.Provider.get) is filtered too: its app targets'
		// summaries are merged the same way (libraryDispatch).
		return targets
	}
	k := resolveKey{true, c.Ref} // only virtual calls have several targets
	if out, ok := p.liveResolves[k]; ok {
		return out
	}
	var out []*dex.Method
	for _, t := range targets {
		if !p.deadOwner(t) {
			out = append(out, t)
		}
	}
	if len(out) == 0 || len(out) == len(targets) {
		out = targets
	}
	if p.liveResolves == nil {
		p.liveResolves = map[resolveKey][]*dex.Method{}
	}
	p.liveResolves[k] = out
	return out
}

// deadOwner reports whether no object that runs t may exist: t's class is
// dead and so is every subclass of it.
func (p *Program) deadOwner(t *dex.Method) bool {
	dead := p.deadClasses()
	if !dead[t.Class.Name] {
		return false
	}
	for _, s := range p.Subtypes(t.Class.Name) {
		if c := p.Classes[s]; !dead[s] && c != nil && c.AccessFlags&(dex.AccInterface|dex.AccAbstract) == 0 {
			return false
		}
	}
	return true
}

// deadClasses returns the classes that app code constructs only in static
// or private methods no call site names, computed once (see above). It
// runs no dataflow, so it may run while an analysis is in progress.
func (p *Program) deadClasses() map[string]bool {
	if p.dead != nil {
		return p.dead
	}
	p.dead = map[string]bool{}
	mayRun := func(m *dex.Method) bool {
		return strings.HasPrefix(m.Ref.Name, "<") || strings.HasPrefix(m.Ref.Name, "lambda$") || // constructors, initializers, LambdaMetafactory targets
			!m.Static() && m.AccessFlags&dex.AccPrivate == 0 // virtual: the framework or a subclass may call it
	}
	made := map[string]bool{}                // constructed where it may run
	candidates := map[string][]*dex.Method{} // constructed only in these, so far
	// A static or private method runs only through invoke-static or
	// invoke-direct, so a helper is live when a method that may run calls
	// it, or a live helper does: a fixpoint over the calls between
	// helpers, gathered in the same pass as the constructions.
	type edge struct {
		from uint64 // p.methodKey of the calling helper
		to   *dex.Method
	}
	var roots []*dex.Method
	var edges []edge
	// called marks the helpers found live; a helper is a root once, not
	// once per call to it. A bit per method id rather than a map: an app
	// has tens of thousands of helpers and the set lives to the end.
	called := p.newMethodBits()
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			run := mayRun(m)
			calls := p.Calls(m)
			for i := range calls {
				call := &calls[i]
				switch call.Op {
				case dex.OpInvokeDirect, opInvokeDirectR:
					if strings.HasPrefix(call.Ref.Name, "<") {
						if call.Ref.Name != "<init>" || made[call.Ref.Class] || p.Classes[call.Ref.Class] == nil || superInit(m, call.Ref.Class) {
							continue
						}
						if run {
							made[call.Ref.Class] = true
							delete(candidates, call.Ref.Class)
						} else if ms := candidates[call.Ref.Class]; len(ms) == 0 || ms[len(ms)-1] != m {
							candidates[call.Ref.Class] = append(ms, m)
						}
						continue
					}
				case dex.OpInvokeStatic, dex.OpInvokeStaticR:
				default:
					continue
				}
				t := p.declaringMethod(call.Ref) // also for Sub.helper() of a superclass
				if t == nil || t == m || mayRun(t) || memoizingProvider(t.Ref) {
					// Dagger's DoubleCheck.provider is taken for the
					// provider it wraps (ReturnsArg): the object it makes
					// is never seen, so its class is not made by the call.
					continue
				}
				if run {
					if called.add(t) {
						roots = append(roots, t)
					}
				} else {
					edges = append(edges, edge{p.methodKey(m), t})
				}
			}
		}
	}
	if len(candidates) == 0 {
		return p.dead
	}
	// The edges sorted by caller stand for a map from a helper to the
	// helpers it calls, without one.
	slices.SortFunc(edges, func(a, b edge) int { return cmp.Compare(a.from, b.from) })
	for len(roots) > 0 {
		m := roots[len(roots)-1]
		roots = roots[:len(roots)-1]
		k := p.methodKey(m)
		i, _ := slices.BinarySearchFunc(edges, k, func(e edge, k uint64) int { return cmp.Compare(e.from, k) })
		for ; i < len(edges) && edges[i].from == k; i++ {
			if t := edges[i].to; called.add(t) {
				roots = append(roots, t)
			}
		}
	}
	for cls, ms := range candidates {
		dead := true
		for _, m := range ms {
			if called.has(m) {
				dead = false
				break
			}
		}
		if dead {
			p.dead[cls] = true
		}
	}
	return p.dead
}

// opInvokeDirectR is invoke-direct/range.
const opInvokeDirectR = 0x76

// declaringMethod returns the method a static or direct call of ref runs:
// the first class up ref's superclass chain that declares it. Unlike
// Resolve it caches nothing and builds no strings: this pass visits every
// call of the app, and Resolve's caches would keep an entry for each.
func (p *Program) declaringMethod(ref *dex.MethodRef) *dex.Method {
	class := ref.Class
	for depth := 0; depth < maxHierarchyDepth && class != ""; depth++ {
		c := p.Classes[class]
		if c == nil {
			return nil
		}
		for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
			for _, m := range ms {
				if m.Ref == ref || m.Ref.Name == ref.Name && m.Ref.Return == ref.Return && slices.Equal(m.Ref.Params, ref.Params) {
					return m
				}
			}
		}
		class = c.Super
	}
	return nil
}

// Runnable counts the targets that can run: an abstract method (the
// interface or abstract class method a call names) is among the targets
// Resolve lists, but no object runs it, so messages counting "possible
// targets" leave it out.
func Runnable(targets []*dex.Method) int {
	n := 0
	for _, t := range targets {
		if t.AccessFlags&dex.AccAbstract == 0 {
			n++
		}
	}
	return n
}

// methodKey numbers a method of p: its file's place in p.Files and its
// method_ids index there.
func (p *Program) methodKey(m *dex.Method) uint64 {
	return uint64(p.fileIndex(m.Class.File))<<32 | uint64(m.Index)
}

// fileIndex returns f's place in p.Files (len(p.Files) for a file that is
// not there). A handful of files: a scan is cheaper than a map.
func (p *Program) fileIndex(f *dex.File) int {
	for i, pf := range p.Files {
		if pf == f {
			return i
		}
	}
	return len(p.Files)
}

// methodBits is a set of methods of a program, a bit per method_ids entry
// of each of its files, allocated per file on first use.
type methodBits struct {
	p    *Program
	bits [][]uint64
}

func (p *Program) newMethodBits() methodBits {
	return methodBits{p: p, bits: make([][]uint64, len(p.Files)+1)}
}

// add puts m in s and reports whether it was not there before.
func (s methodBits) add(m *dex.Method) bool {
	fi := s.p.fileIndex(m.Class.File)
	w, b := m.Index/64, uint64(1)<<(m.Index%64)
	if s.bits[fi] == nil {
		n := uint32(1)
		if fi < len(s.p.Files) {
			n = uint32(s.p.Files[fi].NumMethods())
		}
		s.bits[fi] = make([]uint64, max(n, m.Index+1)/64+1)
	}
	if s.bits[fi][w]&b != 0 {
		return false
	}
	s.bits[fi][w] |= b
	return true
}

// has reports whether m is in s.
func (s methodBits) has(m *dex.Method) bool {
	fi := s.p.fileIndex(m.Class.File)
	w := m.Index / 64
	return int(w) < len(s.bits[fi]) && s.bits[fi][w]&(uint64(1)<<(m.Index%64)) != 0
}

// Dispatched reports whether a virtual call on an object of some concrete
// program class runs t: t's class when it is not abstract, or a concrete
// subclass that inherits t rather than overriding it. A base class's
// method every subclass overrides runs only through invoke-super, never
// through the call of an object the program can make. True for methods
// no virtual call dispatches to (static, constructors, private).
func (p *Program) Dispatched(t *dex.Method) bool {
	if t.Static() || t.Ref.Name == "<init>" || t.AccessFlags&dex.AccPrivate != 0 {
		return true
	}
	np := t.Ref.NameProto()
	concrete := func(name string) bool {
		c := p.Classes[name]
		return c != nil && c.AccessFlags&(dex.AccAbstract|dex.AccInterface) == 0
	}
	if concrete(t.Class.Name) && p.Lookup(t.Class.Name, np) == t {
		return true
	}
	for _, sub := range p.Subtypes(t.Class.Name) {
		if concrete(sub) && p.Lookup(sub, np) == t {
			return true
		}
	}
	return false
}
