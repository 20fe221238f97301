package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
)

// Summaries are shared by every rule, whatever code it starts from, so the
// targets whose summaries a virtual call merges cannot come from one
// rule's reachability. They come from one rapid type analysis of the whole
// app, computed on the first virtual call with several targets: its roots
// are the classes the framework creates by reflection (components,
// fragments, views: concrete classes with a framework supertype that no
// program code constructs), and a class is live when that analysis
// instantiates it, or when no program code constructs it at all (made by
// reflection, so not provably dead). An implementation constructed only in
// code nothing calls (`SourceImpl3` made in an unused method) is dead: its
// results neither feed a caller's analysis nor count toward the budget of
// targets merged.

// liveTargets returns the targets of a call whose summaries are merged:
// the possible targets whose class (or a subclass inheriting the method)
// is live, or every target when none is.
func (p *Program) liveTargets(c *Call) []*dex.Method {
	targets := p.Targets(c)
	if len(targets) < 2 {
		return targets
	}
	live := p.liveClasses()
	var out []*dex.Method
	for _, t := range targets {
		if p.liveOwner(t, live) {
			out = append(out, t)
		}
	}
	if len(out) == 0 || len(out) == len(targets) {
		return targets
	}
	return out
}

// liveOwner reports whether an object that runs t may exist: t's class or
// a subclass of it is live.
func (p *Program) liveOwner(t *dex.Method, live map[string]bool) bool {
	if live[t.Class.Name] {
		return true
	}
	for _, s := range p.Subtypes(t.Class.Name) {
		if live[s] {
			return true
		}
	}
	return false
}

// liveClasses returns the program classes objects of which may exist,
// computed once (see above). It walks only the call index: no dataflow,
// so it may run while an analysis is in progress.
func (p *Program) liveClasses() map[string]bool {
	if p.live != nil {
		return p.live
	}
	global := p.instantiatedAnywhere()
	// lazyDone: a `by lazy` initializer is constructed where the delegate
	// is made, which the walk sees; only its invoke is reached through
	// Lazy.getValue, and that needs no class to be live.
	r := &reacher{p: p, out: map[*dex.Method]*Caller{}, inst: map[string]bool{}, live: map[string]bool{}, lazyDone: true}
	outer := p.onLimit
	p.onLimit = nil // the rules' own walks report the limits they meet
	var roots []*dex.Method
	for _, c := range p.Order {
		if global[c.Name] || c.AccessFlags&(dex.AccInterface|dex.AccAbstract) != 0 {
			continue
		}
		if _, external := p.Supers(c.Name); external == "" || external == "Ljava/lang/Object;" {
			continue
		}
		r.inst[c.Name] = true
		chain, _ := p.Supers(c.Name)
		for _, s := range chain {
			r.markLive(s.Name, 0)
		}
		for _, m := range c.Direct {
			if m.Ref.Name == "<init>" {
				roots = append(roots, m)
			}
		}
		roots = append(roots, p.callbacks(c.Name)...)
	}
	for _, m := range roots {
		r.visit(m, nil)
	}
	for {
		r.drain()
		if !r.grew {
			break
		}
		r.grew = false
		for _, v := range r.virtual {
			r.dispatch(v.m, v.c)
		}
	}
	p.onLimit = outer
	p.live = map[string]bool{}
	for c := range r.inst {
		p.live[c] = true
	}
	for _, c := range p.Order {
		if !global[c.Name] && c.AccessFlags&(dex.AccInterface|dex.AccAbstract) == 0 {
			p.live[c.Name] = true // made by reflection, if at all
		}
	}
	return p.live
}
