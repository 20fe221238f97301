// Package analyzers is the root of cetpaudit's go/analysis passes for Go
// Provider code. Each subpackage is one analysis.Analyzer; analyzers/all
// lists them for the drivers (go vet -vettool and cetpaudit go).
//
// Every analyzer returns at once on a package that does not import
// github.com/clawseed/cetpaudit/cetp, reports under a rule ID from the rules
// registry (the diagnostic's Category, and a "CETPnnn: " message prefix), and
// honours //cetpaudit:ignore directives.
package analyzers
