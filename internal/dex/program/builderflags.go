package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Builders' flags, per object.
//
// A builder class keeps the PendingIntent flags in a field its
// constructor sets (`flags = FLAG_IMMUTABLE`) and some of its methods
// change (`updating() { flags = FLAG_UPDATE_CURRENT; return this; }`);
// its build() reads the field. One fact per field unites every store, so
// build() looks mutable although only the callers that call updating() on
// their builder make a mutable PendingIntent. builderFlags judges build()
// per caller instead: each caller that allocates the builder itself and
// calls build() on it, with the stores to the field made by the
// constructor and the methods it calls on that object.

// maxBuilderCallers bounds the callers of build() judged so.
const maxBuilderCallers = 16

// builderVerdict is builderFlags' answer: every caller judged immutable
// (immutable), or the first caller whose builder gets a mutable flag
// (mutableIn); neither when some caller could not be judged.
type builderVerdict struct {
	immutable bool
	mutableIn *dex.Method
}

// builderFlags judges the flags of the PendingIntent m creates at its
// call at addr, when they are read from a field of m's own class, per
// caller of m (see above).
func (p *Program) builderFlags(m *dex.Method, addr uint32) builderVerdict {
	f := p.flagsField(m, addr)
	if f == nil {
		return builderVerdict{}
	}
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > maxBuilderCallers {
		return builderVerdict{}
	}
	all := true
	for _, c := range callers {
		stored, ok := p.objectStores(c, m.Class.Name, f)
		if !ok {
			all = false
			continue
		}
		if mutableStored(stored) {
			return builderVerdict{mutableIn: c.Method}
		}
		// A setter storing its parameter, or a value the analysis does
		// not know, decides nothing here.
		if !someImmutable(stored) || stored.Top || slices.ContainsFunc(stored.Alts, func(x regflow.Alt) bool { return x.Kind != regflow.Const }) {
			all = false
		}
	}
	return builderVerdict{immutable: all}
}

// flagsField returns the field of m's own class whose read defines the
// flags argument of the PendingIntent factory call at addr (ownFieldArg).
func (p *Program) flagsField(m *dex.Method, addr uint32) *dex.FieldRef {
	return p.ownFieldArg(m, addr, func(cr PICreation) int { return cr.Flags })
}

