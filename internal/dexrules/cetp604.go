package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP604", checkFirstPackageForUid) }

func checkFirstPackageForUid(p *DexPass) {
	forEachPackagesArrayHolder(p, func(m *dex.Method, a *program.Analysis) { checkFirstPackageIn(p, m, a) })
}

// checkFirstPackageIn reports, in m, index 0 (or first()) of a
// getPackagesForUid array, directly or by passing the array to a helper
// that takes its first entry, unless a branch has shown the array holds at
// most one package.
func checkFirstPackageIn(p *DexPass, m *dex.Method, a *program.Analysis) {
	prog := p.Program
	byAddr := program.CallsByAddr(prog.Calls(m))
	// source returns the call the array comes from (getPackagesForUid, or
	// the helper returning its result), unless guarded.
	source := func(st *regflow.State, v regflow.Value) *program.Call {
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Call && program.IsPackagesForUid(alt.Ref) && !st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
				return byAddr[alt.Site]
			}
		}
		return nil
	}
	reported := map[uint32]bool{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		var src, unsureSrc *program.Call
		via, unsure := "", ""
		switch {
		case in.Op == dex.OpAgetObject:
			idx, ok := st.Reg(in.C).Single()
			if !ok || idx.Kind != regflow.Const || idx.Int != 0 {
				return
			}
			src = source(st, st.Reg(in.B))
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			if program.FirstOf(c.Ref) && len(in.Args) > 0 {
				src = source(st, st.Reg(uint32(in.Args[0])))
				break
			}
			args := program.CallArgs(st, in, c.Ref)
			for _, t := range prog.Targets(c) {
				s := prog.Summary(t)
				if s == nil {
					continue
				}
				if unsure == "" && s.Incomplete != "" {
					// The helper's summary may lack that it takes the
					// first entry of the array passed here.
					for k, x := range args {
						if k < 64 && s.FirstElemParams&(1<<k) == 0 {
							if from := source(st, x); from != nil {
								unsure, unsureSrc = incompleteSummary(t, s), from
								break
							}
						}
					}
				}
				for k, x := range args {
					if k < 64 && s.FirstElemParams&(1<<k) != 0 {
						if src = source(st, x); src != nil {
							via = Short(t)
							break
						}
					}
				}
				if src != nil {
					break
				}
			}
		}
		if src == nil && unsure != "" && !reported[in.Addr] {
			reported[in.Addr] = true
			p.ReportNote(DexAt{Method: m, Addr: in.Addr, Call: unsureSrc},
				"cannot tell whether %s takes the first package of getPackagesForUid() through the helper it passes them to: %s; check every package of the UID (§7.1)",
				Short(m), unsure)
			return
		}
		if src == nil || reported[in.Addr] {
			return
		}
		reported[in.Addr] = true
		if via != "" {
			p.Report(DexAt{Method: m, Addr: in.Addr, Call: src},
				"%s passes the packages of getPackagesForUid() to %s, which takes the first one: a UID can hold several packages; check every package of the UID (§7.1)",
				Short(m), via)
			return
		}
		p.Report(DexAt{Method: m, Addr: in.Addr, Call: src},
			"%s takes the first package of getPackagesForUid(): a UID can hold several packages; check every package of the UID (§7.1)",
			Short(m))
	})
}
