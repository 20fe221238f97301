package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP613", checkPredictableToken) }

func checkPredictableToken(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), cetp.KeySessionToken, cetp.KeyResumeToken, cetp.KeyOperationID)
	reportWrapperCuts(p, cuts, "§2.2, §4.3")
	for _, put := range puts {
		if put.Taint&regflow.TaintSecure != 0 {
			// Secure on some target, perhaps not on all: a call whose
			// implementations differ is judged per implementation.
			if put.Taint&regflow.TaintPredictable != 0 {
				at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
				if t := p.Program.PredictableTarget(put.Method, put.Value); t != nil {
					p.Report(at,
						"%s puts a %s that %s builds from java.util.Random, Math.random, the clock or a counter when that implementation runs, with no SecureRandom in it (another implementation uses SecureRandom); generate it with SecureRandom in every implementation (§2.2, §4.3)",
						Short(put.Method), put.Key, Short(t))
				} else if len(put.Value.Alts) > 1 {
					// Values from several paths, merged with their
					// taints: one mixing both is no longer told apart
					// from a secure token next to a counter.
					p.ReportNote(at,
						"cannot tell whether every path of %s generates the %s it puts securely: the value comes from several paths, SecureRandom on some and java.util.Random, Math.random, the clock or a counter on others, and the analysis unites their sources; generate it with SecureRandom on every path (§2.2, §4.3)",
						Short(put.Method), put.Key)
				}
			}
			continue
		}
		if put.Taint&regflow.TaintPredictable == 0 {
			if ref, n := p.Program.WideCall(put.Value); ref != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from a call to %s, which has %d possible targets, more than the %d whose results the analysis merges (its budget); generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), callName(ref), n, program.MaxSummaryTargets)
			} else if m := p.Program.Unfollowed(put.Value); m != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from %s, which the analysis could not summarize (a recursive or deeply nested helper); generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), Short(m))
			}
			continue
		}
		at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
		via := ""
		if put.Wrapper != nil {
			via = " through " + Short(put.Wrapper)
		}
		p.Report(at, "%s builds the %s it puts%s from java.util.Random, Math.random, the clock or a counter, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
			Short(put.Method), put.Key, via)
	}
}
