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
//
// A Kotlin DSL (`resolution(ctx) { target = X::class.java; flags = F }`)
// is the same object seen from the other side: the helper makes the
// object, hands it to its caller's lambda, and reads it back through its
// getters. The helper is analysed once per caller with that object's
// fields bound to what the caller's lambda stored (localObjects,
// argStores: the stores a call makes into the fields of an object it is
// passed, through the methods it passes the object on to).

// chainModel is the model of a method analysed as one caller's builder
// objects left it: a read of a field of such an object (its own object,
// parameter 0, or one it made, by site), directly or through a trivial
// getter, gives what field returns.
type chainModel struct {
	*model
	field func(obj regflow.Alt, f *dex.FieldRef) (regflow.Value, bool)
	// branch, when set, decides conditional branches (ForcedLive).
	branch func(in *dex.Insn) (taken, ok bool)
}

// Branch decides the branches branch decides.
func (e *chainModel) Branch(in *dex.Insn) (taken, ok bool) {
	if e.branch == nil {
		return false, false
	}
	return e.branch(in)
}

// FieldOf gives a bound object's fields; any other object's reads as
// Field does.
func (e *chainModel) FieldOf(f *dex.FieldRef, obj regflow.Value) (regflow.Value, bool) {
	if x, ok := nonNullOne(obj); ok {
		if v, ok := e.field(x, f); ok {
			return v, true
		}
	}
	return e.Field(f, false)
}

