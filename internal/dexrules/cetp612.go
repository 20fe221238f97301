package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP612", checkWritableResultDescriptor) }

func checkWritableResultDescriptor(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), cetp.KeyResultFD)
	reportWrapperCuts(p, cuts, "§4.5")
	entries := append(p.EntryPoints(), p.sdkHooks()...)
	for _, put := range puts {
		why, cut, from := p.Program.WritableFrom(put.Method, put.Value)
		// An entry point (call(), an SDK hook) is called by the platform
		// with the Consumer's values, not only by the app's own calls.
		if why == "" && cut != "" && !slices.Contains(entries, put.Method) {
			// A helper that opens with the mode its callers name: judge
			// each call (`sendFile(…, "rw")` beside `sendFile(…, "r")`).
			if calls, ok := p.Program.WritableByCallers(put.Method, put.Value); ok {
				for _, c := range calls {
					callee := Short(put.Method)
					if callee == Short(c.Caller.Method) {
						// Renamed methods share short names (R8): say which.
						callee = finding.Sanitize(JavaName(put.Method.Class.Name) + "." + put.Method.Ref.NameProto())
					}
					p.Report(DexAt{Method: c.Caller.Method, Addr: c.Caller.Call.Addr, Call: c.Caller.Call},
						"%s calls %s, which puts the descriptor it opens under %q, with a mode that lets the Consumer write: %s; hand the Consumer a read-only descriptor (§4.5)",
						Short(c.Caller.Method), callee, cetp.KeyResultFD, finding.Sanitize(c.Why))
				}
				continue
			}
		}
		if why == "" {
			if cut != "" {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether %s puts a writable descriptor under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
					Short(put.Method), cetp.KeyResultFD, finding.Sanitize(cut))
			}
			continue
		}
		if from != nil && from.Call != nil && from.Method != put.Method && handedIn(p, put) {
			// A tool handing its descriptor (or its mode) to a shared
			// reply helper: the tool's call is where it is fixed.
			p.Report(DexAt{Method: from.Method, Addr: from.Call.Addr, Call: from.Call},
				"%s hands %s a descriptor that lets the Consumer write, and %s puts it under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
				Short(from.Method), callName(from.Call.Ref), Short(put.Method), cetp.KeyResultFD, finding.Sanitize(why))
			continue
		}
		p.Report(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
			"%s puts a writable descriptor under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
			Short(put.Method), cetp.KeyResultFD, finding.Sanitize(why))
	}
}

// handedIn reports whether the value put is the putting method's
// parameter, or a field of objects that are its parameters (this
// included): a reply helper given each tool's result, not a tool
// building its own.
func handedIn(p *DexPass, put program.Put) bool {
	return paramRooted(p.Program, put.Method, put.Value, put.Call.Addr, 2)
}

// paramRooted reports whether every alternative of v is m's parameter or
// a field read (depth fields deep) from one, before addr.
func paramRooted(prog *program.Program, m *dex.Method, v regflow.Value, addr uint32, depth int) bool {
	if len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Param:
		case x.Kind == regflow.Field && x.Field != nil && depth > 0:
			if !paramRooted(prog, m, prog.ReadObjectsFor(m, x.Field, addr), addr, depth-1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
