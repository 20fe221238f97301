package rules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// DeclPass is what a declaration check sees: one provider's declaration set,
// from captures or from Go code.
type DeclPass struct {
	Set *descriptor.Set
	reporter
}

// Report reports a finding at a declared value. subject is what rule
// precedence compares: a logical location from decl (use Subject); content
// feeds the fingerprint (usually the offending value).
func (p *DeclPass) Report(at descriptor.Loc, subject, content, format string, args ...any) {
	at.LogicalKind = "object"
	p.add(finding.Finding{
		Message:  fmt.Sprintf(format, args...),
		Location: at,
		Subject:  subject,
		Content:  content,
	})
}

// Subject is the precedence subject of a declared value: its file and
// logical location. Precedence matches subjects as '/'-separated prefixes,
// so a tool's subject covers its fields.
func Subject(at descriptor.Loc) string { return at.Path + "#" + at.Logical }

// CheckDecl runs the enabled declaration checks on one declaration set and
// returns their findings after rule precedence, fingerprinted and sorted.
// The Go analyzers call it on declarations evaluated from Go code; the
// findings keep the token.Pos of their locations. enabled nil runs all.
func CheckDecl(set *descriptor.Set, enabled func(*Rule) bool) []finding.Finding {
	var all []finding.Finding
	for _, r := range All() {
		if r.Decl == nil || r.Deprecated || (enabled != nil && !enabled(r)) {
			continue
		}
		all = append(all, runDecl(r, set)...)
	}
	all = applyPrecedence(all)
	for i := range all {
		all[i].Fingerprint = all[i].ComputeFingerprint()
	}
	Sort(all)
	return all
}

func runDecl(r *Rule, set *descriptor.Set) []finding.Finding {
	p := &DeclPass{Set: set, reporter: reporter{rule: r}}
	r.Decl(p)
	return p.findings
}
