package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP607", checkErrorLeaksInternals) }

func checkErrorLeaksInternals(p *DexPass) {
	for _, put := range p.Program.Puts(p.EntryReach(), cetp.KeyErrorMessage) {
		if put.Taint&regflow.TaintException == 0 {
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
