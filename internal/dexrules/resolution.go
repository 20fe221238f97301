package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// resolutionSites are the PendingIntents put under the response key
// "resolution" (CETP615, CETP623); FLAG_NO_CREATE lookups create nothing.
func resolutionSites(p *DexPass) []*program.PISite {
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return nil
	}
	var out []*program.PISite
	for _, s := range sites {
		if s.Resolution && !s.NoCreate {
			out = append(out, s)
		}
	}
	return out
}

// ownClasses returns a class with its superclasses present in the dex and
// the classes nested in any of them (listeners, lambdas, Kotlin
// continuations): the code that acts for an Activity.
func ownClasses(prog *program.Program, class string) map[string]bool {
	out := map[string]bool{class: true}
	chain, _ := prog.Supers(class)
	for _, c := range chain {
		out[c.Name] = true
	}
	prefixes := make([]string, 0, len(out))
	for c := range out {
		prefixes = append(prefixes, c[:len(c)-1]+"$")
	}
	for _, c := range prog.Order {
		for _, pre := range prefixes {
			if len(c.Name) > len(pre) && c.Name[:len(pre)] == pre {
				out[c.Name] = true
			}
		}
	}
	return out
}

// finishesActivity returns the first call that ends or answers an Activity
// of class: finish*/setResult in its own classes, or on a receiver typed as
// the class anywhere in the program. nil when there is none.
func finishesActivity(prog *program.Program, class string) *program.Site {
	own := ownClasses(prog, class)
	for _, c := range prog.Order {
		for _, m := range c.Methods() {
			calls := prog.Calls(m)
			for i := range calls {
				ref := calls[i].Ref
				if !endsActivity(ref) {
					continue
				}
				if own[c.Name] || own[ref.Class] {
					return &program.Site{Method: m, Call: &calls[i]}
				}
			}
		}
	}
	return nil
}

// endsActivity recognises the calls that close an Activity or give its
// caller a result.
func endsActivity(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "finish", "finishAndRemoveTask", "finishAffinity", "finishAfterTransition", "finishActivity":
		return len(ref.Params) <= 1
	case "setResult":
		return len(ref.Params) >= 1 && ref.Params[0] == "I"
	}
	return false
}