// ownFieldArg returns the field of m's own class whose iget defines the
// argument of the PendingIntent factory call at addr that arg picks, on
// the straight-line code just before it (through moves); nil otherwise.
// The analysis gives the field's facts at the read (the union of its
// stores), so the field is found from the instructions.
func (p *Program) ownFieldArg(m *dex.Method, addr uint32, pick func(PICreation) int) *dex.FieldRef {
	if m.Static() {
		return nil
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	insns := a.Result.Insns
	call := slices.IndexFunc(insns, func(in dex.Insn) bool { return in.Addr == addr })
	if call < 0 || !insns[call].IsInvoke() {
		return nil
	}
	c := CallsByAddr(p.Calls(m))[addr]
	if c == nil {
		return nil
	}
	cr, ok := PendingIntentCreation(c.Ref.Class, c.Ref.Name, c.Ref.Params)
	k := pick(cr)
	if !ok || k < 0 || k >= len(c.Ref.Params) {
		return nil
	}
	pos := 0 // the argument's register among the call's
	if !insns[call].IsStaticInvoke() {
		pos = 1
	}
	for _, t := range c.Ref.Params[:k] {
		pos += dex.TypeWords(t)
	}
	if pos >= len(insns[call].Args) {
		return nil
	}
	reg := uint32(insns[call].Args[pos])
	joins := joinAddrs(a.Result)
	for i := call; i > 0 && call-i < maxReadBack; i-- {
		if joins[insns[i].Addr] || !insns[i-1].FallsThrough() {
			return nil
		}
		in := &insns[i-1]
		switch {
		case in.Op >= dex.OpMove && in.Op <= dex.OpMoveObject16 && in.A == reg:
			reg = in.B
		case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort && in.A == reg:
			fr, err := m.Class.File.Field(in.Index)
			if err != nil || !p.IsSubclass(m.Class.Name, fr.Class) {
				return nil
			}
			return fr
		case in.WritesReg(reg):
			return nil
		}
	}
	return nil
}

// mutableStored reports whether a stored flags value holds a mutable
// constant (FLAG_MUTABLE, or neither flag) on SDK 23 and later.
func mutableStored(v regflow.Value) bool {
	return v.Has(func(a regflow.Alt) bool {
		return a.Kind == regflow.Const && !a.PreM && (a.Int&FlagMutable != 0 || a.Int&FlagImmutable == 0)
	})
}

// builderCall is a method a caller calls on a builder object it made,
// with the call's arguments there.
type builderCall struct {
	m    *dex.Method
	args []regflow.Value
	at   uint32 // the call's address in the caller
}

// builderCalls returns the methods caller c calls on the object it calls
// the builder's method on, in order, when c allocated that object itself
// (new-instance of class, with no Via) and hands it to nothing but
// methods of class (one target each, in the APK). ok is false otherwise,
// or when one of those methods calls another method on its own object
// (a store there would not be seen).
func (p *Program) builderCalls(c Caller, class string) ([]builderCall, bool) {
	a, err := p.Analyze(c.Method)
	if err != nil || a == nil {
		return nil, false
	}
	var site uint32
	var via *dex.Method // the static factory that made the object, if not c.Method itself
	found := false
	byAddr := CallsByAddr(p.Calls(c.Method))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != c.Call.Addr || !in.IsInvoke() {
			return
		}
		if args := CallArgs(st, in, c.Call.Ref); len(args) > 0 {
			if x, ok := args[0].Single(); ok && x.Kind == regflow.New && x.Str == class && (x.Via == nil || p.freshFactory(x.Via, class) != nil) {
				site, via, found = x.Site, x.Via, true
			}
		}
	})
	if !found {
		return nil, false
	}
	isObj := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == via && x.Site == site })
	}
	var calls []builderCall
	if via != nil {
		// `ResolutionIntent.with(ctx)`: the factory's constructor call
		// is the first step, its arguments the factory's parameters
		// mapped to what c passes it at site.
		ctor, ok := p.factoryConstructor(c.Method, site, via, class)
		if !ok {
			return nil, false
		}
		calls = append(calls, ctor)
	}
	ok := true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		call := byAddr[in.Addr]
		if call == nil || !in.IsInvoke() {
			// Kept in a field or an array, returned, captured by a lambda
			// (invoke-custom) or put in an array literal: it escapes.
			if (isFieldStore(in.Op) || in.Op == dex.OpAputObject || in.Op == dex.OpReturnObject) && isObj(st.Reg(in.A)) {
				ok = false
			}
			if in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR || in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR {
				for _, r := range in.Args {
					if isObj(st.Reg(uint32(r))) {
						ok = false
					}
				}
			}
			return
		}
		args := CallArgs(st, in, call.Ref)
		for i, v := range args {
			if !isObj(v) {
				continue
			}
			if i > 0 || in.IsStaticInvoke() || call.Ref.Class != class {
				ok = false // handed to other code
				return
			}
			ts := p.Targets(call)
			if len(ts) != 1 || !ts[0].HasCode() {
				ok = false
				return
			}
			calls = append(calls, builderCall{ts[0], args, in.Addr})
		}
	})
	if !ok {
		return nil, false
	}
	for _, bc := range calls {
		ta, err := p.Analyze(bc.m)
		if err != nil || ta == nil {
			return nil, false
		}
		// A method that hands its own object to another call (a setter
		// calling another, a synthetic access$ helper storing for it) may
		// store k there: not followed. A constructor's call of its
		// library super constructor is the one exception, or of one of
		// a class with no instance fields to store (D8's RecordTag, the
		// superclass of a desugared record).
		self := false
		tb := CallsByAddr(p.Calls(bc.m))
		ta.Replay(func(in *dex.Insn, st *regflow.State) {
			c := tb[in.Addr]
			if c == nil || !in.IsInvoke() || c.Ref.Name == "<init>" && p.fieldlessSuper(bc.m, c.Ref.Class) {
				return
			}
			for _, a := range CallArgs(st, in, c.Ref) {
				if a.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int == 0 }) && !p.readsOnly(c, class) && !p.productOf(c, class) {
					self = true
				}
			}
		})
		if self {
			return nil, false
		}
	}
	return calls, true
}

// readsOnly reports a call of a method of class (one target in the APK,
// a build() calling its own intent()) that stores no field of an object
// and calls nothing else on its own: handed the builder, it changes none
// of its fields.
func (p *Program) readsOnly(c *Call, class string) bool {
	ts := p.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() || ts[0].Class.Name != class || ts[0].Ref.Name == "<init>" {
		return false
	}
	insns, err := ts[0].Insns()
	if err != nil || insns == nil {
		return false
	}
	only := true
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if in.Op >= dex.OpIput && in.Op <= dex.OpIputShort {
			only = false
		}
		if in.IsInvoke() {
			if ref, err := ts[0].Class.File.Method(in.Index); err == nil && ref.Class == class {
				only = false // a call on its own object (or another of the class) may store
			}
		}
		return only
	})
	return only
}

