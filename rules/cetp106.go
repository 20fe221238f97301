package rules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() {
	Register(&Rule{
		ID:        "CETP106",
		Name:      "ConfirmationActivityExported",
		Level:     finding.Error,
		Precision: High,
		Section:   "4.3, 7.2",
		Applies:   "M+X",
		Short:     "The confirmation Activity a resolution PendingIntent targets is exported.",
		Full: "The bytecode shows a resolution PendingIntent (on the CETP surface) that launches an Activity, and the " +
			"manifest exports that Activity — explicitly or through an intent filter — so any app can open the " +
			"confirmation UI directly with forged extras and skip the Provider's flow. The Activity can stay " +
			"exported=\"false\": the Provider's own PendingIntent still launches it.",
		Fix:     "Set android:exported=\"false\" on the confirmation Activity and remove its intent filters.",
		Example: "```xml\n<activity android:name=\".ConfirmActivity\" android:exported=\"false\" />\n```",
		CWE:     926,
		Dex:     checkConfirmationActivityExported,
	})
}

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
		if !site.Activity || site.Explicit != program.Yes || site.Target == "" || !s.Contains(site.Method) && !site.Resolution {
			continue
		}
		class := JavaName(site.Target)
		for _, c := range p.Manifest.Components {
			if c.Kind != manifest.Activity && c.Kind != manifest.ActivityAlias || reported[c] {
				continue
			}
			if c.Class != class && !(c.Kind == manifest.ActivityAlias && c.TargetActivity == class) {
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
			p.ReportManifest(c, site.Target,
				"activity %s is the target of the resolution PendingIntent created in %s but is exported through %s; set android:exported=\"false\" (§4.3, §7.2)",
				finding.Quote(class), Short(site.Method), how)
		}
	}
}
