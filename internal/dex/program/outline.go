package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Code D8 and R8 move out of the methods that wrote it, into static
// methods of classes they synthesize and name after the first class that
// used them: R8's outlines of instruction sequences repeated across the
// app (Foo$$ExternalSyntheticOutline0.m: StringBuilder chains, an Intent
// built and given extras, Bundle puts), its API model outlines, each one
// call to an API newer than minSdk kept out of the calling class so that
// it verifies on older devices (Foo$$ExternalSyntheticApiModelOutline0.m),
// and backports of library methods minSdk lacks
// (Foo$$ExternalSyntheticBackport0.m: Objects.requireNonNull, List.of,
// Math.floorMod). Summaries follow them like any helper; a finding about
// a call inside one is placed at the calls of the code the source was
// written in, since the outline has no source of its own (no lines).

// outlineKinds are the infixes of the classes D8 and R8 synthesize for
// code moved out of its methods, and what a message calls each.
var outlineKinds = []struct{ infix, what string }{
	{"$$ExternalSyntheticApiModelOutline", "R8's API outline"},
	{"$$ExternalSyntheticOutline", "R8's outline"},
	{"$$ExternalSyntheticBackport", "the backport"},
}

// OutlineKind returns what m is when it is a static method D8 or R8
// synthesized out of other methods' code ("R8's outline", "R8's API
// outline", "the backport"), else "".
func OutlineKind(m *dex.Method) string {
	if m == nil || !m.Static() {
		return ""
	}
	if m.Class.Synthesized != "" {
		// renamed by R8; its mapping says what it was
		return OutlineClassKind(m.Class.Synthesized)
	}
	return OutlineClassKind(m.Class.Name)
}

// OutlineClassKind is OutlineKind for a class descriptor: what the class
// is when D8 or R8 synthesized it to hold code moved out of other
// classes' methods, else "". Such a class is named after the first class
// that used the code, but serves every class calling it.
func OutlineClassKind(name string) string {
	for _, k := range outlineKinds {
		if i := strings.Index(name, k.infix); i > 0 {
			rest := strings.TrimSuffix(name[i+len(k.infix):], ";")
			if digits(rest) {
				return k.what
			}
		}
	}
	return ""
}

// outlineClassKind is OutlineClassKind for a class of the program, by
// the name a mapping gave it when R8 renamed it.
func (p *Program) outlineClassKind(name string) string {
	if c := p.Classes[name]; c != nil && c.Synthesized != "" {
		return OutlineClassKind(c.Synthesized)
	}
	return OutlineClassKind(name)
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// OutlinedCall returns the one call an API model outline m wraps (its
// only call, to code outside the APK), or nil when m is not such an
// outline.
func (p *Program) OutlinedCall(m *dex.Method) *dex.MethodRef {
	if OutlineKind(m) != "R8's API outline" {
		return nil
	}
	calls := p.Calls(m)
	if len(calls) != 1 || !IsPlatform(calls[0].Ref.Class) {
		return nil
	}
	return calls[0].Ref
}

// OutlinedCallOf returns the one call of an API model outline that call
// c reaches, when c's only target is such an outline passing its
// parameters on unchanged (the receiver first for an instance call): a
// reading of the caller can then take c for the wrapped call itself,
// same arguments, same result. nil otherwise.
func (p *Program) OutlinedCallOf(c *Call) *Call {
	if IsPlatform(c.Ref.Class) || p.outlineClassKind(c.Ref.Class) != "R8's API outline" {
		return nil
	}
	ts := p.Targets(c)
	if len(ts) != 1 || p.OutlinedCall(ts[0]) == nil {
		return nil
	}
	w := &p.Calls(ts[0])[0]
	n := len(w.Ref.Params)
	if w.Op != dex.OpInvokeStatic && w.Op != dex.OpInvokeStaticR {
		n++
	}
	if n != len(c.Ref.Params) {
		return nil
	}
	return w
}

// OutlineCallers returns the call sites of outline m in the methods of
// in (all of them when in is nil): where the code R8 moved into m was
// written. nil when m is not an outline.
func (p *Program) OutlineCallers(m *dex.Method, in map[*dex.Method]*Caller) []Caller {
	if OutlineKind(m) == "" {
		return nil
	}
	var out []Caller
	for _, c := range p.Callers(m) {
		if _, ok := in[c.Method]; ok || in == nil {
			if OutlineKind(c.Method) == "" {
				out = append(out, c)
			}
		}
	}
	return out
}
