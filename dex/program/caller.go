package program

import (
	"sort"

	"github.com/clawseed/cetpaudit/dex"
)

// IsCallerRead reports whether a call reads the Binder caller's identity:
// Binder.getCallingUid/Pid, or ContentProvider.getCallingPackage and
// getCallingAttributionSource on a provider (Activity.getCallingPackage
// answers a different question and does not count).
func (p *Program) IsCallerRead(ref *dex.MethodRef) bool {
	if !IsUIDRead(ref.Class, ref.Name) {
		return false
	}
	return ref.Class == ClassBinder || ref.Class == ClassContentProvider || p.IsSubclass(ref.Class, ClassContentProvider)
}

// maxSummaryDepth bounds how deep summaries follow calls into the program.
const maxSummaryDepth = 3

// ReadsCaller returns the first call in m, or in a program method m calls
// (bounded depth), that reads the caller's identity; nil when none does.
func (p *Program) ReadsCaller(m *dex.Method) *Call {
	return p.readsCaller(m, 0, map[*dex.Method]bool{})
}

func (p *Program) readsCaller(m *dex.Method, depth int, seen map[*dex.Method]bool) *Call {
	if seen[m] {
		return nil
	}
	seen[m] = true
	calls := p.calls[m]
	for i := range calls {
		if p.IsCallerRead(calls[i].Ref) {
			return &calls[i]
		}
	}
	if depth >= maxSummaryDepth {
		return nil
	}
	for i := range calls {
		for _, t := range calls[i].Targets {
			if c := p.readsCaller(t, depth+1, seen); c != nil {
				return c
			}
		}
	}
	return nil
}

// Site is one call instruction in a method.
type Site struct {
	Method *dex.Method
	Call   *Call
}

// CallsIn returns the calls in the given methods for which match is true,
// ordered by method signature then address, so findings come out stably.
func (p *Program) CallsIn(methods map[*dex.Method]*Caller, match func(*Call) bool) []Site {
	var out []Site
	for _, m := range SortedKeys(methods) {
		calls := p.calls[m]
		for i := range calls {
			if match(&calls[i]) {
				out = append(out, Site{Method: m, Call: &calls[i]})
			}
		}
	}
	return out
}

// SortedKeys returns the methods of a reach map in signature order.
func SortedKeys[V any](set map[*dex.Method]V) []*dex.Method {
	out := make([]*dex.Method, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}
