// Package all lists cetpaudit's go/analysis analyzers for the drivers:
// go vet -vettool (unitchecker) and cetpaudit go (checker).
package all

import (
	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/unusedignore"
)

// Analyzers are the analyzers that report findings: every rule checker and
// CETP001's suppress, which requires them all.
var Analyzers = append(append([]*analysis.Analyzer{}, unusedignore.Checkers...), unusedignore.Analyzer)
