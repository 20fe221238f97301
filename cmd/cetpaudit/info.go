package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

func runVersion(stdout io.Writer) int {
	fmt.Fprintf(stdout, "cetpaudit %s\n", version.String())
	return exitClean
}

// sourcesLegend explains the APPLIES column (RULES.md's notation).
const sourcesLegend = `APPLIES says what a rule reads: M Android manifest (in an APK or source XML); X dex
bytecode in the APK; N captured negotiate; P captured get_provider_info; T captured v2
list_tools; T1 captured v1 list_tools; E captured error responses; B a reviewed tool list
(--baseline-tools); G Go Provider code. "A+B" needs both in one scan; "A, B" means either.
`

func runRules(args []string, s *stdio) int {
	fs := newCmdFlags("rules", "rules [--format text|json]", "Lists the rules, with their level, spec section and what they read.\n", "")
	format := fs.String("format", "text", "`text` (a table and a legend) or json (one object per rule)")
	rest, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(rest) > 0 {
		fmt.Fprintf(s.stderr, "cetpaudit rules: unexpected argument %q; 'cetpaudit explain %s' prints one rule\n", sanitizeArg(rest[0]), sanitizeArg(rest[0]))
		return exitError
	}
	switch *format {
	case "json":
		return rulesJSON(s.stdout)
	case "text":
	default:
		fmt.Fprintf(s.stderr, "cetpaudit rules: unknown --format %q%s (want text or json)\n", sanitizeArg(*format), didYouMean(*format, []string{"text", "json"}, ""))
		return exitError
	}
	tw := tabwriter.NewWriter(s.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tLEVEL\tNAME\tSPEC\tAPPLIES\tDESCRIPTION")
	for _, r := range rules.All() {
		name := r.Name
		if r.Deprecated {
			name += " (deprecated)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Level, name, r.SpecRef(), r.Applies, r.Short)
	}
	tw.Flush()
	fmt.Fprintf(s.stdout, "\n%s\n'cetpaudit explain ID' prints a rule's help; the protocol is docs/spec/CETP-v2.md.\n", sourcesLegend)
	return exitClean
}

// jsonRule is one rule in 'rules --format json' (docs/output.md).
type jsonRule struct {
	ID               string   `json:"id"`
	Name             string   `json:"name"`
	Level            string   `json:"level"`
	Precision        string   `json:"precision"`
	Spec             string   `json:"spec,omitempty"`
	Applies          string   `json:"applies"`
	Short            string   `json:"short"`
	Full             string   `json:"full"`
	Fix              string   `json:"fix"`
	CWE              int      `json:"cwe,omitempty"`
	SecuritySeverity float64  `json:"securitySeverity"`
	Tags             []string `json:"tags"`
	Deprecated       bool     `json:"deprecated,omitempty"`
	HelpURI          string   `json:"helpUri"`
}

func rulesJSON(w io.Writer) int {
	var out []jsonRule
	for _, r := range rules.All() {
		out = append(out, jsonRule{ID: r.ID, Name: r.Name, Level: r.Level.String(), Precision: string(r.Precision),
			Spec: r.SpecRef(), Applies: r.Applies, Short: r.Short, Full: r.Full, Fix: r.Fix, CWE: r.CWE,
			SecuritySeverity: r.SecuritySeverity(), Tags: r.Tags(), Deprecated: r.Deprecated, HelpURI: version.RuleDocURL(r.ID)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return exitError
	}
	return exitClean
}

// lookupRule finds a rule by ID or by name, case-insensitively
// ("CETP102", "cetp102", "AuthorityUndeclared", "authority-undeclared").
func lookupRule(s string) *rules.Rule {
	if r := rules.Lookup(s); r != nil {
		return r
	}
	want := normalizeName(s)
	for _, r := range rules.All() {
		if normalizeName(r.Name) == want {
			return r
		}
	}
	return nil
}

func normalizeName(s string) string {
	return strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(s))
}

// ruleWords are the IDs and names a rule may be given by, for suggestions.
func ruleWords() []string {
	var w []string
	for _, r := range rules.All() {
		w = append(w, r.ID, r.Name)
	}
	return w
}

func runExplain(args []string, s *stdio) int {
	fs := newCmdFlags("explain", "explain ID|NAME", "Prints a rule's help: what it flags, why, how to fix it, and the spec section.\nThe rule may be given by ID (CETP102) or name (AuthorityUndeclared).\n", "")
	rest, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(rest) != 1 {
		fmt.Fprintln(s.stderr, "cetpaudit explain: give one rule, for example 'cetpaudit explain CETP102'")
		return exitError
	}
	r := lookupRule(rest[0])
	if r == nil {
		fmt.Fprintf(s.stderr, "cetpaudit explain: unknown rule %q%s; 'cetpaudit rules' lists them\n", sanitizeArg(rest[0]), didYouMean(rest[0], ruleWords(), ""))
		return exitError
	}
	w := s.stdout
	fmt.Fprintf(w, "%s %s (%s, precision %s", r.ID, r.Name, r.Level, r.Precision)
	if ref := r.SpecRef(); ref != "" {
		fmt.Fprintf(w, ", %s", ref)
	}
	fmt.Fprintf(w, ")\n\n%s\n\n%s\n\nHow to fix: %s\n", r.Short, r.Full, r.Fix)
	if r.Example != "" {
		fmt.Fprintf(w, "\nExample:\n%s\n", strings.TrimSpace(r.Example))
	}
	if r.CWE > 0 {
		fmt.Fprintf(w, "\nCWE-%d, security-severity %.1f\n", r.CWE, r.SecuritySeverity())
	}
	fmt.Fprintf(w, "\nMore: %s\n", version.RuleDocURL(r.ID))
	return exitClean
}
