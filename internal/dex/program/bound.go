package program

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A helper whose result depends on which way it branches on an argument
// (`m ? FLAG_MUTABLE : FLAG_IMMUTABLE`, Kotlin's `f$default` testing its
// mask) has a summary that merges every branch. Where a call passes
// constants, the helper is analyzed once more as that call runs it
// (regflow.AnalyzeBound: the constants bound, branches on them decided),
// so the call gets the one answer its arguments select. Only calls that
// pass a constant to a helper whose summary has several answers pay for
// it, once per distinct helper and constants.

// boundKey names a helper analyzed with some arguments bound.
type boundKey struct {
	m    *dex.Method
	args string
}

type boundResult struct {
	a *Analysis
	s *Summary
}

// maxBoundAnalyses bounds the bound analyses of one program; beyond it
// calls keep the merged summary (their answer may then be a "cannot
// prove" note, never a wrong decision).
const maxBoundAnalyses = 4096

// MaxBoundAnalyses is the budget of helper analyses with a call's
// constants bound, per program.
const MaxBoundAnalyses = maxBoundAnalyses

func (p *Program) boundBudget() int {
	switch {
	case p.BoundAnalyses < 0:
		return 0
	case p.BoundAnalyses > 0:
		return p.BoundAnalyses
	}
	return maxBoundAnalyses
}

// constArgs returns the arguments of a call that are one integer constant
// (null included), one constant string or one class constant, bound, the
// others undefined; and a key naming them.
func constArgs(args []regflow.Value) ([]regflow.Value, string) {
	var out []regflow.Value
	var key strings.Builder
	for k, a := range args {
		c, ok := a.Single()
		if !ok || (c.Kind != regflow.Const || c.PreM) && c.Kind != regflow.Str && c.Kind != regflow.Class {
			continue
		}
		if out == nil {
			out = make([]regflow.Value, len(args))
		}
		if c.Kind == regflow.Class {
			out[k] = regflow.One(regflow.Alt{Kind: regflow.Class, Str: c.Str})
			key.WriteString(strconv.Itoa(k) + "=class " + c.Str + ",")
			continue
		}
		if c.Kind == regflow.Str {
			out[k] = regflow.One(regflow.Alt{Kind: regflow.Str, Str: c.Str})
			key.WriteString(strconv.Itoa(k) + "=" + strconv.Quote(c.Str) + ",")
			continue
		}
		out[k] = regflow.One(regflow.Alt{Kind: regflow.Const, Int: c.Int})
		key.WriteString(strconv.Itoa(k) + "=" + strconv.FormatInt(c.Int, 16) + ",")
	}
	return out, key.String()
}

// analyzeBound returns m's analysis and summary with the call's constant
// arguments bound; nil when no argument is a constant, m cannot be
// analyzed (or is already being analyzed so), or the budget is spent.
func (p *Program) analyzeBound(m *dex.Method, args []regflow.Value) *boundResult {
	bound, key := constArgs(args)
	if bound == nil {
		return nil
	}
	return p.runBound(m, boundKey{m, key}, bound, true)
}

// runBound analyses m with the arguments bound, once per key: a key met
// again gives the first answer (nil while that analysis is still running,
// a call back to m with the same arguments: the caller keeps the merged
// summary). With summarize, the result carries m's summary as bound.
func (p *Program) runBound(m *dex.Method, k boundKey, bound []regflow.Value, summarize bool) *boundResult {
	return p.runBoundEnv(m, k, bound, summarize, nil)
}

// runBoundEnv is runBound with the model wrapped by env (nil: the plain
// model), such as a builder object's fields (chainModel).
func (p *Program) runBoundEnv(m *dex.Method, k boundKey, bound []regflow.Value, summarize bool, env func(*model) regflow.Env) *boundResult {
	if r, ok := p.bound[k]; ok {
		return r
	}
	if p.bound == nil {
		p.bound = map[boundKey]*boundResult{}
	}
	if len(p.bound) >= p.boundBudget() || p.nesting >= maxSummaryNesting {
		return nil
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return nil
	}
	p.bound[k] = nil
	a := &Analysis{Target: map[uint32]string{}, links: map[uint32][]uint32{}}
	p.nesting++
	var e regflow.Env = &model{p: p, a: a, m: m}
	if env != nil {
		e = env(e.(*model))
	}
	res, err := regflow.AnalyzeBound(m, code, e, p.workBudget(), bound)
	p.nesting--
	if err != nil || res.Incomplete {
		return nil
	}
	a.Result = res
	r := &boundResult{a: a}
	if summarize {
		r.s = p.summarize(m, a)
	}
	p.bound[k] = r
	return r
}

