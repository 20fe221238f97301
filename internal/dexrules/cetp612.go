package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP612", checkWritableResultDescriptor) }

func checkWritableResultDescriptor(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), cetp.KeyResultFD)
	reportWrapperCuts(p, cuts, "§4.5")
	for _, put := range puts {
		why, cut := p.Program.WritableCut(put.Method, put.Value)
		if why == "" {
			if cut != "" {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether %s puts a writable descriptor under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
					Short(put.Method), cetp.KeyResultFD, finding.Sanitize(cut))
			}
			continue
		}
		p.Report(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
			"%s puts a writable descriptor under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
			Short(put.Method), cetp.KeyResultFD, finding.Sanitize(why))
	}
}
