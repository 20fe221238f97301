// Package engine runs the catalog's checks over everything one scan loaded:
// each rule's check of each input kind on each target of that kind, then
// rule precedence, de-duplication and the configuration's options.
package engine

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/capturerules"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/internal/manifestrules"
	"github.com/clawseed/cetpaudit/rules"
)

// Targets is everything loaded from one scan that rules read.
type Targets struct {
	Manifests []*manifest.Manifest
	Dex       []*dexrules.DexTarget
	// Captures are the capture sets, paired with manifests by capture.Pair.
	Captures []*capture.Set
	// Baseline is the --baseline-tools capture set (CETP702/703/706, and
	// output schemas for CETP801), or nil.
	Baseline *capture.Baseline
}

// Run runs every enabled rule over the targets, applies rule precedence and
// returns the findings with fingerprints, in the one order. The targets are
// one input's: each rule keeps at most opt.MaxPerRule findings on them, and
// one note counts the rest.
func Run(t *Targets, opt check.Options) []finding.Finding {
	var all []finding.Finding
	pairDeclarations(t)
	for _, r := range rules.All() {
		if !opt.Runs(r) {
			continue
		}
		b := opt.NewBudget()
		for _, m := range t.Manifests {
			all = append(all, manifestrules.Run(r, m, b)...)
		}
		for _, d := range t.Dex {
			all = append(all, dexrules.Run(r, d, b)...)
		}
		for _, cs := range t.Captures {
			if descriptorrules.Checks.Lookup(r.ID) != nil {
				for _, ds := range cs.DeclSets() {
					all = append(all, descriptorrules.Run(r, ds, b)...)
				}
			}
			all = append(all, capturerules.RunInScan(r, cs, t.Captures, t.Baseline, b)...)
		}
		if n := b.Note(r); n != nil {
			all = append(all, *n)
		}
	}
	return check.Finish(check.Precedence(check.Dedupe(all)), opt)
}
