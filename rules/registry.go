// Package rules holds cetpaudit's rule registry and checks. A rule is one
// registry entry (its metadata) plus one check per input kind it covers; a
// check reads a target and reports findings, and knows nothing of files,
// flags or output formats.
package rules

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/finding"
)

// Precision says how often a rule is right when it fires (SARIF precision).
type Precision string

// Precisions.
const (
	VeryHigh Precision = "very-high"
	High     Precision = "high"
	Medium   Precision = "medium"
	Low      Precision = "low"
)

// Rule is one catalogued rule: its metadata and its checks.
type Rule struct {
	ID        string        // "CETP101": stable public API
	Name      string        // PascalCase SARIF name
	Level     finding.Level // default level
	Precision Precision
	Section   string // spec section(s), e.g. "2.1" or "4.3, 7.2"
	// Applies lists the input kinds in RULES.md's notation ("M", "T+P", "G").
	Applies string
	// Short is a one-sentence description; Full says what is flagged and why.
	Short, Full string
	// Fix says what to do, in plain text.
	Fix string
	// Example is optional markdown (code blocks) showing a bad and a good form.
	Example string
	// CWE is the CWE id that fits, 0 for none.
	CWE int
	// Severity overrides the GitHub security-severity derived from Level.
	Severity float64
	// Silences lists rules whose findings on the same Subject this rule's
	// findings suppress (RULES.md precedence).
	Silences []string
	// Deprecated rules stay registered so IDs are never reused.
	Deprecated bool

	// Checks, one per input kind. Nil when the rule does not cover it.
	Manifest func(*ManifestPass)
	// Decl checks one provider's declarations (provider info and v2 tool
	// list), from captures or Go code.
	Decl func(*DeclPass)
	// Captures checks a capture set: what needs capture-only context
	// (negotiation, v1 lists, errors, baselines, a paired manifest).
	Captures func(*CapturePass)
	Dex      func(*DexPass)
}

var (
	registry = map[string]*Rule{}
	idRE     = regexp.MustCompile(`^CETP[0-9]{3}$`)
	nameRE   = regexp.MustCompile(`^[A-Z][A-Za-z0-9]+$`)
)

// Register adds a rule to the registry. It panics on malformed or duplicate
// metadata: registration happens at init time, so a mistake fails every test.
func Register(r *Rule) {
	switch {
	case !idRE.MatchString(r.ID):
		panic("rules: bad rule id " + r.ID)
	case registry[r.ID] != nil:
		panic("rules: duplicate rule " + r.ID)
	case !nameRE.MatchString(r.Name):
		panic("rules: bad name for " + r.ID)
	case r.Level < finding.Note || r.Level > finding.Error:
		panic("rules: bad level for " + r.ID)
	case r.Short == "" || r.Full == "" || r.Fix == "" || r.Applies == "":
		panic("rules: incomplete metadata for " + r.ID)
	}
	switch r.Precision {
	case VeryHigh, High, Medium, Low:
	default:
		panic("rules: bad precision for " + r.ID)
	}
	registry[r.ID] = r
}

// All returns every registered rule in ID order.
func All() []*Rule {
	out := make([]*Rule, 0, len(registry))
	for _, r := range registry {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Lookup returns the rule with the id (case-insensitive), or nil.
func Lookup(id string) *Rule { return registry[strings.ToUpper(id)] }

// SecuritySeverity is the GitHub security-severity of the rule: its own, or
// the level's (error 7.5, warning 5.0, note 2.0).
func (r *Rule) SecuritySeverity() float64 {
	if r.Severity > 0 {
		return r.Severity
	}
	return LevelSeverity(r.Level)
}

// LevelSeverity is the security-severity of a level: error 7.5, warning
// 5.0, otherwise 2.0.
func LevelSeverity(l finding.Level) float64 {
	switch l {
	case finding.Error:
		return 7.5
	case finding.Warning:
		return 5.0
	}
	return 2.0
}

// Tags are the rule's SARIF tags: "security", its CWE, and its area.
func (r *Rule) Tags() []string {
	tags := []string{"security"}
	if r.CWE > 0 {
		tags = append(tags, fmt.Sprintf("external/cwe/cwe-%d", r.CWE))
	}
	tags = append(tags, "cetp/"+r.Area())
	return tags
}

// Area is the rule's catalog area, from its ID's hundreds digit.
func (r *Rule) Area() string {
	switch r.ID[4] {
	case '0':
		return "tool"
	case '1':
		return "manifest"
	case '2':
		return "negotiation"
	case '3':
		return "descriptors"
	case '4':
		return "schemas"
	case '5':
		return "untrusted-content"
	case '6':
		return "provider-code"
	case '7':
		return "migration"
	}
	return "other"
}

// HelpText is the plain-text help: the full description and the fix.
func (r *Rule) HelpText() string {
	return r.Full + "\n\nHow to fix: " + r.Fix
}

// SpecRef renders the section reference, "§2.1" or "§4.3, §7.2".
func (r *Rule) SpecRef() string {
	if r.Section == "" {
		return ""
	}
	parts := strings.Split(r.Section, ",")
	for i, p := range parts {
		parts[i] = "§" + strings.TrimSpace(p)
	}
	return strings.Join(parts, ", ")
}
