// Package dexrules holds the checks of the rules that read an APK's dex
// bytecode (source X in the catalog), with its manifest beside it.
package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

// Checks are the dex checks, by rule.
var Checks = check.NewRegistry[*DexPass]("dex")

func register(id string, fn func(*DexPass)) { Checks.Register(id, fn) }

// Run runs rule r's dex check, if it has one, on the target, under the
// finding budget b (nil for none). Apps that
// declare no TOOL_PROVIDER service are skipped unless AllCode is set.
func Run(r *rules.Rule, d *DexTarget, b *check.Budget) []finding.Finding {
	fn := Checks.Lookup(r.ID)
	if fn == nil || d.Program == nil || !d.AllCode && !d.ToolProviderApp() {
		return nil
	}
	if d.Manifest != nil && d.Program.AppPackage == "" {
		d.Program.AppPackage = d.Manifest.Package // before any analysis
	}
	if d.Manifest != nil && d.Program.ManifestReceivers == nil {
		d.Program.ManifestReceivers = manifestReceivers(d.Manifest)
	}
	p := &DexPass{DexTarget: d, Reporter: check.NewReporter(r, b)}
	reach := p.EntryReach()
	var limits []program.Limit
	d.Program.OnLimit(func(l program.Limit) { limits = append(limits, l) })
	fn(p)
	d.Program.OnLimit(nil)
	p.reportLimits(append(limits, d.reachLimits...), reach)
	return p.Findings()
}

// manifestReceivers maps each action of the manifest's <receiver>
// intent filters to the receivers' class descriptors, for the broadcasts
// the program follows.
func manifestReceivers(m *manifest.Manifest) map[string][]string {
	out := map[string][]string{}
	for _, c := range m.Components {
		if c.Kind != manifest.Receiver || c.Class == "" {
			continue
		}
		desc := "L" + strings.ReplaceAll(c.Class, ".", "/") + ";"
		for _, f := range c.IntentFilters {
			for _, a := range f.Actions {
				if !slices.Contains(out[a.Name], desc) {
					out[a.Name] = append(out[a.Name], desc)
				}
			}
		}
	}
	return out
}
