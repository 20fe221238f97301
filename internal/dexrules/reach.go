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
	if program.IsPlatform(c.Ref.Class) {
		return nil
	}
	for _, t := range r.prog.Targets(c) {
		if ev := r.of(t); ev != nil {
			return ev
		}
	}
	return nil
}

// visit is Tarjan's search from m. It stops exploring a method at its
// first evidence: a positive answer is sound for every method that reaches
// it, and a negative one is only given after the whole component was seen.
func (r *reach[E]) visit(m *dex.Method) {
	r.index[m], r.low[m] = r.next, r.next
	r.next++
	r.stack = append(r.stack, m)
	r.partial[m] = nil
	var found *E
	if r.self != nil {
		found = r.self(m)
	}
	calls := r.prog.Calls(m)
calls:
	for i := 0; found == nil && i < len(calls); i++ {
		c := &calls[i]
		if found = r.site(m, c); found != nil || program.IsPlatform(c.Ref.Class) {
			continue
		}
		for _, t := range r.prog.Targets(c) {
			if ev, done := r.memo[t]; done {
				if ev != nil {
					found = ev
					break calls
				}
				continue
			}
			if _, seen := r.index[t]; !seen {
				r.visit(t)
				if ev, done := r.memo[t]; done {
					if ev != nil {
						found = ev
						break calls
					}
					continue
				}
			}
			// t is on the stack: in m's component, answered with it.
			r.low[m] = min(r.low[m], r.low[t], r.index[t])
			if ev := r.partial[t]; ev != nil {
				found = ev
				break calls
			}
		}
	}
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
