package dexrules

import (
	"slices"

	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// javaField names a field for messages: com.example.Session.token.
func javaField(f *dex.FieldRef) string {
	return finding.Sanitize(JavaName(f.Class) + "." + f.Name)
}

// storedCutText says why the callers filling a field were not all
// followed (program.StoredArgTaint), naming where it stopped: a clause
// that follows "it is".
func storedCutText(c *program.StoredArgsCut) string {
	switch {
	case c.Built != nil:
		return fmt.Sprintf("text %s builds, and the analysis looked through %d of the calls building it (its budget) for fields filled from a constructor's or setter's parameter",
			Short(c.Built), program.MaxBuiltVisits)
	case c.Unanalyzed != nil:
		return fmt.Sprintf("read from %s, filled from a parameter, and the caller %s passing the value could not be analyzed",
			javaField(c.Field), Short(c.Unanalyzed))
	case c.Deep:
		return fmt.Sprintf("read from %s, filled from a parameter, and the callers of its writers are followed at most %d calls deep: %s, which passes the value on, is called from %d place(s) not followed (first %s)",
			javaField(c.Field), program.MaxStoredArgDepth, Short(c.Writer), c.Callers, Short(c.First.Method))
	}
	return fmt.Sprintf("read from %s, filled from a parameter, and the callers of its writers are followed through at most %d call sites: %s's caller %s (one of %d) was not reached",
		javaField(c.Field), program.MaxStoredArgCallers, Short(c.Writer), Short(c.First.Method), c.Callers)
}

// perObjectTaint refines a token's per-field answer (stored, for a value
// m puts with the call at at) by the objects m reads: for each field
// whose writers' callers pass a predictable value, when every object the
// put's value is read from is one m makes, itself or through a helper
// returning it, the writer calls on those objects decide
// (program.ReadObjectsFor, program.ObjectArgs), and so do they when v is
// the result of an instance method of the field's class reading its own
// field, called on objects m makes or reads from a field whose writers
// make them (program.ReceiverObjectArgs); other fields keep their
// per-field answer. It returns the union, and whether every such field
// was answered per object.
func perObjectTaint(prog *program.Program, m *dex.Method, at uint32, v regflow.Value, stored program.StoredArgs) (regflow.Taint, bool) {
	var out regflow.Taint
	tied := true
	for _, fa := range stored.Fields {
		if fa.Taint&regflow.TaintPredictable == 0 {
			out |= fa.Taint
			continue
		}
		if t, ok := prog.ObjectArgs(m, prog.ReadObjectsFor(m, fa.Field, at), fa.Field); ok {
			out |= t
			continue
		}
		if t, ok := prog.ReceiverObjectArgs(m, v, fa.Field); ok {
			out |= t
			continue
		}
		out |= fa.Taint
		tied = false
	}
	return out, tied
}

// perCallerTaint answers a token's per-field question per caller of m,
// when the objects m reads the predictable fields of are one parameter
// that m only reads (program.ParamObjectArgs): for each call site of m, the
// taint its object's construction gives, with the other fields' per-field
// answer added to every one. ok is false unless every predictable field is
// so answered for the same callers.
func perCallerTaint(prog *program.Program, m *dex.Method, at uint32, stored program.StoredArgs) (per []program.CallerArg, ok bool) {
	var rest regflow.Taint
	for _, fa := range stored.Fields {
		if fa.Taint&regflow.TaintPredictable == 0 {
			rest |= fa.Taint
			continue
		}
		got, ok := prog.ParamObjectArgs(m, prog.ReadObjectsFor(m, fa.Field, at), fa.Field)
		if !ok {
			return nil, false
		}
		if per == nil {
			per = got
			continue
		}
		if len(got) != len(per) {
			return nil, false
		}
		for i := range per {
			if got[i].Caller != per[i].Caller {
				return nil, false
			}
			per[i].Taint |= got[i].Taint
		}
	}
	for i := range per {
		per[i].Taint |= rest
	}
	return per, per != nil
}

// guardedByOtherField reports whether the put at addr in m is decided by a
// branch on another field of the object the put's value is read from (f's
// class, not f): `if (status.equals("USER_ACTION_REQUIRED")) put(token)`
// puts the token only for some objects, so a per-object answer about the
// token alone would report objects whose token the put never sends.
// Branches that do not decide the put (both edges reach it) and tests of
// f itself (its null check) do not count.
func guardedByOtherField(prog *program.Program, m *dex.Method, addr uint32, f *dex.FieldRef) bool {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return true // cannot tell: keep the per-field answer
	}
	g := newInsnGraph(a.Result)
	at, ok := g.index[addr]
	if !ok {
		return true
	}
	// The instructions from which the put can be reached, found once
	// walking the edges backwards (a search per branch would be quadratic
	// in a large method).
	preds := make([][]int, len(g.insns))
	for j, succ := range g.succ {
		for _, k := range succ {
			preds[k] = append(preds[k], j)
		}
	}
	toPut := make([]bool, len(g.insns))
	g.search([]int{at}, func(j int) ([]int, bool) {
		toPut[j] = true
		return preds[j], true
	})
	reaches := func(start int) bool { return toPut[start] }
	other := func(x regflow.Alt) bool {
		return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == f.Class && x.Field.Name != f.Name
	}
	reads := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			if other(x) {
				return true
			}
			if x.Kind == regflow.Call && (x.Ref != nil && x.Ref.Class == f.Class && x.Ref.Return == "Z" && len(x.Ref.Params) == 0 ||
				x.Via != nil && x.Via.Class.Name == f.Class && x.Via.Ref.Return == "Z" && len(x.Via.Ref.Params) == 0) {
				// A test the object's own class answers (`if
				// (reply.needsUser())`, reading its status).
				return true
			}
			if x.Kind != regflow.Call || x.Via != nil {
				return false
			}
			args, ok := prog.ArgsAt(m, x.Site)
			return ok && slices.ContainsFunc(args, func(v regflow.Value) bool { return v.Has(other) })
		})
	}
	// decides reports whether some successors of the branch or switch at
	// i reach the put and others do not.
	decides := func(i int) bool {
		yes, no := false, false
		for _, j := range g.succ[i] {
			if reaches(j) {
				yes = true
			} else {
				no = true
			}
		}
		return yes && no
	}
	guarded := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if guarded {
			return
		}
		switch {
		case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez:
			if decides(g.index[in.Addr]) {
				guarded = reads(st.Reg(in.A)) || in.Op < dex.OpIfEqz && reads(st.Reg(in.B))
			}
		case in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch:
			// `switch (r.kind)`, a `when` over an enum field (its
			// ordinal(), or the switch map's element for it).
			if decides(g.index[in.Addr]) {
				v := st.Reg(in.A)
				guarded = reads(v) || v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Elem })
			}
		}
	})
	return guarded
}

// handedIn reports whether the value put is the putting method's
// parameter, or a field of objects that are its parameters (this
// included): a reply helper given each tool's result, not a tool
// building its own.
func handedIn(p *DexPass, put program.Put) bool {
	return paramRooted(p.Program, put.Method, put.Value, put.Call.Addr, 2)
}

// paramRooted reports whether every alternative of v is m's parameter or
// a field read (depth fields deep) from one, before addr.
func paramRooted(prog *program.Program, m *dex.Method, v regflow.Value, addr uint32, depth int) bool {
	if len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Param:
		case x.Kind == regflow.Field && x.Field != nil && depth > 0:
			if !paramRooted(prog, m, prog.ReadObjectsFor(m, x.Field, addr), addr, depth-1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