// nonNullOne returns the one object v is besides null: a field read or a
// call on null throws, so what it gives comes from that object.
func nonNullOne(v regflow.Value) (regflow.Alt, bool) {
	if v.Top {
		return regflow.Alt{}, false
	}
	var one regflow.Alt
	n := 0
	for _, x := range v.Alts {
		if x.Kind == regflow.Const && x.Int == 0 {
			continue
		}
		one, n = x, n+1
	}
	return one, n == 1
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

// Invoke reads a trivial getter called on a bound object as the field it
// returns (Kotlin reads a property through its getter); any other call's
// object result may also be null.
func (e *chainModel) Invoke(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) regflow.Value {
	if !in.IsStaticInvoke() && len(args) > 0 && len(ref.Params) == 0 {
		if x, ok := nonNullOne(args[0]); ok {
			if f := e.p.trivialGetter(e.p.Lookup(ref.Class, ref.NameProto())); f != nil {
				if v, ok := e.field(x, f); ok {
					return v
				}
			}
		}
	}
	v := e.model.Invoke(st, in, ref, args)
	if strings.HasPrefix(ref.Return, "L") || strings.HasPrefix(ref.Return, "[") {
		// What a call returns may be null whatever its summary's
		// alternatives: the null tests decided here must not trust it.
		v = regflow.Merge(v, regflow.One(regflow.Alt{Kind: regflow.Const}))
	}
	return v
}

// chainSites judges the PendingIntent m creates at addr once per caller of
// m, on the objects each caller's calls configure (see above). It returns
// nil, and the merged site stands, when m reads no field of its own
// object nor of an object it makes and hands on, has no caller or more
// than maxBuilderCallers, when a caller's objects cannot be followed, when
// a chain's answer is not decided, or when every chain agrees with merged.
func (p *Program) chainSites(m *dex.Method, addr uint32, merged *PISite, wrappers map[*dex.Method]piInputs) []*PISite {
	own := !m.Static() && p.readsOwnFields(m)
	var locals []uint32
	for _, site := range p.localObjects(m, addr) {
		// Only an object handed to code the caller chooses (its lambda,
		// a parameter's method) can differ between callers.
		if p.handedToParam(m, site, addr) {
			locals = append(locals, site)
		}
	}
	if !own && len(locals) == 0 {
		return nil
	}
	callers := p.Callers(m)
	if len(callers) > maxBuilderCallers {
		if merged.Mutable == No && merged.Explicit == Yes {
			// Clean on the union, which may miss a field's default.
			p.limit(Limit{Kind: LimitBuilderCallers, Method: m, Call: merged.Call})
		}
		return nil
	}
	if len(callers) == 0 {
		return nil
	}
	if own {
		// A caller judged on its builder made it: one that makes no
		// object of the class cannot be, and then none is judged. Read
		// from the instructions, before any caller's analysis.
		for _, c := range callers {
			if !makesInstance(c.Method, m.Class.Name) {
				return nil
			}
		}
	}
	var out []*PISite
	differ := false
	for _, c := range callers {
		s := p.chainSite(m, addr, c, own, locals, wrappers)
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
// c's objects run it (its own object when own, the objects m makes at the
// sites locals otherwise); nil when it cannot be judged so.
func (p *Program) chainSite(m *dex.Method, addr uint32, c Caller, own bool, locals []uint32, wrappers map[*dex.Method]piInputs) *PISite {
	type object struct {
		steps   []chainStep
		ordered bool
		fields  map[fkey]regflow.Value
	}
	objects := map[uint32]*object{} // by site; the caller's object under ownSite
	const ownSite = ^uint32(0)
	if own {
		steps, ordered, ok := p.chainSteps(c, m.Class.Name)
		if !ok {
			return nil
		}
		objects[ownSite] = &object{steps: steps, ordered: ordered}
	} else {
		args, ok := p.argsAt(c.Method, c.Call.Addr)
		if !ok {
			return nil
		}
		for _, site := range locals {
			steps, ordered, ok := p.localSteps(m, site, addr, args)
			if !ok {
				return nil
			}
			objects[site] = &object{steps: steps, ordered: ordered}
		}
	}
	failed := false
	field := func(x regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
		var o *object
		switch {
		case own && x.Kind == regflow.Param && x.Int == 0 && p.IsSubclass(m.Class.Name, f.Class):
			o = objects[ownSite]
		case !own && x.Kind == regflow.New && x.Via == nil && p.IsSubclass(x.Str, f.Class):
			o = objects[x.Site]
		}
		if o == nil {
			return regflow.Value{}, false
		}
		k := fieldKey(f)
		if v, ok := o.fields[k]; ok {
			return v, true
		}
		v, ok := p.chainField(o.steps, o.ordered, k, f)
		if !ok {
			failed = true
			return regflow.Value{}, false
		}
		if o.fields == nil {
			o.fields = map[fkey]regflow.Value{}
		}
		o.fields[k] = v
		return v, true
	}
	params := len(m.Ref.Params)
	if !m.Static() {
		params++
	}
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
		inp, _, ok := p.piInputsAt(m, st, in, call, wrappers)
		if !ok || inp.noIntent && isTaskStackBuilder(call.Ref.Class) {
			return
		}
		if inp.intent.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && x.Field != nil && p.IsSubclass(m.Class.Name, x.Field.Class)
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

// localObjects returns the sites of the objects of app classes m makes
// (new-instance, not through a helper) and reads a field of, directly or
// through a trivial getter, before addr: the objects a DSL helper hands
// to its caller's lambda and reads back.
func (p *Program) localObjects(m *dex.Method, addr uint32) []uint32 {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	calls := CallsByAddr(p.Calls(m))
	var out []uint32
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr >= addr {
			return
		}
		var obj regflow.Value
		switch {
		case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort:
			obj = st.Reg(in.B)
		case calls[in.Addr] != nil && !in.IsStaticInvoke() && len(calls[in.Addr].Ref.Params) == 0:
			c := calls[in.Addr]
			if p.trivialGetter(p.Lookup(c.Ref.Class, c.Ref.NameProto())) == nil {
				return
			}
			if args := CallArgs(st, in, c.Ref); len(args) > 0 {
				obj = args[0]
			}
		default:
			return
		}
		x, ok := obj.Single()
		if ok && !obj.Top && x.Kind == regflow.New && x.Via == nil && p.Classes[x.Str] != nil && !slices.Contains(out, x.Site) {
			out = append(out, x.Site)
		}
	})
	return out
}

// handedToParam reports whether m passes the object it makes at site to
// a call on one of its parameters (a DSL helper's `block.invoke(spec)`)
// before addr.
func (p *Program) handedToParam(m *dex.Method, site, addr uint32) bool {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	calls := CallsByAddr(p.Calls(m))
	found := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := calls[in.Addr]
		if found || c == nil || in.Addr >= addr || in.IsStaticInvoke() {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if len(args) < 2 || !args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
			return
		}
		for _, v := range args[1:] {
			if v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site }) {
				found = true
			}
		}
	})
	return found
}