// productOf reports a call of the constructor of another class (one
// target in the APK, not a superclass of class: not the object's own
// construction) that neither stores into a field of class nor calls a
// method of it or of its program supertypes: the object a build() makes from its
// builder (`new ToolSpec(this)`), which reads or keeps the builder and
// changes nothing of it.
func (p *Program) productOf(c *Call, class string) bool {
	if c.Ref.Name != "<init>" || p.IsSubclass(class, c.Ref.Class) {
		return false
	}
	ts := p.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() {
		return false
	}
	insns, err := ts[0].Insns()
	if err != nil || insns == nil {
		return false
	}
	file := ts[0].Class.File
	only := true
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		switch {
		case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort:
			if f, err := file.Field(in.Index); err != nil || f.Class == class {
				only = false
			}
		case in.IsInvoke():
			if ref, err := file.Method(in.Index); err != nil || p.Classes[ref.Class] != nil && p.IsSubclass(class, ref.Class) {
				only = false
			}
		}
		return only
	})
	return only
}

// freshFactory returns the constructor call of a static method that makes
// one object of class and returns it (a builder's `with(ctx)`, the
// enclosing class's `Spec.named(name)`), nil otherwise.
func (p *Program) freshFactory(f *dex.Method, class string) *Call {
	if !f.Static() || f.Ref.Return != class {
		return nil
	}
	s := p.Summary(f)
	if s == nil {
		return nil
	}
	x, ok := s.Returns.Single()
	if !ok || x.Kind != regflow.New || x.Str != class || x.Via != nil && x.Via != f {
		return nil
	}
	var ctor *Call
	calls := p.Calls(f)
	for i := range calls {
		switch {
		case calls[i].Ref.Name == "<init>" && calls[i].Ref.Class == class:
			if ctor != nil {
				return nil // two objects made
			}
			ctor = &calls[i]
		case calls[i].Ref.Class == class:
			return nil // a setter the factory calls on its object: its stores are not read here
		}
	}
	// A factory storing into its object's fields itself is not read either.
	insns, err := f.Insns()
	if err != nil || insns == nil {
		return nil
	}
	stores := false
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		stores = stores || in.Op >= dex.OpIput && in.Op <= dex.OpIputShort
		return !stores
	})
	if stores {
		return nil
	}
	return ctor
}

// factoryConstructor is the constructor step of an object the static
// factory via made for caller m at site: the constructor via calls, with
// its arguments in m's terms (via's parameters are what m passes).
func (p *Program) factoryConstructor(m *dex.Method, site uint32, via *dex.Method, class string) (builderCall, bool) {
	c := p.freshFactory(via, class)
	if c == nil {
		return builderCall{}, false
	}
	ts := p.Targets(c)
	inner, ok := p.ArgsAt(via, c.Addr)
	outer, ok2 := p.ArgsAt(m, site)
	if len(ts) != 1 || !ts[0].HasCode() || !ok || !ok2 || len(inner) == 0 {
		return builderCall{}, false
	}
	args := make([]regflow.Value, len(inner))
	args[0] = regflow.One(regflow.Alt{Kind: regflow.New, Str: class, Site: site, Via: via})
	for i, v := range inner[1:] {
		x, single := v.Single()
		switch {
		case single && x.Kind == regflow.Param && x.Or == 0 && int(x.Int) < len(outer):
			args[i+1] = outer[x.Int]
		case single && (x.Kind == regflow.Const || x.Kind == regflow.Str):
			args[i+1] = v
		default:
			args[i+1] = regflow.Unknown
		}
	}
	return builderCall{ts[0], args, site}, true
}

// objectStores returns the values stored into field f of the object that
// caller c calls the builder's method on (chainSteps): what its
// constructor and the methods called on it (their parameters the call's
// arguments) and c's own stores leave there (chainField).
func (p *Program) objectStores(c Caller, class string, f *dex.FieldRef) (regflow.Value, bool) {
	steps, ordered, ok := p.chainSteps(c, class)
	if !ok {
		return regflow.Value{}, false
	}
	return p.chainField(steps, ordered, fieldKey(f), f)
}

// branches reports whether an analysed method has a conditional branch or
// a switch: a store in it may not run on every path.
func branches(a *Analysis) bool {
	for i := range a.Result.Insns {
		in := &a.Result.Insns[i]
		if _, cond, ok := in.Branch(); ok && cond || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			return true
		}
	}
	return false
}

