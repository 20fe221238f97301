// Package dexrules holds the checks of the rules that read an APK's dex
// bytecode (source X in the catalog), with its manifest beside it.
package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
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
	p := &DexPass{DexTarget: d, Reporter: check.NewReporter(r, b)}
	reach := p.EntryReach()
	var limits []program.Limit
	d.Program.OnLimit(func(l program.Limit) { limits = append(limits, l) })
	fn(p)
	d.Program.OnLimit(nil)
	p.reportLimits(append(limits, d.reachLimits...), reach)
	return p.Findings()
}