// makesInstance reports whether m's code has a new-instance of class.
func makesInstance(m *dex.Method, class string) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if in.Op == dex.OpNewInstance {
			if t, err := m.Class.File.Type(in.Index); err == nil && t == class {
				found = true
			}
		}
		return !found
	})
	return found
}

// maxArgStoreDepth bounds how deep argStores follows an object handed on.
const maxArgStoreDepth = 4

// localSteps returns the stores made into the fields of the object m makes
// at site before addr, for a call of m passing args: m's own stores, and
// those of the calls m hands the object to (argStores; a call on one of
// m's parameters reaches the class the caller passes). ordered is set
// when those steps run on one straight line from the allocation on. ok is
// false when the object is kept or returned, or handed to a call the
// analysis cannot follow.
func (p *Program) localSteps(m *dex.Method, site, addr uint32, args []regflow.Value) (steps []chainStep, ordered, ok bool) {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil, false, false
	}
	isObj := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site })
	}
	calls := CallsByAddr(p.Calls(m))
	ok = true
	last := site
	after := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !ok || !a.Result.Reaches(in.Addr, addr) {
			return
		}
		if in.Addr > addr {
			after = true // jumped back from: not on one line
		}
		if (isFieldStore(in.Op) || in.Op == dex.OpAputObject) && isObj(st.Reg(in.A)) {
			ok = false // kept where another method may change it
			return
		}
		if in.Op >= dex.OpIput && in.Op <= dex.OpIputShort && isObj(st.Reg(in.B)) {
			if fr, err := m.Class.File.Field(in.Index); err == nil {
				v := opaqueObjects(substParams(st.Reg(in.A), args), fr)
				steps = append(steps, chainStep{at: in.Addr, field: fieldKey(fr), v: v, whole: true})
				last = in.Addr
			}
			return
		}
		c := calls[in.Addr]
		if c == nil || !in.IsInvoke() {
			return
		}
		cargs := CallArgs(st, in, c.Ref)
		for j, v := range cargs {
			if !isObj(v) {
				continue
			}
			if _, single := v.Single(); !single {
				ok = false
				return
			}
			sub := make([]regflow.Value, len(cargs))
			for i := range cargs {
				sub[i] = substParams(cargs[i], args)
			}
			stores, fine := p.argStores(c, in, j, sub, 0)
			if !fine {
				ok = false
				return
			}
			for _, s := range stores {
				s.at = in.Addr
				steps = append(steps, s)
				last = in.Addr
			}
		}
	})
	if !ok {
		return nil, false, false
	}
	return steps, !after && straightBetween(a, site, last), true
}

