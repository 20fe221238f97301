// Package all lists cetpaudit's go/analysis analyzers for the drivers:
// go vet -vettool (unitchecker) and cetpaudit go (checker).
package all

import (
	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/authorize"
	"github.com/clawseed/cetpaudit/analyzers/confirmtrust"
	"github.com/clawseed/cetpaudit/analyzers/deadline"
	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/dedup"
	"github.com/clawseed/cetpaudit/analyzers/errleak"
	"github.com/clawseed/cetpaudit/analyzers/executor"
	"github.com/clawseed/cetpaudit/analyzers/identity"
	"github.com/clawseed/cetpaudit/analyzers/injection"
	"github.com/clawseed/cetpaudit/analyzers/readwrite"
	"github.com/clawseed/cetpaudit/analyzers/session"
	"github.com/clawseed/cetpaudit/analyzers/tokenbinding"
	"github.com/clawseed/cetpaudit/analyzers/unusedignore"
	"github.com/clawseed/cetpaudit/analyzers/weaktoken"
)

// Analyzers are the analyzers that report findings: every rule checker and
// CETP001's unusedignore, which requires them all.
var Analyzers = append(append([]*analysis.Analyzer{}, unusedignore.Checkers...), unusedignore.Analyzer)

// Rules maps each analyzer's name to the rules it reports.
func Rules() map[string][]string {
	return map[string][]string{
		declcheck.Analyzer.Name:    declcheck.Rules(),
		errleak.Analyzer.Name:      {errleak.Rule},
		executor.Analyzer.Name:     {executor.Rule},
		identity.Analyzer.Name:     {identity.Rule},
		weaktoken.Analyzer.Name:    {weaktoken.Rule},
		confirmtrust.Analyzer.Name: {confirmtrust.Rule},
		authorize.Analyzer.Name:    {authorize.Rule},
		dedup.Analyzer.Name:        {dedup.Rule},
		deadline.Analyzer.Name:     {deadline.Rule},
		tokenbinding.Analyzer.Name: {tokenbinding.Rule},
		readwrite.Analyzer.Name:    {readwrite.Rule},
		injection.Analyzer.Name:    {injection.Rule},
		session.Analyzer.Name:      {session.Rule},
		unusedignore.Analyzer.Name: {unusedignore.Rule},
	}
}
