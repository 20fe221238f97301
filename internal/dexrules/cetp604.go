package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP604", checkFirstPackageForUid) }

func isPackagesForUid(ref *dex.MethodRef) bool {
	return ref.Name == "getPackagesForUid" && ref.Return == "[Ljava/lang/String;"
}

// firstOf recognises Kotlin's first()/firstOrNull() of an array.
func firstOf(ref *dex.MethodRef) bool {
	return strings.HasPrefix(ref.Class, "Lkotlin/collections/ArraysKt") && (ref.Name == "first" || ref.Name == "firstOrNull") &&
		len(ref.Params) == 1 && strings.HasPrefix(ref.Params[0], "[")
}

func checkFirstPackageForUid(p *DexPass) {
	prog := p.Program
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool { return isPackagesForUid(c.Ref) })
	done := map[*dex.Method]bool{}
	for _, s := range sites {
		m := s.Method
		if done[m] {
			continue
		}
		done[m] = true
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		calls := prog.Calls(m)
		byAddr := map[uint32]*program.Call{}
		for i := range calls {
			byAddr[calls[i].Addr] = &calls[i]
		}
		// source returns the getPackagesForUid call an array value comes from.
		source := func(v regflow.Value) *program.Call {
			for _, alt := range v.Alts {
				if alt.Kind == regflow.Call && isPackagesForUid(alt.Ref) {
					return byAddr[alt.Site]
				}
			}
			return nil
		}
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			var src *program.Call
			switch {
			case in.Op == dex.OpAgetObject:
				idx, ok := st.Reg(in.C).Single()
				if !ok || idx.Kind != regflow.Const || idx.Int != 0 {
					return
				}
				src = source(st.Reg(in.B))
			case in.IsInvoke():
				if c := byAddr[in.Addr]; c != nil && firstOf(c.Ref) && len(in.Args) > 0 {
					src = source(st.Reg(uint32(in.Args[0])))
				}
			}
			if src == nil {
				return
			}
			p.Report(DexAt{Method: m, Addr: in.Addr, Call: src},
				"%s takes the first package of getPackagesForUid(): a UID can hold several packages; check every package of the UID (§7.1)",
				Short(m))
		})
	}
}
