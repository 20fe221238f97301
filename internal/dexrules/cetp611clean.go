package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// cleanIdentityBody returns the method a Binder.withCleanCallingIdentity
// call runs with the identity cleared (API 31+: the ThrowingRunnable's
// runOrThrow, the ThrowingSupplier's getOrThrow), as a reference to
// resolve the lambda's implementation with; nil for other calls.
func cleanIdentityBody(ref *dex.MethodRef) *dex.MethodRef {
	if ref.Class != program.ClassBinder || ref.Name != "withCleanCallingIdentity" || len(ref.Params) != 1 {
		return nil
	}
	switch ref.Params[0] {
	case "Landroid/os/Binder$ThrowingRunnable;":
		return &dex.MethodRef{Class: ref.Params[0], Name: "runOrThrow", Return: "V"}
	case "Landroid/os/Binder$ThrowingSupplier;":
		return &dex.MethodRef{Class: ref.Params[0], Name: "getOrThrow", Return: "Ljava/lang/Object;"}
	}
	return nil
}

// checkCleanIdentityBodies reports a read of the caller's identity in the
// body handed to Binder.withCleanCallingIdentity: the whole body is a
// cleared window, so the read returns the provider's own identity. The
// body is D8's lambda class (its method calling the lambda$ method javac
// made) or any object implementing the interface; a body the analysis
// cannot resolve gets a note naming the call.
func checkCleanIdentityBodies(p *DexPass) {
	prog := p.Program
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool { return cleanIdentityBody(c.Ref) != nil })
	reported := map[DexAt]bool{} // a body run from two calls is reported once
	for _, s := range sites {
		body := cleanIdentityBody(s.Call.Ref)
		var arg regflow.Value
		prog.ReplayCalls(s.Method, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if c.Addr == s.Call.Addr {
				if args := program.CallArgs(st, in, c.Ref); len(args) == 1 {
					arg = regflow.Merge(arg, args[0])
				}
			}
		})
		at := DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call}
		targets, known := functionTargets(prog, s.Method, body, arg)
		if !known {
			p.ReportNote(at,
				"%s hands Binder.withCleanCallingIdentity() a body the analysis cannot resolve: CETP611 cannot tell whether it reads the caller's identity inside the cleared window; read Binder.getCallingUid() before the call and pass it in (§7.1)",
				Short(s.Method))
		}
		for _, t := range targets {
			inCase, why := mergedCase(prog, s.Method, arg, t)
			if why != "" && !everyCaseReadsCaller(prog, t.Class, []*dex.Method{t}) {
				// An object of a class R8 merged from several whose
				// case cannot be told: some cases read the caller,
				// others do not.
				if r := prog.ReadsCaller(t); r != nil && !reported[at] {
					reported[at] = true
					p.ReportNote(at,
						"%s hands Binder.withCleanCallingIdentity() an object of %s, a class R8 merged from several, and which case of it runs cannot be told (%s): CETP611 cannot tell whether it reads the caller's identity inside the cleared window (some cases read %s); read Binder.getCallingUid() before the call and pass it in (§7.1)",
						Short(s.Method), finding.Sanitize(JavaName(t.Class.Name)), finding.Sanitize(why), callName(r.Ref))
				}
				continue
			}
			if readInCleanBody(p, s, t, inCase, reported) {
				break
			}
		}
	}
}

// readInCleanBody reports the first caller read the body t runs: at the
// read when it is in t or in a method t calls directly (D8's lambda class
// calls the lambda$ method holding the code), else at the
// withCleanCallingIdentity call, naming the helper that reads. inCase,
// when not nil, holds the only calls of t that run (t is a method of an
// R8-merged class, and they are the case of the object's class id).
func readInCleanBody(p *DexPass, s program.Site, t *dex.Method, inCase []*program.Call, reported map[DexAt]bool) bool {
	prog := p.Program
	callsOf := func(m *dex.Method) []*program.Call {
		calls := prog.Calls(m)
		out := make([]*program.Call, len(calls))
		for i := range calls {
			out[i] = &calls[i]
		}
		return out
	}
	direct := func(m *dex.Method, calls []*program.Call) bool {
		for _, c := range calls {
			if prog.IsCallerRead(c.Ref) {
				at := DexAt{Method: m, Addr: c.Addr}
				if reported[at] {
					return true
				}
				reported[at] = true
				p.Report(DexAt{Method: m, Addr: c.Addr, Call: c},
					"%s is read in %s, which %s runs inside Binder.withCleanCallingIdentity(): the identity is cleared there, so it returns the provider's own identity; read it before the call and pass it in (§7.1)",
					callName(c.Ref), Short(m), Short(s.Method))
				return true
			}
		}
		return false
	}
	calls := inCase
	if calls == nil {
		calls = callsOf(t)
	}
	if direct(t, calls) {
		return true
	}
	for _, c := range calls {
		for _, u := range prog.Targets(c) {
			if direct(u, callsOf(u)) {
				return true
			}
		}
	}
	helpers := []*dex.Method{t}
	if inCase != nil {
		helpers = nil
		for _, c := range inCase {
			helpers = append(helpers, prog.Targets(c)...)
		}
	}
	for _, h := range helpers {
		if r := prog.ReadsCaller(h); r != nil {
			p.Report(DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call},
				"%s runs %s inside Binder.withCleanCallingIdentity(), and it reads %s: the identity is cleared there, so it gets the provider's own identity; read the caller before the call and pass it in (§7.1)",
				Short(s.Method), Short(h), callName(r.Ref))
			return true
		}
	}
	return false
}