// builderIntent judges the Intent of the PendingIntent m creates at
// addr, when it is read from a field of m's own class, per caller of m:
// each caller's object holds what the last of the methods it calls on it
// that store the field stored there (a setter replaces the constructor's
// placeholder `Intent()`), as that method leaves it. explicit is set when
// every caller's is explicit, with the classes named (one per caller
// where each names one).
func (p *Program) builderIntent(m *dex.Method, addr uint32) (explicit bool, targets []string) {
	f := p.ownFieldArg(m, addr, func(cr PICreation) int { return cr.Intent })
	if f == nil {
		return false, nil
	}
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > maxBuilderCallers {
		return false, nil
	}
	k := fieldKey(f)
	named := true
	for _, c := range callers {
		calls, ok := p.builderCalls(c, m.Class.Name)
		if !ok {
			return false, nil
		}
		// The Intent is the constructor's, or the one setter's that
		// replaces it; two setters, or one the caller may skip (a branch
		// between it and build()), leave it undecided.
		var last *builderCall
		setters := 0
		for i := range calls {
			if ta, _ := p.Analyze(calls[i].m); ta != nil && storesField(calls[i].m, ta, k) {
				if calls[i].m.Ref.Name != "<init>" {
					setters++
				}
				last = &calls[i]
			}
		}
		if last == nil || setters > 1 || setters == 1 && !p.straightTo(c, last.at) {
			return false, nil
		}
		marked, t, ok := p.storedIntent(last.m, k)
		if !ok || !marked {
			return false, nil
		}
		t = p.argTarget(t, last.args)
		if t == "" || t == "?" || ownTarget(t) == "" {
			named = false
		} else {
			targets = append(targets, t)
		}
	}
	if !named {
		targets = nil
	}
	slices.Sort(targets)
	return true, slices.Compact(targets)
}

// storesField reports whether w stores field k.
func storesField(w *dex.Method, a *Analysis, k fkey) bool {
	found := false
	replayStores(w, a, k, func(*dex.Insn, *regflow.State, regflow.Value) { found = true })
	return found
}

// storedIntent returns whether every Intent w stores into field k is
// explicit (marked) when w returns, and the class it names (a
// paramTarget when it is w's parameter's); ok is false when w stores
// something else.
func (p *Program) storedIntent(w *dex.Method, k fkey) (marked bool, target string, ok bool) {
	a, err := p.Analyze(w)
	if err != nil || a == nil {
		return false, "", false
	}
	stored := map[uint32]bool{}
	ok = true
	replayStores(w, a, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) {
		for _, alt := range v.Alts {
			if site, isObj := objSite(alt); isObj {
				stored[site] = true
				continue
			}
			ok = false
		}
		if v.Top {
			ok = false
		}
	})
	if !ok || len(stored) == 0 {
		return false, "", false
	}
	marked = true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpReturnVoid || in.Op > dex.OpReturnObject {
			return
		}
		for site := range stored {
			marked = marked && st.Marked(site)
			target = sameTarget(target, a.Target[site])
		}
	})
	return marked, target, true
}

// straightTo reports whether the instructions of c.Method from the one at
// from up to c's call run on one straight path: nothing branches away in
// between and nothing else jumps in, so the call at from runs whenever
// c's does.
func (p *Program) straightTo(c Caller, from uint32) bool {
	a, err := p.Analyze(c.Method)
	if err != nil || a == nil {
		return false
	}
	insns := a.Result.Insns
	joins := joinAddrs(a.Result)
	i := slices.IndexFunc(insns, func(in dex.Insn) bool { return in.Addr == from })
	if i < 0 {
		return false
	}
	for ; i < len(insns) && insns[i].Addr != c.Call.Addr; i++ {
		if !insns[i].FallsThrough() || i+1 < len(insns) && joins[insns[i+1].Addr] {
			return false
		}
		if _, _, branches := insns[i].Branch(); branches {
			return false
		}
	}
	return i < len(insns)
}

// fieldlessSuper reports whether class, whose constructor m calls, is a
// superclass of m's class that stores nothing the builder's fields could
// be: outside the APK, or a chain of program classes declaring no
// instance fields up to one outside it.
func (p *Program) fieldlessSuper(m *dex.Method, class string) bool {
	if m.Ref.Name != "<init>" || class != m.Class.Super {
		return p.Classes[class] == nil
	}
	for k := p.Classes[class]; k != nil; k = p.Classes[k.Super] {
		if len(k.InstanceFields) > 0 || !p.onlyChainsUp(k) {
			return false
		}
		if k.Super == "" || k.Super == k.Name {
			break
		}
	}
	return true
}

// onlyChainsUp reports whether every constructor of k does nothing but
// call a constructor of its superclass on the object and return (D8's
// RecordTag): one that calls an overridable method could set the
// subclass's fields (a template constructor calling configure()).
func (p *Program) onlyChainsUp(k *dex.Class) bool {
	for _, c := range k.Methods() {
		if c.Ref.Name != "<init>" || !c.HasCode() {
			continue
		}
		a, err := p.Analyze(c)
		if err != nil || a == nil {
			return false
		}
		for i := range a.Result.Insns {
			in := &a.Result.Insns[i]
			switch {
			case in.Op == dex.OpReturnVoid:
			case in.Op == dex.OpInvokeDirect:
				if cc := CallsByAddr(p.Calls(c))[in.Addr]; cc == nil || cc.Ref.Name != "<init>" || cc.Ref.Class != k.Super {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}
