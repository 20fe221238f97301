package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// bodyTypes are the parameter types through which code is handed over to
// be run later or elsewhere: what an executor-like method takes.
var bodyTypes = map[string]bool{
	"Ljava/lang/Runnable;": true, "Ljava/util/concurrent/Callable;": true,
	"Ljava/util/function/Supplier;": true, "Ljava/util/function/Function;": true,
	"Ljava/util/function/Consumer;": true, "Ljava/util/function/BiFunction;": true,
}

// isBodyType reports whether t is a type code is handed over as: a
// Runnable, Callable, java.util.function's or a Kotlin function type.
func isBodyType(t string) bool {
	return bodyTypes[t] || strings.HasPrefix(t, "Lkotlin/jvm/functions/Function")
}

// OpaqueHands finds, in the given methods, the calls that hand a body of
// the program (a Runnable, Callable, lambda or function value) to a
// method no table knows and whose code is not in the APK: an interface
// or abstract method with no implementation in the dex, or a method of a
// library left out of it (a device shared library, an implementation
// injected at run time). What runs the body, on which thread, is not
// known, so a rule whose answer depends on it says so. Each result is a
// Hop with the bodies resolved, ContextUnknown set and Unresolved saying
// why; calls known as thread hops are not repeated here.
func (p *Program) OpaqueHands(methods map[*dex.Method]*Caller) []*Hop {
	var out []*Hop
	for _, m := range SortedKeys(methods) {
		calls := p.Calls(m)
		var sinks map[uint32]*Call
		for i := range calls {
			c := &calls[i]
			if !p.opaqueHand(c) {
				continue
			}
			if sinks == nil {
				sinks = map[uint32]*Call{}
			}
			sinks[c.Addr] = c
		}
		if sinks == nil {
			continue
		}
		done := map[uint32]bool{}
		p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
			if sinks[in.Addr] == nil || done[in.Addr] {
				return
			}
			done[in.Addr] = true
			args := CallArgs(st, in, c.Ref)
			r := &bodyResolver{p: p, seen: map[string]bool{}}
			off := 1
			if in.IsStaticInvoke() {
				off = 0
			}
			for k, t := range c.Ref.Params {
				if isBodyType(t) {
					r.resolve(m, arg(args, k+off), false, 0)
				}
			}
			if len(r.classes) == 0 && len(r.methods) == 0 {
				return // nothing of the program's is handed over
			}
			h := r.hop(m, c)
			h.ContextUnknown = true
			h.Unresolved = javaRefName(c.Ref) + " has no code in the APK (an interface with no implementation in the dex, or a library supplied at run time), so whether it runs the work on another thread is not known"
			out = append(out, h)
		})
	}
	return out
}

// opaqueHand reports whether call c hands a body over to code that is
// neither known by the thread-hop tables nor present in the APK.
func (p *Program) opaqueHand(c *Call) bool {
	if IsPlatform(c.Ref.Class) || c.Ref.Name == "<init>" || knownLibrary(c.Ref.Class) {
		return false
	}
	body := false
	for _, t := range c.Ref.Params {
		body = body || isBodyType(t)
	}
	if !body {
		return false
	}
	if _, hop := p.ThreadHop(c.Ref); hop {
		return false
	}
	return Runnable(p.Targets(c)) == 0
}

// knownLibrary reports whether class belongs to a library whose calls the
// tables model by name whether or not it is in the dex (RxJava, Guava).
func knownLibrary(class string) bool {
	return strings.HasPrefix(class, "Lio/reactivex/") || strings.HasPrefix(class, "Lcom/google/common/")
}
