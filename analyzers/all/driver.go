package all

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
)

// Settings for drivers, made once before any analysis runs; the analyzers
// read them while they report.

// KeepSuppressed makes the analyzers report the findings that a
// //cetpaudit:ignore directive suppressed as well, marked so that
// SuppressedBy recognises them: for drivers that list suppressed findings
// with their reasons (cetpaudit go --show-suppressed, SARIF suppressions).
// go vet's driver leaves it off.
func KeepSuppressed() { ignore.KeepSuppressed = true }

// SuppressedBy returns the reason and position of the directive that
// suppressed d, when KeepSuppressed marked it.
func SuppressedBy(d analysis.Diagnostic) (reason string, at token.Pos, ok bool) {
	return ignore.SuppressedBy(d)
}

// SetFilter installs a filter that decides whether a finding no directive
// suppressed is reported: the go vet driver applies the per-rule flags and
// .cetpaudit.json through it.
func SetFilter(keep func(pass *analysis.Pass, d analysis.Diagnostic) bool) { ignore.Filter = keep }

// RuleOf splits a diagnostic's Category into its rule ID and whether the
// analyzer reported it at note level (a limit it hit).
func RuleOf(category string) (id string, note bool) { return ignore.RuleOf(category) }

// LimitRules returns the rules a limit note names (a place where the
// analysis stopped short for several rules, not a finding of one); ok is
// false for any other diagnostic.
func LimitRules(category string) (ids []string, ok bool) { return ignore.LimitRules(category) }
