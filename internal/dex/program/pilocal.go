package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The PendingIntent search (scanPI) judges every method of the app that
// creates a PendingIntent, library code included. Its full analysis applies
// the summary of every program method the creating method calls, and reads
// the facts of every program field it reads: each summary is a full
// analysis of its own, and a field's facts may start a whole-program pass
// (the writer index). Most creations need none of it: the flags are a
// constant and the Intent is made in the same method, named by a class
// constant. So scanPI first analyses the method alone ("locally": no
// summaries, no field facts, no delegates), and keeps that answer only for
// a method whose every creation is proven to be judged the same way as the
// full analysis would judge it; any doubt, and the full analysis runs as
// before.
//
// What the local analysis does differently from the full one, and nothing
// else: a call to a program method whose summary the full analysis would
// apply (its result is read, or it takes an object a summary can change)
// gives a bare call value and changes nothing; a program field of a type
// the full analysis follows reads as the field itself; a kotlin.Lazy value,
// a kotlinc `by lazy` accessor and a helper that clears the calling
// identity are not followed. Every other step is the full analysis's own.
//
// So a value can differ between the two only if it was built from such a
// call's result or such a field ("dirty"), and an object only if it was
// handed to such a call, or to any call together with a dirty value (a
// platform call such as setClassName(ctx, helperResult) may name a
// component only the full analysis knows). A creation is kept when its
// flags (and isMutable) are constants on every path, its Intent is made in
// the method on every path by allocations no dirty step touched, and no
// branch of the method could narrow Build.VERSION.SDK_INT differently
// (a comparison with SDK_INT whose other side is dirty, or an (in)equality
// test of a dirty non-reference value, which the full analysis may know as
// an SDK test): the judge then reads the same values, marks and targets.

// localPI is what the local analysis of one method set aside: the calls it
// did not follow.
type localPI struct {
	skipped map[uint32]bool
}

// analyzeLocal runs the local analysis of m (not cached: the full one, when
// some rule asks for it, is computed as before). ok is false when it
// cannot be had (no code, a rejected method, over the budget, not
// converged): the caller then uses the full analysis, which reports why.
func (p *Program) analyzeLocal(m *dex.Method) (*Analysis, *localPI, bool) {
	code, err := m.Code()
	if err != nil || code == nil {
		return nil, nil, false
	}
	a := &Analysis{Target: map[uint32]string{}, links: map[uint32][]uint32{}}
	loc := &localPI{skipped: map[uint32]bool{}}
	res, err := regflow.AnalyzeBudget(m, code, &model{p: p, a: a, m: m, local: loc}, p.workBudget())
	if err != nil || res == nil || res.Incomplete {
		return nil, nil, false
	}
	a.Result = res
	return a, loc, true
}

// skip records, in a local analysis, a call to a program method whose
// summary the full analysis would apply.
func (e *model) skip(st *regflow.State, in *dex.Insn, ref *dex.MethodRef) {
	if st.ResultUsed() || hasEffectParams(ref) {
		e.local.skipped[in.Addr] = true
	}
}

// programFieldFacts reports whether the full analysis reads f's facts
// (fieldRead): a program field of a type it follows.
func (p *Program) programFieldFacts(f *dex.FieldRef) bool {
	return f != nil && p.Classes[f.Class] != nil && interestingField(f.Type)
}

// piDirt is the result of the local analysis's check: the call sites whose
// results and the objects whose marks, targets or taint may differ from
// the full analysis's, and whether a branch may narrow the SDK range
// differently.
type piDirt struct {
	p     *Program
	calls map[uint32]bool // invoke and invoke-custom sites with dirty results
	objs  map[uint32]bool // allocation and parameter sites
	risky bool
}

// valueDirty reports whether v may hold something else in the full
// analysis.
func (d *piDirt) valueDirty(v regflow.Value) bool {
	if v.Top {
		return true
	}
	for i := range v.Alts {
		if d.altDirty(&v.Alts[i]) {
			return true
		}
	}
	return false
}

func (d *piDirt) altDirty(a *regflow.Alt) bool {
	switch a.Kind {
	case regflow.Const, regflow.Str, regflow.Class, regflow.New, regflow.Array, regflow.Param,
		regflow.Exception, regflow.SDKTest:
		return a.Via != nil
	case regflow.Call, regflow.CallSite:
		return a.Via != nil || d.calls[a.Site]
	case regflow.Field:
		return d.p.programFieldFacts(a.Field)
	case regflow.Elem, regflow.Len:
		return a.Of == nil || d.altDirty(a.Of)
	}
	return true // Bits (an unknown part) and anything new
}

// inputDirty reports whether v, handed to a call, may make it act
// differently: a dirty value, or an object a dirty step touched.
func (d *piDirt) inputDirty(v regflow.Value) bool {
	if d.valueDirty(v) {
		return true
	}
	for _, s := range regflow.Sites(v) {
		if d.objs[s] {
			return true
		}
	}
	return false
}

// taint marks every object of v as touched by a dirty step.
func (d *piDirt) taint(v regflow.Value) bool {
	changed := false
	for _, s := range regflow.Sites(v) {
		if !d.objs[s] {
			d.objs[s] = true
			changed = true
		}
	}
	return changed
}

