package dexrules

import (
	"sort"
	"strings"

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
	// params: in a helper the array is handed to, the parameters it is
	// (CETP624's helpers; nil elsewhere).
	params *paramPackages
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
		for _, f := range p.pkgFacts(h.a).storesInto(prog, h.m, h.a) {
			held.fields[f] = true
		}
	}
	if len(held.fields) > 0 {
		// The methods reading those fields hold the array too, whichever
		// method of the surface they are in.
		readers := p.pkgReaders(reach, held.fields)
		for _, m := range program.SortedKeys(reach) {
			if done[m] || !readers[m] {
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

// pkgArrays keeps what CETP604 and CETP624 both read of the same methods
// (forEachPackagesArrayHolder hands them the same holders): each fact is
// one replay of a method's analysis, made once per APK instead of once
// per rule. They depend on the analysis alone, so no limit is met making
// them and none goes unreported to the second rule.
type pkgArrays struct {
	facts   map[*program.Analysis]*pkgArrayFacts
	readers map[string]map[*dex.Method]bool // by the held fields' names, joined
}

// pkgArrayFacts is what one method does with getPackagesForUid arrays,
// each part computed on first use.
type pkgArrayFacts struct {
	stores              []string        // program fields it stores an unguarded array into, by fieldName
	guarded             map[string]bool // fields whose array length it compares with one (lengthGuardedField)
	stored, guardedDone bool
}

func (p *DexPass) pkgShared() *pkgArrays {
	if p.pkgArrays == nil {
		p.pkgArrays = &pkgArrays{facts: map[*program.Analysis]*pkgArrayFacts{}, readers: map[string]map[*dex.Method]bool{}}
	}
	return p.pkgArrays
}

func (p *DexPass) pkgFacts(a *program.Analysis) *pkgArrayFacts {
	f := p.pkgShared().facts[a]
	if f == nil {
		f = &pkgArrayFacts{}
		p.pkgArrays.facts[a] = f
	}
	return f
}

// storesInto returns the program fields m (analysed as a) stores a
// getPackagesForUid array into with no branch having limited it to one
// package.
func (f *pkgArrayFacts) storesInto(prog *program.Program, m *dex.Method, a *program.Analysis) []string {
	if f.stored {
		return f.stores
	}
	f.stored = true
	unguarded := func(st *regflow.State, v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Call && program.IsPackagesForUid(x.Ref) && !st.Marked(regflow.LenAtMostOneSite(x.Site))
		})
	}
	var byAddr map[uint32]*program.Call
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.IsInvoke() {
			// A constructor or setter given the array keeps it in the
			// field it stores that parameter into: a record or data
			// class holding a shared UID's packages (`new Shared(uid,
			// pkgs)` when the length is not one).
			if byAddr == nil {
				byAddr = map[uint32]*program.Call{}
				calls := prog.Calls(m)
				for i := range calls {
					byAddr[calls[i].Addr] = &calls[i]
				}
			}
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			for k, x := range program.CallArgs(st, in, c.Ref) {
				if !unguarded(st, x) {
					continue
				}
				// One app method only: a call with several
				// implementations, or into a library, is not a holder
				// of its own.
				if ts := prog.Targets(c); len(ts) == 1 && !program.IsPlatform(ts[0].Class.Name) {
					f.stores = append(f.stores, paramStoredFields(prog, ts[0], int64(k))...)
				}
			}
			return
		}
		if in.Op != opIputObject && in.Op != opSputObject {
			return
		}
		if !unguarded(st, st.Reg(in.A)) {
			return
		}
		if fr, err := m.Class.File.Field(in.Index); err == nil && prog.Classes[fr.Class] != nil {
			f.stores = append(f.stores, fieldName(fr))
		}
	})
	return f.stores
}

// paramStoredFields returns the program fields m stores its parameter k
// into (0 is "this"), by fieldName, where no branch of m has limited the
// parameter's length to at most one.
func paramStoredFields(prog *program.Program, m *dex.Method, k int64) []string {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	var out []string
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != opIputObject && in.Op != opSputObject {
			return
		}
		if !st.Reg(in.A).Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int == k }) ||
			st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(k))) {
			return // not the parameter, or its length was checked to be at most one
		}
		if fr, err := m.Class.File.Field(in.Index); err == nil && prog.Classes[fr.Class] != nil {
			out = append(out, fieldName(fr))
		}
	})
	return out
}

// lengthGuarded returns the fields whose array length the method
// (analysed as a) compares with one (lengthGuardedField). Callers must not
// modify the map.
func (f *pkgArrayFacts) lengthGuarded(a *program.Analysis) map[string]bool {
	if f.guardedDone {
		return f.guarded
	}
	f.guardedDone = true
	f.guarded = map[string]bool{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if fr := lengthGuardedField(in, st); fr != nil {
			f.guarded[fieldName(fr)] = true
		}
	})
	return f.guarded
}

// pkgReaders returns the methods of reach that read one of fields.
func (p *DexPass) pkgReaders(reach map[*dex.Method]*program.Caller, fields map[string]bool) map[*dex.Method]bool {
	names := make([]string, 0, len(fields))
	for f := range fields {
		names = append(names, f)
	}
	sort.Strings(names)
	key := strings.Join(names, "\n")
	if r, ok := p.pkgShared().readers[key]; ok {
		return r
	}
	// A getter returning one of the fields (a Kotlin property read from
	// another class, `caller.packages`) is a read of it at its callers.
	getters := map[*dex.Method]bool{}
	for f := range fields {
		c := p.Program.Classes[f[:strings.Index(f, "->")]]
		if c == nil {
			continue
		}
		for _, g := range c.Virtual {
			if len(g.Ref.Params) > 0 || !g.HasCode() || !readsField(g, fields) {
				continue
			}
			if s := p.Program.Summary(g); s != nil && s.Returns.Has(func(x regflow.Alt) bool {
				// The field, or a copy or List view made of it there.
				return x.Kind == regflow.Field && x.Field != nil && fields[fieldName(x.Field)] ||
					x.Kind == regflow.Call && (x.Via == nil || x.Via == g) && x.Ref != nil &&
						(program.ElementView(x.Ref) || x.Ref.Name == "clone" || x.Ref.Name == "copyOfRange")
			}) {
				getters[g] = true
			}
		}
	}
	r := map[*dex.Method]bool{}
	for m := range reach {
		if readsField(m, fields) || len(getters) > 0 && callsAny(p.Program, m, getters) {
			r[m] = true
		}
	}
	p.pkgArrays.readers[key] = r
	return r
}

// callsAny reports whether m calls one of methods.
func callsAny(prog *program.Program, m *dex.Method, methods map[*dex.Method]bool) bool {
	calls := prog.Calls(m)
	for i := range calls {
		for _, t := range prog.Targets(&calls[i]) {
			if methods[t] {
				return true
			}
		}
	}
	return false
}
