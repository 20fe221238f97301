package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP106", checkConfirmationActivityExported) }

func checkConfirmationActivityExported(p *DexPass) {
	if p.Manifest == nil {
		return
	}
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return
	}
	s := p.Surface()
	reported := map[*manifest.Component]bool{}
	for _, site := range sites {
		if !site.Activity || site.Explicit != program.Yes || !s.Contains(site.Method) && !site.Resolution {
			continue
		}
		targets := site.Targets()
		if len(targets) == 0 {
			if site.Resolution {
				p.ReportNote(DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call},
					"cannot tell which Activity the resolution PendingIntent created by %s in %s opens, so whether it is exported is not checked; make sure it has android:exported=\"false\" (§4.3, §7.2)",
					p.calleeName(site), Short(site.Method))
			}
			continue
		}
		for _, target := range targets {
			class := JavaName(target)
			// Looked up, not scanned: a crafted app may pair many sites with
			// many activities.
			for _, c := range p.Manifest.DeclarationsOf(class) {
				if c.Kind != manifest.Activity && c.Kind != manifest.ActivityAlias || reported[c] {
					continue
				}
				if p.Manifest.ExportedState(c) != manifest.Exported {
					continue
				}
				reported[c] = true
				how := "android:exported=\"true\""
				if _, ok := c.Exported.BoolValue(); !ok {
					how = "an intent filter"
				}
				p.ReportManifest(c, target,
					"activity %s is the target of the resolution PendingIntent created in %s but is exported through %s; set android:exported=\"false\" (§4.3, §7.2)",
					finding.Quote(class), Short(site.Method), how)
			}
		}
	}
}
