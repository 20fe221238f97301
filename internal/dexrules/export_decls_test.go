package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/rules"
)

// SetMaxDeclHelpers lowers CETP621's bound on the helpers a tool
// declaration is read through, for a test; the returned function restores it.
func SetMaxDeclHelpers(n int) (restore func()) {
	old := maxDeclHelpers
	maxDeclHelpers = n
	return func() { maxDeclHelpers = old }
}

// SetMaxJSONDeclSites lowers the sites CETP621 reads a hand-written
// provider's tool JSON at, for a test; the returned function restores it.
func SetMaxJSONDeclSites(n int) (restore func()) {
	old := maxJSONDeclSites
	maxJSONDeclSites = n
	return func() { maxJSONDeclSites = old }
}

// DeclaredEffects returns, for each tool the code of d (or its captures)
// declares, its effect and where it is declared, as CETP621 reads them.
func DeclaredEffects(d *DexTarget) map[string]string {
	p := &DexPass{DexTarget: d, Reporter: check.NewReporter(rules.Lookup("CETP621"), nil)}
	out := map[string]string{}
	for _, t := range p.DeclaredTools() {
		out[t.Name] = string(t.Effect) + ", " + t.where()
	}
	return out
}

// SetMaxDeadlineDepth lowers CETP619's bound on the helpers its
// path-sensitive search follows, for a test; the returned function
// restores it.
func SetMaxDeadlineDepth(n int) (restore func()) {
	old := maxDeadlineDepth
	maxDeadlineDepth = n
	return func() { maxDeadlineDepth = old }
}

// SetMaxDeclNesting lowers CETP621's bound on declaration summaries
// computed inside one another, for a test; the returned function restores it.
func SetMaxDeclNesting(n int) (restore func()) {
	old := maxDeclNesting
	maxDeclNesting = n
	return func() { maxDeclNesting = old }
}

// SetMaxForcedInsns lowers CETP614's bound on the methods a folded flag is
// followed through, for a test; the returned function restores it.
func SetMaxForcedInsns(n int) (restore func()) {
	old := maxForcedInsns
	maxForcedInsns = n
	return func() { maxForcedInsns = old }
}
