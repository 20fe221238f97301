package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP623", checkConfirmationActivityNeverFinishes) }

func checkConfirmationActivityNeverFinishes(p *DexPass) {
	reportResolutionPairCuts(p, "whether the Activity it opens finishes")
	prog := p.Program
	verdicts := map[string]finishVerdict{}
	for _, s := range resolutionSites(p) {
		if !s.Activity || s.Explicit != program.Yes {
			continue // implicit or undecided Intents are CETP602's
		}
		at := DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call}
		if s.Target == "" {
			p.ReportNote(at, "cannot tell which Activity the resolution PendingIntent created by %s in %s opens, so whether it finishes is not checked (§4.3)",
				calleeName(s), Short(s.Method))
			continue
		}
		target := finding.Sanitize(JavaName(s.Target))
		if prog.Classes[s.Target] == nil {
			if p.Manifest != nil && declared(p.Manifest, JavaName(s.Target), true) == nil {
				continue // another app's or an undeclared class: CETP615's
			}
			p.ReportNote(at, "resolution PendingIntent created by %s in %s opens %s, which is not in the dex: make sure it calls setResult and finish when the user is done (§4.3)",
				calleeName(s), Short(s.Method), target)
			continue
		}
		fin, ok := verdicts[s.Target]
		if !ok {
			fin = finishesActivity(prog, s.Target)
			verdicts[s.Target] = fin
		}
		if fin.site == nil && fin.bound != "" {
			p.ReportNote(at, "cannot tell whether %s, opened by the resolution PendingIntent created by %s in %s, ever calls finish() or setResult(): it hands itself to helpers the analysis stops following (%s); make sure it finishes with a result when the user confirms or declines (§4.3)",
				target, calleeName(s), Short(s.Method), fin.bound)
			continue
		}
		if fin.site == nil {
			p.Report(at, "resolution PendingIntent created by %s in %s opens %s, which never calls finish() or setResult(): the Consumer waits for it forever; finish with a result when the user confirms or declines (§4.3)",
				calleeName(s), Short(s.Method), target)
		}
	}
}
