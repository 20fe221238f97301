package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
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
		targets := s.Targets()
		if len(targets) == 0 {
			p.ReportNote(at, "cannot tell which Activity the resolution PendingIntent created by %s in %s opens, so whether it finishes is not checked (§4.3)",
				p.calleeName(s), Short(s.Method))
			continue
		}
		for _, t := range targets {
			target := finding.Sanitize(JavaName(t))
			class := t
			if prog.Classes[class] == nil {
				var decl *manifest.Component
				if p.Manifest != nil {
					if decl = declared(p.Manifest, JavaName(t), true); decl == nil {
						continue // another app's or an undeclared class: CETP615's
					}
				}
				// An activity-alias starts its targetActivity: that class's
				// code is what must finish.
				if decl != nil && decl.Kind == manifest.ActivityAlias && decl.TargetActivity != "" &&
					prog.Classes[Descriptor(decl.TargetActivity)] != nil {
					class = Descriptor(decl.TargetActivity)
					target += " (an alias of " + finding.Sanitize(decl.TargetActivity) + ")"
				} else {
					p.ReportNote(at, "resolution PendingIntent created by %s in %s opens %s, which is not in the dex: make sure it calls setResult and finish when the user is done (§4.3)",
						p.calleeName(s), Short(s.Method), target)
					continue
				}
			}
			fin, ok := verdicts[class]
			if !ok {
				fin = finishesActivity(prog, class)
				verdicts[class] = fin
			}
			if fin.site == nil && fin.bound != "" {
				p.ReportNote(at, "cannot tell whether %s, opened by the resolution PendingIntent created by %s in %s, ever calls finish() or setResult(): it hands itself to helpers the analysis stops following (%s); make sure it finishes with a result when the user confirms or declines (§4.3)",
					target, p.calleeName(s), Short(s.Method), fin.bound)
				continue
			}
			if fin.site == nil {
				p.Report(at, "resolution PendingIntent created by %s in %s opens %s, which never calls finish() or setResult(): the Consumer waits for it forever; finish with a result when the user confirms or declines (§4.3)",
					p.calleeName(s), Short(s.Method), target)
			}
		}
	}
}