// choosesByArgs reports whether a summary's result is one of several
// values: only then can binding a call's arguments choose among them.
func choosesByArgs(s *Summary) bool {
	return s != nil && (len(s.Returns.Alts) > 1 || s.Returns.Top && len(s.Returns.Alts) > 0)
}

// boundSummary returns the summary of target t as the call with args runs
// it, when the call passes a constant and t's merged summary s has several
// answers; nil otherwise.
func (p *Program) boundSummary(t *dex.Method, s *Summary, ref *dex.MethodRef, args []regflow.Value) *Summary {
	if !choosesByArgs(s) || !boundReturn(ref.Return) || ref.Return == ClassIntent && s.Ret.Marked {
		// One answer, or Intents explicit whichever is returned; it may
		// still depend on which object the call passes.
		return p.dispatchBound(t, args)
	}
	if r := p.analyzeBound(t, args); r != nil {
		return r.s
	}
	return nil
}

// A helper that calls a method of one of its parameters (`fun issue(src:
// IdSource) = src.next()`) merges, in its summary, every live override of
// that method: one implementation's java.util.Random and another's
// SecureRandom meet, and no caller gets its own answer. Where a call
// passes, for such a parameter, an object it made of one app class, the
// helper is analyzed once more with that parameter bound to an object of
// that class (keyed by the classes, shared by every call passing them),
// whose calls on it then reach that class's override only (madeClasses).

// dispatchBound returns t's summary as the call with args runs it when
// it passes an object of a known app class for a parameter t dispatches
// on; nil otherwise.
func (p *Program) dispatchBound(t *dex.Method, args []regflow.Value) *Summary {
	ks := p.dispatchParams(t)
	if ks == 0 {
		return nil
	}
	var bound []regflow.Value
	var key strings.Builder
	for k, a := range args {
		if k >= 64 || ks&(1<<k) == 0 {
			continue
		}
		c, ok := a.Single()
		if ok && !a.Top && c.Kind == regflow.Field {
			// An object read from a field of an interface type whose
			// writers store objects of one class (a Dagger factory's
			// provider field handed to its static provideInstance):
			// bound as that class's object.
			if cls, one := p.fieldObjectClass(a); one {
				c = regflow.Alt{Kind: regflow.New, Str: cls}
			}
		}
		if !ok || a.Top || c.Kind != regflow.New || c.Str == "" || p.Classes[c.Str] == nil {
			continue
		}
		if bound == nil {
			bound = make([]regflow.Value, len(args))
		}
		bound[k] = regflow.One(regflow.Alt{Kind: regflow.New, Str: c.Str, Site: regflow.ParamSite(int64(k))})
		key.WriteString(strconv.Itoa(k) + "=" + c.Str + ",")
	}
	if bound == nil {
		return nil
	}
	if r := p.runBound(t, boundKey{t, "new:" + key.String()}, bound, true); r != nil {
		return r.s
	}
	return nil
}

// dispatchParams returns, as bits by argument index, the parameters of t
// (its own object excluded) that t makes a virtual or interface call on
// with more than one live target, as t's own analysis noted them
// (noteDispatch); t's summary, computed before any call applies it, ran
// that analysis.
func (p *Program) dispatchParams(t *dex.Method) uint64 {
	return p.dispatches[t]
}

// noteDispatch records, while m is analyzed, a virtual call with several
// live targets on m's parameters in recv.
func (p *Program) noteDispatch(m *dex.Method, recv regflow.Value) {
	for _, x := range recv.Alts {
		if x.Kind == regflow.Param && (x.Int > 0 || m.Static()) && x.Int < 64 {
			if p.dispatches == nil {
				p.dispatches = map[*dex.Method]uint64{}
			}
			p.dispatches[m] |= 1 << x.Int
		}
	}
}

