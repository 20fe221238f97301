package rules

import (
	"fmt"
	"strings"
)

// HelpMarkdown is the rule's help in markdown: what it flags, how to fix it,
// an example, and a link to its page. SARIF help.markdown and the rule's
// documentation page are both generated from it, so they cannot drift.
func (r *Rule) HelpMarkdown(pageURL string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", r.Full)
	fmt.Fprintf(&b, "**How to fix:** %s\n", r.Fix)
	if r.Example != "" {
		fmt.Fprintf(&b, "\n%s\n", strings.TrimSpace(r.Example))
	}
	if r.SpecRef() != "" {
		fmt.Fprintf(&b, "\nCETP v2 specification: %s.\n", r.SpecRef())
	}
	if pageURL != "" {
		fmt.Fprintf(&b, "\n[%s documentation](%s)\n", r.ID, pageURL)
	}
	return b.String()
}

// Page is the rule's documentation page (docs/rules/<ID>.md).
func (r *Rule) Page() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- Generated from the rule registry by `go test ./rules -run TestRuleDocs -update`; DO NOT EDIT. -->\n\n")
	fmt.Fprintf(&b, "# %s %s\n\n", r.ID, r.Name)
	if r.Deprecated {
		fmt.Fprintf(&b, "**Deprecated:** this rule no longer runs; its ID is kept so it is never reused.\n\n")
	}
	fmt.Fprintf(&b, "%s\n\n", r.Short)
	fmt.Fprintf(&b, "| | |\n|---|---|\n")
	fmt.Fprintf(&b, "| Default level | %s |\n", r.Level)
	fmt.Fprintf(&b, "| Precision | %s |\n", r.Precision)
	fmt.Fprintf(&b, "| Security severity | %.1f |\n", r.SecuritySeverity())
	fmt.Fprintf(&b, "| Applies to | %s |\n", appliesText(r.Applies))
	if r.SpecRef() != "" {
		fmt.Fprintf(&b, "| Specification | %s |\n", r.SpecRef())
	}
	if r.CWE > 0 {
		fmt.Fprintf(&b, "| CWE | [CWE-%d](https://cwe.mitre.org/data/definitions/%d.html) |\n", r.CWE, r.CWE)
	}
	if len(r.Silences) > 0 {
		fmt.Fprintf(&b, "| Silences | %s on the same subject |\n", strings.Join(r.Silences, ", "))
	}
	fmt.Fprintf(&b, "\n## What it flags\n\n%s\n\n## How to fix\n\n%s\n", r.Full, r.Fix)
	if r.Example != "" {
		fmt.Fprintf(&b, "\n## Example\n\n%s\n", strings.TrimSpace(r.Example))
	}
	fmt.Fprintf(&b, "\n`cetpaudit explain %s` prints this help in a terminal.\n", r.ID)
	return b.String()
}

var sourceNames = map[string]string{
	"M":   "Android manifest (APK or source)",
	"N":   "captured negotiate response",
	"P":   "captured get_provider_info response",
	"T":   "captured v2 list_tools response",
	"T1":  "captured v1 list_tools response",
	"E":   "captured error responses",
	"X":   "dex bytecode",
	"G":   "Go Provider code",
	"B":   "baseline snapshot",
	"R":   "captured execute_tool response",
	"O":   "captured get_operation / cancel_operation response",
	"Q":   "the request recorded beside a response",
	"all": "every input kind",
}

// appliesText expands the catalog's notation ("T+P, G") into words.
func appliesText(applies string) string {
	var out []string
	for _, term := range splitSources(applies) {
		var parts []string
		for _, k := range term {
			if n, ok := sourceNames[k]; ok {
				parts = append(parts, n)
			} else {
				parts = append(parts, k)
			}
		}
		out = append(out, strings.Join(parts, " with "))
	}
	return strings.Join(out, "; ")
}

// Index is the rule catalog page (docs/rules/README.md).
func Index() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- Generated from the rule registry by `go test ./rules -run TestRuleDocs -update`; DO NOT EDIT. -->\n\n")
	fmt.Fprintf(&b, "# cetpaudit rules\n\nRule IDs are stable: suppress, filter and baseline by them.\n\n")
	fmt.Fprintf(&b, "| ID | Name | Level | Spec | Applies to | What it flags |\n|---|---|---|---|---|---|\n")
	for _, r := range All() {
		fmt.Fprintf(&b, "| [%s](%s.md) | %s | %s | %s | %s | %s |\n", r.ID, r.ID, r.Name, r.Level, r.SpecRef(), appliesText(r.Applies), r.Short)
	}
	b.WriteString(groundRules)
	return b.String()
}

// groundRules are the rules every check follows, for the index page.
const groundRules = `
## Ground rules

- **One defect, one finding.** A value wrong for several reasons of one rule
  is one finding that lists the reasons. When several rules could report the
  same defect, precedence keeps one: a missing field (CETP303) silences every
  other rule on that field; an unknown enum value (CETP304) silences only the
  verdicts that depend on it (a delete tool with confirmation never is still
  CETP305 when only its risk is unknown); an invalid scope (CETP302) silences
  CETP307/308 findings about that scope; invalid version meta-data (CETP103)
  silences CETP104 and CETP204; a remote ` + "`$ref`" + ` (CETP401) silences CETP402
  only for itself — the rest of the schema is compiled with the reference
  stubbed out as ` + "`true`" + `; CETP701 and CETP704 silence CETP705 on the same tool.
  Each rule page lists what it silences.
- **Absent optional annotations are read conservatively**: ` + "`destructive`" + ` is false
  only for read, create and update effects, ` + "`idempotent`" + ` false, ` + "`open_world`" + ` true,
  ` + "`execution`" + ` sync.
- **Names are matched by normalized tokens** (lower case, split on camelCase,
  ` + "`-`" + ` and ` + "`_`" + `), never by edit distance, for the confirmation, identity and
  side-channel parameter rules (CETP405–407).
- **Every CETP rule is silent on apps that declare no TOOL_PROVIDER service**,
  unless ` + "`scan --all-code`" + ` asks for the dex rules anyway.
- **Heuristic rules say so**: SARIF ` + "`precision`" + ` is medium or low, and their
  messages name the evidence.
- **security-severity** follows the level (error 7.5, warning 5.0, note 2.0)
  unless a rule sets its own; a level changed in configuration takes that
  level's default.

Sources: M Android manifest, N negotiate, P get_provider_info, T v2 list_tools,
T1 v1 list_tools, E error responses, R execute_tool responses, O
get_operation/cancel_operation responses, Q the recorded request, B a
baseline, X dex bytecode, G Go Provider code. "T+P" means a rule needs both.
`
