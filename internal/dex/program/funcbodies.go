package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// FunctionBodies returns the methods a function object v (a value in m)
// runs when a library calls it: the body methods (BodyMethods) of the
// program classes v may be — a D8 or kotlinc lambda class, an anonymous
// class, a singleton lambda's INSTANCE — and the implementations of an
// invoke-custom lambda, with those of the classes' methods named in also
// (a FlowCollector's emit). ok is false when some of v's origins are not
// known (a parameter with no callers in the flow, a field written from
// elsewhere, a class outside the APK): the bodies are then incomplete.
func (p *Program) FunctionBodies(m *dex.Method, v regflow.Value, also ...string) (bodies []*dex.Method, ok bool) {
	r := &bodyResolver{p: p, seen: map[string]bool{}}
	r.resolve(m, v, false, 0)
	for _, c := range r.classes {
		bodies = append(bodies, p.BodyMethods(c)...)
		if len(also) == 0 {
			continue
		}
		chain, _ := p.Supers(c.Name)
		seen := map[string]bool{} // the override nearest the class runs
		for _, k := range chain {
			for _, t := range k.Virtual {
				np := t.Ref.NameProto()
				if slices.Contains(also, t.Ref.Name) && !seen[np] {
					seen[np] = true
					if t.HasCode() && !slices.Contains(bodies, t) {
						bodies = append(bodies, t)
					}
				}
			}
		}
	}
	return append(bodies, r.methods...), r.why == ""
}

// FunctionEntryBodies is FunctionBodies for a call giving the function
// value its arguments: the bodies that receive them, without those of a
// composition's later function (f.andThen(g)'s g runs on f's result).
// later says some were left out.
func (p *Program) FunctionEntryBodies(m *dex.Method, v regflow.Value) (bodies []*dex.Method, ok, later bool) {
	r := &bodyResolver{p: p, seen: map[string]bool{}}
	r.resolve(m, v, false, 0)
	for _, c := range r.classes {
		if r.later[c.Name] {
			later = true
			continue
		}
		bodies = append(bodies, p.BodyMethods(c)...)
	}
	for _, t := range r.methods {
		if slices.Contains(r.laterMethods, t) {
			later = true
			continue
		}
		bodies = append(bodies, t)
	}
	return bodies, r.why == "", later
}

// FunctionSAM reports whether ref is the single abstract method of a
// platform functional interface: Kotlin's FunctionN.invoke, Runnable.run,
// Callable.call, and java.util.function's (also as D8's desugared j$
// library names them).
func FunctionSAM(ref *dex.MethodRef) bool {
	switch {
	case strings.HasPrefix(ref.Class, "Lkotlin/jvm/functions/Function"):
		return ref.Name == "invoke"
	case ref.Class == "Ljava/lang/Runnable;":
		return ref.Name == "run"
	case ref.Class == "Ljava/util/concurrent/Callable;":
		return ref.Name == "call"
	case strings.HasPrefix(ref.Class, "Ljava/util/function/"), strings.HasPrefix(ref.Class, "Lj$/util/function/"):
		switch ref.Name {
		case "apply", "accept", "test", "get", "run",
			"applyAsInt", "applyAsLong", "applyAsDouble", "getAsInt", "getAsLong", "getAsDouble", "getAsBoolean":
			return true
		}
	}
	return false
}

// SAMBodies returns the bodies that implement the functional method ref
// calls: the instance methods of its name and arity.
func SAMBodies(bodies []*dex.Method, ref *dex.MethodRef) []*dex.Method {
	var out []*dex.Method
	for _, b := range bodies {
		if b.Ref.Name == ref.Name && len(b.Ref.Params) == len(ref.Params) && !b.Static() {
			out = append(out, b)
		}
	}
	return out
}

// placedFunctionTargets returns the bodies a call of a platform function
// value (FunctionSAM) in m runs when the value's origins place it: the
// lambda classes its receiver may be where it is called, or the bodies
// every origin of a captured or passed function value gives
// (FunctionEntryBodies). ok is false when they cannot be placed, or place
// nothing: the caller then errs on reaching every live target.
func (p *Program) placedFunctionTargets(m *dex.Method, c *Call) ([]*dex.Method, bool) {
	if !FunctionSAM(c.Ref) || c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR || p.receiverWalking >= maxReceiverWalks {
		return nil, false
	}
	k := placedKey{m, c.Addr}
	if r, ok := p.placedFuncs[k]; ok {
		return r, r != nil
	}
	p.placedFuncs[k] = nil // a replay reaching this call again answers "not placed"
	var out []*dex.Method
	p.receiverWalking++
	p.ReplayCalls(m, func(cc *Call, in *dex.Insn, st *regflow.State) {
		if cc.Addr != c.Addr || out != nil {
			return
		}
		targets := p.Targets(cc)
		if at := p.TargetsAt(m, cc, in, st); len(at) > 0 && len(at) < len(targets) {
			out = at
			return
		}
		args := CallArgs(st, in, cc.Ref)
		if len(args) == 0 {
			return
		}
		bodies, ok, later := p.FunctionEntryBodies(m, args[0])
		if !ok || later {
			return
		}
		out = SAMBodies(bodies, cc.Ref)
	})
	p.receiverWalking--
	p.placedFuncs[k] = out
	return out, out != nil
}

type placedKey struct {
	m    *dex.Method
	addr uint32
}