// boundReturn reports whether a return type is one a helper chooses by an
// argument and a rule judges: flags and switches, Intents.
func boundReturn(typ string) bool {
	switch typ {
	case "I", "Z", ClassIntent:
		return true
	}
	return false
}

// argChoice returns TaintArgChoice when a call to t cannot be decided per
// call (no constant decides it) although t's result is one of several
// values chosen by a branch on an argument the call passes: a rule then
// knows the merged answer is not what any one path gives.
func (p *Program) argChoice(t *dex.Method, s *Summary, ref *dex.MethodRef) regflow.Taint {
	if !choosesByArgs(s) || !boundReturn(ref.Return) {
		return 0
	}
	return p.branchChoice(t)
}

// branchChoice returns TaintArgChoice when t branches on a value built
// from one of its arguments.
func (p *Program) branchChoice(t *dex.Method) regflow.Taint {
	if v, ok := p.branchesOnArgs[t]; ok {
		return v
	}
	if p.branchesOnArgs == nil {
		p.branchesOnArgs = map[*dex.Method]regflow.Taint{}
	}
	var out regflow.Taint
	// Provisional while t is replayed: a call back to t (recursion, or a
	// caller replayed for a field's stores) must not replay it again.
	p.branchesOnArgs[t] = 0
	if a, err := p.Analyze(t); err == nil && a != nil {
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op < dex.OpIfEq || in.Op > dex.OpIfLez {
				return
			}
			t := st.Reg(in.A).Taint
			if in.Op < dex.OpIfEqz {
				t |= st.Reg(in.B).Taint
			}
			if t&regflow.ParamTaints != 0 {
				out = regflow.TaintArgChoice
			}
		})
	}
	p.branchesOnArgs[t] = out
	return out
}

// boundWrapper returns the inputs of PendingIntent wrapper t as the call
// with args runs it, when the call passes a constant and t's merged
// inputs w have several flags (Kotlin's `confirmPi$default(ctx, 0, 2,
// null)`, whose mask selects the default FLAG_IMMUTABLE over the dummy 0).
//
// When the call cannot be decided so (no constant argument, or the budget
// of bound analyses spent) but t chooses among its flags by branching on
// an argument, the merged inputs come back marked TaintArgChoice: a rule
// then says it cannot prove the answer rather than reading the merge of
// every branch as what this call gets.
func (p *Program) boundWrapper(t *dex.Method, w piInputs, args []regflow.Value, wrappers map[*dex.Method]piInputs) (piInputs, bool) {
	several := func(v regflow.Value) bool { return len(v.Alts) > 1 || v.Top && len(v.Alts) > 0 }
	if !several(w.flags) && !several(w.mutable) {
		return piInputs{}, false
	}
	r := p.analyzeBound(t, args)
	if r == nil {
		if choice := p.branchChoice(t); choice != 0 {
			w.flags.Taint |= choice
			w.mutable.Taint |= choice
			return w, true
		}
		return piInputs{}, false
	}
	calls := CallsByAddr(p.Calls(t))
	var out piInputs
	found := false
	var stacks stackIntents
	r.a.Replay(func(in *dex.Insn, st *regflow.State) {
		call := calls[in.Addr]
		if found || call == nil {
			return
		}
		stacks.step(p, r.a, st, in, call)
		inp, _, ok := p.piInputsAt(t, st, in, call, wrappers)
		if !ok {
			return
		}
		if inp.noIntent && isTaskStackBuilder(call.Ref.Class) {
			stacks.decide(&inp, arg(regflow.Args(st, in, call.Ref, in.IsStaticInvoke()), 0))
		}
		out, found = p.resolveIntent(r.a, st, inp), true
	})
	if !found {
		return piInputs{}, false
	}
	out.activity = w.activity
	return out, true
}

