package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP607", checkErrorLeaksInternals) }

func checkErrorLeaksInternals(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), cetp.KeyErrorMessage)
	reportWrapperCuts(p, cuts, "§5")
	for _, put := range puts {
		var stored program.StoredArgs
		if put.Taint&regflow.TaintException == 0 {
			// Read from a field a constructor or setter fills from its
			// parameter (a sealed Failure(message)): what the code
			// constructing the object passes.
			stored = p.Program.StoredArgTaint(put.Method, put.Value)
			if stored.Taint&regflow.TaintException != 0 {
				field, from := stored.Origin(regflow.TaintException)
				p.Report(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"%s puts text made from %s under %q, which %s fills with exception text or a stack trace; send a fixed, displayable message and log the exception (§5)",
					Short(put.Method), javaField(field), cetp.KeyErrorMessage, Short(from.Method))
				continue
			}
		}
		if put.Taint&regflow.TaintException == 0 {
			if ref, n := p.Program.WideCall(put.Value); ref != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it comes from a call to %s, which has %d possible targets, more than the %d whose results the analysis merges (its budget); send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), callName(ref), n, program.MaxSummaryTargets)
			} else if m := p.Program.Unfollowed(put.Value); m != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it comes from %s, which the analysis could not summarize (a recursive or deeply nested helper); send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), Short(m))
			} else if c := stored.Cut; c != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it is %s; send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), storedCutText(c))
			}
			continue
		}
		at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
		if put.Wrapper != nil {
			p.Report(at, "%s passes exception text or a stack trace to %s, which puts it under %q; send a fixed, displayable message and log the exception (§5)",
				Short(put.Method), Short(put.Wrapper), cetp.KeyErrorMessage)
			continue
		}
		p.Report(at, "%s puts exception text or a stack trace under %q; send a fixed, displayable message and log the exception (§5)",
			Short(put.Method), cetp.KeyErrorMessage)
	}
}
