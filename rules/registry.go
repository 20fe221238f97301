// Package rules is cetpaudit's rule catalog: for every rule its ID, name,
// level, security-severity, precision, sources, spec sections, texts, CWE
// and precedence. It imports nothing but the standard library, so that the
// configuration, the output formats and the go vet tool can use it cheaply.
//
// The checks live apart, by input kind (internal/manifestrules,
// internal/descriptorrules, internal/capturerules, internal/dexrules and the
// Go analyzers under analyzers/), and register against this catalog.
package rules

import (
	"fmt"
	"sort"
	"strings"
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

// Rule is one catalogued rule.
type Rule struct {
	ID        string // "CETP101": stable public API
	Name      string // PascalCase SARIF name
	Level     Level  // default level
	Precision Precision
	Section   string // spec section(s), e.g. "2.1" or "4.3, 7.2"
	// Applies lists the input kinds in the catalog's notation ("M", "T+P", "G").
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
	// findings suppress (the catalog's precedence).
	Silences []string
	// Deprecated rules stay registered so IDs are never reused.
	Deprecated bool
}

var registry = map[string]*Rule{}

// register adds a rule to the catalog. It panics on malformed or duplicate
// metadata: registration happens at init time, so a mistake fails every test.
func register(r *Rule) {
	switch {
	case !validID(r.ID):
		panic("rules: bad rule id " + r.ID)
	case registry[r.ID] != nil:
		panic("rules: duplicate rule " + r.ID)
	case !validName(r.Name):
		panic("rules: bad name for " + r.ID)
	case r.Level < Note || r.Level > Error:
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

// validID reports whether id is "CETP" and three digits.
func validID(id string) bool {
	if len(id) != 7 || !strings.HasPrefix(id, "CETP") {
		return false
	}
	for _, c := range id[4:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// validName reports whether name is PascalCase ASCII: an upper-case letter,
// then letters and digits.
func validName(name string) bool {
	if len(name) < 2 || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	for _, c := range name[1:] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
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
func LevelSeverity(l Level) float64 {
	switch l {
	case Error:
		return 7.5
	case Warning:
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
