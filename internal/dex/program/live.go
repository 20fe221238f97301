package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Summaries are shared by every rule, whatever code it starts from, so the
// targets whose summaries a virtual call merges cannot come from one
// rule's reachability walk, and a walk of the whole app from every
// component costs as much as the rest of the audit. Liveness is instead
// decided from where objects are made: a class is dead when every method
// that constructs it is a static or private method that no call site in
// the app names (an implementation made only in an unused helper, such as
// `SourceImpl3` made in `Cases.unused()`); it is live when some
// constructing method may run, or when no app code constructs it at all
// (made by reflection or by the framework). A dead class's methods
// neither feed a caller's analysis through a summary nor count toward the
// budget of targets merged. The test is one level deep: a helper called
// only from another unused helper still counts as called.

// liveTargets returns the targets of a call whose summaries are merged:
// the possible targets but those of dead classes, or every target when
// all are dead.
func (p *Program) liveTargets(c *Call) []*dex.Method {
	targets := p.Targets(c)
	if len(targets) < 2 || !summarized(c.Ref) || len(p.deadClasses()) == 0 {
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
		return m.Ref.Name[0] == '<' || strings.HasPrefix(m.Ref.Name, "lambda$") || // constructors, initializers, LambdaMetafactory targets
			!m.Static() && m.AccessFlags&dex.AccPrivate == 0 // virtual: the framework or a subclass may call it
	}
	made := map[string]bool{}                // constructed where it may run
	candidates := map[string][]*dex.Method{} // constructed only in these, so far
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			run := mayRun(m)
			calls := p.Calls(m)
			for i := range calls {
				call := &calls[i]
				if call.Op != dex.OpInvokeDirect && call.Op != opInvokeDirectR || call.Ref.Name != "<init>" ||
					p.Classes[call.Ref.Class] == nil || superInit(m, call.Ref.Class) || made[call.Ref.Class] {
					continue
				}
				if run {
					made[call.Ref.Class] = true
					delete(candidates, call.Ref.Class)
				} else if ms := candidates[call.Ref.Class]; len(ms) == 0 || ms[len(ms)-1] != m {
					candidates[call.Ref.Class] = append(ms, m)
				}
			}
		}
	}
	if len(candidates) == 0 {
		return p.dead
	}
	// Which of the helpers constructing them does some call site name?
	type nameKey struct{ class, name string }
	names := map[string]bool{}
	for _, ms := range candidates {
		for _, m := range ms {
			names[m.Ref.Name] = true
		}
	}
	called := map[nameKey]bool{}
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			calls := p.Calls(m)
			for i := range calls {
				// Static and private methods are run by invoke-static and
				// invoke-direct only.
				if op := calls[i].Op; op != dex.OpInvokeStatic && op != dex.OpInvokeStaticR &&
					op != dex.OpInvokeDirect && op != opInvokeDirectR {
					continue
				}
				if ref := calls[i].Ref; names[ref.Name] {
					called[nameKey{ref.Class, ref.Name}] = true
				}
			}
		}
	}
	for cls, ms := range candidates {
		dead := true
		for _, m := range ms {
			if called[nameKey{m.Class.Name, m.Ref.Name}] {
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
