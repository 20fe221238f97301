package program

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A method as it runs once a branch went one way.
//
// `val a = if (confirmed) args.copy(confirmed = true) else args; if
// (!a.confirmed) return ask(); delete()`: on the edge where the request's
// flag is set, the copy's field is true and the delete runs on every
// path, but the control flow alone keeps the ask() path open there.
// ForcedLive analyses the method with that branch decided and with the
// fields of the objects its helpers build and return known
// (returnedField: the constructor argument a final field is stored from,
// through the helper's and its helpers' constant arguments: Kotlin's
// copy$default choosing by its mask, the copy, the constructor), so the
// tests those fields decide are decided too; the instructions still
// reachable are what can run on that edge.

// maxReturnedDepth bounds the helpers followed to the constructor that
// made a returned object.
const maxReturnedDepth = 3

// ForcedLive returns the addresses of the instructions of m that can run
// once the conditional branch at addr is taken (taken) or falls through;
// nil when m cannot be analysed so (the caller then keeps its control
// flow reading).
func (p *Program) ForcedLive(m *dex.Method, addr uint32, taken bool) map[uint32]bool {
	params := len(m.Ref.Params)
	if !m.Static() {
		params++
	}
	field := func(x regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
		return p.returnedField(m, x, f)
	}
	key := boundKey{m, fmt.Sprintf("forced:%x:%v", addr, taken)}
	r := p.runBoundEnv(m, key, make([]regflow.Value, params), false, func(base *model) regflow.Env {
		return &chainModel{model: base, field: field, branch: func(in *dex.Insn) (bool, bool) {
			return taken, in.Addr == addr
		}}
	})
	if r == nil {
		return nil
	}
	live := map[uint32]bool{}
	r.a.Replay(func(in *dex.Insn, _ *regflow.State) { live[in.Addr] = true })
	return live
}

// returnedField returns what field f holds in the object x, when x is
// what a call in m returned (its result, or an object a helper made,
// placed at the call by its summary) and that object's constructor
// stored the field from an argument the helpers' constants decide.
func (p *Program) returnedField(m *dex.Method, x regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
	if x.Kind != regflow.Call && !(x.Kind == regflow.New && x.Via != nil) {
		return regflow.Value{}, false
	}
	args, ok := p.argsAt(m, x.Site)
	if !ok {
		return regflow.Value{}, false
	}
	c := CallsByAddr(p.Calls(m))[x.Site]
	if c == nil {
		return regflow.Value{}, false
	}
	return p.builtField(c, args, f, 0)
}

// builtField returns what field f holds in the object call c, given args,
// returns: the argument its constructor stores into f when the callee
// makes the object itself, or what a call the callee returns gives,
// followed maxReturnedDepth helpers deep.
func (p *Program) builtField(c *Call, args []regflow.Value, f *dex.FieldRef, depth int) (regflow.Value, bool) {
	ts := p.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() || depth >= maxReturnedDepth {
		return regflow.Value{}, false
	}
	t := ts[0]
	a := p.AnalyzeArgs(t, args)
	if a == nil {
		var err error
		if a, err = p.Analyze(t); err != nil || a == nil {
			return regflow.Value{}, false
		}
	}
	calls := CallsByAddr(p.Calls(t))
	k := fieldKey(f)
	var out regflow.Value
	ok := true
	returns := 0
	// The constructor calls on the objects t makes, by allocation site.
	ctorArgs := map[uint32][]regflow.Value{}
	ctors := map[uint32]*dex.Method{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		if cc := calls[in.Addr]; cc != nil && cc.Ref.Name == "<init>" && !in.IsStaticInvoke() {
			cargs := CallArgs(st, in, cc.Ref)
			if len(cargs) > 0 {
				if o, single := cargs[0].Single(); single && o.Kind == regflow.New && o.Via == nil {
					ct := p.Lookup(cc.Ref.Class, cc.Ref.NameProto())
					switch prev := ctors[o.Site]; {
					case ct == nil:
					case prev == nil:
						ctorArgs[o.Site], ctors[o.Site] = cargs, ct
					case prev != ct || len(ctorArgs[o.Site]) != len(cargs):
						ok = false // two constructors for one object: not followed
					default:
						// The same constructor on two paths (`if (v) <init>(id,
						// false) else <init>(id, true)`): either's arguments.
						merged := make([]regflow.Value, len(cargs))
						for i := range cargs {
							merged[i] = regflow.Merge(ctorArgs[o.Site][i], cargs[i])
						}
						ctorArgs[o.Site] = merged
					}
				}
			}
		}
		if in.Op != dex.OpReturnObject {
			return
		}
		returns++
		rv, single := st.Reg(in.A).Single()
		switch {
		case !single || st.Reg(in.A).Top:
			ok = false
		case rv.Kind == regflow.New && rv.Via == nil && ctors[rv.Site] != nil:
			j, stored := p.ctorStores(ctors[rv.Site])[k]
			if !stored || j >= len(ctorArgs[rv.Site]) {
				ok = false
				return
			}
			out = regflow.Merge(out, substParams(ctorArgs[rv.Site][j], args))
		case rv.Kind == regflow.Call || rv.Kind == regflow.New && rv.Via != nil:
			inner := calls[rv.Site]
			if inner == nil {
				ok = false
				return
			}
			iargs, found := p.argsAtIn(a, rv.Site, inner)
			if !found {
				ok = false
				return
			}
			for i := range iargs {
				iargs[i] = substParams(iargs[i], args)
			}
			v, fine := p.builtField(inner, iargs, f, depth+1)
			if !fine {
				ok = false
				return
			}
			out = regflow.Merge(out, v)
		default:
			ok = false
		}
	})
	if !ok || returns == 0 || out.IsUndefined() {
		return regflow.Value{}, false
	}
	return opaqueObjects(out, f), true
}

// argsAtIn returns the arguments of call c at addr as analysis a sees them.
func (p *Program) argsAtIn(a *Analysis, addr uint32, c *Call) ([]regflow.Value, bool) {
	var args []regflow.Value
	found := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr == addr && in.IsInvoke() && !found {
			args, found = CallArgs(st, in, c.Ref), true
		}
	})
	return args, found
}