// knownArgs returns the arguments of a call whose every alternative is a
// constant a callee can be judged by: an integer (null included), a string,
// or an enum constant of the program; bound, the others undefined; and a
// key naming them. nil when none is.
func (p *Program) knownArgs(args []regflow.Value) ([]regflow.Value, string) {
	var out []regflow.Value
	var key strings.Builder
	for k, a := range args {
		if !a.Exact() {
			continue
		}
		var v regflow.Value
		known := true
		for _, x := range a.Alts {
			switch {
			case x.Kind == regflow.Const && !x.PreM:
				v = regflow.Merge(v, regflow.One(regflow.Alt{Kind: regflow.Const, Int: x.Int}))
			case x.Kind == regflow.Str:
				v = regflow.Merge(v, regflow.One(regflow.Alt{Kind: regflow.Str, Str: x.Str}))
			case x.Kind == regflow.Field && x.Field != nil && x.Field.Class == x.Field.Type && p.isEnum(x.Field.Class):
				v = regflow.Merge(v, regflow.One(regflow.Alt{Kind: regflow.Field, Field: x.Field}))
			default:
				known = false
			}
		}
		if !known || !v.Exact() {
			continue
		}
		if out == nil {
			out = make([]regflow.Value, len(args))
		}
		out[k] = v
		key.WriteString(strconv.Itoa(k) + "=")
		for _, x := range v.Alts {
			key.WriteString(x.String() + ";")
		}
		key.WriteString(",")
	}
	return out, key.String()
}

// AnalyzeArgs returns m's analysis as a call passing args runs it: each
// argument that is known (integer, string or enum constants) starts as
// that value, branches on bound integers follow the edge they take, and a
// call on a bound enum constant gives that constant's string. A rule uses
// it to judge what a helper such as `error(code)` does for the code one
// caller passes. It returns nil when no argument is known, m cannot be
// analyzed so, or the budget of bound analyses is spent (the caller then
// keeps the merged analysis, and says it cannot tell).
func (p *Program) AnalyzeArgs(m *dex.Method, args []regflow.Value) *Analysis {
	bound, key := p.knownArgs(args)
	if bound == nil {
		return nil
	}
	if r := p.runBound(m, boundKey{m, "known:" + key}, bound, false); r != nil {
		return r.a
	}
	return nil
}

// UndecidedDispatch returns a program method that a call result among v's
// alternatives in m comes from and that dispatches on one of its
// parameters (dispatchParams), so that its summary may unite what
// different implementations give; nil when there is none.
func (p *Program) UndecidedDispatch(m *dex.Method, v regflow.Value) *dex.Method {
	byAddr := CallsByAddr(p.Calls(m))
	for _, a := range v.Alts {
		if a.Kind != regflow.Call && a.Kind != regflow.New {
			continue
		}
		if a.Via != nil && p.dispatchParams(a.Via) != 0 {
			return a.Via // made inside the helper, placed at the call
		}
		c := byAddr[a.Site]
		if c == nil {
			continue
		}
		for _, t := range p.liveTargets(c) {
			if p.dispatchParams(t) != 0 {
				return t
			}
		}
	}
	return nil
}

// fieldObjectClass returns the one class of the objects a field read v may be,
// when the receiver search places them (receiverClasses), within its
// nesting bound.
func (p *Program) fieldObjectClass(v regflow.Value) (string, bool) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || !p.opaqueType(x.Field.Type) || p.receiverWalking >= maxReceiverWalks {
		return "", false
	}
	p.receiverWalking++
	classes, ok := p.receiverClasses(nil, v, false)
	p.receiverWalking--
	if !ok || len(classes) != 1 {
		return "", false
	}
	return classes[0], true
}

// boundCallArgs returns the arguments c's method passes at its call c when
// that method is analysed with the arguments its own caller's call cc
// passes bound (kotlinc's $default bridge or copy$default given its
// caller's mask and values); ok is false when cc's arguments cannot be
// read or the bound analysis is not run.
func (p *Program) boundCallArgs(c, cc Caller) (args []regflow.Value, ok bool) {
	outer, found := p.argsAt(cc.Method, cc.Call.Addr)
	if !found {
		return nil, false
	}
	r := p.analyzeBound(c.Method, outer)
	if r == nil || r.a == nil {
		return nil, false
	}
	r.a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr == c.Call.Addr && in.IsInvoke() {
			args = CallArgs(st, in, c.Call.Ref)
		}
	})
	return args, true
}