// argStores returns the stores call c (at in) makes into the fields of
// the object it passes as argument j, with args the call's arguments in
// the frame of the method being judged: the target's own stores into that
// parameter's fields and, through the calls it hands the parameter on to,
// theirs (maxArgStoreDepth deep). A call on an object of one known app
// class (a lambda the judged call passed) runs that class's method. Code
// outside the APK stores nothing into an app object's fields. ok is false
// when a target is not one method of the APK, or the depth is reached.
func (p *Program) argStores(c *Call, in *dex.Insn, j int, args []regflow.Value, depth int) ([]chainStep, bool) {
	var t *dex.Method
	virtual := VirtualOp(c.Op)
	if virtual && len(args) > 0 {
		if cls := p.exactClass(args[0]); cls != "" {
			t = p.Lookup(cls, c.Ref.NameProto())
		} else if j > 0 {
			// The object handed to a method of an object the analysis
			// cannot place: an interface's implementations may include
			// a lambda no class declares (invoke-custom), or one of
			// several app classes.
			return nil, false
		}
	}
	if t == nil {
		var app []*dex.Method
		for _, x := range p.Targets(c) {
			if x.HasCode() || p.Classes[x.Class.Name] != nil {
				app = append(app, x)
			}
		}
		switch {
		case len(app) == 0:
			return nil, true // library code stores nothing into an app object
		case len(app) > 1:
			return nil, false
		}
		t = app[0]
	}
	if !t.HasCode() {
		return nil, false
	}
	if depth >= maxArgStoreDepth {
		return nil, false
	}
	a, err := p.Analyze(t)
	if err != nil || a == nil {
		return nil, false
	}
	whole := !branches(a)
	isParam := func(v regflow.Value) bool {
		x, ok := v.Single()
		return ok && !v.Top && x.Kind == regflow.Param && int(x.Int) == j
	}
	calls := CallsByAddr(p.Calls(t))
	var out []chainStep
	ok := true
	a.Replay(func(tin *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		if tin.Op >= dex.OpIput && tin.Op <= dex.OpIputShort && isParam(st.Reg(tin.B)) {
			if fr, err := t.Class.File.Field(tin.Index); err == nil {
				v := opaqueObjects(substParams(st.Reg(tin.A), args), fr)
				out = append(out, chainStep{field: fieldKey(fr), v: v, whole: whole, ctor: t.Ref.Name == "<init>"})
			}
			return
		}
		tc := calls[tin.Addr]
		if tc == nil || !tin.IsInvoke() {
			return
		}
		targs := CallArgs(st, tin, tc.Ref)
		for i, v := range targs {
			if !isParam(v) {
				continue
			}
			if tc.Ref.Name == "<init>" && i == 0 && p.Classes[tc.Ref.Class] == nil {
				continue // a library super constructor
			}
			sub := make([]regflow.Value, len(targs))
			for k := range targs {
				sub[k] = substParams(targs[k], args)
			}
			stores, fine := p.argStores(tc, tin, i, sub, depth+1)
			if !fine {
				ok = false
				return
			}
			for _, s := range stores {
				s.whole = s.whole && whole
				out = append(out, s)
			}
		}
	})
	return out, ok
}

// exactClass returns the app class an object is exactly: one made by
// new-instance, or the singleton a class keeps in a static field of its
// own type when no class extends it (a Kotlin object's or a
// non-capturing lambda's INSTANCE); "" otherwise.
func (p *Program) exactClass(v regflow.Value) string {
	x, ok := v.Single()
	switch {
	case !ok || v.Top:
	case x.Kind == regflow.New && p.Classes[x.Str] != nil:
		return x.Str
	case x.Kind == regflow.Field && x.Field != nil && x.Field.Class == x.Field.Type && p.Classes[x.Field.Class] != nil && len(p.subclasses[x.Field.Class]) == 0:
		// A singleton field of a class nothing extends holds that class.
		return x.Field.Class
	}
	return ""
}

// straightBetween reports whether the instructions of an analysed method
// from the one at from to the one at to run on one straight line: nothing
// branches away in between and nothing else jumps in.
func straightBetween(a *Analysis, from, to uint32) bool {
	joins := joinAddrs(a.Result)
	for i := range a.Result.Insns {
		in := &a.Result.Insns[i]
		if in.Addr < from || in.Addr >= to {
			continue
		}
		if _, _, br := in.Branch(); br || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch || !in.FallsThrough() {
			return false
		}
		if i+1 < len(a.Result.Insns) && joins[a.Result.Insns[i+1].Addr] && a.Result.Insns[i+1].Addr <= to {
			return false
		}
	}
	return true
}

// trivialGetter returns the field a trivial getter returns (`iget vX, p0,
// F; return vX` of F's own class, what javac and kotlinc emit for a
// property or field getter); nil otherwise.
// TrivialGetter returns the field m returns when m is a getter that only
// reads a field of its own object and returns it (a Kotlin property
// getter, a record accessor, a Java bean getter); nil otherwise.
func (p *Program) TrivialGetter(m *dex.Method) *dex.FieldRef { return p.trivialGetter(m) }

func (p *Program) trivialGetter(m *dex.Method) *dex.FieldRef {
	if m == nil || m.Static() {
		return nil
	}
	code, err := m.Code()
	if err != nil || code == nil || code.Ins != 1 {
		return nil
	}
	var insns []dex.Insn
	if dex.Walk(code.Insns, func(in *dex.Insn) bool {
		insns = append(insns, *in)
		return len(insns) <= 2
	}) != nil || len(insns) != 2 {
		return nil
	}
	get, ret := insns[0], insns[1]
	if get.Op < dex.OpIget || get.Op > dex.OpIgetShort || ret.Op < dex.OpReturn || ret.Op > dex.OpReturnObject ||
		ret.A != get.A || uint32(get.B) != uint32(code.Registers-1) {
		return nil
	}
	fr, err := m.Class.File.Field(get.Index)
	if err != nil || !p.IsSubclass(m.Class.Name, fr.Class) {
		return nil
	}
	return fr
}

