package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// An Intent a helper gets by calling an interface or virtual method on one
// of its own parameters (`fun resolution(ctx, s: Screen) =
// PendingIntent.getActivity(ctx, 0, s.intent(ctx), FLAG_IMMUTABLE)`) is
// whatever the override of the object each caller passes returns. Judged
// inside the helper, every live override is merged, and one implicit
// implementation makes every caller's PendingIntent implicit. Such a
// helper is therefore a wrapper of its parameter: at each caller that
// passes objects of known classes, the Intent is what those classes'
// overrides return; where the caller passes something else, the helper's
// own merged verdict stands, as before.

// piDispatch is a wrapper's Intent obtained from a virtual call on its
// parameter param.
type piDispatch struct {
	param     int
	nameProto string
	// helper, when set, is the helper whose result the Intent is, which
	// chooses it by branching on the argument at helperPos of its call
	// (helperArgs, in the wrapper's frame): m's parameter param there.
	helper     *dex.Method
	helperArgs []regflow.Value
	helperPos  int
	// merged is the verdict over every live target, for callers whose
	// argument is not an object of a known class.
	merged Verdict
	target string
}

// paramDispatch returns the dispatch a PendingIntent's Intent in m comes
// from, when every alternative of intent is the result of a call at a
// site of m with several live targets whose receiver is the same
// parameter of m (recvAt: receivers by call address), and the merged
// verdict is not already explicit. Only private and static methods
// qualify: their callers are all in the APK, so what they pass is all
// that can reach the parameter.
func (p *Program) paramDispatch(m *dex.Method, a *Analysis, st *regflow.State, intent regflow.Value, byAddr map[uint32]*Call, recvAt map[uint32]regflow.Value) *piDispatch {
	if m.AccessFlags&(dex.AccPrivate|dex.AccStatic) == 0 || intent.Top || len(intent.Alts) == 0 {
		return nil
	}
	d := &piDispatch{param: -1}
	for _, alt := range intent.Alts {
		c := byAddr[alt.Site]
		if c == nil || !VirtualOp(c.Op) || len(p.liveTargets(c)) < 2 {
			return nil
		}
		recv, ok := recvAt[alt.Site].Single()
		if !ok || recv.Kind != regflow.Param || recv.Int == 0 && !m.Static() {
			return nil // "this": its class's overrides are the targets already
		}
		if d.param >= 0 && (int(recv.Int) != d.param || c.Ref.NameProto() != d.nameProto) {
			return nil
		}
		d.param, d.nameProto = int(recv.Int), c.Ref.NameProto()
	}
	d.merged, d.target, _ = p.explicit(a, st, intent, 0)
	if d.merged == Yes {
		return nil // explicit whatever runs
	}
	return d
}

// paramChoice returns the open choice of a PendingIntent's Intent in m
// when it is the result of one call of a helper that picks it by
// branching on an argument (a screen-name switch, program.branchChoice)
// and m passes its own parameter there: each caller passing a constant
// gets the helper's answer for it (boundReturnedIntent) instead of the
// merge of every branch. nil when the merge is explicit already.
func (p *Program) paramChoice(m *dex.Method, a *Analysis, st *regflow.State, intent regflow.Value) *piDispatch {
	if intent.Top || len(intent.Alts) == 0 {
		return nil
	}
	var t *dex.Method
	var site uint32
	for i, alt := range intent.Alts {
		if alt.Via == nil || i > 0 && (alt.Via != t || alt.Site != site) {
			return nil
		}
		t, site = alt.Via, alt.Site
	}
	args, ok := p.ArgsAt(m, site)
	if !ok {
		return nil
	}
	d := &piDispatch{param: -1, helper: t, helperArgs: args}
	recv := 0 // args[0] is the receiver of a virtual helper
	if !t.Static() {
		recv = 1
	}
	for j, v := range args {
		// A switch's subject: a string or an integer (a Context or an
		// object passed along is not what it branches on).
		if j < recv || j-recv >= len(t.Ref.Params) || t.Ref.Params[j-recv] != "Ljava/lang/String;" && t.Ref.Params[j-recv] != "I" {
			continue
		}
		if x, ok := v.Single(); ok && x.Kind == regflow.Param && (x.Int > 0 || m.Static()) {
			if d.param >= 0 {
				return nil // two of m's parameters: not one choice
			}
			d.param, d.helperPos = int(x.Int), j
		}
	}
	if d.param < 0 || p.branchChoice(t) == 0 {
		return nil
	}
	d.merged, d.target, _ = p.explicit(a, st, intent, 0)
	if d.merged == Yes {
		return nil
	}
	return d
}

// boundReturnedIntent is returnedIntent for helper t analysed with the
// constants of args bound: whether every Intent it returns then names a
// component.
func (p *Program) boundReturnedIntent(t *dex.Method, args []regflow.Value) (Verdict, string) {
	r := p.analyzeBound(t, args)
	if r == nil || r.a == nil || r.a.Incomplete {
		return Unknown, ""
	}
	verdict, target, _ := p.returnsIntent(r.a, 0)
	if verdict != Yes {
		target = ""
	}
	return verdict, target
}

// dispatchAt decides a wrapper's dispatched Intent at a call passing args:
// the worst of what the overrides of the classes of the objects passed
// return, the dispatch carried on when the caller passes its own
// parameter, or the merged verdict otherwise.
func (p *Program) dispatchAt(inp piInputs, args []regflow.Value) piInputs {
	d := inp.dispatch
	v := arg(args, d.param)
	inp.dispatch = nil
	if v.Top || len(v.Alts) == 0 {
		inp.intentFixed, inp.intentTarget = d.merged, d.target
		return inp
	}
	if j, ok := v.Single(); ok && j.Kind == regflow.Param {
		nd := *d
		nd.param = int(j.Int)
		inp.dispatch = &nd
		return inp
	}
	if d.helper != nil {
		// A constant this call passes: the helper's answer for it.
		inp.intentFixed, inp.intentTarget = d.merged, d.target
		if j, ok := v.Single(); ok && (j.Kind == regflow.Str || j.Kind == regflow.Const && !j.PreM) {
			args := slices.Clone(d.helperArgs)
			args[d.helperPos] = v
			if x, t := p.boundReturnedIntent(d.helper, args); x != Unknown {
				inp.intentFixed, inp.intentTarget = x, t
			}
		}
		return inp
	}
	verdict, target := Yes, ""
	for _, alt := range v.Alts {
		t := (*dex.Method)(nil)
		if alt.Kind == regflow.New && alt.Str != "" && p.Classes[alt.Str] != nil {
			t = p.Lookup(alt.Str, d.nameProto)
		}
		if t == nil {
			inp.intentFixed, inp.intentTarget = d.merged, d.target
			return inp
		}
		x, tg, _ := p.returnedIntent(regflow.Alt{Kind: regflow.Call, Ref: t.Ref}, 0)
		if x == No || verdict == Yes {
			verdict = x
		}
		if tg != "" {
			target = tg
		}
	}
	if verdict != Yes {
		target = ""
	}
	inp.intentFixed, inp.intentTarget = verdict, target
	return inp
}
