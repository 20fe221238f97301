package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Two places a function object waits before it runs, for the body
// resolver: a field a lambda class's constructor fills from its
// parameter (the capture of a Kotlin lambda, `this.$handler`), and a
// Kotlin map or list a field holds, made by mapOf(k to v, ...) or
// listOf(...) (a table of handlers by tool name).

// captureParam returns the constructor parameter field f is filled from
// when f is written only by constructors of its own class, each storing
// the same parameter (a lambda's or an anonymous class's captured value);
// ok is false otherwise.
func (p *Program) captureParam(f *dex.FieldRef) (ctors []*dex.Method, k int, ok bool) {
	k = -1
	for _, w := range p.WritersOf(f) {
		if w.Class.Name != f.Class || w.Ref.Name != "<init>" {
			return nil, 0, false
		}
		bits := p.storedParams(w, fieldKey(f))
		kk := -1
		for j := 1; j < regflow.MaxTaintParams; j++ {
			if bits&regflow.TaintParam(int64(j)) != 0 {
				if kk >= 0 {
					return nil, 0, false // two parameters stored there
				}
				kk = j
			}
		}
		if kk < 0 || k >= 0 && kk != k {
			return nil, 0, false
		}
		k = kk
		ctors = append(ctors, w)
	}
	return ctors, k, len(ctors) > 0
}

// kotlinCollectionElements resolves the elements of the Kotlin map or
// list field f holds, when every store into it is mapOf/mutableMapOf/
// hashMapOf/linkedMapOf of `k to v` pairs or listOf/mutableListOf of
// values, written as an array literal in the storing method; ok is false
// when some store is anything else.
func (r *bodyResolver) kotlinCollectionElements(f *dex.FieldRef, thread bool, depth int) bool {
	writers := r.p.WritersOf(f)
	if len(writers) == 0 {
		return false
	}
	k := fieldKey(f)
	for _, w := range writers {
		a, err := r.p.Analyze(w)
		if err != nil || a == nil {
			return false
		}
		mc := r.p.madeCollections(w, a)
		ok := true
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			if !v.Exact() {
				ok = false
				return
			}
			for _, x := range v.Alts {
				if x.Kind != regflow.Call || x.Via != nil || !r.madeElements(w, mc, x.Site, thread, depth) {
					ok = false
				}
			}
		})
		if !ok {
			return false
		}
	}
	return true
}

// madeCollection is what a method's Kotlin mapOf/listOf calls are given:
// per call site the array of elements, whether it makes a map, the
// elements stored into each array, and the value of each `k to v`.
type madeCollection struct {
	pairs map[uint32]regflow.Value   // TuplesKt.to call site → its value
	plain map[uint32][]regflow.Value // array site → the elements stored
	made  map[uint32]uint32          // mapOf/listOf call site → the array given
	isMap map[uint32]bool
}

// madeCollections reads the Kotlin collections method w makes (analysis
// a): `mapOf(k to v, …)`, `listOf(a, b)`.
func (p *Program) madeCollections(w *dex.Method, a *Analysis) *madeCollection {
	mc := &madeCollection{pairs: map[uint32]regflow.Value{}, plain: map[uint32][]regflow.Value{}, made: map[uint32]uint32{}, isMap: map[uint32]bool{}}
	calls := CallsByAddr(p.Calls(w))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if c := calls[in.Addr]; c != nil && in.IsStaticInvoke() {
			args := CallArgs(st, in, c.Ref)
			switch {
			case c.Ref.Class == "Lkotlin/TuplesKt;" && c.Ref.Name == "to" && len(args) == 2:
				mc.pairs[in.Addr] = args[1]
			case kotlinMapOf(c.Ref) || kotlinListOf(c.Ref):
				if len(args) == 1 {
					if s, ok := args[0].Single(); ok && (s.Kind == regflow.Array || s.Kind == regflow.New) {
						mc.made[in.Addr] = s.Site
						mc.isMap[in.Addr] = kotlinMapOf(c.Ref)
					}
				}
			}
		}
		if in.Op == dex.OpAputObject {
			arr, v := st.Reg(in.B), st.Reg(in.A)
			for _, s := range regflow.Sites(arr) {
				mc.plain[s] = append(mc.plain[s], v)
			}
		}
	})
	return mc
}

// madeElements resolves the elements of the Kotlin collection the mapOf or
// listOf call at site in w made (a map's values); false when the call
// made none the analysis reads (an array filled elsewhere, an element not
// a `k to v` made here).
func (r *bodyResolver) madeElements(w *dex.Method, mc *madeCollection, site uint32, thread bool, depth int) bool {
	arr, found := mc.made[site]
	if !found || len(mc.plain[arr]) == 0 {
		return false // not made here, or its array filled elsewhere (a helper)
	}
	ok := true
	for _, e := range mc.plain[arr] {
		if !mc.isMap[site] {
			r.resolve(w, e, thread, depth+1)
			continue
		}
		// Each element must be a `k to v` made here.
		for _, a := range e.Alts {
			pv, isPair := mc.pairs[a.Site]
			if a.Kind != regflow.Call || a.Via != nil || !isPair {
				ok = false
				continue
			}
			r.resolve(w, pv, thread, depth+1)
		}
		if e.Top {
			ok = false
		}
	}
	return ok
}

func kotlinMapOf(ref *dex.MethodRef) bool {
	if ref.Class != "Lkotlin/collections/MapsKt;" || len(ref.Params) != 1 || ref.Params[0] != "[Lkotlin/Pair;" {
		return false
	}
	switch ref.Name {
	case "mapOf", "mutableMapOf", "hashMapOf", "linkedMapOf":
		return true
	}
	return false
}

func kotlinListOf(ref *dex.MethodRef) bool {
	if ref.Class != "Lkotlin/collections/CollectionsKt;" || len(ref.Params) != 1 || ref.Params[0] != "[Ljava/lang/Object;" {
		return false
	}
	switch ref.Name {
	case "listOf", "mutableListOf", "arrayListOf":
		return true
	}
	return false
}