// chainStep is what runs on a builder object before its build(): a method
// of its class called on it, or the caller's own store into one of its
// fields (a setter R8 inlined).
type chainStep struct {
	at    uint32
	call  *builderCall
	field fkey
	v     regflow.Value
	// whole: the store runs on every path of the method that makes it;
	// ctor: that method is a constructor (localSteps, argStores).
	whole, ctor bool
}

// chainSteps returns the steps caller c runs on the builder object it
// calls build() on, in address order, that build() can run after
// (builderCalls, and c's stores into the object's fields); ordered when
// they run on one straight line up to build().
func (p *Program) chainSteps(c Caller, class string) (steps []chainStep, ordered, ok bool) {
	calls, ok := p.builderCalls(c, class)
	if !ok || len(calls) == 0 {
		return nil, false, ok
	}
	a, err := p.Analyze(c.Method)
	if err != nil || a == nil {
		return nil, false, false
	}
	// A step counts when build() can run after it: before it on the way
	// there, or after it in the code and jumped back from (D8 puts a
	// branch's block after the return, a loop reuses the builder).
	ordered = true
	for i := range calls {
		if calls[i].at != c.Call.Addr && a.Result.Reaches(calls[i].at, c.Call.Addr) {
			steps = append(steps, chainStep{at: calls[i].at, call: &calls[i]})
			ordered = ordered && calls[i].at < c.Call.Addr
		}
	}
	obj, isObj := calls[0].args[0].Single()
	if !isObj || obj.Kind != regflow.New {
		return nil, false, false
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIput || in.Op > dex.OpIputShort || !a.Result.Reaches(in.Addr, c.Call.Addr) {
			return
		}
		if x, ok := st.Reg(in.B).Single(); !ok || x.Kind != regflow.New || x.Site != obj.Site || x.Via != nil {
			return
		}
		if fr, err := c.Method.Class.File.Field(in.Index); err == nil && p.IsSubclass(class, fr.Class) {
			steps = append(steps, chainStep{at: in.Addr, field: fieldKey(fr), v: opaqueObjects(st.Reg(in.A), fr), whole: true})
			ordered = ordered && in.Addr < c.Call.Addr
		}
	})
	slices.SortStableFunc(steps, func(x, y chainStep) int { return cmp.Compare(x.at, y.at) })
	return steps, ordered && len(steps) > 0 && p.straightTo(c, steps[0].at), true
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
	first := true // no step but the constructor's has run
	for i, s := range steps {
		if s.call == nil {
			if !s.ctor {
				first = false
			}
			if s.field != k {
				continue
			}
			all = regflow.Merge(all, s.v)
			switch {
			case s.whole && s.ctor && first:
				def, last = false, &steps[i].v
			case s.whole:
				last = &steps[i].v
			default:
				ordered = false
			}
			continue
		}
		bc := s.call
		ctor := first && bc.m.Ref.Name == "<init>"
		first = false
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
		if whole && ctor {
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
		if fr, err := m.Class.File.Field(in.Index); err == nil && p.IsSubclass(m.Class.Name, fr.Class) {
			return true
		}
	}
	return false
}

// BuilderFields returns what the fields of a builder object of class hold
// when caller c calls c.Call (a method of class, build()) on it: the
// object c made itself or got from a fresh factory (`Spec.named("x")`),
// with the setters called on it before (chainSteps) and the stores c
// made into it, read as chainField reads them. ok is false when the
// object's steps cannot be told (it escapes, a setter has several
// targets, a step cannot be analysed).
func (p *Program) BuilderFields(c Caller, class string, fields ...*dex.FieldRef) ([]regflow.Value, bool) {
	steps, ordered, ok := p.chainSteps(c, class)
	if !ok {
		return nil, false
	}
	out := make([]regflow.Value, len(fields))
	for i, f := range fields {
		v, ok := p.chainField(steps, ordered, fieldKey(f), f)
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}
