package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A pair is often made by a helper of the app rather than where the
// Bundle is built: `fun kv() = "k" to v`, a companion's or @JvmStatic
// function, R8-renamed, or one swapping its arguments. One level of such
// helpers is read: the pairs a helper makes itself (TuplesKt.to or new
// Pair) and returns on every path, with its parameters replaced by the
// call's arguments. A value the helper computes itself (not a constant,
// a field or a parameter) stays unknown but keeps its taint. A helper
// that returns anything else (a pair from another helper, a field) stays
// unread, and the build keeps its note.

// pairHelperCall is a call, in the method whose pairs are read, of a
// method of the app that returns a Pair.
type pairHelperCall struct {
	call   *Call
	args   []regflow.Value
	taints []regflow.Taint // the arguments' taint at the call
}

// helperResult reports whether alt may be the result of the call at its
// site: the call's own result, or what the callee's summary says it
// returns (an allocation of the callee, Via it).
func helperResult(alt regflow.Alt) bool {
	return alt.Kind == regflow.Call && alt.Via == nil || alt.Via != nil && (alt.Kind == regflow.New || alt.Kind == regflow.Call)
}

// pairsFromHelper returns the pairs the helper called at h returns, in
// the caller's terms; ok is false when they cannot be read.
func (p *Program) pairsFromHelper(h pairHelperCall) ([]pairOf, bool) {
	ts := p.Targets(h.call)
	if len(ts) != 1 || !ts[0].HasCode() {
		return nil, false
	}
	m := ts[0]
	a, err := p.Analyze(m)
	if err != nil || a == nil || a.Incomplete {
		return nil, false
	}
	byAddr := CallsByAddr(p.Calls(m))
	made := map[uint32]pairOf{}
	var out []pairOf
	ok, returns := true, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		if in.Op == dex.OpReturnObject {
			returns = true
			v := st.Reg(in.A)
			if v.Top || len(v.Alts) == 0 {
				ok = false
				return
			}
			for _, alt := range v.Alts {
				pr, found := made[alt.Site]
				if !found || alt.Via != nil || alt.Kind != regflow.Call && alt.Kind != regflow.New {
					ok = false
					return
				}
				out = append(out, pr)
			}
			return
		}
		if c := byAddr[in.Addr]; c != nil {
			p.madePair(st, in, c, made) // its call is the helper's call, set below
		}
	})
	if !ok || !returns || len(out) == 0 {
		return nil, false
	}
	for i := range out {
		var t regflow.Taint
		out[i].call = h.call
		out[i].key, _ = h.inCaller(out[i].key)
		out[i].value, t = h.inCaller(out[i].value)
		out[i].taint = out[i].taint&^regflow.ParamTaints | t
	}
	return out, true
}

// inCaller rewrites a value of the helper in the caller's terms: its
// parameters become the call's arguments (with their taint), constants,
// classes and fields stay, and what the helper computes itself becomes
// unknown, its taint kept.
func (h pairHelperCall) inCaller(v regflow.Value) (regflow.Value, regflow.Taint) {
	// The helper's own parameter bits mean nothing in the caller.
	out := regflow.Value{Top: v.Top, Taint: v.Taint &^ regflow.ParamTaints}
	var taint regflow.Taint
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.Str, regflow.Const, regflow.Class, regflow.Field:
			out = regflow.Merge(out, regflow.One(a))
		case regflow.Param:
			i := int(a.Int)
			if i < 0 || i >= len(h.args) || a.Or != 0 {
				out.Top = true
				continue
			}
			out = regflow.Merge(out, h.args[i])
			taint |= h.taints[i]
		default:
			out.Top = true
		}
	}
	out.Taint |= taint
	return out, taint
}
