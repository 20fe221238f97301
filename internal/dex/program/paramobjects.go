package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Per caller: a method that only reads the field of an object it receives
// (`Bundle started(OpId id) { ... id.value() ... }`) holds whatever object
// each caller passes, and ObjectArgs, which answers for objects a method
// makes, has nothing to tie the read to. When every caller passes an
// object ObjectArgs can answer for (made by the caller, or by a factory it
// calls), the answer is given per call site, so a rule can say which call
// passes the predictable one instead of uniting them all.

// CallerArg is what one call site passes for the parameter: the taint of
// the values its object's constructor or setter calls store into the field.
type CallerArg struct {
	Caller
	Taint regflow.Taint
}

// ParamObjectArgs answers the field question per caller of m for objs,
// when objs is one of m's parameters (only) and m neither stores it, nor
// hands it to other program code, nor calls a writer of f on it. ok is
// false otherwise, when m has more than MaxStoredArgCallers callers or
// none, or when some caller's object cannot be answered for (ObjectArgs).
func (p *Program) ParamObjectArgs(m *dex.Method, objs regflow.Value, f *dex.FieldRef) (per []CallerArg, ok bool) {
	k, ok := p.onlyReadsParam(m, objs, f)
	if !ok {
		return nil, false
	}
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > MaxStoredArgCallers {
		return nil, false
	}
	// Each calling method replayed once for all its call sites.
	var sites callSites
	for _, c := range callers {
		sites.add(c)
	}
	argsOf := map[*dex.Method]map[uint32][]regflow.Value{}
	for _, c := range callers {
		if argsOf[c.Method] == nil {
			argsOf[c.Method] = p.argsAtSites(c.Method, sites.at[c.Method])
		}
		args, found := argsOf[c.Method][c.Call.Addr]
		if !found || k >= len(args) {
			return nil, false
		}
		t, set, answered := p.objectArgsExcept(c.Method, args[k], f, int64(c.Call.Addr))
		if !answered || !set {
			return nil, false
		}
		per = append(per, CallerArg{Caller: c, Taint: t})
	}
	return per, true
}

// onlyReadsParam returns the parameter objs is, when it is one of m's
// parameters (only) and m neither stores it, nor hands it to other
// program code, nor calls a writer of f on it: what m reads of f is then
// what each caller's object holds.
func (p *Program) onlyReadsParam(m *dex.Method, objs regflow.Value, f *dex.FieldRef) (k int, ok bool) {
	param, single := objs.Single()
	if !single || param.Kind != regflow.Param || param.Via != nil {
		return 0, false
	}
	k = int(param.Int)
	mine := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && int(x.Int) == k && x.Via == nil })
	}
	writers := p.WritersOf(f)
	ok = true
	ok = p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		args := CallArgs(st, in, c.Ref)
		for i, arg := range args {
			if !mine(arg) {
				continue
			}
			if i > 0 || in.IsStaticInvoke() {
				if summarized(c.Ref) {
					ok = false // handed to program code, which may set the field
				}
				continue
			}
			for _, t := range p.Targets(c) {
				if slices.Contains(writers, t) || defaultCtorBridge(t.Ref) {
					ok = false // m sets the field itself
				}
			}
		}
	}) && ok
	if !ok {
		return 0, false
	}
	// Stores of the object (iput-object, sput-object, aput-object).
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return 0, false
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if op := in.Op; (op == dex.OpIput+2 || op == dex.OpSput+2 || op == dex.OpAputObject) && mine(st.Reg(in.A)) {
			ok = false
		}
	})
	return k, ok
}

// ObjectSource is one object a caller of a method may pass for a
// parameter: the method that makes it (the caller itself, or a helper
// whose result the caller passes) and the instruction making it there,
// with the taint its constructor and setter calls store into the field.
type ObjectSource struct {
	Maker *dex.Method
	Site  uint32
	Taint regflow.Taint
	// Passed says the maker fills the field from its own parameters (a
	// factory such as Result.error(code, message)): what its callers
	// pass decides, and the maker is no place to report.
	Passed bool
}

// ParamObjectSources answers the field question per object, where
// ParamObjectArgs answers per caller: for each caller of m passing objs
// (a parameter m only reads), each object its argument may be that the
// analysis can answer for, made in the caller or in a helper the caller
// takes it from (a tool method returning one of several cases of a
// sealed result). Objects it cannot answer for are left out: a caller
// passing one of several tools' results still has the others answered.
// Objects of a class that cannot hold f are left out too.
func (p *Program) ParamObjectSources(m *dex.Method, objs regflow.Value, f *dex.FieldRef) []ObjectSource {
	k, ok := p.onlyReadsParam(m, objs, f)
	if !ok {
		return nil
	}
	callers := p.Callers(m)
	if len(callers) > MaxStoredArgCallers {
		return nil
	}
	var sites callSites
	for _, c := range callers {
		sites.add(c)
	}
	argsOf := map[*dex.Method]map[uint32][]regflow.Value{}
	var out []ObjectSource
	seen := map[ObjectSource]bool{}
	for _, c := range callers {
		if argsOf[c.Method] == nil {
			argsOf[c.Method] = p.argsAtSites(c.Method, sites.at[c.Method])
		}
		args, found := argsOf[c.Method][c.Call.Addr]
		if !found || k >= len(args) {
			continue
		}
		for _, a := range args[k].Alts {
			if a.Kind != regflow.New || !p.mayHold(a.Str, f) {
				continue
			}
			t, set, answered := p.objectArgsExcept(c.Method, regflow.One(a), f, int64(c.Call.Addr))
			if !answered || !set {
				continue
			}
			src := ObjectSource{Maker: c.Method, Site: a.Site, Taint: t}
			if a.Via != nil {
				src.Maker, src.Site = a.Via, a.ViaSite
			}
			src.Passed = p.fillsFromParams(src.Maker, src.Site, f)
			if !seen[src] {
				seen[src] = true
				out = append(out, src)
			}
		}
	}
	return out
}

// fillsFromParams reports whether m, calling a constructor or setter of f
// on the object it makes at site, passes one of its own parameters.
func (p *Program) fillsFromParams(m *dex.Method, site uint32, f *dex.FieldRef) bool {
	writers := p.WritersOf(f)
	found := false
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if found || in.IsStaticInvoke() {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if len(args) < 2 || !args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site }) {
			return
		}
		writes := false
		for _, t := range p.Targets(c) {
			writes = writes || slices.Contains(writers, t) || defaultCtorBridge(t.Ref)
		}
		if !writes {
			return
		}
		for _, v := range args[1:] {
			if v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Via == nil }) || v.Taint&regflow.ParamTaints != 0 {
				found = true
			}
		}
	})
	return found
}
