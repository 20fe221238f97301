package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

func init() { register("CETP602", checkImplicitPendingIntent) }

func checkImplicitPendingIntent(p *DexPass) {
	reportResolutionCuts(p, "explicit")
	for _, site := range surfacePendingIntents(p) {
		at := DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call}
		switch site.Explicit {
		case program.No:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface wraps an implicit Intent; target the component with Intent(context, Class) or setComponent (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method))
		case program.Unknown:
			why := site.IntentWhy
			if why == "" {
				why = "the Intent's origin is not known"
			}
			p.ReportNote(at, "cannot prove the Intent in the PendingIntent created by %s in %s is explicit: %s (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method), why)
		}
	}
}
