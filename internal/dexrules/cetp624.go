package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP624", checkAmbiguousPackageAccepted) }

// checkAmbiguousPackageAccepted reports code that accepts a caller when any
// one package of its UID matches: a loop over the getPackagesForUid array
// that returns a grant from inside, or contains()/any() on it, with no
// branch before it showing the UID holds at most one package.
func checkAmbiguousPackageAccepted(p *DexPass) {
	forEachPackagesArrayHolder(p, func(m *dex.Method, a *program.Analysis) { checkAnyPackageIn(p, m, a) })
}

// anyMatchCall recognises membership tests over a whole collection.
func anyMatchCall(name string) bool {
	switch name {
	case "contains", "any", "anyMatch", "indexOf", "binarySearch", "containsAll", "intersect", "firstOrNull", "find":
		return true
	}
	return false
}

// asCollection recognises the calls that view an array as a collection or
// stream (the membership test then runs on their result).
func asCollection(name string) bool {
	switch name {
	case "asList", "toList", "toSet", "toHashSet", "toMutableList", "toMutableSet", "asIterable", "asSequence", "stream", "of", "listOf", "setOf":
		return true
	}
	return false
}

func checkAnyPackageIn(p *DexPass, m *dex.Method, a *program.Analysis) {
	prog := p.Program
	calls := prog.Calls(m)
	byAddr := map[uint32]*program.Call{}
	for i := range calls {
		byAddr[calls[i].Addr] = &calls[i]
	}
	// pkgs returns the getPackagesForUid call v holds the result of, when
	// no branch has limited it to one package.
	pkgs := func(st *regflow.State, v regflow.Value) *program.Call {
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Call && program.IsPackagesForUid(alt.Ref) && !st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
				if c := byAddr[alt.Site]; c != nil {
					return c
				}
				for i := range calls { // the helper that returned it
					if calls[i].Addr == alt.Site {
						return &calls[i]
					}
				}
			}
		}
		return nil
	}
	type elemRead struct {
		addr uint32
		src  *program.Call
	}
	type ret struct {
		addr  uint32
		grant bool
	}
	var reads []elemRead
	var rets []ret
	var loops [][2]uint32
	views := map[uint32]*program.Call{} // asList(pkgs) and the like, by call site
	reported := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if t, _, ok := in.Branch(); ok && t <= in.Addr {
			loops = append(loops, [2]uint32{t, in.Addr})
		}
		switch {
		case in.Op == dex.OpAgetObject:
			idx, ok := st.Reg(in.C).Single()
			if ok && idx.Kind == regflow.Const && idx.Int == 0 {
				return // index 0 alone is CETP604's
			}
			if src := pkgs(st, st.Reg(in.B)); src != nil {
				reads = append(reads, elemRead{in.Addr, src})
			}
		case in.Op == dex.OpReturn || in.Op == dex.OpReturnObject:
			v := st.Reg(in.A)
			deny := v.Exact() && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int != 0 })
			rets = append(rets, ret{in.Addr, !deny})
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || reported {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			for _, x := range args {
				src := pkgs(st, x)
				if src == nil {
					for _, alt := range x.Alts {
						if alt.Kind == regflow.Call && views[alt.Site] != nil {
							src = views[alt.Site]
						}
					}
				}
				if src == nil {
					continue
				}
				switch {
				case anyMatchCall(c.Ref.Name):
					reported = true
					p.Report(DexAt{Method: m, Addr: in.Addr, Call: src},
						"%s accepts the caller when %s finds one matching package among those getPackagesForUid() returned: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
						Short(m), callName(c.Ref))
					return
				case asCollection(c.Ref.Name):
					views[in.Addr] = src
				}
			}
		}
	})
	if reported {
		return
	}
	for _, r := range reads {
		// The innermost loop around the read: a grant returned from
		// inside it accepts the first matching package.
		var in [2]uint32
		found := false
		for _, l := range loops {
			if l[0] <= r.addr && r.addr <= l[1] && (!found || l[1]-l[0] < in[1]-in[0]) {
				in, found = l, true
			}
		}
		if !found {
			continue
		}
		for _, x := range rets {
			if x.grant && in[0] <= x.addr && x.addr <= in[1] {
				p.Report(DexAt{Method: m, Addr: r.addr, Call: r.src},
					"%s loops over the packages getPackagesForUid() returned and returns from inside the loop when one matches: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
					Short(m))
				return
			}
		}
		if line, ok := flagBreak(m, a.Insns, in); ok {
			p.Report(DexAt{Method: m, Addr: r.addr, Call: r.src},
				"%s loops over the packages getPackagesForUid() returned and, when one matches, sets a flag and leaves the loop (at %s), the flag then deciding the answer: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
				Short(m), line)
			return
		}
	}
}

// flagBreak finds, inside loop (its first and last address), a flag set
// to a non-zero constant right before a jump out of the loop — Java's
// `ok = true; break;`, the loop kotlinc inlines for any { } — whose
// register is returned or tested after the loop. It names the jump.
func flagBreak(m *dex.Method, insns []dex.Insn, loop [2]uint32) (string, bool) {
	for i := 1; i < len(insns); i++ {
		g, c := &insns[i], &insns[i-1]
		if g.Op < dex.OpGoto || g.Op > dex.OpGoto32 || g.Addr < loop[0] || g.Addr > loop[1] {
			continue
		}
		if t, _, _ := g.Branch(); t >= loop[0] && t <= loop[1] {
			continue
		}
		if c.Op < dex.OpConst4 || c.Op > dex.OpConst || c.Lit == 0 {
			continue
		}
		for j := range insns {
			u := &insns[j]
			if u.Addr > loop[1] && u.A == c.A && (u.Op == dex.OpReturn || u.Op == dex.OpIfEqz || u.Op == dex.OpIfEqz+1) {
				if code, err := m.Code(); err == nil && code != nil {
					if lines, err := code.Lines(m.Class.File); err == nil && dex.LineAt(lines, g.Addr) > 0 {
						return fmt.Sprintf("line %d", dex.LineAt(lines, g.Addr)), true
					}
				}
				return fmt.Sprintf("offset %#x", g.Addr), true
			}
		}
	}
	return "", false
}
