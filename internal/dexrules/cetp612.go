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
		why := p.Program.Writable(put.Method, put.Value)
		if why == "" {
			continue
		}
		p.Report(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
			"%s puts a writable descriptor under %q: %s; hand the Consumer a read-only descriptor (§4.5)",
			Short(put.Method), cetp.KeyResultFD, finding.Sanitize(why))
	}
}
