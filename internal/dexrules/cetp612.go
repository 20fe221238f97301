package dexrules

import (
	"slices"

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
