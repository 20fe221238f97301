package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

func init() { register("CETP610", checkMutableImplicitPendingIntent) }

func checkMutableImplicitPendingIntent(p *DexPass) {
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return
	}
	s := p.Surface()
	for _, site := range sites {
		if site.NoCreate || s.Contains(site.Method) || site.Resolution {
			continue // on the surface CETP601/602 decide
		}
		if site.Mutable == program.Yes && site.Explicit == program.No && !site.PackageSet {
			p.Report(DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call},
				"PendingIntent created by %s in %s is mutable and wraps an implicit Intent; pass FLAG_IMMUTABLE or name the component (§7.2)",
				p.calleeName(site), Short(site.Method))
		}
	}
}
