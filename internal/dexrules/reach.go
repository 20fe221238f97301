package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// reach answers, per method, whether the method or a program method it
// may call (every target of every call, however deep) has a property, and
// with what evidence. It is memoized and linear in the call graph: one
// depth-first search with Tarjan's strongly connected components, so the
// methods of a recursive cycle share one answer and no depth or fan-out
// bound can make it miss. self and site say where the property holds
// directly: in a method as a whole, or at one of its call sites.
type reach[E any] struct {
	prog *program.Program
	self func(m *dex.Method) *E
	site func(m *dex.Method, c *program.Call) *E
	// bodies, when set, follows the app code a platform call runs (a
	// Runnable given to an Executor, a lambda invoked), as if called.
	bodies *handedBodies
	// whole, when set, marks evidence found in a body method of an
	// R8-merged class followed whole because which case runs cannot be
	// told (handed.whole): it returns the evidence that says so.
	whole func(ev *E, why string) *E

	memo    map[*dex.Method]*E // answered, nil when the property never holds
	index   map[*dex.Method]int
	low     map[*dex.Method]int
	partial map[*dex.Method]*E // answers of methods still on the stack
	stack   []*dex.Method
	next    int
}

func newReach[E any](prog *program.Program, self func(*dex.Method) *E, site func(*dex.Method, *program.Call) *E) *reach[E] {
	return &reach[E]{prog: prog, self: self, site: site,
		memo: map[*dex.Method]*E{}, index: map[*dex.Method]int{}, low: map[*dex.Method]int{}, partial: map[*dex.Method]*E{}}
}

// of returns the evidence that m has the property, itself or through
// what it calls, or nil.
func (r *reach[E]) of(m *dex.Method) *E {
	if ev, ok := r.memo[m]; ok {
		return ev
	}
	r.visit(m)
	return r.memo[m]
}

// call returns the evidence a call site has or reaches, or nil.
func (r *reach[E]) call(m *dex.Method, c *program.Call) *E {
	if ev := r.site(m, c); ev != nil {
		return ev
	}
	if ev := r.caseSites(m, c); ev != nil {
		return ev
	}
	for _, t := range r.callees(m, c) {
		if ev := r.of(t); ev != nil {
			r.markWhole(m, c, t, &ev)
			return ev
		}
	}
	return nil
}

// caseSites returns the evidence at the calls of a merged body's case
// that platform call c of m hands over (handed.cases), or nil.
func (r *reach[E]) caseSites(m *dex.Method, c *program.Call) *E {
	if x := r.bodies.at(m, c); x != nil {
		for _, s := range x.cases {
			if ev := r.site(s.Method, s.Call); ev != nil {
				return ev
			}
		}
	}
	return nil
}

// callees returns the program methods call c of m may run: its targets,
// or, for a platform call, the bodies it is handed when bodies is set.
func (r *reach[E]) callees(m *dex.Method, c *program.Call) []*dex.Method {
	if x := r.bodies.at(m, c); x != nil {
		return x.targets // a platform call's bodies, or a merged class's case
	}
	if !program.IsPlatform(c.Ref.Class) {
		// (A call on a proxy runs its handler too, whose method.invoke
		// forwards to the target's methods; the handler's forward runs
		// every proxied method's, so the call's own target stands for it
		// here: a proxied count() does not reach a sibling purge().)
		return r.prog.Targets(c)
	}
	if program.ReflectiveInvoke(c.Ref) {
		ts, _ := r.prog.ReflectiveTargets(m, c)
		return ts
	}
	return nil
}

// markWhole marks the evidence *found that target t of call c of m gave
// when t is a merged body method followed whole (handed.whole).
func (r *reach[E]) markWhole(m *dex.Method, c *program.Call, t *dex.Method, found **E) {
	if r.whole == nil || *found == nil || c == nil {
		return
	}
	if x := r.bodies.at(m, c); x != nil && x.whole[t] != "" {
		*found = r.whole(*found, x.whole[t])
	}
}

// visit is Tarjan's search from root, with an explicit stack of frames
// (a crafted APK can chain millions of calls; recursion would exhaust the
// goroutine stack). It stops exploring a method at its first evidence: a
// positive answer is sound for every method that reaches it, and a
// negative one is only given after the whole component was seen.
func (r *reach[E]) visit(root *dex.Method) {
	type frame struct {
		m       *dex.Method
		calls   []program.Call
		i       int // next call site
		targets []*dex.Method
		j       int // next target of the current call site
		child   *dex.Method
		found   *E
		call    *program.Call // the call whose targets are being followed
	}
	var frames []*frame
	push := func(m *dex.Method) {
		r.index[m], r.low[m] = r.next, r.next
		r.next++
		r.stack = append(r.stack, m)
		r.partial[m] = nil
		f := &frame{m: m}
		if r.self != nil {
			f.found = r.self(m)
		}
		if f.found == nil {
			f.calls = r.prog.Calls(m)
		}
		frames = append(frames, f)
	}
	// seen folds what target t answered, or that it is on the stack (in
	// f's component, answered with it), into f.
	seen := func(f *frame, t *dex.Method) {
		if ev, done := r.memo[t]; done {
			if ev != nil {
				f.found = ev
			}
			return
		}
		r.low[f.m] = min(r.low[f.m], r.low[t], r.index[t])
		if ev := r.partial[t]; ev != nil {
			f.found = ev
		}
	}
	push(root)
	for len(frames) > 0 {
		f := frames[len(frames)-1]
		if f.child != nil {
			seen(f, f.child)
			r.markWhole(f.m, f.call, f.child, &f.found)
			f.child = nil
		}
		descended := false
		for f.found == nil && !descended {
			if f.j < len(f.targets) {
				t := f.targets[f.j]
				f.j++
				if _, visited := r.index[t]; !visited {
					f.child = t
					push(t)
					descended = true
				} else {
					seen(f, t)
					r.markWhole(f.m, f.call, t, &f.found)
				}
				continue
			}
			if f.i >= len(f.calls) {
				break
			}
			c := &f.calls[f.i]
			f.i++
			f.targets, f.j = nil, 0
			if f.found = r.site(f.m, c); f.found == nil {
				f.found = r.caseSites(f.m, c)
			}
			if f.found == nil {
				f.targets, f.call = r.callees(f.m, c), c
			}
		}
		if descended {
			continue
		}
		frames = frames[:len(frames)-1]
		r.finish(f.m, f.found)
	}
}

// finish records m's answer and, when m is the root of a component, gives
// every method of the component one answer.
func (r *reach[E]) finish(m *dex.Method, found *E) {
	r.partial[m] = found
	if r.low[m] != r.index[m] {
		return
	}
	i := len(r.stack) - 1
	for r.stack[i] != m {
		i--
	}
	comp := r.stack[i:]
	var ans *E
	for _, x := range comp {
		if ans = r.partial[x]; ans != nil {
			break
		}
	}
	for _, x := range comp {
		r.memo[x] = ans
		delete(r.partial, x)
	}
	r.stack = r.stack[:i]
}