// nonReference reports whether a dirty value may be a number or boolean
// (what an SDK test or a constant compared with SDK_INT is).
func nonReference(v regflow.Value) bool {
	if v.Top {
		return true
	}
	for _, a := range v.Alts {
		var typ string
		switch a.Kind {
		case regflow.Call:
			if a.Ref != nil {
				typ = a.Ref.Return
			}
		case regflow.Field:
			if a.Field != nil {
				typ = a.Field.Type
			}
		}
		if typ == "" || !strings.HasPrefix(typ, "L") && !strings.HasPrefix(typ, "[") {
			return true
		}
	}
	return false
}

// sdkIntField reports whether v is Build.VERSION.SDK_INT.
func sdkIntField(v regflow.Value) bool {
	a, ok := v.Single()
	return ok && a.Kind == regflow.Field && a.Field != nil &&
		a.Field.Class == "Landroid/os/Build$VERSION;" && a.Field.Name == "SDK_INT"
}

// dirt propagates the local analysis's skipped calls over m to a fixpoint.
func (p *Program) dirt(m *dex.Method, a *Analysis, loc *localPI) *piDirt {
	d := &piDirt{p: p, calls: map[uint32]bool{}, objs: map[uint32]bool{}}
	for s := range loc.skipped {
		d.calls[s] = true
	}
	f := m.Class.File
	for changed := true; changed; {
		changed = false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			var args []regflow.Value
			switch {
			case in.Op == dex.OpInvokePoly || in.Op == dex.OpInvokePolyR:
				return // its result is Unknown in both analyses
			case in.IsInvoke():
				ref, err := f.Method(in.Index)
				if err != nil {
					return
				}
				args = regflow.Args(st, in, ref, in.IsStaticInvoke())
			case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR,
				in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
				for _, r := range in.Args {
					args = append(args, st.Reg(uint32(r)))
				}
			case in.Op == dex.OpAputObject:
				if d.inputDirty(st.Reg(in.A)) && d.taint(st.Reg(in.B)) {
					changed = true
				}
				return
			case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez:
				d.branch(st, in)
				return
			default:
				return
			}
			dirty := d.calls[in.Addr]
			for _, v := range args {
				dirty = dirty || d.inputDirty(v)
			}
			if !dirty {
				return
			}
			if !d.calls[in.Addr] {
				d.calls[in.Addr] = true
				changed = true
			}
			if in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR {
				if !d.objs[in.Addr] {
					d.objs[in.Addr] = true
					changed = true
				}
			}
			for _, v := range args {
				if d.taint(v) {
					changed = true
				}
			}
		})
	}
	return d
}

// branch sets risky when the conditional branch in may narrow the SDK
// range in the full analysis and not here, or otherwise.
func (d *piDirt) branch(st *regflow.State, in *dex.Insn) {
	lhs := st.Reg(in.A)
	rhs := regflow.One(regflow.Alt{Kind: regflow.Const})
	zero := in.Op >= dex.OpIfEqz
	if !zero {
		rhs = st.Reg(in.B)
	}
	if sdkIntField(lhs) && d.valueDirty(rhs) || sdkIntField(rhs) && d.valueDirty(lhs) {
		d.risky = true
	}
	op := in.Op
	if zero {
		op -= dex.OpIfEqz - dex.OpIfEq
	}
	if op-dex.OpIfEq > 1 {
		return // only == and != read an SDK test
	}
	for _, v := range []regflow.Value{lhs, rhs} {
		if d.valueDirty(v) && nonReference(v) {
			d.risky = true
		}
	}
}

// constsOnly reports whether every path gives v a constant (or no path
// defines it).
func constsOnly(v regflow.Value) bool {
	if v.Top {
		return false
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.Const || a.Via != nil {
			return false
		}
	}
	return true
}

// sameAsFull reports whether the full analysis would judge a direct
// factory call with these inputs the same way.
func (d *piDirt) sameAsFull(inp piInputs, wrapper *dex.Method) bool {
	if d.risky || wrapper != nil || inp.noIntent || !constsOnly(inp.flags) || !constsOnly(inp.mutable) {
		return false
	}
	v := inp.intent
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.New || a.Via != nil || d.objs[a.Site] {
			return false
		}
	}
	return true
}

// scanPILocal is scanPI from the local analysis; ok is false when some
// creation in m needs the full analysis (or a wrapper summary).
func (p *Program) scanPILocal(m *dex.Method, wrappers map[*dex.Method]piInputs) ([]*PISite, bool) {
	if _, ok := p.analyses[m]; ok || p.analyzing[m] || p.failed[m] != nil {
		return nil, false // the full one is had, or answers as it must
	}
	a, loc, ok := p.analyzeLocal(m)
	if !ok {
		return nil, false
	}
	d := p.dirt(m, a, loc)
	if d.risky {
		return nil, false
	}
	byAddr := CallsByAddr(p.Calls(m))
	var sites []*PISite
	same := true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		call := byAddr[in.Addr]
		if call == nil || !same {
			return
		}
		inp, wrapper, ok := p.piInputsAt(st, in, call, wrappers)
		if !ok {
			return
		}
		if !d.sameAsFull(inp, wrapper) {
			same = false
			return
		}
		site := &PISite{Method: m, Call: call, Wrapper: wrapper, Activity: inp.activity}
		p.judge(a, st, inp, site)
		sites = append(sites, site)
	})
	if !same {
		return nil, false
	}
	return sites, true
}
