package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID:        "CETP602",
		Name:      "ImplicitPendingIntent",
		Level:     finding.Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "X",
		Short:     "A PendingIntent on the CETP surface wraps an Intent that names no component.",
		Full: "A PendingIntent created in code reachable from the tool provider's call(...), or put into the response under " +
			"the key \"" + cetp.KeyResolution + "\", wraps an implicit Intent. Only the (Context, Class) constructor, or " +
			"setComponent, setClass or setClassName on the way, make an Intent explicit; setPackage alone does not. " +
			"Whoever launches an implicit PendingIntent can have another app's component receive it with the " +
			"Provider's identity. Intents whose origin the analysis cannot follow are reported at note level.",
		Fix: "Build the Intent with Intent(context, ConfirmActivity::class.java) or call setComponent/setClass before creating the PendingIntent.",
		Example: "```kotlin\n// bad\nval i = Intent(\"com.example.CONFIRM\").setPackage(packageName)\n" +
			"// good\nval i = Intent(context, ConfirmActivity::class.java)\n```",
		CWE:      927,
		Severity: 8.5,
		Dex:      checkImplicitPendingIntent,
	})
}

func checkImplicitPendingIntent(p *DexPass) {
	for _, site := range surfacePendingIntents(p) {
		at := DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call}
		switch site.Explicit {
		case program.No:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface wraps an implicit Intent; target the component with Intent(context, Class) or setComponent (§4.3, §7.2)",
				calleeName(site), Short(site.Method))
		case program.Unknown:
			p.ReportNote(at, "cannot prove the Intent in the PendingIntent created by %s in %s is explicit: the Intent's origin is not known (§4.3, §7.2)",
				calleeName(site), Short(site.Method))
		}
	}
}
