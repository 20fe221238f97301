// Package check is what every kind of rule check shares: the registry that
// ties a check to its catalog entry, the reporter that stamps findings with
// their rule, and the steps that finish a run's findings (precedence,
// de-duplication, configuration, fingerprints, order).
//
// A check reads one target of its kind — a manifest, a declaration set, a
// capture set, a dex program — and reports findings; it knows nothing of
// files, flags or output formats.
package check

import (
	"sort"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// Reporter collects the findings of one rule on one target. Check passes
// embed it.
type Reporter struct {
	rule     *rules.Rule
	findings []finding.Finding
	// budget is the rule's finding budget on the input, shared by all the
	// input's targets; nil for none.
	budget *Budget
}

// NewReporter returns a reporter for rule, under the finding budget b (nil
// for none).
func NewReporter(r *rules.Rule, b *Budget) Reporter { return Reporter{rule: r, budget: b} }

// Rule is the rule being checked.
func (r *Reporter) Rule() *rules.Rule { return r.rule }

// Add records f as a finding of the rule, at the rule's default level.
func (r *Reporter) Add(f finding.Finding) {
	f.RuleID = r.rule.ID
	f.Level = r.rule.Level
	if r.budget != nil && !r.budget.admit(f) {
		return
	}
	r.findings = append(r.findings, f)
}

// AddNote records f as a finding of the rule at note level: something the
// check could not decide or read, said instead of missed silently.
func (r *Reporter) AddNote(f finding.Finding) {
	f.RuleID = r.rule.ID
	f.Level = finding.Note
	if r.budget != nil && !r.budget.admit(f) {
		return
	}
	r.findings = append(r.findings, f)
}

// Findings returns what was reported.
func (r *Reporter) Findings() []finding.Finding { return r.findings }

// Last returns the finding reported last, for adjustments such as a lower
// level; nil when none was.
func (r *Reporter) Last() *finding.Finding {
	if len(r.findings) == 0 {
		return nil
	}
	return &r.findings[len(r.findings)-1]
}

// Registry holds the checks of one input kind, keyed by rule ID.
type Registry[P any] struct {
	kind   string
	checks map[string]func(P)
}

// NewRegistry returns an empty registry for the named input kind
// ("manifest", "descriptor", "capture", "dex").
func NewRegistry[P any](kind string) *Registry[P] {
	return &Registry[P]{kind: kind, checks: map[string]func(P){}}
}

// Kind is the registry's input kind.
func (g *Registry[P]) Kind() string { return g.kind }

// Register adds the check of rule id. It panics when the catalog has no
// such rule or the rule already has a check of this kind: registration runs
// at init, so a mistake fails every test.
func (g *Registry[P]) Register(id string, fn func(P)) {
	switch {
	case rules.Lookup(id) == nil:
		panic("check: " + g.kind + " check for uncatalogued rule " + id)
	case g.checks[id] != nil:
		panic("check: two " + g.kind + " checks for " + id)
	case fn == nil:
		panic("check: nil " + g.kind + " check for " + id)
	}
	g.checks[id] = fn
}

// Lookup returns the check of rule id, or nil.
func (g *Registry[P]) Lookup(id string) func(P) { return g.checks[id] }

// IDs returns the rules that have a check of this kind, in order.
func (g *Registry[P]) IDs() []string {
	out := make([]string, 0, len(g.checks))
	for id := range g.checks {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Rules returns the catalog entries of the rules that have a check of this
// kind and are not deprecated, in ID order.
func (g *Registry[P]) Rules() []*rules.Rule {
	var out []*rules.Rule
	for _, id := range g.IDs() {
		if r := rules.Lookup(id); !r.Deprecated {
			out = append(out, r)
		}
	}
	return out
}
