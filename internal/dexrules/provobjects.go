package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// providerObjects knows, per tool provider of the APK, the app classes
// the provider constructs for itself (constructedBy), each computed once,
// on demand: an interceptor chain or a handler list built in one
// provider's onCreate runs for that provider only, though a shared call()
// or chain class reaches every implementation.
type providerObjects struct {
	prog      *program.Program
	providers []string
	made      map[string]map[string]bool
}

func newProviderObjects(prog *program.Program, providers []string) *providerObjects {
	return &providerObjects{prog: prog, providers: providers, made: map[string]map[string]bool{}}
}

func (po *providerObjects) of(class string) map[string]bool {
	m, ok := po.made[class]
	if !ok {
		m = constructedBy(po.prog, class)
		po.made[class] = m
	}
	return m
}

// othersOnly reports whether method m runs, for provider class, only on
// objects another provider makes for itself: an instance method of a
// class some other provider constructs, which class neither constructs
// nor inherits from. A class nobody's setup constructs (made elsewhere, a
// dependency graph the Application builds) is not told apart: false.
func (po *providerObjects) othersOnly(class string, m *dex.Method) bool {
	if m.Static() || po.prog.IsSubclass(class, m.Class.Name) || po.of(class)[m.Class.Name] {
		return false
	}
	for _, o := range po.providers {
		if o != class && po.of(o)[m.Class.Name] {
			return true
		}
	}
	return false
}

// constructedBy returns the app classes provider class constructs in its
// own setup and call path — its constructors, onCreate and the entry
// points, and what they reach on its objects — with the superclasses of
// each (an object of a subclass runs the methods it inherits).
func constructedBy(prog *program.Program, class string) map[string]bool {
	roots := prog.CallMethods(class)
	roots = append(roots, prog.EntryPoints(class)...)
	if m := prog.Lookup(class, "onCreate()Z"); m != nil && m.HasCode() {
		roots = append(roots, m)
	}
	if supers, _ := prog.Supers(class); len(supers) > 0 {
		for _, c := range supers {
			for _, m := range c.Direct {
				if m.Ref.Name == "<init>" && m.HasCode() {
					roots = append(roots, m)
				}
			}
		}
	}
	out := map[string]bool{}
	for m := range prog.ReachableAs(roots, class) {
		calls := prog.Calls(m)
		for i := range calls {
			if calls[i].Ref.Name != "<init>" || out[calls[i].Ref.Class] {
				continue
			}
			chain, _ := prog.Supers(calls[i].Ref.Class)
			for _, c := range chain {
				out[c.Name] = true
			}
		}
	}
	return out
}
