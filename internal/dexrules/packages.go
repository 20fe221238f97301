package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// heldPackages is where getPackagesForUid arrays are kept beyond the method
// that obtained them: the program fields a reachable method stores such an
// array into with no branch having limited it to one package, by
// fieldName. A field whose every store is guarded is not among them.
type heldPackages struct {
	fields map[string]bool
}

// fieldName names a field as "Lpkg/Class;->name:type".
func fieldName(f *dex.FieldRef) string { return f.Class + "->" + f.Name + ":" + f.Type }

// field reports whether v may be read from a field holding the packages.
func (h *heldPackages) field(v regflow.Value) *dex.FieldRef {
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Field && h.fields[fieldName(alt.Field)] {
			return alt.Field
		}
	}
	return nil
}

// forEachPackagesArrayHolder calls fn with every reachable method that holds
// a getPackagesForUid array: the methods that call it, through the
// summaries the callers of helpers that return it, and the methods that
// read a field one of them stored it into (CETP604, CETP624).
func forEachPackagesArrayHolder(p *DexPass, fn func(m *dex.Method, a *program.Analysis, held *heldPackages)) {
	prog := p.Program
	reach := p.EntryReach()
	var todo []*dex.Method
	for _, s := range prog.CallsIn(reach, func(c *program.Call) bool { return program.IsPackagesForUid(c.Ref) }) {
		todo = append(todo, s.Method)
	}
	type holder struct {
		m *dex.Method
		a *program.Analysis
	}
	var holders []holder
	done := map[*dex.Method]bool{}
	for len(todo) > 0 {
		m := todo[0]
		todo = todo[1:]
		if done[m] {
			continue
		}
		done[m] = true
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		holders = append(holders, holder{m, a})
		// A helper that returns the array: its callers hold it too.
		if s := prog.Summary(m); s != nil && s.Returns.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Call && program.IsPackagesForUid(x.Ref)
		}) {
			for _, c := range prog.Callers(m) {
				if _, ok := reach[c.Method]; ok {
					todo = append(todo, c.Method)
				}
			}
		}
	}
	held := &heldPackages{fields: map[string]bool{}}
	for _, h := range holders {
		h.a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != opIputObject && in.Op != opSputObject {
				return
			}
			stored := st.Reg(in.A)
			if !stored.Has(func(x regflow.Alt) bool {
				return x.Kind == regflow.Call && program.IsPackagesForUid(x.Ref) && !st.Marked(regflow.LenAtMostOneSite(x.Site))
			}) {
				return
			}
			if f, err := h.m.Class.File.Field(in.Index); err == nil && prog.Classes[f.Class] != nil {
				held.fields[fieldName(f)] = true
			}
		})
	}
	if len(held.fields) > 0 {
		// The methods reading those fields hold the array too, whichever
		// method of the surface they are in.
		for _, m := range program.SortedKeys(reach) {
			if done[m] || !readsField(m, held.fields) {
				continue
			}
			done[m] = true
			if a, err := prog.Analyze(m); err == nil && a != nil {
				holders = append(holders, holder{m, a})
			}
		}
	}
	for _, h := range holders {
		fn(h.m, h.a, held)
	}
}

// readsField reports whether m reads one of fields.
func readsField(m *dex.Method, fields map[string]bool) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	_ = dex.ScanFieldReads(insns, func(_ uint32, _ byte, index uint32) {
		if found {
			return
		}
		if f, err := m.Class.File.Field(index); err == nil && fields[fieldName(f)] {
			found = true
		}
	})
	return found
}
