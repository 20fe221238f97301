package program

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Builders' objects, per chain.
//
// builderFlags and builderIntent judge a build() that passes one of its
// own fields, read straight, to the factory. A build() that computes the
// factory's arguments from its fields (`target != null ? new Intent(ctx,
// target) : new Intent(action)`) unites every caller's setters in one
// answer: one tool's chain names an Activity, another's leaves the target
// null and gets an implicit Intent, and build() is "implicit on some
// path" for all of them while the Activity each names is lost. chainSites
// analyses build() once per caller instead, with its own object's fields
// bound to what that caller's constructor and setters stored
// (chainModel): where the chains do not all agree, each caller's
// PendingIntent is a site of its own, at its call of build().

// chainModel is the model of a method analysed as one caller's builder
// object left it: a read of a field of its own object (parameter 0) gives
// what field returns.
type chainModel struct {
	*model
	field func(f *dex.FieldRef) (regflow.Value, bool)
}

// FieldOf gives the bound object's fields; any other object's reads as
// Field does.
func (e *chainModel) FieldOf(f *dex.FieldRef, obj regflow.Value) (regflow.Value, bool) {
	if x, ok := obj.Single(); ok && !obj.Top && x.Kind == regflow.Param && x.Int == 0 {
		if v, ok := e.field(f); ok {
			return v, true
		}
	}
	return e.Field(f, false)
}

// Field adds null to what an object field read elsewhere may hold: the
// union of its stores leaves out the default a store may not have
// replaced, and the analysis decides null tests here (regflow.ObjectEnv).
func (e *chainModel) Field(f *dex.FieldRef, static bool) (regflow.Value, bool) {
	v, ok := e.model.Field(f, static)
	if !strings.HasPrefix(f.Type, "L") && !strings.HasPrefix(f.Type, "[") || ok && v.IsUndefined() {
		return v, ok
	}
	if static {
		if _, isConst := e.p.staticConst(f); isConst {
			return v, ok
		}
	}
	if !ok {
		v = regflow.One(regflow.Alt{Kind: regflow.Field, Field: f})
	}
	return regflow.Merge(v, regflow.One(regflow.Alt{Kind: regflow.Const})), true
}

// chainSites judges the PendingIntent m creates at addr once per caller of
// m, on the object each caller builds (see above). It returns nil, and the
// merged site stands, when m reads none of its own fields, has no caller
// or more than maxBuilderCallers, when a caller's object is not one it
// made and hands only to m's class (builderCalls), when a chain's answer
// is not decided, or when every chain agrees with merged.
func (p *Program) chainSites(m *dex.Method, addr uint32, merged *PISite, wrappers map[*dex.Method]piInputs) []*PISite {
	if m.Static() || !p.readsOwnFields(m) {
		return nil
	}
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > maxBuilderCallers {
		return nil
	}
	var out []*PISite
	differ := false
	for _, c := range callers {
		s := p.chainSite(m, addr, c, wrappers)
		if s == nil || s.Mutable == Unknown || s.Explicit == Unknown {
			return nil
		}
		differ = differ || s.Mutable != merged.Mutable || s.Explicit != merged.Explicit || s.Target != merged.Target
		out = append(out, s)
	}
	if !differ {
		return nil
	}
	return out
}

// chainSite is the site of the PendingIntent m creates at addr as caller
// c's builder object runs it; nil when it cannot be judged so.
func (p *Program) chainSite(m *dex.Method, addr uint32, c Caller, wrappers map[*dex.Method]piInputs) *PISite {
	steps, ok := p.chainSteps(c, m.Class.Name)
	if !ok {
		return nil
	}
	ordered := len(steps) > 0 && p.straightTo(c, steps[0].at)
	fields := map[fkey]regflow.Value{}
	failed := false
	field := func(f *dex.FieldRef) (regflow.Value, bool) {
		if f.Class != m.Class.Name {
			return regflow.Value{}, false
		}
		k := fieldKey(f)
		if v, ok := fields[k]; ok {
			return v, true
		}
		v, ok := p.chainField(steps, ordered, k, f)
		if !ok {
			failed = true
			return regflow.Value{}, false
		}
		fields[k] = v
		return v, true
	}
	params := len(m.Ref.Params) + 1
	key := boundKey{m, fmt.Sprintf("chain:%p@%x", c.Method, c.Call.Addr)}
	r := p.runBoundEnv(m, key, make([]regflow.Value, params), false, func(base *model) regflow.Env {
		return &chainModel{model: base, field: field}
	})
	if r == nil || failed {
		return nil
	}
	byAddr := CallsByAddr(p.Calls(m))
	var site *PISite
	r.a.Replay(func(in *dex.Insn, st *regflow.State) {
		call := byAddr[in.Addr]
		if in.Addr != addr || call == nil {
			return
		}
		inp, _, ok := p.piInputsAt(st, in, call, wrappers)
		if !ok || inp.noIntent && isTaskStackBuilder(call.Ref.Class) {
			return
		}
		if inp.intent.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == m.Class.Name
		}) {
			// An Intent the object holds, made and changed by its
			// constructor and setters: builderIntent's business.
			return
		}
		inp = p.resolveIntent(r.a, st, inp)
		site = &PISite{Method: c.Method, Call: c.Call, Wrapper: m, Activity: inp.activity}
		p.judge(r.a, st, inp, site)
	})
	return site
}

