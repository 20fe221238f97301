// Package descriptorrules holds the checks of the rules that read one
// provider's declarations — its provider info and v2 tool list — wherever
// they come from: captured JSON (sources P and T in the catalog) or Go code
// evaluated by the analyzers (source G). It must not depend on the dex or
// manifest models: the go vet tool links it.
package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// Checks are the declaration checks, by rule.
var Checks = check.NewRegistry[*DeclPass]("descriptor")

func register(id string, fn func(*DeclPass)) { Checks.Register(id, fn) }

// Run runs rule r's declaration check, if it has one, on the set, under
// the finding budget b (nil for none).
func Run(r *rules.Rule, set *descriptor.Set, b *check.Budget) []finding.Finding {
	fn := Checks.Lookup(r.ID)
	if fn == nil {
		return nil
	}
	p := &DeclPass{Set: set, Reporter: check.NewReporter(r, b)}
	fn(p)
	return p.Findings()
}
