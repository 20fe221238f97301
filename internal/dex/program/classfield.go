package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

const classClass = "Ljava/lang/Class;"

// fieldClass returns the class descriptor a program field of type Class
// holds on every store: a class constant stored directly, or one that
// every caller passes to the setter storing its parameter (a builder's
// target(ConfirmActivity::class.java)). It is "" when a store or a caller
// gives anything else, the classes differ, or a setter has more than
// MaxWrapperCallers callers: the target is then not known, as before.
//
// It runs when a PendingIntent is judged, after the analyses, so that the
// callers it analyses are not in the middle of their own analysis; an
// answer left open by one that is (a cycle) is not kept.
func (p *Program) fieldClass(f *dex.FieldRef) string {
	if f == nil || f.Type != classClass || p.Classes[f.Class] == nil {
		return ""
	}
	k := fieldKey(f)
	if c, ok := p.classFields[k]; ok {
		return c
	}
	if p.classFields == nil {
		p.classFields = map[fkey]string{}
	}
	p.classFields[k] = "" // a store reading the field itself finds none
	found, ok, final := "", true, true
	add := func(v regflow.Value) {
		if v.Top || len(v.Alts) == 0 {
			ok = false
		}
		for _, a := range v.Alts {
			switch {
			case a.Kind == regflow.Class && (found == "" || found == a.Str):
				found = a.Str
			case a.Kind == regflow.Const && a.Int == 0: // null: no target
			default:
				ok = false
			}
		}
	}
	for _, w := range p.WritersOf(f) {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			ok, final = false, err != nil
			break
		}
		var params []int
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			for _, alt := range v.Alts {
				if alt.Kind == regflow.Param && (alt.Int > 0 || w.Static()) && alt.Or == 0 {
					params = append(params, int(alt.Int))
				}
			}
			add(withoutParams(v))
		})
		if len(params) == 0 {
			continue
		}
		callers := p.Callers(w)
		if len(callers) == 0 || len(callers) > MaxWrapperCallers {
			ok = false
		}
		for _, c := range callers {
			if !ok {
				break
			}
			ca, err := p.Analyze(c.Method)
			if err != nil || ca == nil {
				ok, final = false, err != nil
				break
			}
			ca.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Addr != c.Call.Addr {
					return
				}
				args := CallArgs(st, in, c.Call.Ref)
				for _, k := range params {
					add(arg(args, k))
				}
			})
		}
	}
	if !ok {
		found = ""
	}
	if final {
		p.classFields[k] = found
	} else {
		delete(p.classFields, k)
	}
	return found
}

// withoutParams drops v's parameter alternatives; undefined when it has
// no other.
func withoutParams(v regflow.Value) regflow.Value {
	out := regflow.Value{Top: v.Top, Taint: v.Taint}
	for _, a := range v.Alts {
		if a.Kind != regflow.Param {
			out.Alts = append(out.Alts, a)
		}
	}
	if len(out.Alts) == 0 && !out.Top {
		return regflow.One(regflow.Alt{Kind: regflow.Const}) // adds nothing
	}
	return out
}

// targetOf returns the component the Intent or ComponentName allocated at
// site names: the class given where it was made, or the one its Class
// field holds (fieldClass).
func (p *Program) targetOf(a *Analysis, site uint32) string {
	if t := ownTarget(a.Target[site]); t != "" {
		return t
	}
	if f := a.classField[site]; f != nil {
		if c := p.fieldClass(f); c != "" {
			return c
		}
	}
	return ""
}
