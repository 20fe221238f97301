package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP601",
		Name:      "MutablePendingIntent",
		Level:     finding.Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "X",
		Short:     "A PendingIntent on the CETP surface is mutable.",
		Full: "A PendingIntent created in code reachable from the tool provider's call(...), or put into the response under " +
			"the key \"" + cetp.KeyResolution + "\", is created without FLAG_IMMUTABLE (0x04000000) or with FLAG_MUTABLE " +
			"(0x02000000), or through PendingIntentCompat with isMutable = true. The Consumer that receives it can fill " +
			"in the Intent's unset fields and make the Provider's confirmation UI act on data of its choosing. " +
			"`SDK_INT >= 23 ? FLAG_IMMUTABLE : 0` counts as immutable. Flags that are not a constant on every path " +
			"are reported at note level (cannot prove immutable).",
		Fix: "Pass FLAG_IMMUTABLE (combined with FLAG_UPDATE_CURRENT if needed), or isMutable = false for PendingIntentCompat.",
		Example: "```kotlin\n// bad\nPendingIntent.getActivity(ctx, 0, intent, PendingIntent.FLAG_UPDATE_CURRENT)\n" +
			"// good\nPendingIntent.getActivity(ctx, 0, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)\n```",
		CWE:      927,
		Severity: 8.5,
		Dex:      checkMutablePendingIntent,
	})
}

func checkMutablePendingIntent(p *DexPass) {
	for _, site := range surfacePendingIntents(p) {
		at := DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call}
		switch site.Mutable {
		case program.Yes:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface is mutable; pass FLAG_IMMUTABLE (§4.3, §7.2)",
				calleeName(site), Short(site.Method))
		case program.Unknown:
			p.ReportNote(at, "cannot prove the PendingIntent created by %s in %s is immutable: %s; pass FLAG_IMMUTABLE as a constant (§4.3, §7.2)",
				calleeName(site), Short(site.Method), site.Why)
		}
	}
}

// surfacePendingIntents are the PendingIntents created on the CETP surface,
// or put under the resolution key, that CETP601 and CETP602 judge; lookups
// with FLAG_NO_CREATE create nothing.
func surfacePendingIntents(p *DexPass) []*program.PISite {
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return nil
	}
	s := p.Surface()
	var out []*program.PISite
	for _, site := range sites {
		if !site.NoCreate && (site.Resolution || s.Contains(site.Method)) {
			out = append(out, site)
		}
	}
	return out
}

// calleeName names the factory or wrapper a site calls.
func calleeName(s *program.PISite) string {
	return finding.Sanitize(JavaName(s.Call.Ref.Class) + "." + s.Call.Ref.Name)
}
