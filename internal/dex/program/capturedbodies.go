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
		calls := CallsByAddr(r.p.Calls(w))
		pairs := map[uint32]regflow.Value{} // TuplesKt.to call site → its value
		plain := map[uint32][]regflow.Value{}
		made := map[uint32]uint32{} // mapOf/listOf call site → the array given
		isMap := map[uint32]bool{}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if c := calls[in.Addr]; c != nil && in.IsStaticInvoke() {
				args := CallArgs(st, in, c.Ref)
				switch {
				case c.Ref.Class == "Lkotlin/TuplesKt;" && c.Ref.Name == "to" && len(args) == 2:
					pairs[in.Addr] = args[1]
				case kotlinMapOf(c.Ref) || kotlinListOf(c.Ref):
					if len(args) == 1 {
						if s, ok := args[0].Single(); ok && (s.Kind == regflow.Array || s.Kind == regflow.New) {
							made[in.Addr] = s.Site
							isMap[in.Addr] = kotlinMapOf(c.Ref)
						}
					}
				}
			}
			if in.Op == dex.OpAputObject {
				arr, v := st.Reg(in.B), st.Reg(in.A)
				for _, s := range regflow.Sites(arr) {
					plain[s] = append(plain[s], v)
				}
			}
		})
		ok := true
		replayStores(w, a, k, func(_ *dex.Insn, _ *regflow.State, v regflow.Value) {
			if !v.Exact() {
				ok = false
				return
			}
			for _, x := range v.Alts {
				arr, found := made[x.Site]
				if x.Kind != regflow.Call || x.Via != nil || !found {
					ok = false
					continue
				}
				if len(plain[arr]) == 0 {
					ok = false // the array is filled elsewhere (a helper), not seen here
					continue
				}
				if !isMap[x.Site] {
					for _, e := range plain[arr] {
						r.resolve(w, e, thread, depth+1)
					}
					continue
				}
				for _, e := range plain[arr] {
					// Each element must be a `k to v` made here.
					for _, a := range e.Alts {
						if a.Kind != regflow.Call || a.Via != nil {
							ok = false
							continue
						}
						pv, isPair := pairs[a.Site]
						if !isPair {
							ok = false
							continue
						}
						r.resolve(w, pv, thread, depth+1)
					}
					if e.Top {
						ok = false
					}
				}
			}
		})
		if !ok {
			return false
		}
	}
	return true
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
