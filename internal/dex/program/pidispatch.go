package program

import (
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
		if c == nil || !virtualOp(c.Op) || len(p.liveTargets(c)) < 2 {
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