// chainStep is what runs on a builder object before its build(): a method
// of its class called on it, or the caller's own store into one of its
// fields (a setter R8 inlined).
type chainStep struct {
	at    uint32
	call  *builderCall
	field fkey
	v     regflow.Value
}

// chainSteps returns the steps caller c runs on the builder object it
// calls build() on, in address order, before that call (builderCalls,
// and c's stores into the object's fields).
func (p *Program) chainSteps(c Caller, class string) ([]chainStep, bool) {
	calls, ok := p.builderCalls(c, class)
	if !ok {
		return nil, false
	}
	var steps []chainStep
	for i := range calls {
		if calls[i].at < c.Call.Addr {
			steps = append(steps, chainStep{at: calls[i].at, call: &calls[i]})
		}
	}
	if len(calls) == 0 {
		return steps, true
	}
	a, err := p.Analyze(c.Method)
	if err != nil || a == nil {
		return nil, false
	}
	obj, isObj := calls[0].args[0].Single()
	if !isObj || obj.Kind != regflow.New {
		return nil, false
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr >= c.Call.Addr || in.Op < dex.OpIput || in.Op > dex.OpIputShort {
			return
		}
		if x, ok := st.Reg(in.B).Single(); !ok || x.Kind != regflow.New || x.Site != obj.Site || x.Via != nil {
			return
		}
		if fr, err := c.Method.Class.File.Field(in.Index); err == nil && fr.Class == class {
			steps = append(steps, chainStep{at: in.Addr, field: fieldKey(fr), v: opaqueObjects(st.Reg(in.A), fr)})
		}
	})
	slices.SortStableFunc(steps, func(x, y chainStep) int { return cmp.Compare(x.at, y.at) })
	return steps, true
}

// chainField returns what field k of a builder object holds after the
// steps run on it (ordered when they run on one straight line up to
// build()): the last store where every storing method stores once on
// every path and the steps are ordered, otherwise every store united, with
// the default (0, null) unless the constructor stores the field on every
// path. A setter's parameter is the value its call passes.
func (p *Program) chainField(steps []chainStep, ordered bool, k fkey, f *dex.FieldRef) (regflow.Value, bool) {
	var all regflow.Value
	var last *regflow.Value
	def := true
	for i, s := range steps {
		if s.call == nil {
			if s.field == k {
				all = regflow.Merge(all, s.v)
				last = &steps[i].v
			}
			continue
		}
		bc := s.call
		ta, err := p.Analyze(bc.m)
		if err != nil || ta == nil {
			return regflow.Value{}, false
		}
		n := 0
		var one regflow.Value
		replayStores(bc.m, ta, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) {
			v = opaqueObjects(substParams(v, bc.args), f)
			all = regflow.Merge(all, v)
			n, one = n+1, v
		})
		if n == 0 {
			continue
		}
		whole := n == 1 && !branches(ta)
		if whole && i == 0 && bc.m.Ref.Name == "<init>" {
			def = false
		}
		if whole {
			last = &one
		} else {
			ordered = false
		}
	}
	switch {
	case ordered && last != nil:
		return *last, true
	case def:
		return regflow.Merge(all, regflow.One(regflow.Alt{Kind: regflow.Const})), true
	}
	return all, true
}

// readsOwnFields reports whether m reads a field of its own class.
func (p *Program) readsOwnFields(m *dex.Method) bool {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	for i := range a.Result.Insns {
		in := &a.Result.Insns[i]
		if in.Op < dex.OpIget || in.Op > dex.OpIgetShort {
			continue
		}
		if fr, err := m.Class.File.Field(in.Index); err == nil && fr.Class == m.Class.Name {
			return true
		}
	}
	return false
}

// opaqueObjects keeps the constants of a value stored into field f by
// another method (or passed by the caller) and makes every other
// alternative the field's value: an object's site, a call's or a
// parameter's index belong to the method they came from, not to the one
// analysed with the field bound.
func opaqueObjects(v regflow.Value, f *dex.FieldRef) regflow.Value {
	out := regflow.Value{Top: v.Top, Taint: v.Taint}
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.Const, regflow.Str, regflow.Class, regflow.Bits, regflow.SDKTest:
		default:
			a = regflow.Alt{Kind: regflow.Field, Field: f}
		}
		out = regflow.Merge(out, regflow.One(a))
	}
	return out
}
