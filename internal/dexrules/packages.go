package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// forEachPackagesArrayHolder calls fn with every reachable method that holds
// a getPackagesForUid array: the methods that call it, and, through the
// summaries, the callers of helpers that return it (CETP604, CETP624).
func forEachPackagesArrayHolder(p *DexPass, fn func(m *dex.Method, a *program.Analysis)) {
	prog := p.Program
	reach := p.EntryReach()
	var todo []*dex.Method
	for _, s := range prog.CallsIn(reach, func(c *program.Call) bool { return program.IsPackagesForUid(c.Ref) }) {
		todo = append(todo, s.Method)
	}
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
		fn(m, a)
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
}
