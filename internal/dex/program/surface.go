package program

import (
	"slices"
	"sort"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// EntryPoints returns the ContentProvider entry points (call, query,
// insert, update, delete, openFile, openAssetFile) that run for class:
// the most-derived definition of each signature within the program.
func (p *Program) EntryPoints(class string) []*dex.Method {
	chain, _ := p.Supers(class)
	seen := map[string]bool{}
	var out []*dex.Method
	for _, c := range chain {
		for _, m := range c.Virtual {
			np := m.Ref.NameProto()
			if !ProviderEntryPoints[m.Ref.Name] || seen[np] || !m.HasCode() {
				continue
			}
			seen[np] = true
			out = append(out, m)
			if m.Class.Name != class {
				p.noteEntryOn(m, class)
			}
		}
	}
	return out
}

// noteEntryOn records that the framework calls m, inherited from a
// superclass, on objects of class (a component the manifest declares):
// Reachable then counts class as made when m is a root, so that m's calls
// of abstract or overridden methods on `this` reach class's overrides (an
// abstract base provider whose final call() dispatches to the tools of
// the declared subclass).
func (p *Program) noteEntryOn(m *dex.Method, class string) {
	if slices.Contains(p.entryOn[m], class) {
		return
	}
	if p.entryOn == nil {
		p.entryOn = map[*dex.Method][]string{}
	}
	p.entryOn[m] = append(p.entryOn[m], class)
}

// CallMethods returns the call(...) entry points of class.
func (p *Program) CallMethods(class string) []*dex.Method {
	var out []*dex.Method
	for _, m := range p.EntryPoints(class) {
		if IsProviderCall(m.Ref.Name, m.Ref.Params, m.Ref.Return) {
			out = append(out, m)
		}
	}
	return out
}

// ContentProviders returns every class of the program that extends
// android.content.ContentProvider, in load order.
func (p *Program) ContentProviders() []string {
	var out []string
	for _, c := range p.Order {
		if p.IsSubclass(c.Name, ClassContentProvider) {
			out = append(out, c.Name)
		}
	}
	return out
}

// Surface is the CETP surface of a set of provider classes: the code
// reachable from their call(...) methods.
type Surface struct {
	Roots []*dex.Method
	Reach map[*dex.Method]*Caller
}

// Contains reports whether m is on the surface.
func (s *Surface) Contains(m *dex.Method) bool {
	if s == nil {
		return false
	}
	_, ok := s.Reach[m]
	return ok
}

// Surface computes the CETP surface of the provider classes.
func (p *Program) Surface(providers []string) *Surface {
	s := &Surface{}
	for _, c := range providers {
		s.Roots = append(s.Roots, p.CallMethods(c)...)
	}
	sort.Slice(s.Roots, func(i, j int) bool { return s.Roots[i].String() < s.Roots[j].String() })
	s.Reach = p.Reachable(s.Roots)
	return s
}

// callSurface returns, computed once, the code the ContentProviders'
// methods reach: where a value a response carries can come from. The
// searches that follow a field's constructions to their callers skip
// callers off it (a notification's or another component's).
func (p *Program) callSurface() map[*dex.Method]*Caller {
	if p.surfaceReach == nil {
		// Every method of the providers and their app superclasses, not
		// call() alone: a provider on an SDK the APK does not carry has
		// its hooks (executeTool, authorize) run by a call() that is not
		// in the dex.
		var roots []*dex.Method
		for _, c := range p.ContentProviders() {
			chain, _ := p.Supers(c)
			for _, k := range chain {
				if IsPlatform(k.Name) {
					continue
				}
				for _, m := range k.Methods() {
					if m.HasCode() {
						roots = append(roots, m)
					}
				}
			}
		}
		p.surfaceReach = p.Reachable(roots)
	}
	return p.surfaceReach
}

// onCallSurface reports whether m is reachable from a provider's call().
func (p *Program) onCallSurface(m *dex.Method) bool {
	_, ok := p.callSurface()[m]
	return ok
}
