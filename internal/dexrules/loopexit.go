package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// exitGrants reports whether some way from the loop exits reaches a
// return of a grant (grants: the returns whose value may be one). The
// constants written on each way are followed, like the validation
// analysis does: Java's `ok = false; break;` then `return ok` returns a
// deny on that way, although the same return grants on the way out after
// the last package. Past maxValidationStates it answers from grants alone.
func exitGrants(g *insnGraph, exits []int, grants map[uint32]bool) bool {
	mv := &methodValidation{g: g}
	for i := range g.insns {
		in := &g.insns[i]
		switch in.Op {
		case dex.OpReturn, dex.OpReturnObject, dex.OpIfEqz, dex.OpIfEqz + 1:
			if !slices.Contains(mv.tracked, in.A) && len(mv.tracked) < valTracked {
				mv.tracked = append(mv.tracked, in.A)
			}
		}
	}
	seen := map[valState]bool{}
	var stack []valState
	for _, e := range exits {
		s := valState{idx: e}
		if !seen[s] {
			seen[s] = true
			stack = append(stack, s)
		}
	}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		in := &g.insns[s.idx]
		if in.Op == dex.OpReturn || in.Op == dex.OpReturnObject {
			k := slices.Index(mv.tracked, in.A)
			switch {
			case k >= 0 && s.known&(1<<k) != 0:
				if s.vals[k] != 0 {
					return true
				}
			case grants[in.Addr]:
				return true
			}
			continue
		}
		if len(seen) > maxValidationStates {
			// Too many ways to follow: any return that may grant does.
			for r := range seen {
				if a := g.insns[r.idx].Addr; grants[a] {
					return true
				}
			}
			return false
		}
		next := mv.transfer(s, in, false)
		for _, j := range mv.follow(s, in) {
			n := next
			n.idx = j
			if !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return false
}
