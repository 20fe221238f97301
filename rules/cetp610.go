package rules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP610",
		Name:      "MutableImplicitPendingIntent",
		Level:     finding.Warning,
		Precision: High,
		Section:   "7.2",
		Applies:   "X",
		Short:     "A PendingIntent is both mutable and implicit.",
		Full: "Off the CETP surface, anywhere in a tool-provider app (libraries included), a PendingIntent is created " +
			"both mutable and with an implicit Intent: any app that gets hold of it can redirect it to a component " +
			"of its choosing and fill in the Intent, acting with the app's identity (Android Lint's " +
			"MutableImplicitPendingIntent). FLAG_NO_CREATE lookups are excepted. Library wrappers that pass the " +
			"flags through are summarised and reported where they are called.",
		Fix:     "Make the PendingIntent immutable (FLAG_IMMUTABLE), or make its Intent explicit; ideally both.",
		Example: "```kotlin\n// bad\nPendingIntent.getBroadcast(ctx, 0, Intent(\"com.example.SNOOZE\"), PendingIntent.FLAG_MUTABLE)\n```",
		CWE:     927,
		Dex:     checkMutableImplicitPendingIntent,
	})
}

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
		if site.Mutable == program.Yes && site.Explicit == program.No {
			p.Report(DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call},
				"PendingIntent created by %s in %s is mutable and wraps an implicit Intent; pass FLAG_IMMUTABLE or name the component (§7.2)",
				calleeName(site), Short(site.Method))
		}
	}
}
